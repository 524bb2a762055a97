/// A button as rendered.
public struct ShimButton {
  /// The label's text.
  public var title: String
  /// `Button(role:)`.
  public var role: ButtonRole?
  /// Whether `.disabled(true)` applies.
  public var isDisabled = false
  /// `.accessibilityIdentifier(_:)`.
  public var accessibilityIdentifier: String?
  /// `.keyboardShortcut(_:)`.
  public var keyboardShortcut: KeyboardShortcut?
  let action: @MainActor () -> Void

  init(title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// The user taps the button: SwiftUI ignores a disabled one.
  @MainActor
  public func tap() {
    if !isDisabled { action() }
  }
}

/// A text field as rendered.
public struct ShimField {
  /// The field's title (placeholder).
  public var title: String
  /// Whether it is a `SecureField`.
  public var isSecure: Bool
  /// Its text binding.
  public var text: Binding<String>
  /// Whether `.disabled(true)` applies.
  public var isDisabled = false
  /// `.accessibilityIdentifier(_:)`.
  public var accessibilityIdentifier: String?
  /// `.autocorrectionDisabled(_:)`, or `nil` when not applied.
  public var autocorrectionDisabled: Bool?
  /// `.submitLabel(_:)`, or `nil` when not applied.
  public var submitLabel: SubmitLabel?

  init(title: String, isSecure: Bool, text: Binding<String>) {
    self.title = title
    self.isSecure = isSecure
    self.text = text
  }
}

/// An `.alert` or `.confirmationDialog` as rendered.
public struct ShimPresentation {
  /// Which modifier.
  public enum Kind: Sendable {
    /// `.alert`.
    case alert
    /// `.confirmationDialog`.
    case confirmationDialog
  }

  /// Which modifier.
  public var kind: Kind
  /// The title.
  public var title: String
  /// `titleVisibility` (`.visible` for alerts).
  public var titleVisibility: Visibility
  /// The `isPresented` binding.
  public var isPresented: Binding<Bool>
  /// The buttons, when presented.
  public var buttons: [ShimButton] = []
  /// The text fields, when presented.
  public var fields: [ShimField] = []
  /// The message's text, when presented.
  public var message: [String] = []
  /// The image `dialogIcon(_:)` gave, as `system:<name>` or `asset:<name>`.
  public var icon: String?
  /// The severity `dialogSeverity(_:)` gave.
  public var severity: DialogSeverity?
  /// The toggle `dialogSuppressionToggle` gave.
  public var suppressionToggle: ShimSuppressionToggle?

  init(kind: Kind, title: String, titleVisibility: Visibility, isPresented: Binding<Bool>) {
    self.kind = kind
    self.title = title
    self.titleVisibility = titleVisibility
    self.isPresented = isPresented
  }
}

/// A `.dialogSuppressionToggle` as rendered: its title (`nil` for the
/// system's words) and its binding, which a test flips as the user would.
public struct ShimSuppressionToggle {
  /// The label's text, or `nil`.
  public var title: String?
  /// The `isSuppressed` binding.
  public var isSuppressed: Binding<Bool>
}

/// A `.task(id:)` as rendered.
public struct ShimTask {
  let id: AnyHashable
  let action: @isolated(any) @Sendable () async -> Void
}

/// What a render found.
public struct ShimRendering {
  /// Text drawn outside buttons and presentations.
  public var texts: [String] = []
  /// Buttons drawn outside presentations.
  public var buttons: [ShimButton] = []
  /// Fields drawn outside presentations.
  public var fields: [ShimField] = []
  /// Alerts and confirmation dialogs attached, in order.
  public var presentations: [ShimPresentation] = []
  var tasks: [ShimTask] = []

  /// The presentation whose `isPresented` is `true`, if any.
  @MainActor public var presented: ShimPresentation? {
    presentations.first { $0.isPresented.wrappedValue }
  }
}

/// Walks a view tree.
@MainActor
public struct ShimRenderer {
  var output = ShimRendering()
  let storage: ShimStorage

  init(storage: ShimStorage) { self.storage = storage }

  mutating func walk<V: View>(_ view: V) {
    if let primitive = view as? any ShimPrimitive {
      primitive.shimRender(into: &self)
    } else {
      storage.attachProperties(of: view)
      walk(view.body)
    }
  }

  /// A renderer for a detached part (a label, an alert's actions) sharing the storage.
  func child() -> ShimRenderer { ShimRenderer(storage: storage) }
}

/// Plays SwiftUI for one root view: renders it and runs its `.task(id:)` bodies.
@MainActor
public final class ShimHost<Root: View> {
  /// The root view (kept, so its `@StateObject`s survive re-renders).
  public let root: Root
  /// The last rendering.
  public private(set) var rendering = ShimRendering()
  private var running: [(id: AnyHashable, task: Task<Void, Never>)] = []
  private let storage = ShimStorage()

  /// Hosts `root`.
  public init(_ root: Root) { self.root = root }

  /// A host that goes away takes its views with it: their tasks are
  /// cancelled, as SwiftUI does when views disappear.
  isolated deinit {
    for entry in running { entry.task.cancel() }
  }

  /// Renders again and, like SwiftUI, starts each task whose id is new or changed
  /// (cancelling the one it replaces).
  public func render() {
    storage.restart()
    var renderer = ShimRenderer(storage: storage)
    renderer.walk(root)
    rendering = renderer.output
    for (index, task) in rendering.tasks.enumerated() {
      if index < running.count, running[index].id == task.id { continue }
      if index < running.count { running[index].task.cancel() }
      let action = task.action
      let started = Task { @MainActor in await action() }
      if index < running.count {
        running[index] = (task.id, started)
      } else {
        running.append((task.id, started))
      }
    }
  }

  /// Lets tasks run, then renders again; repeated a few times.
  public func settle() async {
    for _ in 0..<5 {
      for _ in 0..<10 { await Task.yield() }
      render()
    }
  }

  /// Cancels every task, as SwiftUI does when the view disappears.
  public func disappear() {
    for entry in running { entry.task.cancel() }
    running = []
  }
}
