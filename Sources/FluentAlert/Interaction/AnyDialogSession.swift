/// One presentation of one dialog, seen without its key type: what a
/// presenter (terminal, UIKit, SwiftUI, AppKit, a test's virtual screen)
/// works with.
///
/// Every session is a ``DialogSession``; this base class holds the whole
/// state machine by action index, so a shell can draw any dialog and forward
/// the user's events without being generic. Cast to `DialogSession<Key>` to
/// get keys back.
///
/// The phases are ``DialogPhase/pending`` → ``DialogPhase/presenting`` →
/// ``DialogPhase/presented`` → ``DialogPhase/dismissing`` →
/// ``DialogPhase/dismissed``. The first event that ends a presentation (an
/// accepted tap, the auto-dismiss timer, a keyless dismissal, ``dismiss()``,
/// ``tearDown()``, or the session being deallocated while shown) fixes the
/// ``DismissReason``; everything after it is refused. The tap handler then
/// runs exactly once, after the presenter reports the dialog gone.
@MainActor
@dynamicMemberLookup
public class AnyDialogSession {
  // MARK: Description

  /// The dialog being presented, with each action keyed by its index in
  /// display order.
  ///
  /// Presenters read the rows (``actions``, ``textFields``) and the
  /// dialog's own settings by name on the session (`session.style`,
  /// `session.anchor`).
  package let indexedDialog: Dialog<Int>
  /// The dialog's snapshot text (``Dialog/snapshot``), with the original
  /// keys; written when first read, since only tests and logs read it.
  public private(set) lazy var snapshot: String = writeSnapshot()
  /// The index of the action the auto-dismiss reports, if any (when the
  /// timer fires while it can be tapped).
  package var autoDismissActionIndex: Int? { indexedDialog.autoDismiss?.key }
  /// The index of the cancel action, if the dialog has one: what a keyless
  /// dismissal (Escape, a tap outside) reports while it can be tapped.
  public var cancelActionIndex: Int? { indexedDialog.cancelAction?.key }
  /// The index of the preferred action, if exactly one is preferred: what
  /// UIKit emphasises and SwiftUI binds to Return.
  package var preferredActionIndex: Int? { indexedDialog.preferredAction?.key }

  // MARK: State

  /// Where the presentation is in its life.
  public private(set) var phase: DialogPhase = .pending
  /// The text fields' current texts, top to bottom.
  public private(set) var texts: [String]
  /// The progress shown now: the dialog's, until the app changes it with
  /// ``setProgress(_:)``; `nil` when the dialog shows none.
  public internal(set) var progress: DialogProgress?
  /// Whether the dialog's suppression toggle is on now (`false` when it has
  /// none): what the tap handler and the awaiting caller hear at the end.
  package private(set) var isSuppressed: Bool
  /// Each control's current value, top to bottom: a toggle's state, a
  /// choice's selected option by index.
  package internal(set) var controlValues: [ControlValue<Int>]
  /// The presenter showing this session; held weakly.
  package private(set) weak var presenter: (any DialogPresenter)?

  /// Each action's original key as text, for logs and terminals.
  ///
  /// The one fact of the description that ``indexedDialog`` does not keep;
  /// written when first read, as ``snapshot`` is.
  private lazy var keyDescriptions: [String] = describeKeys()
  /// The action rows without their state, built when first read: resolving
  /// titles and describing keys is work only a shell needs.
  lazy var actionRows: [PresentedAction] = indexedDialog.presentedActions(
    keyDescriptions: keyDescriptions, in: localization)
  /// The field rows with their initial texts, built when first read.
  lazy var fieldRows: [PresentedTextField] = indexedDialog.presentedTextFields(
    in: localization)
  /// What only the typed dialog can write, kept for the first read.
  private let writeSnapshot: () -> String
  private let describeKeys: () -> [String]
  /// For each action, the indices of the fields whose requirement gates it,
  /// so reading one action's state costs only its own gates.
  private let actionGates: [[Int]]
  /// For each action, the indices of the controls that gate it.
  private let controlGates: [[Int]]
  /// For each action, whether it may be tapped as far as the app is
  /// concerned: the description's `isEnabled` until
  /// ``setEnabled(_:actionAt:)`` changes it.
  var actionsEnabled: [Bool]
  /// For each field, whether its text meets its rule: evaluated when the
  /// text changes, so reading the actions costs no pattern matching.
  var fieldsMet: [Bool]
  /// The dialog's `textCheck`s, in the order attached.
  private let checks: [@MainActor @Sendable ([String]) -> DialogText?]
  /// For each action, the indices of the checks that gate it.
  private let actionChecks: [[Int]]
  /// For each check, what it said of the current texts (`nil`: they pass):
  /// evaluated when a text changes, as ``fieldsMet`` is.
  var checkResults: [DialogText?]
  /// The fields whose rule reads other fields' texts (``TextRule/sameAs(field:)``
  /// and its siblings): evaluated again when any text changes.
  private let crossFieldRules: [Int]
  private let clockOverride: (any Clock<Duration>)?
  /// The dialog's `actionTap`, `followUp` and `onDismiss`, by action index.
  private let callbacks: SessionCallbacks
  var observers: [SessionObserver] = []
  var endHandlers: [@MainActor @Sendable (SessionEnd) -> Void] = []
  /// The `onConversationEnd`s this session's ending concludes: its own
  /// dialog's, then those of the dialogs whose follow-up it is.
  var conversationEndHandlers: [ConversationEndHandler]
  package internal(set) var endReason: DismissReason<Int>?
  /// How the presentation ended, once its callbacks have run.
  var end: SessionEnd?
  /// What `followUp` returned for a tap on an action that keeps the dialog
  /// open, which then ended it: the conclusion runs neither handler again.
  private var decidedFollowUp: Result<AnyDialogSession, DialogValidationError>?
  /// Why the presenter refused to show the dialog, if it did.
  private var presentationError: DialogValidationError?
  /// Whether the presenter has been asked to show the session.
  private(set) var handedToPresenter = false
  private var timer: DialogTimer?
  /// When a cancelled caller stops waiting for the presenter's removal.
  var removalDeadline: DialogTimer?
  var nextObserverID: UInt64 = 0

  init<Key>(validated dialog: Dialog<Key>, clock: (any Clock<Duration>)?) {
    let indexed = dialog.indexed()
    indexedDialog = indexed
    let actions = dialog.actions
    writeSnapshot = { dialog.snapshot }
    describeKeys = { actions.map { KeyDescription.of($0.key) } }
    var actionGates = [[Int]](repeating: [], count: actions.count)
    for (field, textField) in indexed.textFields.enumerated() {
      for index in textField.requirement?.gatedIndices(in: indexed.actions) ?? [] {
        actionGates[index].append(field)
      }
    }
    self.actionGates = actionGates
    controlGates = Self.controlGates(of: indexed)
    controlValues = indexed.keyedControls.map(\.initialValue)
    actionsEnabled = indexed.actions.map(\.isEnabled)
    let texts = indexed.textFields.map(\.text)
    self.texts = texts
    isSuppressed = dialog.suppressionToggle?.isSuppressed ?? false
    progress = dialog.progress
    fieldsMet = indexed.textFields.map {
      $0.requirement?.rule.isSatisfied(
        by: $0.text, in: texts, locale: .current) ?? true
    }
    crossFieldRules = indexed.textFields.indices.filter {
      !(indexed.textFields[$0].requirement?.rule.referencedFields.isEmpty ?? true)
    }
    let checks = dialog.callbacks.checks
    var actionChecks = [[Int]](repeating: [], count: actions.count)
    for (check, textCheck) in checks.enumerated() {
      for index in actions.indices(gatedBy: textCheck.gatedKeys) {
        actionChecks[index].append(check)
      }
    }
    self.actionChecks = actionChecks
    self.checks = checks.map(\.body)
    checkResults = checks.map { $0.body(texts) }
    clockOverride = clock
    callbacks = SessionCallbacks(dialog, clock: clock)
    conversationEndHandlers = callbacks.conversationEnd.map { [$0] } ?? []
  }

  deinit {
    // A session deallocated before it finished was dropped by its presenter
    // (or never shown and forgotten): report the dismissal exactly once so
    // nobody awaiting it hangs. Everything read here is Sendable and no
    // other reference to `self` exists any more.
    let phase = phase
    guard phase != .dismissed else { return }
    let reason = endReason ?? .tornDown
    let observers = observers.map(\.body)
    let conclusion = SessionConclusion(
      reason: reason,
      values: Self.values(texts: texts, controls: controlValues, isSuppressed: isSuppressed),
      callbacks: callbacks,
      endHandlers: endHandlers, conversationEndHandlers: conversationEndHandlers,
      localization: localization, decidedFollowUp: decidedFollowUp,
      presentationError: presentationError)
    // Nobody to tell: a session created and dropped without observers.
    if observers.isEmpty && !conclusion.hasListeners { return }
    Task { @MainActor in
      if !phase.hasEnded {
        for observer in observers { observer(.willDismiss(reason)) }
      }
      for observer in observers { observer(.didDismiss(reason)) }
      _ = conclusion.run(presenter: nil)
    }
  }

  // MARK: What is visible (the rows are in AnyDialogSession+Rows.swift)

  /// Where and in which language the session's texts are looked up.
  ///
  /// The app's bundle and the user's locale unless a presenter or test chose
  /// others. Set it before the texts are first read; they are resolved once.
  package var localization: DialogLocalization = .current {
    // A number rule reads the texts in the session's language.
    didSet { fieldsMet = texts.indices.map { meetsRule(field: $0) } }
  }

  /// The title as the screen shows it, resolved once for the session, or
  /// `nil` when the dialog has none.
  public internal(set) lazy var title: String? = indexedDialog.title?.resolved(in: localization)
  /// The message as the screen shows it, resolved once for the session, or
  /// `nil` when the dialog has none.
  public internal(set) lazy var message: String? = indexedDialog.message?.resolved(
    in: localization)

  // MARK: Driving the presentation

  /// Hands the session to `presenter`: sends `willPresent`, then calls
  /// ``DialogPresenter/show(_:completion:)``; `didPresent` follows when the
  /// presenter reports the dialog visible, and the auto-dismiss timer starts
  /// then.
  ///
  /// - Parameter presenter: The screen to show the dialog on; held weakly.
  /// - Returns: `false` (and nothing happens) when the session is not
  ///   ``DialogPhase/pending``.
  @discardableResult
  public func present(using presenter: any DialogPresenter) -> Bool {
    guard phase == .pending else { return false }
    phase = .presenting
    self.presenter = presenter
    emit(.willPresent)
    guard phase == .presenting else { return true }  // an observer ended it
    handedToPresenter = true
    presenter.show(self) { [weak self] in self?.presenterDidShow() }
    return true
  }

  /// Taps the action at `index` (display order), as the user did.
  ///
  /// An accepted tap ends the presentation with
  /// ``DismissReason/action(_:)``; the handler runs once, after the presenter
  /// removed the dialog. Anything else is refused and changes nothing.
  ///
  /// A tap on an action that keeps the dialog open
  /// (``DialogAction/keepsDialogOpen``) runs the tap handler at once, with
  /// the texts as they are, and asks `followUp`: a dialog it returns takes
  /// this one's place (the presentation ends with the action, and neither
  /// handler runs again); none leaves the dialog open. A presenter whose
  /// platform closes the dialog on any tap (UIKit, SwiftUI, `NSAlert`)
  /// passes `keepingOpen: false`, so the session ends with it.
  ///
  /// - Parameters:
  ///   - index: The action's index, ``PresentedAction/index``.
  ///   - keepingOpen: Whether the presenter can leave the dialog open;
  ///     `true` when omitted.
  /// - Returns: ``TapOutcome/accepted(actionIndex:)`` or the refusal.
  @discardableResult
  public func tap(actionAt index: Int, keepingOpen: Bool = true) -> TapOutcome {
    if let refusal = refusal(forActionAt: index) { return .refused(refusal) }
    guard keepingOpen, indexedDialog.actions[index].keepsDialogOpen else {
      end(.action(index))
      return .accepted(actionIndex: index)
    }
    callbacks.tap?(index, indexedValues)
    // The handler may have ended the presentation itself.
    guard phase == .presented, let next = callbacks.followUp?(index, indexedValues) else {
      return .accepted(actionIndex: index)
    }
    decidedFollowUp = next
    end(.action(index))
    return .accepted(actionIndex: index)
  }

  /// Replaces the text of the field at `index` and re-evaluates the
  /// requirements and text checks, enabling or disabling the actions they
  /// gate; then asks
  /// the presenter to ``DialogPresenter/update(_:)``.
  ///
  /// A field with a ``DialogTextField/maxLength`` keeps only what fits of
  /// the edit: read ``texts`` afterwards and show that, as the built-in
  /// presenters do.
  ///
  /// - Parameters:
  ///   - text: The field's new text.
  ///   - index: The field's index.
  /// - Returns: `false` (and nothing changes) when the session is not
  ///   ``DialogPhase/presented`` or there is no such field.
  @discardableResult
  public func setText(_ text: String, forField index: Int) -> Bool {
    guard phase == .presented, texts.indices.contains(index) else { return false }
    if let limit = indexedDialog.textFields[index].maxLength {
      texts[index] = DialogTextField<Int>.fitting(text, replacing: texts[index], limit: limit)
    } else {
      texts[index] = text
    }
    fieldsMet[index] = meetsRule(field: index)
    for field in crossFieldRules where field != index { fieldsMet[field] = meetsRule(field: field) }
    if !checks.isEmpty { checkResults = checks.map { $0(texts) } }
    presenter?.update(self)
    return true
  }

  /// Ticks or clears the dialog's suppression toggle ("Do not show this
  /// message again"), as the user did.
  ///
  /// - Parameter isSuppressed: The toggle's new state.
  /// - Returns: `false` (and nothing changes) when the session is not
  ///   ``DialogPhase/presented`` or the dialog has no suppression toggle.
  @discardableResult
  package func setSuppressed(_ isSuppressed: Bool) -> Bool {
    guard phase == .presented, indexedDialog.suppressionToggle != nil else { return false }
    self.isSuppressed = isSuppressed
    presenter?.update(self)
    return true
  }

  /// Ends the presentation without an action, as a tap outside an iPad
  /// popover or Escape does: reports the cancel action's key when the dialog
  /// has a cancel action the user could tap now (and its handler runs), else
  /// no key.
  ///
  /// A cancel action that is disabled, or gated by an unmet requirement, is
  /// not reported: a dismissal never reports a key the user could not have
  /// tapped. ``DialogProblem/Kind/dismissalActionDisabled`` warns of it.
  ///
  /// - Returns: `false` (and nothing happens) unless the session is
  ///   ``DialogPhase/presented``.
  @discardableResult
  public func dismissWithoutAction() -> Bool {
    guard phase == .presented else { return false }
    return end(.outsideTap(tappable(cancelActionIndex)))
  }

  /// Ends the presentation from code, reporting no key.
  ///
  /// The reason is ``DismissReason/programmatic``. Works in any phase before
  /// the end; a pending session then never reaches the presenter.
  ///
  /// - Returns: `false` when the presentation had already ended.
  @discardableResult
  public func dismiss() -> Bool {
    end(.programmatic)
  }

  /// Tells the session its screen is gone (window closed, presenter
  /// deallocating): ends it as ``DismissReason/tornDown`` without asking the
  /// presenter to remove it.
  ///
  /// - Returns: `false` when the presentation had already ended.
  @discardableResult
  public func tearDown() -> Bool {
    end(.tornDown, askPresenter: false)
  }

  /// Ends the presentation because the presenter cannot show the dialog
  /// where it was asked to (an action sheet's anchor that matches nothing):
  /// ends it as ``DismissReason/tornDown`` without asking the presenter to
  /// remove it, and an awaiting caller throws the problems as a
  /// ``DialogValidationError``.
  ///
  /// - Parameter problems: What is wrong, each an error.
  /// - Returns: `false` when the presentation had already ended.
  @discardableResult
  package func refuse(_ problems: [DialogProblem]) -> Bool {
    guard !phase.hasEnded else { return false }
    presentationError = DialogValidationError(problems: problems)
    return end(.tornDown, askPresenter: false)
  }

  // MARK: Machinery

  /// Whether the field's current text meets its rule (`true` without one).
  private func meetsRule(field index: Int) -> Bool {
    indexedDialog.textFields[index].requirement?.rule.isSatisfied(
      by: texts[index], in: texts, locale: localization.locale)
      ?? true
  }

  func refusalIgnoringPhase(ofActionAt index: Int) -> TapRefusal? {
    if !actionsEnabled[index] { return .disabled }
    let gates = actionGates[index]
    if gates.contains(where: { !fieldsMet[$0] }) {
      return .unmetRequirement(fields: gates.filter { !fieldsMet[$0] })
    }
    let unmetControls = controlGates[index].filter { !controlValues[$0].isMet }
    if !unmetControls.isEmpty { return .unmetControl(controls: unmetControls) }
    guard let check = actionChecks[index].first(where: { checkResults[$0] != nil }),
      let message = checkResults[check]
    else { return nil }
    return .unmetTextCheck(message: message.resolved(in: localization))
  }

  private func presenterDidShow() {
    guard phase == .presenting else { return }
    phase = .presented
    emit(.didPresent)
    if phase == .presented { callbacks.present?(self) }
    guard phase == .presented, let delay = indexedDialog.autoDismiss?.delay else { return }
    timer = schedule(on: clock, after: delay) { [weak self] in self?.timerFired() }
  }

  /// The clock for the auto-dismiss and the removal deadline.
  var clock: any Clock<Duration> {
    clockOverride ?? presenter?.clock ?? ContinuousClock()
  }

  /// `index` when the user could tap that action now, else `nil`.
  private func tappable(_ index: Int?) -> Int? {
    index.flatMap { isEnabled(actionAt: $0) ? $0 : nil }
  }

  private func timerFired() {
    guard phase == .presented else { return }
    end(.timeout(tappable(autoDismissActionIndex)))
  }

  @discardableResult
  private func end(_ reason: DismissReason<Int>, askPresenter: Bool = true) -> Bool {
    guard !phase.hasEnded else { return false }
    phase = .dismissing
    endReason = reason
    timer?.cancel()
    timer = nil
    emit(.willDismiss(reason))
    if askPresenter, handedToPresenter, let presenter {
      presenter.remove(self) { [weak self] in self?.finish() }
    } else {
      finish()
    }
    return true
  }

  func finish() {
    guard phase == .dismissing, let reason = endReason else { return }
    phase = .dismissed
    removalDeadline?.cancel()
    removalDeadline = nil
    emit(.didDismiss(reason))
    // Nothing follows `didDismiss`: release the observers, which may hold
    // the session (or its owner) strongly.
    observers = []
    let conclusion = SessionConclusion(
      reason: reason, values: indexedValues, callbacks: callbacks,
      endHandlers: endHandlers, conversationEndHandlers: conversationEndHandlers,
      localization: localization, decidedFollowUp: decidedFollowUp,
      presentationError: presentationError)
    endHandlers = []
    conversationEndHandlers = []
    end = conclusion.run(presenter: presenter)
  }

  private func emit(_ event: DialogEvent<Int>) {
    for observer in observers { observer.body(event) }
  }
}
