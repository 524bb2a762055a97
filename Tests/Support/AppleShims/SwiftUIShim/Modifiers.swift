import AppKitShim

/// What the shim's primitive modifiers do when rendered.
@MainActor
protocol ShimPrimitiveModifier {
  func shimRender<Content: View>(content: Content, into renderer: inout ShimRenderer)
}

/// Views with no body that the renderer handles itself.
@MainActor
protocol ShimPrimitive {
  func shimRender(into renderer: inout ShimRenderer)
}

/// A modifier that changes the buttons and fields inside it.
@MainActor
public struct _ShimAttributeModifier: ViewModifier, ShimPrimitiveModifier {
  let apply: @MainActor (inout ShimButton) -> Void
  let applyField: @MainActor (inout ShimField) -> Void

  /// Primitive.
  public func body(content: Content) -> Never { fatalError("primitive modifier") }

  func shimRender<C: View>(content: C, into renderer: inout ShimRenderer) {
    let buttons = renderer.output.buttons.count
    let fields = renderer.output.fields.count
    renderer.walk(content)
    for index in buttons..<renderer.output.buttons.count { apply(&renderer.output.buttons[index]) }
    for index in fields..<renderer.output.fields.count {
      applyField(&renderer.output.fields[index])
    }
  }
}

/// `.task(id:priority:_:)`.
@MainActor
public struct _ShimTaskModifier: ViewModifier, ShimPrimitiveModifier {
  let id: AnyHashable
  let action: @isolated(any) @Sendable () async -> Void

  /// Primitive.
  public func body(content: Content) -> Never { fatalError("primitive modifier") }

  func shimRender<C: View>(content: C, into renderer: inout ShimRenderer) {
    renderer.walk(content)
    renderer.output.tasks.append(ShimTask(id: id, action: action))
  }
}

/// `.alert` and `.confirmationDialog`.
@MainActor
public struct _ShimPresentationModifier: ViewModifier, ShimPrimitiveModifier {
  let kind: ShimPresentation.Kind
  let title: Text
  let isPresented: Binding<Bool>
  let titleVisibility: Visibility
  let actions: AnyView
  let message: AnyView

  /// Primitive.
  public func body(content: Content) -> Never { fatalError("primitive modifier") }

  func shimRender<C: View>(content: C, into renderer: inout ShimRenderer) {
    renderer.walk(content)
    var presentation = ShimPresentation(
      kind: kind, title: title.string, titleVisibility: titleVisibility,
      isPresented: isPresented)
    if isPresented.wrappedValue {  // SwiftUI builds the actions only while presented
      var inner = renderer.child()
      inner.walk(actions)
      presentation.buttons = inner.output.buttons
      presentation.fields = inner.output.fields
      var messageRenderer = renderer.child()
      messageRenderer.walk(message)
      presentation.message = messageRenderer.output.texts
    }
    renderer.output.presentations.append(presentation)
  }
}

/// `.dialogIcon(_:)` and `.dialogSeverity(_:)`: they reach the dialogs inside.
@MainActor
public struct _ShimDialogAttributeModifier: ViewModifier, ShimPrimitiveModifier {
  let apply: (inout ShimPresentation) -> Void

  /// Primitive.
  public func body(content: Content) -> Never { fatalError("primitive modifier") }

  func shimRender<C: View>(content: C, into renderer: inout ShimRenderer) {
    let first = renderer.output.presentations.count
    renderer.walk(content)
    for index in first..<renderer.output.presentations.count {
      apply(&renderer.output.presentations[index])
    }
  }
}

/// `Image`, with the two initializers dialogs use.
public struct Image: Hashable, Sendable {
  let description: String

  /// `init(systemName:)`.
  public init(systemName: String) { description = "system:\(systemName)" }

  /// `init(_:bundle:)` without a bundle.
  public init(_ name: String) { description = "asset:\(name)" }

  /// `init(nsImage:)` (macOS).
  public init(nsImage: NSImage) { description = "nsImage:\(nsImage.shimName)" }
}

/// `DialogSeverity` (macOS 13, watchOS 10).
public struct DialogSeverity: Hashable, Sendable {
  let name: String
  /// `.automatic`.
  public static let automatic = Self(name: "automatic")
  /// `.critical`.
  public static let critical = Self(name: "critical")
}

extension View {
  /// `dialogIcon(_:)` (macOS 13, watchOS 10).
  public func dialogIcon(_ icon: Image?) -> ModifiedContent<Self, _ShimDialogAttributeModifier> {
    modifier(_ShimDialogAttributeModifier { $0.icon = icon?.description })
  }

  /// `dialogSeverity(_:)` (macOS 13, watchOS 10).
  public func dialogSeverity(_ severity: DialogSeverity)
    -> ModifiedContent<Self, _ShimDialogAttributeModifier>
  {
    modifier(_ShimDialogAttributeModifier { $0.severity = severity })
  }

  /// `dialogSuppressionToggle(isSuppressed:)` (macOS 14).
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>)
    -> ModifiedContent<Self, _ShimDialogAttributeModifier>
  {
    modifier(
      _ShimDialogAttributeModifier {
        $0.suppressionToggle = ShimSuppressionToggle(title: nil, isSuppressed: isSuppressed)
      })
  }

  /// `dialogSuppressionToggle(_:isSuppressed:)` with a `Text` label (macOS 14).
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>)
    -> ModifiedContent<Self, _ShimDialogAttributeModifier>
  {
    modifier(
      _ShimDialogAttributeModifier {
        $0.suppressionToggle = ShimSuppressionToggle(
          title: label.string, isSuppressed: isSuppressed)
      })
  }

  /// `task(id:priority:_:)`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> ModifiedContent<Self, _ShimTaskModifier> where T: Hashable {
    ModifiedContent(
      content: self, modifier: _ShimTaskModifier(id: AnyHashable(value), action: action))
  }

  /// `alert(_:isPresented:actions:message:)` with a `Text` title (iOS 15).
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _ShimPresentationModifier> {
    modifier(
      _ShimPresentationModifier(
        kind: .alert, title: title, isPresented: isPresented, titleVisibility: .visible,
        actions: AnyView(actions()), message: AnyView(message())))
  }

  /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` with a `Text`
  /// title (iOS 15).
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _ShimPresentationModifier> {
    modifier(
      _ShimPresentationModifier(
        kind: .confirmationDialog, title: title, isPresented: isPresented,
        titleVisibility: titleVisibility, actions: AnyView(actions()), message: AnyView(message())))
  }

  /// `disabled(_:)`.
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _ShimAttributeModifier> {
    modifier(
      _ShimAttributeModifier(
        apply: { $0.isDisabled = $0.isDisabled || disabled },
        applyField: { $0.isDisabled = $0.isDisabled || disabled }))
  }

  /// `accessibilityIdentifier(_:)`.
  public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, _ShimAttributeModifier>
  {
    modifier(
      _ShimAttributeModifier(
        apply: { $0.accessibilityIdentifier = identifier },
        applyField: { $0.accessibilityIdentifier = identifier }))
  }

  /// `keyboardShortcut(_:)` with an optional shortcut (iOS 15.4, macOS 12.3).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?)
    -> ModifiedContent<Self, _ShimAttributeModifier>
  {
    modifier(
      _ShimAttributeModifier(apply: { $0.keyboardShortcut = shortcut }, applyField: { _ in }))
  }

  /// `submitLabel(_:)` (iOS 15, macOS 12).
  public func submitLabel(_ label: SubmitLabel) -> ModifiedContent<Self, _ShimAttributeModifier> {
    modifier(_ShimAttributeModifier(apply: { _ in }, applyField: { $0.submitLabel = label }))
  }

  /// `autocorrectionDisabled(_:)` (iOS 16).
  public func autocorrectionDisabled(_ disable: Bool = true)
    -> ModifiedContent<Self, _ShimAttributeModifier>
  {
    modifier(
      _ShimAttributeModifier(apply: { _ in }, applyField: { $0.autocorrectionDisabled = disable }))
  }
}

/// `SubmitLabel` (SwiftUI): what the Return key of a field's keyboard says.
public struct SubmitLabel: Hashable, Sendable {
  /// The label's name, for tests.
  public let name: String

  /// `.done`.
  public static let done = Self(name: "done")
  /// `.go`.
  public static let go = Self(name: "go")
  /// `.send`.
  public static let send = Self(name: "send")
  /// `.join`.
  public static let join = Self(name: "join")
  /// `.route`.
  public static let route = Self(name: "route")
  /// `.search`.
  public static let search = Self(name: "search")
  /// `.return`.
  public static let `return` = Self(name: "return")
  /// `.next`.
  public static let next = Self(name: "next")
  /// `.continue`.
  public static let `continue` = Self(name: "continue")
}
