import FluentAlert

/// Everything `NSAlert` needs to show a dialog, decided in plain Swift so
/// it can be tested without a Mac.
///
/// `NSAlert` puts its first button on the right and gives it Return; the
/// plan takes the buttons' order and keys from the dialog's keyboard model
/// (`DialogKeyboard.appKitOrder`: the default action first and the Escape
/// action second, or the dialog's own order when it gives an action Return),
/// and sets every button's key explicitly so a title that happens to read
/// "Cancel" in some language changes nothing.
package struct AppKitDialogPlan: Hashable, Sendable {
  /// `NSAlert.Style`.
  package enum AlertStyle: String, Hashable, Sendable {
    /// `.warning`, NSAlert's default.
    case warning
    /// `.informational`.
    case informational
    /// `.critical`: a caution badge; used when the dialog says it is
    /// critical (a destructive action alone does not make it so).
    case critical
  }

  /// The keys that press one button: the one set on the button itself, and
  /// the rest, which a key monitor passes to it while the alert is shown
  /// (an `NSButton` answers to one key).
  package struct ButtonKeys: Hashable, Sendable {
    /// The key set on the button, or `nil` for none (an empty string).
    package let own: DialogKeyEquivalent?
    /// The keys the monitor passes to the button.
    package let monitored: [DialogKeyEquivalent]

    /// The button's key as AppKit's string: `"\r"` for Return, `"\u{1B}"`
    /// for Escape, the character, or `""` for none.
    package var characters: String { own.map(Self.characters(of:)) ?? "" }

    /// The modifier keys of the button's own key, for its modifier mask.
    package var modifiers: DialogKeyEquivalent.Modifiers { own?.modifiers ?? [] }

    /// A key as AppKit's string.
    ///
    /// - Parameter key: The key.
    /// - Returns: `"\r"`, `"\u{1B}"` or the character.
    package static func characters(of key: DialogKeyEquivalent) -> String {
      switch key.key {
      case .return: "\r"
      case .escape: "\u{1B}"
      case .character(let character): String(character)
      }
    }
  }

  /// How the alert is run.
  package enum Presentation: Hashable, Sendable {
    /// `beginSheetModal(for:completionHandler:)` on the given window.
    case sheet
    /// `runModal()`: app-modal, blocking the app's other windows.
    case appModal
  }

  /// A rectangle in points.
  package struct Frame: Hashable, Sendable {
    /// The left edge.
    package let x: Double
    /// The bottom edge.
    package let y: Double
    /// The width.
    package let width: Double
    /// The height.
    package let height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The bottom edge.
    ///   - width: The width.
    ///   - height: The height.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The accessory view's width, in points.
  package static var accessoryWidth: Double { 240 }
  /// A text field's height, in points.
  package static var fieldHeight: Double { 24 }
  /// The gap between two text fields, in points.
  package static var fieldSpacing: Double { 8 }
  /// The height of one line of the validation label under the fields.
  package static var messageLineHeight: Double { 16 }
  /// The height of the progress indicator, under the accessories.
  package static var progressHeight: Double { 20 }
  /// The height of a checkbox, of a radio button, and of a choice's title.
  package static var controlLineHeight: Double { 20 }
  /// The height of one line of an accessory list, or of a link.
  package static var accessoryLineHeight: Double { 16 }
  /// The height of one line of a footnote, in the small system font.
  package static var footnoteLineHeight: Double { 14 }
  /// About how many characters of the small system font fill a line of
  /// the accessory view: what a footnote's height is reckoned with.
  package static var footnoteLineCharacters: Int { 42 }

  /// `messageText`: the title, or the message when there is no title
  /// (NSAlert always shows its message text in bold).
  package let messageText: String
  /// `informativeText`: the message below the title, or `nil`.
  package let informativeText: String?
  /// `alertStyle`.
  package let alertStyle: AlertStyle
  /// `icon`, or `nil` for the app's icon.
  package let icon: DialogImage?
  /// `showsSuppressionButton`: whether the dialog has a suppression toggle.
  package let showsSuppressionButton: Bool
  /// The suppression button's `title`, or `nil` to keep AppKit's own
  /// words (which macOS chooses and translates).
  package let suppressionTitle: String?
  /// Whether the suppression button starts `.on`.
  package let startsSuppressed: Bool
  /// The rows in NSAlert's button order.
  ///
  /// One `NSButton` per row is added with `addButton(withTitle:)`; the first
  /// is rightmost. See ``keys(at:)`` for each button's keys.
  package let actions: [PresentedAction]
  /// One `NSTextField` (`NSSecureTextField` for a secure row) per row, top
  /// to bottom, in the accessory view at ``fieldFrame(at:)``.
  package let textFields: [PresentedTextField]
  /// The width of the column of field labels at the fields' leading edge,
  /// gap included: 0 when no field has a label, else the longest label's
  /// width in 13-point system text (estimated at 7.5 points a character),
  /// at most 45% of the accessory view.
  package let fieldLabelWidth: Double
  /// The accessory view's frame, or `nil` when it would be empty (no view
  /// of the app's, accessory, progress or text field).
  package let accessoryFrame: Frame?
  /// The dialog's accessories, top to bottom, each in a view of its own
  /// at ``contentFrame(at:)``: a label (in a scroll view past
  /// `DialogAccessory.visibleLineCount` lines), a link
  /// button, a small label.
  package let accessories: [PresentedAccessory]
  /// The dialog's controls with their current values, top to bottom, each
  /// in a view of its own at ``controlFrame(at:)``, under the
  /// accessories: a checkbox, or a choice's title and radio buttons.
  package let controls: [PresentedControl]
  /// The frame of the app's own view, at the top of the accessory view,
  /// or `nil` when the dialog has none.
  package let customViewFrame: Frame?
  /// The heights of what stands above the progress and the fields, top to
  /// bottom: the app's view, then each accessory.
  private let contentHeights: [Double]
  /// How many lines the validation label under the fields has room for:
  /// one per requirement message and one per text check, the most that
  /// can fail at once; `0` when the dialog has neither, and no label.
  package let messageLines: Int
  /// The index of the dialog's default action, the one Return presses, or
  /// `nil` when there is none.
  package let defaultActionIndex: Int?
  /// Which keys press which action, and the order the buttons come in.
  private let keyboard: DialogKeyboard
  /// The identifier of the alert's window for UI tests, or `nil`.
  package let accessibilityIdentifier: String?
  /// The progress indicator at the top of the accessory view, or `nil`
  /// for none: a bar from 0 to 1, or a spinner.
  package let progress: DialogProgress?
  /// Where the Help button leads (`showsHelp` with `helpAnchor`, or a
  /// delegate that opens the link), or `nil` for no Help button.
  package let help: DialogHelp?

  /// Plans a dialog for AppKit.
  ///
  /// - Parameter dialog: The description; it must have no validation errors.
  /// - Throws: `DialogValidationError` when the dialog has errors.
  @MainActor
  package init<Key>(_ dialog: Dialog<Key>) throws(DialogValidationError) {
    self.init(session: try DialogSession(dialog))
  }

  /// NSAlert's two texts for the session's title and message now: the
  /// title in bold with the message under it, or the message in bold when
  /// there is no title.
  ///
  /// - Parameter session: The session shown.
  /// - Returns: `messageText` and `informativeText`.
  @MainActor
  package static func alertTexts(
    of session: AnyDialogSession
  ) -> (messageText: String, informativeText: String?) {
    if let title = session.title { (title, session.message) } else { (session.message ?? "", nil) }
  }

  /// Plans what a session shows, as a presenter does.
  ///
  /// - Parameters:
  ///   - session: The session handed to the presenter.
  ///   - customViewSize: The width and height of the app's own
  ///   view, made before the plan, or `nil` for none.
  @MainActor
  package init(session: AnyDialogSession, customViewSize: (width: Double, height: Double)? = nil) {
    (messageText, informativeText) = Self.alertTexts(of: session)
    let actions = session.actions
    alertStyle =
      switch session.severity {
      case .informational?: .informational
      case .warning?: .warning
      case .critical?: .critical
      case nil: .warning
      }
    icon = session.icon
    showsSuppressionButton = session.suppressionToggleTitle != nil
    suppressionTitle = session.givenSuppressionToggleTitle
    startsSuppressed = session.isSuppressed
    defaultActionIndex = session.defaultActionIndex
    keyboard = session.keyboard
    self.actions = keyboard.appKitOrder.map { actions[$0] }
    let fields = session.textFields
    textFields = fields
    let longestLabel = fields.compactMap { $0.label?.count }.max()
    fieldLabelWidth =
      longestLabel.map { min(Self.accessoryWidth * 0.45, (Double($0) * 7.5).rounded(.up) + 8) }
      ?? 0
    let count = Double(fields.count)
    messageLines =
      fields.isEmpty
      ? 0 : fields.count { $0.requirementMessage != nil } + session.textCheckCount
    let labelHeight =
      messageLines == 0 ? 0 : Self.fieldSpacing + Double(messageLines) * Self.messageLineHeight
    let fieldsHeight =
      fields.isEmpty ? 0 : count * Self.fieldHeight + (count - 1) * Self.fieldSpacing + labelHeight
    progress = session.progress
    let progressHeight =
      progress == nil ? 0 : Self.progressHeight + (fields.isEmpty ? 0 : Self.fieldSpacing)
    accessories = session.accessories
    controls = session.keyedPresentedControls
    contentHeights =
      (customViewSize.map { [$0.height] } ?? []) + accessories.map(Self.height(of:))
      + controls.map(Self.height(of:))
    let below = fieldsHeight + progressHeight
    let contentHeight =
      contentHeights.reduce(0, +) + Double(max(contentHeights.count - 1, 0)) * Self.fieldSpacing
    let gap = contentHeights.isEmpty || below == 0 ? 0 : Self.fieldSpacing
    let height = contentHeight + gap + below
    let width = max(Self.accessoryWidth, customViewSize?.width ?? 0)
    accessoryFrame = height == 0 ? nil : Frame(x: 0, y: 0, width: width, height: height)
    customViewFrame = customViewSize.map { size in
      Frame(x: 0, y: height - size.height, width: size.width, height: size.height)
    }
    accessibilityIdentifier = session.accessibilityIdentifier
    help = session.help
  }

  /// The keys of the button at `position` in ``actions``.
  ///
  /// Every key the dialog's keyboard model gives its action, Return first,
  /// then Escape, then its own character key; the first is set on the
  /// button, the rest are monitored. Every button's key is set, none left to `NSAlert`'s
  /// defaults (Return on its first button, Escape on one titled "Cancel").
  ///
  /// - Parameter position: A position in ``actions``.
  /// - Returns: The button's keys.
  package func keys(at position: Int) -> ButtonKeys {
    let keys = keyboard.keys(ofAction: actions[position].index)
    return ButtonKeys(own: keys.first, monitored: Array(keys.dropFirst()))
  }

  /// The position in ``actions`` of the button a monitored key presses: a
  /// key the button cannot hold itself.
  ///
  /// - Parameters:
  ///   - characters: The key's characters without modifier keys
  ///     (`charactersIgnoringModifiers`).
  ///   - modifiers: The modifier keys held.
  /// - Returns: The button's position, or `nil` when the key is not monitored.
  package func monitoredPosition(
    pressedBy characters: String, modifiers: DialogKeyEquivalent.Modifiers
  ) -> Int? {
    actions.indices.first { position in
      keys(at: position).monitored.contains {
        $0.modifiers == modifiers
          && ButtonKeys.characters(of: $0).lowercased() == characters.lowercased()
      }
    }
  }

  /// Whether any button has a key it cannot hold itself, so the shell
  /// watches the keyboard while the alert is shown.
  package var hasMonitoredKeys: Bool {
    actions.indices.contains { !keys(at: $0).monitored.isEmpty }
  }

  /// Whether `NSAlert` adds a button of its own: given none, it shows
  /// "OK", whose click closes the dialog with no key.
  package var addsOKButton: Bool { actions.isEmpty }

  /// The frame of the text field at `index` in the accessory view (AppKit
  /// coordinates: the origin is bottom left, so the first field has the
  /// largest `y`).
  ///
  /// - Parameter index: A position in ``textFields``.
  /// - Returns: The field's frame.
  package func fieldFrame(at index: Int) -> Frame {
    let step = Self.fieldHeight + Self.fieldSpacing
    let label = messageFrame.map { $0.height + Self.fieldSpacing } ?? 0
    return Frame(
      x: fieldLabelWidth, y: label + Double(textFields.count - 1 - index) * step,
      width: Self.accessoryWidth - fieldLabelWidth, height: Self.fieldHeight)
  }

  /// The frame of the label beside the text field at `index`, in the
  /// column ``fieldLabelWidth`` keeps at the fields' leading edge, or
  /// `nil` when that field has no label.
  ///
  /// - Parameter index: A position in ``textFields``.
  /// - Returns: The label's frame.
  package func fieldLabelFrame(at index: Int) -> Frame? {
    guard textFields[index].label != nil else { return nil }
    let field = fieldFrame(at: index)
    return Frame(x: 0, y: field.y, width: fieldLabelWidth - 8, height: field.height)
  }

  /// The frame of the progress indicator, at the top of the accessory view
  /// above the fields, or `nil` when the dialog shows no progress.
  package var progressFrame: Frame? {
    guard progress != nil, let accessory = accessoryFrame else { return nil }
    let above = contentHeights.reduce(0, +) + Double(contentHeights.count) * Self.fieldSpacing
    return Frame(
      x: 0, y: accessory.height - above - Self.progressHeight, width: Self.accessoryWidth,
      height: Self.progressHeight)
  }

  /// The frame of the accessory at `index` in ``accessories``, under the
  /// app's view and the accessories before it (or, past the accessories,
  /// of a control).
  ///
  /// - Parameter index: A position in ``accessories``, or past them in
  ///   ``controls``.
  /// - Returns: The frame of the accessory's view.
  package func contentFrame(at index: Int) -> Frame {
    let position = index + (customViewFrame == nil ? 0 : 1)
    let top =
      contentHeights[...position].reduce(0, +) + Double(position) * Self.fieldSpacing
    return Frame(
      x: 0, y: (accessoryFrame?.height ?? 0) - top, width: Self.accessoryWidth,
      height: contentHeights[position])
  }

  /// The frame of the control at `index` in ``controls``, under the app's
  /// view, the accessories and the controls before it.
  ///
  /// - Parameter index: A position in ``controls``.
  /// - Returns: The frame of the control's view.
  package func controlFrame(at index: Int) -> Frame {
    contentFrame(at: accessories.count + index)
  }

  /// The frame of the title or the option at `line` of a choice, or of a
  /// checkbox (line 0), within its control's view (origin bottom left).
  ///
  /// - Parameters:
  ///   - line: The line, counted from the top: a choice's title (when it
  ///     has one) is line 0, its options follow.
  ///   - index: A position in ``controls``.
  /// - Returns: The frame within the control's view.
  package func lineFrame(_ line: Int, ofControlAt index: Int) -> Frame {
    let height = controlFrame(at: index).height
    return Frame(
      x: 0, y: height - Double(line + 1) * Self.controlLineHeight, width: Self.accessoryWidth,
      height: Self.controlLineHeight)
  }

  /// The height a control takes: a checkbox's line, or a choice's title
  /// line (when it has one) and a line per option.
  ///
  /// - Parameter control: A control of the dialog.
  /// - Returns: Its height, in points.
  package static func height(of control: PresentedControl) -> Double {
    switch control {
    case .toggle: controlLineHeight
    case .choice(let title, let options, _):
      Double(options.count + (title == nil ? 0 : 1)) * controlLineHeight
    }
  }

  /// The height the accessory takes: a line per list item (at most
  /// `DialogAccessory.visibleLineCount`, the rest scroll),
  /// a line for a link, the lines a footnote wraps to.
  ///
  /// - Parameter accessory: An accessory of the dialog.
  /// - Returns: Its height, in points.
  package static func height(of accessory: PresentedAccessory) -> Double {
    switch accessory {
    case .lines(let lines):
      Double(min(lines.count, DialogAccessory.visibleLineCount)) * accessoryLineHeight
    case .link: accessoryLineHeight
    case .footnote(let text):
      Double(footnoteLines(text)) * footnoteLineHeight
    }
  }

  /// How many lines a footnote takes: each of its own lines wraps at
  /// about ``footnoteLineCharacters`` characters.
  private static func footnoteLines(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
      total + max(1, (line.count + footnoteLineCharacters - 1) / footnoteLineCharacters)
    }
  }

  /// The text of an accessory list's label: one item a line, each after
  /// a bullet.
  ///
  /// - Parameter lines: The list's lines.
  /// - Returns: The label's text.
  package static func listText(_ lines: [String]) -> String {
    lines.map { "• " + $0 }.joined(separator: "\n")
  }

  /// The frame of the validation label at the bottom of the accessory
  /// view, under the fields, or `nil` when the dialog has no message to
  /// show there.
  package var messageFrame: Frame? {
    guard messageLines > 0 else { return nil }
    return Frame(
      x: 0, y: 0, width: Self.accessoryWidth,
      height: Double(messageLines) * Self.messageLineHeight)
  }

  /// What the validation label says now, one line per message: the
  /// requirement message of each field whose text does not meet its rule,
  /// then what each failing text check says, as the terminal shows them
  /// under its fields.
  ///
  /// - Parameter session: The session shown.
  /// - Returns: The label's text; empty when everything is met.
  @MainActor
  package static func validationMessage(of session: AnyDialogSession) -> String {
    let unmet = session.textFields.compactMap { $0.isSatisfied ? nil : $0.requirementMessage }
    return (unmet + session.unmetCheckMessages).joined(separator: "\n")
  }

  /// The action for the response `NSAlert` returned: the first button is
  /// `alertFirstButtonReturn` (1000), the second 1001, and so on.
  ///
  /// - Parameter response: The `NSApplication.ModalResponse` raw value.
  /// - Returns: The button's action index, or `nil` when the alert ended
  ///   without a button of the dialog's (it was closed by code, its own OK
  ///   button was clicked, or the response is unknown).
  package func actionIndex(forResponse response: Int) -> Int? {
    let position = response - 1000
    return actions.indices.contains(position) ? actions[position].index : nil
  }

  /// How to run the alert.
  ///
  /// - Parameter hasWindow: Whether a window to attach a sheet to was given
  ///   and is visible.
  /// - Returns: ``Presentation/sheet`` with a window, otherwise
  ///   ``Presentation/appModal``.
  package static func presentation(hasWindow: Bool) -> Presentation {
    hasWindow ? .sheet : .appModal
  }
}
