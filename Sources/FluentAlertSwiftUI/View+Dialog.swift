#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert

  extension View {
    /// Shows `dialog` while it is non-`nil` (as `.alert` or
    /// `.confirmationDialog`, by its style) and sets it back to `nil` once
    /// the user has chosen: the one way a SwiftUI app presents.
    ///
    /// The chosen key goes to the dialog's own `actionTap`, or to the
    /// `actionTap` given here: then the handler lives in the view, and the
    /// stored dialog is plain data that captures nothing, as a model-driven
    /// app keeps it.
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case delete, keep }
    ///
    /// @MainActor final class DraftModel: ObservableObject {
    ///   @Published var dialog: Dialog<Choice>?
    ///
    ///   func deleteTapped() {
    ///     dialog = Dialog<Choice>.alert("Delete draft?")
    ///       .addDestructive("Delete", key: .delete)
    ///       .addCancel("Keep", key: .keep)
    ///   }
    ///
    ///   func handle(_ choice: Choice) {
    ///     if choice == .delete { print("deleting") }
    ///   }
    /// }
    ///
    /// struct DraftView: View {
    ///   @StateObject private var model = DraftModel()
    ///
    ///   var body: some View {
    ///     Button("Delete draft") { model.deleteTapped() }
    ///       .dialog($model.dialog) { choice in model.handle(choice) }
    ///   }
    /// }
    /// ```
    ///
    /// A dialog set while another `.dialog` modifier of the same scene shows
    /// one waits until that one is gone (see `dialogScene()`); a dialog's
    /// follow-ups are shown here too, before the binding is cleared.
    /// `actionTap` runs once per dialog that ends with a key (its
    /// follow-ups' too), before the dialog's own `actionTap`, if it has one.
    /// Setting the binding to another dialog from `actionTap` shows that one
    /// next.
    ///
    /// - Parameters:
    ///   - dialog: The dialog to show, or `nil`.
    ///   - actionTap: Receives the chosen key, on the main actor; `nil` to
    ///     leave it to the dialog's own `actionTap`.
    /// - Returns: The view with the dialog attached.
    public func dialog<Key>(
      _ dialog: Binding<Dialog<Key>?>,
      actionTap: (@MainActor @Sendable (Key) -> Void)? = nil
    ) -> some View {
      modifier(DialogModifier(dialog: dialog, handler: actionTap))
    }

    /// Refused: the view's `actionTap` receives the key only.
    ///
    /// - Parameters:
    ///   - dialog: Unused.
    ///   - actionTap: Unused.
    /// - Returns: Never returns.
    @available(
      *, unavailable,
      message:
        "the view's actionTap receives the key only; for the text fields' values, attach .actionTap { key, texts in … } to the dialog itself"
    )
    public func dialog<Key>(
      _ dialog: Binding<Dialog<Key>?>,
      actionTap: @escaping @MainActor @Sendable (Key, [String]) -> Void
    ) -> EmptyView {
      fatalError("unavailable")
    }

    /// Shows `dialog` while `isPresented` is `true` and sets it back to
    /// `false` once the user has chosen.
    ///
    /// ```swift
    /// struct DraftView: View {
    ///   @State private var isDeleting = false
    ///   let deleteDialog = Dialog<String>.alert("Delete draft?")
    ///     .addDestructive("Delete", key: "delete")
    ///     .addCancel("Keep", key: "keep")
    ///
    ///   var body: some View {
    ///     Button("Delete") { isDeleting = true }
    ///       .dialog(deleteDialog, isPresented: $isDeleting)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - dialog: The dialog to show.
    ///   - isPresented: Whether it is shown.
    /// - Returns: The view with the dialog attached.
    public func dialog<Key>(_ dialog: Dialog<Key>, isPresented: Binding<Bool>) -> some View {
      modifier(
        DialogModifier(
          dialog: Binding(
            get: { @MainActor in isPresented.wrappedValue ? dialog : nil },
            set: { @MainActor in if $0 == nil { isPresented.wrappedValue = false } }),
          handler: nil))
    }
  }

  /// Runs a dialog's session through its scene's queue while the binding
  /// holds it, and draws what ``SwiftUIDialogPresenter`` says.
  struct DialogModifier<Key: Hashable & Sendable>: ViewModifier {
    @Binding var dialog: Dialog<Key>?
    /// The view's own `actionTap`, if given.
    let handler: (@MainActor @Sendable (Key) -> Void)?
    @StateObject private var model = DialogModel()
    @Environment(\.dialogScene) private var scene

    func body(content: Content) -> some View {
      let presenter = model.presenter
      let plan = presenter.plan
      let queue = (scene ?? .app).queue
      return
        content
        .task(id: dialog) { @MainActor [shown = dialog, handler] in
          // `shown` is the dialog of this render: the binding may change before
          // the task runs, and then this task is cancelled for a newer one.
          guard let shown else { return }
          let handled = handler.map { body in shown.observingTapHandler { key, _ in body(key) } }
          do {
            _ = try await queue.present(handled ?? shown, drawnBy: presenter)
          } catch is DialogValidationError {
            // It can never be shown; let the binding say so.
          } catch {
            return  // cancelled: the binding changed or the view went away
          }
          if dialog == shown { dialog = nil }
        }
        .alert(
          Text(verbatim: plan?.title ?? ""),
          isPresented: Binding(
            get: { @MainActor in presenter.isAlertPresented },
            set: { @MainActor in presenter.setPresented($0) }),
          actions: { DialogActions(presenter: presenter) },
          message: { DialogMessage(plan: plan) }
        )
        .confirmationDialog(
          Text(verbatim: plan?.title ?? ""),
          isPresented: Binding(
            get: { @MainActor in presenter.isConfirmationDialogPresented },
            set: { @MainActor in presenter.setPresented($0) }),
          titleVisibility: plan?.titleVisibility == .hidden ? .hidden : .visible,
          actions: { DialogActions(presenter: presenter) },
          message: { DialogMessage(plan: plan) }
        )
        .modifier(DialogSeverityModifier(isCritical: plan?.isCritical == true))
        .modifier(DialogIconModifier(icon: plan?.icon))
        .modifier(
          DialogSuppressionModifier(
            isShown: plan?.showsSuppressionToggle == true, title: plan?.suppressionTitle,
            isSuppressed: Binding(
              get: { @MainActor in presenter.isSuppressed },
              set: { @MainActor in presenter.setSuppressed($0) })))
    }
  }

  /// Holds the presenter for the life of the modified view and redraws it
  /// when the presenter says so.
  @MainActor
  final class DialogModel: ObservableObject {
    let presenter = SwiftUIDialogPresenter(platform: .current)

    init() {
      presenter.onChange = { [weak self] in self?.objectWillChange.send() }
    }
  }

  /// The text fields, then the buttons, of the dialog on screen.
  struct DialogActions: View {
    let presenter: SwiftUIDialogPresenter

    var body: some View {
      if let plan = presenter.plan {
        ForEach(plan.textFields, id: \.index) { row in
          DialogField(row: row, text: textBinding(row.index))
        }
        ForEach(plan.actions, id: \.index) { row in
          DialogButton(
            row: row, ownKey: plan.ownKeys[row.index],
            isDefaultAction: row.index == plan.defaultActionIndex
          ) {
            presenter.tap(actionAt: row.index)
          }
        }
      }
    }

    private func textBinding(_ index: Int) -> Binding<String> {
      Binding(
        get: { @MainActor in
          let texts = presenter.texts
          return texts.indices.contains(index) ? texts[index] : ""
        },
        set: { @MainActor in presenter.setText($0, forField: index) })
    }
  }

  /// One action as a `Button` with its role, disabled state, identifier and
  /// (where the system has them) its keyboard shortcut: the action's own key
  /// equivalent, or the default action's.
  struct DialogButton: View {
    let row: PresentedAction
    let ownKey: DialogKeyEquivalent?
    let isDefaultAction: Bool
    let action: @MainActor () -> Void

    var body: some View {
      let base = Button(role: ButtonRole(row.role), action: action) {
        Text(verbatim: row.title)
      }
      .disabled(!row.isEnabled)
      .accessibilityIdentifier(row.accessibilityIdentifier)
      #if os(tvOS) || os(watchOS)
        return base
      #else
        let shortcut =
          ownKey.map(KeyboardShortcut.init)
          ?? (isDefaultAction ? .defaultAction : nil)
        return base.keyboardShortcut(shortcut)
      #endif
    }
  }

  #if !os(tvOS) && !os(watchOS)
    extension KeyboardShortcut {
      /// SwiftUI's shortcut for a key equivalent.
      ///
      /// - Parameter equivalent: The key and modifier keys.
      init(_ equivalent: DialogKeyEquivalent) {
        let key: KeyEquivalent =
          switch equivalent.key {
          case .return: .return
          case .escape: .escape
          case .character(let character): KeyEquivalent(character)
          }
        var modifiers: EventModifiers = []
        if equivalent.modifiers.contains(.command) { modifiers.insert(.command) }
        if equivalent.modifiers.contains(.option) { modifiers.insert(.option) }
        if equivalent.modifiers.contains(.control) { modifiers.insert(.control) }
        if equivalent.modifiers.contains(.shift) { modifiers.insert(.shift) }
        self.init(key, modifiers: modifiers)
      }
    }
  #endif

  extension ButtonRole {
    /// SwiftUI's role for the action's role; `nil` for an ordinary button.
    ///
    /// - Parameter role: Default, cancel or destructive.
    init?(_ role: ActionRole) {
      switch role {
      case .default: return nil
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  /// The message under the title, if the dialog has one.
  struct DialogMessage: View {
    let plan: SwiftUIDialogPlan?

    var body: some View {
      if let message = plan?.message {
        Text(verbatim: message)
      }
    }
  }
#endif
