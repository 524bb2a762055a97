// SwiftUIShim: a Linux-only test fixture, never a product, never built on Apple platforms.
//
// It copies the published Swift signatures of the SwiftUI (and Combine) API that
// FluentAlertSwiftUI's view modifier uses (developer.apple.com, iOS 18 SDK spellings), so the
// real shell source files type-check on Linux. One deliberate difference: `Binding`'s closures
// are `@MainActor @Sendable` where SwiftUI's are `@isolated(any) @Sendable` (a synchronous
// shim cannot call an `@isolated(any)` closure); both accept the main-actor closures the shell
// writes.
//
// Instead of drawing, `ShimHost` renders a view into a `ShimRendering`: the alerts and
// confirmation dialogs attached (title, visibility, buttons with role, disabled state,
// identifier and keyboard shortcut, text fields with their bindings) and runs `.task(id:)`
// bodies the way SwiftUI does (started on first render, restarted when the id changes). A test
// reads the rendering and plays the user by calling a button's action or a field's binding.
//
// Files are grouped by topic, not one type per file, to mirror the SDK.
@_exported import Foundation

/// `View`.
@MainActor @preconcurrency
public protocol View {
  /// `Body`.
  associatedtype Body: View
  /// `body`.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("primitive view") }
}

/// `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// `Body`.
  associatedtype Body: View
  /// `Content`.
  typealias Content = _ViewModifier_Content<Self>
  /// `body(content:)`.
  @ViewBuilder func body(content: Content) -> Body
}

/// `_ViewModifier_Content`: the modified view, as a modifier's body sees it.
@MainActor
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ShimPrimitive {
  let render: @MainActor (inout ShimRenderer) -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) { render(&renderer) }
}

/// `ModifiedContent`.
@MainActor
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, ShimPrimitive {
  /// `content`.
  public var content: Content
  /// `modifier`.
  public var modifier: Modifier

  /// `init(content:modifier:)`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    if let primitive = modifier as? any ShimPrimitiveModifier {
      primitive.shimRender(content: content, into: &renderer)
    } else {
      let content = content
      let wrapped = _ViewModifier_Content<Modifier> { $0.walk(content) }
      renderer.storage.attachProperties(of: modifier)
      renderer.walk(modifier.body(content: wrapped))
    }
  }
}

extension View {
  /// `modifier(_:)`.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// `ViewBuilder`.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// `buildBlock()`.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// `buildBlock(_:)`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// `buildBlock(_:)` for several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content)) { renderer in
      for view in repeat each content { renderer.walk(view) }
    }
  }
  /// `buildExpression(_:)`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `buildIf(_:)`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// `buildEither(first:)`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// `buildEither(second:)`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// `buildLimitedAvailability(_:)`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// `TupleView`.
@MainActor
public struct TupleView<T>: View, ShimPrimitive {
  /// `value`.
  public var value: T
  let render: @MainActor (inout ShimRenderer) -> Void

  init(_ value: T, render: @escaping @MainActor (inout ShimRenderer) -> Void) {
    self.value = value
    self.render = render
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) { render(&renderer) }
}

/// `_ConditionalContent`.
@MainActor
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, ShimPrimitive {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    switch storage {
    case .trueContent(let view): renderer.walk(view)
    case .falseContent(let view): renderer.walk(view)
    }
  }
}

extension Optional: View, ShimPrimitive where Wrapped: View {
  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    if let view = self { renderer.walk(view) }
  }
}

/// `EmptyView`.
public struct EmptyView: View, ShimPrimitive {
  /// `init()`.
  public nonisolated init() {}
  /// Primitive.
  public var body: Never { fatalError("primitive view") }
  func shimRender(into renderer: inout ShimRenderer) {}
}

/// `AnyView`.
@MainActor
public struct AnyView: View, ShimPrimitive {
  let render: @MainActor (inout ShimRenderer) -> Void

  /// `init(_:)`.
  public init<V: View>(_ view: V) {
    render = { $0.walk(view) }
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }
  func shimRender(into renderer: inout ShimRenderer) { render(&renderer) }
}
