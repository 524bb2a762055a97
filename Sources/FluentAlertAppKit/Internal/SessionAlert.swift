#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#elseif FLUENTALERT_APPKIT_SHIM
  import AppKitShim
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || FLUENTALERT_APPKIT_SHIM
  import FluentAlert

  /// An `NSAlert` built from a session's plan, and the glue that reports
  /// typing and the closing response back to the session.
  @MainActor
  final class SessionAlert: NSObject, NSTextFieldDelegate {
    let alert = NSAlert()
    let plan: AppKitDialogPlan
    private let session: AnyDialogSession
    private var buttonsByAction: [Int: NSButton] = [:]
    private var fields: [NSTextField] = []
    /// Whether the alert has closed (a click, or the presenter ended it).
    var hasEnded = false
    /// Whether `runModal()` is running for this alert (so `abortModal()`
    /// would end this alert's run, not another one).
    var isRunningModal = false

    init(session: AnyDialogSession) {
      self.session = session
      plan = AppKitDialogPlan(session: session)
      super.init()
      alert.messageText = plan.messageText.resolved()
      alert.informativeText = plan.informativeText?.resolved() ?? ""
      alert.alertStyle = AppKitConversions.style(plan.alertStyle)
      for button in plan.actions {
        let nsButton = alert.addButton(withTitle: button.title.resolved())
        nsButton.keyEquivalent = button.keyEquivalent.rawValue
        nsButton.hasDestructiveAction = button.hasDestructiveAction
        nsButton.isEnabled = button.isEnabled
        nsButton.contentTintColor = button.titleColor.map(AppKitConversions.color)
        if let image = button.image { nsButton.image = AppKitConversions.image(image) }
        nsButton.identifier = NSUserInterfaceItemIdentifier(button.accessibilityIdentifier)
        nsButton.setAccessibilityIdentifier(button.accessibilityIdentifier)
        buttonsByAction[button.index] = nsButton
      }
      if let frame = plan.accessoryFrame {
        let accessory = NSView(frame: AppKitConversions.frame(frame))
        for field in plan.textFields {
          let textField =
            field.isSecure
            ? NSSecureTextField(frame: AppKitConversions.frame(field.frame))
            : NSTextField(frame: AppKitConversions.frame(field.frame))
          textField.stringValue = field.text
          textField.placeholderString = field.placeholder?.resolved()
          if let contentType = field.contentType {
            textField.contentType = AppKitConversions.contentType(contentType)
          }
          if let autocorrection = field.autocorrection {
            textField.isAutomaticTextCompletionEnabled = autocorrection
          }
          textField.identifier = NSUserInterfaceItemIdentifier(field.accessibilityIdentifier)
          textField.setAccessibilityIdentifier(field.accessibilityIdentifier)
          textField.delegate = self
          accessory.addSubview(textField)
          fields.append(textField)
        }
        alert.accessoryView = accessory
        alert.window.initialFirstResponder = fields.first
      }
      if let identifier = plan.accessibilityIdentifier {
        alert.window.identifier = NSUserInterfaceItemIdentifier(identifier)
        alert.window.setAccessibilityIdentifier(identifier)
      }
      alert.layout()
    }

    /// Typing in a field goes to the session, which re-evaluates the
    /// requirements and asks the presenter to update the buttons.
    ///
    /// `nonisolated` so it satisfies the delegate requirement whether or not
    /// the SDK marks the protocol `@MainActor`; AppKit calls it on the main
    /// thread.
    nonisolated func controlTextDidChange(_ obj: Notification) {
      guard let field = obj.object as? NSTextField else { return }
      MainActor.assumeIsolated { textDidChange(in: field) }
    }

    private func textDidChange(in field: NSTextField) {
      guard let index = fields.firstIndex(where: { $0 === field }) else { return }
      _ = session.setText(field.stringValue, forField: index)
    }

    /// Makes the enabled state of each button match the session's.
    func syncEnabled() {
      for action in session.actions { buttonsByAction[action.index]?.isEnabled = action.isEnabled }
    }

    /// Reports how NSAlert closed: a button's response is a tap on its
    /// action; if the session refuses it, or the response is not a button's,
    /// the alert is gone anyway, so the session ends as torn down.
    func report(_ response: NSApplication.ModalResponse) {
      if let index = plan.actionIndex(forResponse: response.rawValue),
        case .accepted = session.tap(actionAt: index)
      {
        return
      }
      _ = session.tearDown()
    }
  }
#endif
