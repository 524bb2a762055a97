import FluentAlert
internal import FluentAlertText

/// Presents one dialog on a ``VirtualScreen`` and drives it like a user:
/// tap, type, dismiss, wait, without a screen.
///
/// ```swift
/// import Testing
///
/// enum Choice: Hashable, Sendable { case save, cancel }
///
/// @Test @MainActor func savingAName() throws {
///   let dialog = Dialog<Choice>.alert("New list")
///     .addTextField("Name") { $0.required(.nonEmpty, gates: [.save]) }
///     .addAction("Save", key: .save)
///     .addCancel("Cancel", key: .cancel)
///   let tester = try DialogTester(dialog)
///   tester.setText("Ana", forField: 0)
///   #expect(tester.enabledKeys == [.save, .cancel])
///   tester.tap(.save)
///   #expect(tester.handledKey == .save)
///   #expect(tester.handledValues == ["Ana"])
/// }
/// ```
///
/// A dialog with a `followUp` is followed through its conversation: after a
/// tap that opens a follow-up, the tester shows the follow-up, and
/// ``tap(_:fileID:filePath:line:column:)``, ``setText(_:forField:fileID:filePath:line:column:)``
/// and ``visibleState`` act on it:
///
/// ```swift
/// import Testing
///
/// enum Step: Hashable, Sendable { case install, replace, cancel }
///
/// @Test @MainActor func replacingAnInstalledApp() throws {
///   let replace = Dialog<Step>.alert("Replace the installed version?")
///     .addDestructive("Replace", key: .replace)
///     .addCancel("Cancel", key: .cancel)
///   let install = Dialog<Step>.alert("Install Sketchbook?")
///     .addAction("Install", key: .install)
///     .addCancel("Cancel", key: .cancel)
///     .followUp { step in step == .install ? replace : nil }
///   let tester = try DialogTester(install)
///   tester.tap(.install)
///   #expect(tester.dialog.title == "Replace the installed version?")
///   tester.tap(.replace)
///   #expect(tester.handledKeys == [.install, .replace])
///   #expect(!tester.isVisible)
/// }
/// ```
///
/// Asking for something a user could not do (tapping an action that is not
/// there or is disabled, typing into a missing field, acting after the
/// dialog is gone) fails the current test with a clear message at the
/// caller's line, through Swift Testing or XCTest; so does a follow-up with
/// error-severity problems, at the line of the tap that opened it.
@MainActor
@dynamicMemberLookup
public final class DialogTester<Key: Hashable & Sendable> {
  /// The presenter the dialog is shown on: a new ``VirtualScreen``, or the
  /// one given.
  private let presenter: any DialogPresenter
  /// The virtual screen the dialog is shown on, unless another presenter
  /// was given.
  package var screen: VirtualScreen? { presenter as? VirtualScreen }
  /// The presentation being driven: the conversation's latest dialog.
  package private(set) var session: DialogSession<Key>
  /// Where failures go.
  package let reporter: FailureReporter
  /// The key the latest `actionTap` handler received, or `nil` while none
  /// has run (also when the dialog ended without a key).
  public var handledKey: Key? { callBox.keys.last }
  /// Every key the conversation's `actionTap` handlers received, in order:
  /// one per dialog that ended with a key.
  public var handledKeys: [Key] { callBox.keys }
  /// What the latest `actionTap` handler received besides the key (the
  /// text fields' texts, top to bottom, as its elements, each control's
  /// value by its key, the suppression toggle's state), or `nil` while none
  /// has run.
  ///
  /// Compare the texts with an array literal: `tester.handledValues == ["Ana"]`.
  public var handledValues: DialogValues<Key>? { callBox.values }
  /// Refused: the texts are part of the values.
  @available(
    *, unavailable, message: "compare handledValues with the texts: handledValues == [\"Ana\"]"
  )
  public var handledTexts: [String]? { fatalError("unavailable") }
  /// Refused: the toggle's state is part of the values.
  @available(*, unavailable, message: "read handledValues?.isSuppressed")
  public var handledSuppression: Bool? { fatalError("unavailable") }
  /// How many times the handlers ran; each session runs its own at most
  /// once.
  package var handlerCallCount: Int { callBox.keys.count }
  /// Every lifecycle event of every dialog of the conversation, in order.
  public private(set) var events: [DialogEvent<Key>] = []
  /// Why each dialog of the conversation ended, in order; the last one is
  /// the session's `reason` once the conversation is over.
  public private(set) var dismissals: [DismissReason<Key>] = []
  /// The follow-up that could not be shown, reported by the next check.
  private var followUpError: DialogValidationError?

  /// Presents `dialog` on a new virtual screen, or on `presenter`; it is
  /// visible once the presenter reports it shown (at once, for a screen
  /// that shows without animating).
  ///
  /// Give your own presenter to test how it draws and drives a dialog: the
  /// tester taps and types through the session, as the presenter's own
  /// controls do, and the presenter redraws from the session's rows
  /// (<doc:YourOwnLook>). ``advance(by:fileID:filePath:line:column:)``
  /// needs a presenter whose `clock` is a ``TestClock``.
  ///
  /// What a user could not do fails the running Swift Testing test, or else
  /// the running XCTest, at the caller's line.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let count = 2
  /// let dialog = Dialog<Bool>.alert("Delete \(count) items?")
  ///   .addDestructive("Delete", key: true)
  ///   .addCancel("Cancel", key: false)
  /// let french = DialogLocalization(bundle: .main, locale: Locale(identifier: "fr"))
  /// let tester = try DialogTester(dialog, localization: french)
  /// print(tester.visibleState)  // the titles as a French user reads them
  /// ```
  ///
  /// - Parameters:
  ///   - dialog: The dialog; its own `actionTap` handler still runs.
  ///   - presenter: The presenter to show it on, held strongly by the
  ///     tester; a new ``VirtualScreen`` when omitted.
  ///   - localization: Where and in which language texts are looked up (the
  ///     app's bundle and the user's locale by default).
  /// - Throws: `DialogValidationError` when the dialog has error-severity
  ///   problems.
  public convenience init(
    _ dialog: Dialog<Key>, on presenter: (any DialogPresenter)? = nil,
    localization: DialogLocalization = .current
  ) throws(DialogValidationError) {
    try self.init(
      dialog, on: presenter, reporter: .automatic, localization: localization)
  }

  /// A tester whose failures go to `reporter` (the package's own tests).
  package init(
    _ dialog: Dialog<Key>, on presenter: (any DialogPresenter)? = nil,
    reporter: FailureReporter, localization: DialogLocalization = .current
  ) throws(DialogValidationError) {
    let box = CallBox<Key>()
    self.presenter = presenter ?? VirtualScreen()
    self.reporter = reporter
    session = try DialogSession(
      dialog.observingTapHandler { key, values in
        box.keys.append(key)
        box.values = values
      })
    callBox = box
    session.localization = localization
    follow(session)
    session.present(using: self.presenter)
  }

  /// Records `session`'s events and end, and moves on to its follow-up
  /// (which the screen shows right after).
  private func follow(_ session: DialogSession<Key>) {
    self.session = session
    session.addObserver { [weak self] event in self?.events.append(event) }
    let keys = session.dialog.actions.map(\.key)
    session.onEnd { [weak self] end in
      guard let self else { return }
      dismissals.append(end.reason.mapKey { keys[$0] })
      followUpError = end.followUpError
      if let next = end.followUp as? DialogSession<Key> { follow(next) }
    }
  }

  private let callBox: CallBox<Key>

  // MARK: What is visible

  /// Whether the dialog is on screen and accepting input.
  public var isVisible: Bool { session.phase == .presented }
  /// The keys of the actions that cannot be tapped now.
  public var disabledKeys: [Key] {
    session.dialog.actions.map(\.key).filter { !session.isEnabled($0) }
  }

  /// Reads the presentation on screen (after a tap that opens a follow-up,
  /// the follow-up's) by the name `DialogSession` gives it.
  ///
  /// - `dialog`: the dialog on screen, or the last one shown;
  /// - `reason`: why it went away, or `nil` while it is up;
  /// - `enabledKeys`: the keys of the actions that can be tapped now;
  /// - `texts`, `isSuppressed`: the fields' texts and the suppression
  ///   toggle, now;
  /// - `values`, `controls`: what the user entered (each control's value by
  ///   its key), and the controls as the screen shows them, now;
  /// - `message`, `progress`, `accessories`: as the screen shows them now,
  ///   in the tester's localization;
  /// - `unmetCheckMessages`: what the failing text checks (`textCheck`) say
  ///   of the current texts, in the order they were attached;
  /// - the dialog's own settings, such as `style` or `severity`.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Rename")
  ///   .addTextField("Name") { $0.required(.nonEmpty, gates: [true]) }
  ///   .addAction("Rename", key: true)
  ///   .addCancel("Cancel", key: false)
  /// let tester = try DialogTester(dialog)
  /// assert(tester.enabledKeys == [false])
  /// tester.setText("Notes", forField: 0)
  /// assert(tester.texts == ["Notes"] && tester.enabledKeys == [true, false])
  /// ```
  ///
  /// - Parameter value: A property of the session on screen.
  public subscript<Value>(dynamicMember value: KeyPath<DialogSession<Key>, Value>) -> Value {
    session[keyPath: value]
  }

  /// What a user would see now, one fact per line: the title as shown (looked
  /// up in the tester's localization), the phase (and reason once dismissed),
  /// the message as shown, each text field's text (and label) and whether it meets its requirement (with the
  /// requirement's message), what each failing text check says, each action
  /// as shown (and whether it is checked) and whether it can be tapped (and
  /// why not), each control as shown with its value, the suppression
  /// toggle's title as shown and its state, the
  /// progress shown, each accessory as shown, and where the Help button
  /// leads.
  ///
  /// Compare it with `assertSnapshot(of:named:)` or `#expect` to pin a
  /// whole interaction step at once.
  public var visibleState: String {
    var lines: [String] = []
    let header =
      "\(session.dialog.style) "
      + (session.title.map { TextEscaping.quoted($0) } ?? "(no title)")
    if let reason = session.reason {
      lines.append("\(header) dismissed: \(reason)")
    } else {
      lines.append("\(header) \(session.phase)")
    }
    if let message = session.message { lines.append("  message \(TextEscaping.quoted(message))") }
    for field in session.textFields {
      var line = "  field \(field.index) \(TextEscaping.quoted(field.text))"
      if let label = field.label { line += " label \(TextEscaping.quoted(label))" }
      if field.rule != nil {
        line += field.isSatisfied ? " (requirement met" : " (requirement not met"
        line += field.requirementMessage.map { ": " + TextEscaping.quoted($0) } ?? ""
        line += ")"
      }
      lines.append(line)
    }
    for message in session.unmetCheckMessages {
      lines.append("  text check failing: \(TextEscaping.quoted(message))")
    }
    for row in session.actions {
      let state = row.refusal.map { "disabled: \($0)" } ?? "enabled"
      let title = TextEscaping.quoted(row.title)
      let mark = row.isChecked ? " checked" : ""
      lines.append("  action \(row.index) \(title)\(mark) \(state)")
    }
    for control in session.keyedPresentedControls {
      lines.append("  " + control.description)
    }
    if let title = session.dialog.suppressionToggleTitle?.resolved(in: session.localization) {
      let state = session.isSuppressed ? "on" : "off"
      lines.append("  suppression toggle \(TextEscaping.quoted(title)) \(state)")
    }
    switch session.progress {
    case .indeterminate?: lines.append("  progress indeterminate")
    case .fraction(let value)?: lines.append("  progress \(value)")
    case nil: break
    }
    for accessory in session.accessories {
      switch accessory {
      case .lines(let items):
        lines.append("  accessory lines " + items.map(TextEscaping.quoted).joined(separator: " "))
      case .link(let text, let address):
        lines.append(
          "  accessory link \(TextEscaping.quoted(text)) \(TextEscaping.quoted(address))")
      case .footnote(let text): lines.append("  accessory footnote \(TextEscaping.quoted(text))")
      }
    }
    switch session.help {
    case .anchor(let anchor)?: lines.append("  help anchor \(TextEscaping.quoted(anchor))")
    case .link(let address)?: lines.append("  help link \(TextEscaping.quoted(address))")
    case nil: break
    }
    return lines.joined(separator: "\n")
  }

  /// Virtual time since the dialog was shown.
  package var elapsed: Duration { (presenter.clock as? TestClock)?.now.offset ?? .zero }

  // MARK: Acting

  /// Taps the action with `key`; fails the test when it is absent, disabled
  /// or the dialog is gone.
  ///
  /// - Parameters:
  ///   - key: The action's key.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  /// - Returns: What the session answered.
  @discardableResult
  public func tap(
    _ key: Key,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> TapOutcome {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = session.tap(key)
    if case .refused(let refusal) = outcome {
      fail("cannot tap \(describe(key)): \(refusal)\(visibleSummary)", location)
    }
    reportFollowUpError(location)
    return outcome
  }

  /// Presses a key, as a keyboard would.
  ///
  /// The key taps the action whose key equivalent it is (modifier keys
  /// aside). Return taps the dialog's default action, as the platforms and
  /// the terminal choose it: the action given Return, else the preferred
  /// action, else the checked action, else the first action that is
  /// neither destructive nor the cancel action, else the cancel action (one
  /// action can answer to Return, Escape and its own key); so Return never
  /// taps a destructive action the author did not make the default. On a
  /// dialog made `withoutDefaultAction()`, Return taps nothing and returns
  /// `.refused(.noSuchAction)` without failing the test. Escape taps the
  /// action given Escape, else the cancel action; without one, it closes an
  /// action sheet with no key and does nothing on an alert, as NSAlert and UIKit alerts ignore it
  /// (both return `.refused(.noSuchAction)`: no action was tapped). Fails
  /// the test when no action answers to another key, or the one that does
  /// cannot be tapped.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// tester.press(.character("d"))  // "Don't Save", whose key is ⌘D
  /// tester.press(.return)          // the default action: "Save"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  /// - Returns: What the session answered.
  @discardableResult
  public func press(
    _ key: DialogKeyEquivalent.Key,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> TapOutcome {
    let dialog = session.dialog
    let actions = dialog.actions
    guard let index = dialog.keyboard.actionIndex(pressedBy: key) else {
      if key == .return && !dialog.hasDefaultAction {
        // Return was taken away: it does nothing, as on AppKit and in the terminal.
        return .refused(.noSuchAction)
      }
      if key == .escape {
        // No action answers to Escape: a sheet closes with no key; an alert
        // ignores it, as NSAlert and UIKit alerts do.
        if dialog.style == .actionSheet {
          dismissWithoutAction(fileID: fileID, filePath: filePath, line: line, column: column)
        }
      } else {
        let location = FailureLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        let name = DialogKeyEquivalent(key)
        fail("cannot press \(name): no action answers to it\(visibleSummary)", location)
      }
      return .refused(.noSuchAction)
    }
    return tap(actions[index].key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps the action whose title is `title` as shown (looked up in the
  /// tester's localization) or else as written (the key, with its arguments
  /// put in place); fails the test when there is none, it is disabled or the
  /// dialog is gone.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  /// - Returns: What the session answered.
  @discardableResult
  public func tap(
    title: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> TapOutcome {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rows = session.actions
    guard
      let row = rows.first(where: { $0.title == title })
        ?? rows.first(where: { $0.action.title.fallback == title })
    else {
      fail(
        "cannot tap \(TextEscaping.quoted(title)): no action has that title\(visibleSummary)",
        location)
      return .refused(.noSuchAction)
    }
    return tap(
      session.dialog.actions[row.index].key, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Sets the whole text of the field at `field`, as a user typing,
  /// pasting or clearing it does; the requirements and the actions they gate
  /// follow at once.
  ///
  /// To type at the end of what is there, pass `tester.texts[field] + "…"`.
  ///
  /// - Parameters:
  ///   - text: The field's new text; empty clears it.
  ///   - field: The field's index, top to bottom.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func setText(
    _ text: String, forField field: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard checkInput(field: field, location) else { return }
    session.setText(text, forField: field)
  }

  /// Ticks or clears the suppression toggle ("Do not show this message
  /// again"), as the user does; fails the test when the dialog has no
  /// toggle or is not visible.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Empty the Trash?")
  ///   .addDestructive("Empty Trash", key: true)
  ///   .addCancel("Cancel", key: false)
  ///   .addControl(.suppressionToggle())
  /// let tester = try DialogTester(dialog)
  /// tester.setSuppressed(true)
  /// tester.tap(true)
  /// assert(tester.handledValues?.isSuppressed == true)
  /// ```
  ///
  /// - Parameters:
  ///   - isSuppressed: The toggle's new state.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func setSuppressed(
    _ isSuppressed: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isVisible(toDo: "set the suppression toggle", location) else { return }
    guard session.setSuppressed(isSuppressed) else {
      fail("cannot set the suppression toggle: the dialog has none", location)
      return
    }
  }

  /// Turns the toggle with `key` on or off, as the user does; fails the
  /// test when the dialog has no such toggle or is not visible.
  ///
  /// ```swift
  /// enum Remove: Hashable, Sendable { case remove, cancel, deleteFiles }
  ///
  /// let dialog = Dialog<Remove>.alert("Remove “Steam”?")
  ///   .addControl(.toggle("Delete files from disk", key: .deleteFiles))
  ///   .addDestructive("Remove", key: .remove)
  ///   .addCancel("Cancel", key: .cancel)
  /// let tester = try DialogTester(dialog)
  /// tester.setOn(true, for: .deleteFiles)
  /// tester.tap(.remove)
  /// assert(tester.handledValues?.isOn(.deleteFiles) == true)
  /// ```
  ///
  /// - Parameters:
  ///   - isOn: The toggle's new state.
  ///   - key: The toggle's key.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func setOn(
    _ isOn: Bool, for key: Key,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isVisible(toDo: "set a toggle", location) else { return }
    guard session.setOn(isOn, for: key) else {
      fail(
        "cannot set the toggle \(KeyDescription.of(key)): the dialog has no such toggle", location)
      return
    }
  }

  /// Selects the option with key `option` in the choice with key `choice`,
  /// as the user does; fails the test when the dialog has no such choice or
  /// option, or is not visible.
  ///
  /// - Parameters:
  ///   - option: The option's key.
  ///   - choice: The choice's key.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func select(
    _ option: Key, in choice: Key,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isVisible(toDo: "select an option", location) else { return }
    guard session.select(option, in: choice) else {
      fail(
        "cannot select \(KeyDescription.of(option)) in \(KeyDescription.of(choice)): "
          + "the dialog has no such choice or option", location)
      return
    }
  }

  /// Dismisses the dialog without an action.
  ///
  /// This is a tap outside an iPad popover, or Escape: the cancel action's
  /// key is reported if there is one and it could be tapped. Fails the test when the dialog is not
  /// visible.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func dismissWithoutAction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !session.dismissWithoutAction() {
      fail("cannot dismiss: the dialog is not visible (\(session.phase))", location)
    }
    reportFollowUpError(location)
  }

  /// Clicks the Help button (`?` in a terminal), as the user would, and
  /// returns where it leads; the dialog stays open.
  ///
  /// ```swift
  /// import Testing
  ///
  /// @Test @MainActor func contactsPromptExplainsItself() throws {
  ///   let prompt = Dialog<Bool>.alert("Allow access to your contacts?")
  ///     .addAction("Allow", key: true)
  ///     .addCancel("Don't Allow", key: false)
  ///     .help(.link("https://example.com/help/contacts"))
  ///   let tester = try DialogTester(prompt)
  ///   #expect(tester.openHelp() == .link("https://example.com/help/contacts"))
  /// }
  /// ```
  ///
  /// Fails the test when the dialog offers no help or is not visible.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  /// - Returns: The dialog's help, or `nil` after a failure.
  @discardableResult
  public func openHelp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> DialogHelp? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isVisible(toDo: "open help", location) else { return nil }
    guard let help = session.help else {
      fail("cannot open help: the dialog has no Help button\(visibleSummary)", location)
      return nil
    }
    return help
  }

  /// Clicks the accessory link whose words read `text` as shown, as the
  /// user would, and returns the address it opens; the dialog stays open.
  ///
  /// ```swift
  /// import Testing
  ///
  /// @Test @MainActor func permissionPromptLinksToThePolicy() throws {
  ///   let prompt = Dialog<Bool>.alert("Allow access to the camera?")
  ///     .accessory(.link("Privacy", address: "https://example.com/privacy"))
  ///     .addAction("Allow", key: true)
  ///     .addCancel("Don't Allow", key: false)
  ///   let tester = try DialogTester(prompt)
  ///   #expect(tester.openLink("Privacy") == "https://example.com/privacy")
  /// }
  /// ```
  ///
  /// Fails the test when no accessory link reads `text` or the dialog is
  /// not visible.
  ///
  /// - Parameters:
  ///   - text: The link's words, as the screen shows them.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  /// - Returns: The link's address, or `nil` after a failure.
  @discardableResult
  public func openLink(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> String? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isVisible(toDo: "open link", location) else { return nil }
    for case .link(let shown, let address) in session.accessories where shown == text {
      return address
    }
    fail("cannot open link: no link reads \(TextEscaping.quoted(text))\(visibleSummary)", location)
    return nil
  }

  /// Closes the dialog from code, as the app would.
  ///
  /// The presentation ends as ``FluentAlert/DismissReason/programmatic``, reporting no
  /// key, and the conversation ends with it. Fails the test when the dialog
  /// has already gone.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func dismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !session.dismiss() {
      fail("cannot dismiss: the dialog has already gone (\(session.phase))", location)
    }
  }

  /// Moves virtual time forward, firing the auto-dismiss when it is due.
  ///
  /// A follow-up the timeout opens is shown and driven next; one with
  /// error-severity problems fails the test at this line.
  ///
  /// - Parameters:
  ///   - duration: How far to move.
  ///   - fileID: The caller's file (default).
  ///   - filePath: The caller's file path (default).
  ///   - line: The caller's line (default).
  ///   - column: The caller's column (default).
  public func advance(
    by duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let clock = presenter.clock as? TestClock else {
      fail(
        "cannot advance time: the presenter's clock is not a TestClock; give the presenter one",
        location)
      return
    }
    clock.advance(by: duration)
    reportFollowUpError(location)
  }

  // MARK: Machinery

  private func reportFollowUpError(_ location: FailureLocation) {
    guard let error = followUpError else { return }
    followUpError = nil
    fail("the follow-up dialog cannot be shown: \(error)", location)
  }

  /// Whether the dialog is up for the user to `action`; fails the test
  /// at `location`, saying so, when it is not.
  private func isVisible(toDo action: String, _ location: FailureLocation) -> Bool {
    guard session.phase == .presented else {
      fail("cannot \(action): the dialog is not visible (\(session.phase))", location)
      return false
    }
    return true
  }

  private func checkInput(field: Int, _ location: FailureLocation) -> Bool {
    guard isVisible(toDo: "set the text of text field \(field)", location) else { return false }
    guard session.texts.indices.contains(field) else {
      let count = session.texts.count
      fail(
        "cannot set the text of text field \(field): the dialog has \(count) text field"
          + (count == 1 ? "" : "s"), location)
      return false
    }
    return true
  }

  private func describe(_ key: Key) -> String {
    guard let index = session.dialog.actions.firstIndex(where: { $0.key == key }) else {
      return "key \(SnapshotEscaping.key(key))"
    }
    return
      "\(TextEscaping.quoted(session.actions[index].title)) (key \(SnapshotEscaping.key(key)))"
  }

  private var visibleSummary: String {
    guard session.phase == .presented else { return "" }
    let enabled = session.actions.filter(\.isEnabled).map { row in
      "\(TextEscaping.quoted(row.title)) (key \(row.keyDescription))"
    }
    return "; enabled actions: " + (enabled.isEmpty ? "none" : enabled.joined(separator: ", "))
  }

  private func fail(_ message: String, _ location: FailureLocation) {
    reporter.fail(message, at: location)
  }
}

/// What the handler received, and how often it ran: the handler is created
/// before the tester exists, so it cannot capture the tester.
@MainActor
private final class CallBox<Key: Hashable & Sendable> {
  var keys: [Key] = []
  var values: DialogValues<Key>?
}
