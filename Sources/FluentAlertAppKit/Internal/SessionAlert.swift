#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  /// An `NSAlert` built from a session's plan, and the glue that reports
  /// typing and the closing response back to the session.
  @MainActor
  final class SessionAlert: NSObject, NSTextFieldDelegate, NSAlertDelegate {
    let alert = NSAlert()
    let plan: AppKitDialogPlan
    private let session: AnyDialogSession
    private var buttonsByAction: [Int: NSButton] = [:]
    private var fields: [NSTextField] = []
    /// The label under the fields that says which requirements and text
    /// checks are not met, or `nil` when the dialog has none.
    private var validationLabel: NSTextField?
    /// The bar or spinner of a dialog that shows progress.
    private var progressIndicator: NSProgressIndicator?
    /// The address each accessory link button opens.
    private var linkAddresses: [(button: NSButton, address: String)] = []
    /// Each control's buttons, by control index: a checkbox, or a choice's
    /// radio buttons in display order.
    private var controlButtons: [[NSButton]] = []
    /// Whether the alert has closed (a click, or the presenter ended it).
    var hasEnded = false {
      didSet { if hasEnded { stopWatchingKeys() } }
    }
    /// The key monitor that passes a button the keys it cannot hold itself,
    /// while the alert is shown.
    private var keyMonitor: Any?
    /// Whether `runModal()` is running for this alert (so `abortModal()`
    /// would end this alert's run, not another one).
    var isRunningModal = false

    init(session: AnyDialogSession) {
      self.session = session
      let customView = session.accessoryView?() as? NSView
      plan = AppKitDialogPlan(
        session: session,
        customViewSize: customView.map { (Double($0.frame.width), Double($0.frame.height)) })
      super.init()
      alert.messageText = plan.messageText
      alert.informativeText = plan.informativeText ?? ""
      alert.alertStyle = NSAlert.Style(plan.alertStyle)
      if let icon = plan.icon { alert.icon = NSImage.resolving(icon) }
      if plan.showsSuppressionButton {
        alert.showsSuppressionButton = true
        if let title = plan.suppressionTitle { alert.suppressionButton?.title = title }
        alert.suppressionButton?.state = plan.startsSuppressed ? .on : .off
      }
      switch plan.help {
      case .anchor(let anchor)?:
        alert.showsHelp = true
        alert.helpAnchor = anchor
      case .link?:
        alert.showsHelp = true
        alert.delegate = self
      case nil:
        break
      }
      for (position, row) in plan.actions.enumerated() {
        let button = alert.addButton(withTitle: row.title)
        let keys = plan.keys(at: position)
        button.keyEquivalent = keys.characters
        button.keyEquivalentModifierMask = NSEvent.ModifierFlags(keys.modifiers)
        button.hasDestructiveAction = row.role == .destructive
        button.isEnabled = row.isEnabled
        button.contentTintColor = row.titleColor.map(NSColor.resolving)
        if let image = row.image { button.image = NSImage.resolving(image) }
        button.identifier = NSUserInterfaceItemIdentifier(row.accessibilityIdentifier)
        button.setAccessibilityIdentifier(row.accessibilityIdentifier)
        if row.keepsDialogOpen {
          // NSAlert's own button action ends the modal run or the sheet; this
          // one reports the tap and the alert stays.
          button.target = self
          button.action = Self.keptOpenAction
        }
        buttonsByAction[row.index] = button
      }
      if let frame = plan.accessoryFrame {
        let accessory = NSView(frame: NSRect(frame))
        if let customView, let frame = plan.customViewFrame {
          customView.frame = NSRect(frame)
          accessory.addSubview(customView)
        }
        for (index, content) in plan.accessories.enumerated() {
          accessory.addSubview(view(showing: content, frame: plan.contentFrame(at: index)))
        }
        for (index, control) in plan.controls.enumerated() {
          accessory.addSubview(view(showing: control, at: index))
        }
        for row in plan.textFields {
          if let label = row.label, let frame = plan.fieldLabelFrame(at: row.index) {
            let labelField = NSTextField(labelWithString: label)
            labelField.frame = NSRect(frame)
            accessory.addSubview(labelField)
          }
          let textField = NSTextField.showing(row, frame: plan.fieldFrame(at: row.index))
          textField.delegate = self
          accessory.addSubview(textField)
          fields.append(textField)
        }
        if let frame = plan.progressFrame {
          let indicator = NSProgressIndicator(frame: NSRect(frame))
          indicator.minValue = 0
          indicator.maxValue = 1
          accessory.addSubview(indicator)
          progressIndicator = indicator
          show(plan.progress)
        }
        if let frame = plan.messageFrame {
          let label = NSTextField(
            wrappingLabelWithString: AppKitDialogPlan.validationMessage(of: session))
          label.frame = NSRect(frame)
          label.textColor = .systemRed
          accessory.addSubview(label)
          validationLabel = label
        }
        alert.accessoryView = accessory
        alert.window.initialFirstResponder = fields.first
      }
      if let identifier = plan.accessibilityIdentifier {
        alert.window.identifier = NSUserInterfaceItemIdentifier(identifier)
        alert.window.setAccessibilityIdentifier(identifier)
      }
      alert.layout()
      watchKeys()
    }

    /// Passes a button the keys it cannot hold itself (a second key, such
    /// as Escape on the button Return presses), while the alert is shown.
    private func watchKeys() {
      guard plan.hasMonitoredKeys else { return }
      keyMonitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
        let pressed = MainActor.assumeIsolated { self?.pressMonitoredKey(event) ?? false }
        return pressed ? nil : event
      }
    }

    private func stopWatchingKeys() {
      guard let keyMonitor else { return }
      NSEvent.removeMonitor(keyMonitor)
      self.keyMonitor = nil
    }

    /// Clicks the button a monitored key presses, when the key is typed in
    /// this alert and the button is enabled.
    ///
    /// - Parameter event: A key-down event.
    /// - Returns: Whether a button took the key.
    private func pressMonitoredKey(_ event: NSEvent) -> Bool {
      guard !hasEnded, event.window === alert.window,
        let characters = event.charactersIgnoringModifiers,
        let position = plan.monitoredPosition(
          pressedBy: characters, modifiers: DialogKeyEquivalent.Modifiers(event.modifierFlags)),
        alert.buttons.indices.contains(position), alert.buttons[position].isEnabled
      else { return false }
      alert.buttons[position].performClick(nil)
      return true
    }

    /// The view of an accessory: a label of lines (in a scroll view when
    /// they are more than fit), a borderless link button, a small label.
    private func view(showing content: PresentedAccessory, frame: AppKitDialogPlan.Frame) -> NSView
    {
      switch content {
      case .lines(let lines):
        let label = NSTextField(wrappingLabelWithString: AppKitDialogPlan.listText(lines))
        guard lines.count > DialogAccessory.visibleLineCount else {
          label.frame = NSRect(frame)
          return label
        }
        label.frame = NSRect(
          x: 0, y: 0, width: frame.width - 16,
          height: Double(lines.count) * AppKitDialogPlan.accessoryLineHeight)
        let scroll = NSScrollView(frame: NSRect(frame))
        scroll.hasVerticalScroller = true
        scroll.drawsBackground = false
        scroll.documentView = label
        return scroll
      case .link(let text, let address):
        let button = NSButton(title: text, target: self, action: Self.linkAction)
        button.isBordered = false
        button.contentTintColor = .linkColor
        button.frame = NSRect(frame)
        linkAddresses.append((button, address))
        return button
      case .footnote(let text):
        let label = NSTextField(wrappingLabelWithString: text)
        label.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
        label.textColor = .secondaryLabelColor
        label.frame = NSRect(frame)
        return label
      }
    }

    /// The view of a control: a checkbox, or a choice's title over its
    /// radio buttons, in a view of their own so each choice is one group.
    private func view(showing control: PresentedControl, at index: Int) -> NSView {
      let container = NSView(frame: NSRect(plan.controlFrame(at: index)))
      var buttons: [NSButton] = []
      switch control {
      case .toggle(let title, let isOn):
        let box = NSButton(checkboxWithTitle: title, target: self, action: Self.controlAction)
        box.frame = NSRect(plan.lineFrame(0, ofControlAt: index))
        box.state = isOn ? .on : .off
        buttons.append(box)
      case .choice(let title, let options, let selected):
        if let title {
          let label = NSTextField(wrappingLabelWithString: title)
          label.frame = NSRect(plan.lineFrame(0, ofControlAt: index))
          container.addSubview(label)
        }
        let first = title == nil ? 0 : 1
        for (position, option) in options.enumerated() {
          let radio = NSButton(
            radioButtonWithTitle: option, target: self, action: Self.controlAction)
          radio.frame = NSRect(plan.lineFrame(first + position, ofControlAt: index))
          radio.state = selected == position ? .on : .off
          buttons.append(radio)
        }
      }
      for button in buttons { container.addSubview(button) }
      controlButtons.append(buttons)
      return container
    }

    /// A click on a checkbox or a radio button goes to the session, which
    /// enables or disables the actions the control gates.
    func clickedControl(_ button: NSButton) {
      for (index, buttons) in controlButtons.enumerated() {
        guard let position = buttons.firstIndex(where: { $0 === button }) else { continue }
        switch plan.controls[index] {
        case .toggle: _ = session.setOn(button.state == .on, forControl: index)
        case .choice: _ = session.select(option: position, forControl: index)
        }
      }
    }

    /// A click on an accessory link opens its address in the browser; the
    /// alert stays open.
    func clickedLink(_ button: NSButton) {
      guard let address = linkAddresses.first(where: { $0.button === button })?.address,
        let url = URL(string: address)
      else { return }
      _ = NSWorkspace.shared.open(url)
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
      let old = session.texts[index]
      let typed = field.stringValue
      _ = session.setText(typed, forField: index)
      // A maximum length refuses what does not fit: show what the session
      // kept, the caret after what was kept of the edit, not at the end.
      let kept = session.texts[index]
      guard typed != kept else { return }
      field.stringValue = kept
      let limit = session.textFields[index].maxLength
      if let cursor = DialogTextField<Int>.keeping(typed, replacing: old, limit: limit)?.cursor {
        field.currentEditor()?.selectedRange = NSRange(location: cursor, length: 0)
      }
    }

    #if canImport(ObjectiveC)
      /// The action a button of an action that keeps the dialog open sends.
      static let keptOpenAction = #selector(keptOpenButtonClicked(_:))

      @objc private func keptOpenButtonClicked(_ sender: NSButton) {
        clickedKeptOpen(sender)
      }

      /// The action a checkbox or radio button of a control sends.
      static let controlAction = #selector(controlButtonClicked(_:))

      @objc private func controlButtonClicked(_ sender: NSButton) {
        clickedControl(sender)
      }

      /// The action an accessory link button sends.
      static let linkAction = #selector(linkButtonClicked(_:))

      @objc private func linkButtonClicked(_ sender: NSButton) {
        clickedLink(sender)
      }
    #endif

    /// A click on a button whose action keeps the dialog open: the tap goes
    /// to the session (with the suppression button's state) and the alert
    /// stays, unless a follow-up takes its place and the session ends it.
    func clickedKeptOpen(_ button: NSButton) {
      guard !hasEnded, let index = buttonsByAction.first(where: { $0.value === button })?.key
      else { return }
      if plan.showsSuppressionButton {
        _ = session.setSuppressed(alert.suppressionButton?.state == .on)
      }
      _ = session.tap(actionAt: index, keepingOpen: true)
    }

    /// Makes the enabled state of each button, and the validation label
    /// under the fields, match the session's.
    func syncEnabled() {
      for action in session.actions { buttonsByAction[action.index]?.isEnabled = action.isEnabled }
      validationLabel?.stringValue = AppKitDialogPlan.validationMessage(of: session)
      // What the app changed while the alert is up: its title, message and
      // progress. New texts change the alert's height, so it is laid out again.
      let texts = AppKitDialogPlan.alertTexts(of: session)
      if alert.messageText != texts.messageText
        || alert.informativeText != texts.informativeText ?? ""
      {
        alert.messageText = texts.messageText
        alert.informativeText = texts.informativeText ?? ""
        alert.layout()
      }
      show(session.progress)
      // Field texts the app set while the alert is up (typing leaves them equal).
      for (field, text) in zip(fields, session.texts) where field.stringValue != text {
        field.stringValue = text
      }
      // Controls the app set while the alert is up.
      for (index, control) in session.keyedPresentedControls.enumerated()
      where index < controlButtons.count {
        for (position, button) in controlButtons[index].enumerated() {
          let isOn =
            switch control {
            case .toggle(_, let isOn): isOn
            case .choice(_, _, let selected): selected == position
            }
          button.state = isOn ? .on : .off
        }
      }
    }

    /// Moves the indicator to `progress`: a bar at its fraction, or a
    /// spinner that turns.
    private func show(_ progress: DialogProgress?) {
      guard let indicator = progressIndicator else { return }
      switch progress {
      case .fraction(let value)?:
        indicator.isIndeterminate = false
        indicator.doubleValue = value
        indicator.stopAnimation(nil)
      case .indeterminate?, nil:
        indicator.isIndeterminate = true
        indicator.startAnimation(nil)
      }
    }

    /// Opens the dialog's help link in the browser when the Help button is
    /// clicked; the alert stays open.
    ///
    /// - Parameter alert: The alert whose Help button was clicked.
    /// - Returns: Whether the link was opened.
    func alertShowHelp(_ alert: NSAlert) -> Bool {
      guard case .link(let address)? = plan.help, let url = URL(string: address) else {
        return false
      }
      return NSWorkspace.shared.open(url)
    }

    /// Reports how NSAlert closed: the suppression button's state first,
    /// then a button's response is a tap on its action, and a click on the
    /// OK button NSAlert adds to a dialog without actions a dismissal with
    /// no key; if the session refuses it, or the response is not a
    /// button's, the alert is gone anyway, so the session ends as torn down.
    func report(_ response: NSApplication.ModalResponse) {
      stopWatchingKeys()
      if plan.showsSuppressionButton {
        _ = session.setSuppressed(alert.suppressionButton?.state == .on)
      }
      if plan.addsOKButton && response == .alertFirstButtonReturn {
        _ = session.dismissWithoutAction()
        return
      }
      if let index = plan.actionIndex(forResponse: response.rawValue),
        case .accepted = session.tap(actionAt: index, keepingOpen: false)
      {
        return
      }
      _ = session.tearDown()
    }
  }

  /// The `NSAlert` the presenter would show for `session`, built and never shown.
  ///
  /// With it comes the object that keeps it in step with the session
  /// (typing, buttons the app enables), which must outlive every read of the
  /// alert. Tests read the alert through AppKit's own API, on a Mac as on
  /// Linux.
  ///
  /// - Parameter session: A session not yet presented.
  /// - Returns: The alert and its owner, or `nil` when the session could not
  ///   be presented.
  @MainActor
  package func builtAlert(for session: AnyDialogSession) -> (alert: NSAlert, owner: AnyObject)? {
    let presenter = BuildingPresenter()
    guard session.present(using: presenter), let built = presenter.built else { return nil }
    return (built.alert, presenter)
  }

  /// The presenter behind `builtAlert(for:)`: it builds the alert and keeps
  /// it in step with the session, but shows nothing.
  @MainActor
  private final class BuildingPresenter: DialogPresenter {
    var built: SessionAlert?

    func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
      let alert = SessionAlert(session: session)
      alert.hasEnded = true  // never on screen: no key monitor, no clicks
      built = alert
      completion()
    }

    func update(_ session: AnyDialogSession) { built?.syncEnabled() }

    func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void)
    {
      completion()
    }
  }

  extension NSTextField {
    /// A field that shows the row.
    ///
    /// An `NSSecureTextField` for a secure row, with its text, placeholder,
    /// content type, autocorrection and identifier. A text field's settings
    /// become AppKit's here, and only here (AppKit's fields have no keyboard
    /// kinds or shift-key settings).
    ///
    /// - Parameters:
    ///   - row: The session's row for this field.
    ///   - frame: Where the plan places it in the accessory view.
    /// - Returns: The configured field.
    static func showing(_ row: PresentedTextField, frame: AppKitDialogPlan.Frame) -> NSTextField {
      let rect = NSRect(frame)
      let field = row.isSecure ? NSSecureTextField(frame: rect) : NSTextField(frame: rect)
      field.stringValue = row.text
      field.placeholderString = row.placeholder
      if let contentType = row.contentType {
        field.contentType = NSTextContentType(contentType)
      }
      if let autocorrection = row.autocorrection {
        field.isAutomaticTextCompletionEnabled = autocorrection
      }
      field.identifier = NSUserInterfaceItemIdentifier(row.accessibilityIdentifier)
      field.setAccessibilityIdentifier(row.accessibilityIdentifier)
      return field
    }
  }
#endif
