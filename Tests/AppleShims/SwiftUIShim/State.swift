/// `Binding`, with `@MainActor @Sendable` closures in place of SwiftUI's
/// `@isolated(any) @Sendable` ones.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let getter: @MainActor @Sendable () -> Value
  let setter: @MainActor @Sendable (Value) -> Void

  /// `init(get:set:)`.
  @preconcurrency
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  /// `init(projectedValue:)`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// `wrappedValue`.
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// `projectedValue`.
  public var projectedValue: Binding<Value> { self }

  /// `subscript(dynamicMember:)`.
  @MainActor
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject> & Sendable)
    -> Binding<Subject>
  {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { value in
        var whole = getter()
        whole[keyPath: keyPath] = value
        setter(whole)
      })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
// @unchecked Sendable: as in the SDK ("a binding conforms to Sendable only if its wrapped
// value type also conforms"); the closures are main-actor isolated and Sendable themselves.

/// Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Sendable {
  /// `init()`.
  public init() {}
  /// `send()`: the shim counts sends in `ShimHost.changeCount`.
  public func send() { ShimChangeCounter.increment() }
}

/// Counts `objectWillChange.send()` calls.
public enum ShimChangeCounter {
  nonisolated(unsafe) static var count = 0
  // nonisolated(unsafe): tests that read it run serialized on the main actor.

  /// Adds one.
  public static func increment() { count += 1 }
  /// The sends so far.
  public static var value: Int { count }
}

/// Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
  /// `objectWillChange`.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The synthesized publisher.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// `StateObject`: created once, on first use, and kept by every copy of the view.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  private final class Box {
    let make: () -> ObjectType
    lazy var object: ObjectType = make()
    init(make: @escaping () -> ObjectType) { self.make = make }
  }

  private let box: Box

  /// `init(wrappedValue:)`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = Box(make: thunk)
  }

  /// `wrappedValue`.
  public var wrappedValue: ObjectType { box.object }
}
