/// `EnvironmentKey`.
public protocol EnvironmentKey {
  /// `Value`.
  associatedtype Value
  /// `defaultValue`.
  static var defaultValue: Value { get }
}

/// `EnvironmentValues`: the values set by `.environment(_:_:)` above a view.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// `init()`.
  public init() {}

  /// `subscript(key:)`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// `Environment`: the value set above this view when it is rendered.
@MainActor
@propertyWrapper
public struct Environment<Value>: ShimDynamicProperty {
  private final class Handle {
    var values = EnvironmentValues()
  }

  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let handle = Handle()

  /// `init(_:)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// `wrappedValue`.
  public var wrappedValue: Value { handle.values[keyPath: keyPath] }

  func shimAttach(to storage: ShimStorage) {
    handle.values = storage.environment
  }
}

/// `.environment(_:_:)`.
@MainActor
public struct _ShimEnvironmentModifier<Value>: ViewModifier, ShimPrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  /// Primitive.
  public func body(content: Content) -> Never { fatalError("primitive modifier") }

  func shimRender<C: View>(content: C, into renderer: inout ShimRenderer) {
    let outer = renderer.storage.environment
    renderer.storage.environment[keyPath: keyPath] = value
    renderer.walk(content)
    renderer.storage.environment = outer
  }
}

extension View {
  /// `environment(_:_:)`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedContent<Self, _ShimEnvironmentModifier<V>>
  {
    modifier(_ShimEnvironmentModifier(keyPath: keyPath, value: value))
  }
}
