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

/// `StateObject`: created on first use and kept by the host at this position in the view
/// tree, so a view value made again by its parent's `body` finds the same object.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: ShimDynamicProperty {
  private final class Box {
    let make: () -> ObjectType
    lazy var object: ObjectType = make()
    init(make: @escaping () -> ObjectType) { self.make = make }
  }

  private final class Handle {
    var box: Box
    init(_ box: Box) { self.box = box }
  }

  private let handle: Handle

  /// `init(wrappedValue:)`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    handle = Handle(Box(make: thunk))
  }

  /// `wrappedValue`.
  public var wrappedValue: ObjectType { handle.box.object }

  /// `projectedValue`: bindings to the object's properties (`$model.dialog`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: handle.box.object)
  }

  func shimAttach(to storage: ShimStorage) {
    handle.box = storage.keep(handle.box)
  }
}

/// `State`: kept by the host at this position in the view tree, like `StateObject`.
@MainActor
@propertyWrapper
public struct State<Value>: ShimDynamicProperty {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private final class Handle {
    var box: Box
    init(_ box: Box) { self.box = box }
  }

  private let handle: Handle

  /// `init(wrappedValue:)`.
  public init(wrappedValue value: Value) { handle = Handle(Box(value)) }

  /// `wrappedValue`.
  public var wrappedValue: Value {
    get { handle.box.value }
    nonmutating set { handle.box.value = newValue }
  }

  /// `projectedValue`.
  public var projectedValue: Binding<Value> {
    nonisolated(unsafe) let box = handle.box
    // nonisolated(unsafe): the binding's closures are main-actor isolated, like the box's users.
    return Binding(get: { box.value }, set: { box.value = $0 })
  }

  func shimAttach(to storage: ShimStorage) {
    handle.box = storage.keep(handle.box)
  }
}

/// A property the host keeps between renders.
@MainActor
protocol ShimDynamicProperty {
  func shimAttach(to storage: ShimStorage)
}

/// What the host keeps between renders: the n-th `@State`/`@StateObject` met while rendering
/// (the shim assumes the tree keeps its shape, as the views under test do).
@MainActor
public final class ShimStorage {
  private var kept: [AnyObject] = []
  private var next = 0
  /// The environment of the view being rendered.
  var environment = EnvironmentValues()

  /// Creates empty storage.
  public init() {}

  func restart() {
    next = 0
    environment = EnvironmentValues()
  }

  func keep<T: AnyObject>(_ fresh: T) -> T {
    defer { next += 1 }
    if next < kept.count, let existing = kept[next] as? T { return existing }
    if next < kept.count { kept[next] = fresh } else { kept.append(fresh) }
    return fresh
  }

  func attachProperties(of value: Any) {
    for child in Mirror(reflecting: value).children {
      (child.value as? any ShimDynamicProperty)?.shimAttach(to: self)
    }
  }
}

/// `ObservedObject`; the shim only has its `Wrapper`, what `$model` gives.
@MainActor
public enum ObservedObject<ObjectType: ObservableObject> {
  /// `ObservedObject.Wrapper`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// `subscript(dynamicMember:)`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      // nonisolated(unsafe): the binding's closures are main-actor isolated, like the object.
      nonisolated(unsafe) let object = object
      nonisolated(unsafe) let keyPath = keyPath
      return Binding(
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// `Published`: a stored value; the shim redraws only when a test renders.
@propertyWrapper
public struct Published<Value> {
  /// `wrappedValue`.
  public var wrappedValue: Value

  /// `init(wrappedValue:)`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
