import FluentAlert

/// Everything `NSAlert` needs to show a dialog, decided in plain Swift so
/// it can be tested without a Mac.
///
/// `NSAlert` puts its first button on the right and gives it Return; the
/// plan orders ``actions`` so the preferred action comes first, the cancel
/// action second (Escape), and the rest after them in the dialog's order, and
/// sets every button's key equivalent explicitly so a title that happens to
/// read "Cancel" in some language changes nothing.
package struct AppKitDialogPlan: Hashable, Sendable {
  /// `NSAlert.Style`.
  package enum AlertStyle: String, Hashable, Sendable {
    /// `.warning`, NSAlert's default.
    case warning
    /// `.informational`.
    case informational
    /// `.critical`: a caution badge; used when the dialog says it is
    /// critical, or gives no severity and has a destructive action.
    case critical
  }

  /// A button's `keyEquivalent` and `keyEquivalentModifierMask`.
  package enum KeyEquivalent: Hashable, Sendable {
    /// Return (`"\r"`): the default button.
    case `return`
    /// Escape (`"\u{1B}"`): the cancel button.
    case escape
    /// No key equivalent (`""`).
    case none
    /// A key the dialog gives: its characters and modifier keys.
    case given(DialogKeyEquivalent)

    /// The `keyEquivalent` string.
    package var characters: String {
      switch self {
      case .return: "\r"
      case .escape: "\u{1B}"
      case .none: ""
      case .given(let equivalent):
        switch equivalent.key {
        case .return: "\r"
        case .escape: "\u{1B}"
        case .character(let character): String(character)
        }
      }
    }

    /// The modifier keys for `keyEquivalentModifierMask`.
    package var modifiers: DialogKeyEquivalent.Modifiers {
      if case .given(let equivalent) = self { equivalent.modifiers } else { [] }
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
  /// is rightmost. See ``keyEquivalent(at:)`` for each button's key.
  package let actions: [PresentedAction]
  /// One `NSTextField` (`NSSecureTextField` for a secure row) per row, top
  /// to bottom, in the accessory view at ``fieldFrame(at:)``.
  package let textFields: [PresentedTextField]
  /// The accessory view's frame, or `nil` when it would be empty (no view
  /// of the app's, accessory, progress or text field).
  package let accessoryFrame: Frame?
  /// The dialog's accessories, top to bottom, each in a view of its own
  /// at ``contentFrame(at:)``: a label (in a scroll view past
  /// `DialogAccessory.visibleLineCount` lines), a link
  /// button, a small label.
  package let accessories: [PresentedAccessory]
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
  /// The index of the dialog's default action, which comes first and takes
  /// Return unless it is the cancel action (which keeps Escape: NSAlert
  /// cannot give one button both keys), or `nil` when there is none.
  package let defaultActionIndex: Int?
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

  /// Plans what a session shows, as a presenter does.
  ///
  /// - Parameters:
  ///   - session: The session handed to the presenter.
  ///   - customViewSize: The width and height of the app's own
  ///   view, made before the plan, or `nil` for none.
  @MainActor
  package init(session: AnyDialogSession, customViewSize: (width: Double, height: Double)? = nil) {
    if let title = session.title {
      messageText = title
      informativeText = session.message
    } else {
      messageText = session.message ?? ""
      informativeText = nil
    }
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
    let order = AppKitButtonOrder.of(
      roles: actions.map(\.role), defaultIndex: defaultActionIndex)
    self.actions = order.map { actions[$0] }
    let fields = session.textFields
    textFields = fields
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
    contentHeights =
      (customViewSize.map { [$0.height] } ?? []) + accessories.map(Self.height(of:))
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

  /// The key equivalent of the button at `position` in ``actions``: the
  /// action's own, else Escape for the cancel action and Return for the
  /// default action, unless another action took that key; none for the
  /// rest (so Return never presses a destructive action by position).
  ///
  /// - Parameter position: A position in ``actions``.
  /// - Returns: The button's key equivalent.
  package func keyEquivalent(at position: Int) -> KeyEquivalent {
    let action = actions[position].action
    if let own = action.keyEquivalent { return .given(own) }
    func isTaken(_ key: DialogKeyEquivalent.Key) -> Bool {
      actions.contains { $0.keyEquivalent == DialogKeyEquivalent(key) }
    }
    if action.role == .cancel { return isTaken(.escape) ? .none : .escape }
    return actions[position].index == defaultActionIndex && !isTaken(.return) ? .return : .none
  }

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
      x: 0, y: label + Double(textFields.count - 1 - index) * step, width: Self.accessoryWidth,
      height: Self.fieldHeight)
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
  /// app's view and the accessories before it.
  ///
  /// - Parameter index: A position in ``accessories``.
  /// - Returns: The frame of the accessory's view.
  package func contentFrame(at index: Int) -> Frame {
    let position = index + (customViewFrame == nil ? 0 : 1)
    let top =
      contentHeights[...position].reduce(0, +) + Double(position) * Self.fieldSpacing
    return Frame(
      x: 0, y: (accessoryFrame?.height ?? 0) - top, width: Self.accessoryWidth,
      height: contentHeights[position])
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
  ///   without a button (it was closed by code, or the response is unknown).
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
