/// Which keys press which action, and where each action stands: computed
/// once from a dialog and read by everything that shows or presses it (the
/// AppKit plan, the terminal in both its modes, `DialogTester` and the
/// pictures), so they cannot disagree.
///
/// - Return performs the **default action**: the action given Return as its
///   own key, else the one preferred action, else the checked action (the
///   current choice of a sheet of choices, as a menu opens on it), else the
///   first action that is neither destructive nor the cancel action, else
///   the cancel action; none on a dialog made
///   ``Dialog/withoutDefaultAction()``.
/// - Escape performs the action given Escape as its own key, else the cancel
///   action.
/// - An action's own character key (⌘S) presses it too: it adds to Return
///   and Escape, it does not take them away. One action can answer to
///   Return, Escape and its own key at once.
///
/// The order: every platform keeps the dialog's order of actions except
/// where it has a place of its own for one (see ``appKitOrder`` and
/// ``listOrder``).
package struct DialogKeyboard: Hashable, Sendable {
  /// Each action's own key, in the dialog's order.
  package let ownKeys: [DialogKeyEquivalent?]
  /// Each action's role, in the dialog's order.
  private let roles: [ActionRole]
  /// The index of the action Return performs, or `nil`.
  package let returnIndex: Int?
  /// The index of the one preferred action, or `nil` when none or several are.
  private let preferredIndex: Int?
  /// The index of the action Escape performs, or `nil`: with none, an
  /// action sheet closes with no key and an alert ignores Escape.
  package let escapeIndex: Int?

  /// Reads the keys of a dialog's actions.
  ///
  /// - Parameters:
  ///   - actions: The dialog's actions, in order.
  ///   - hasDefaultAction: ``Dialog/hasDefaultAction``: whether Return
  ///     performs an action at all.
  package init<ActionKey>(_ actions: [DialogAction<ActionKey>], hasDefaultAction: Bool) {
    // One pass without closures: unspecialized code (a picture of any key type) looks the
    // action type up again in every closure call.
    var own: [DialogKeyEquivalent?] = []
    var roles: [ActionRole] = []
    own.reserveCapacity(actions.count)
    roles.reserveCapacity(actions.count)
    var givenReturn: Int?
    var givenEscape: Int?
    var preferred: Int?
    var preferredCount = 0
    var firstDefault: Int?
    var firstCancel: Int?
    var firstChecked: Int?
    for index in actions.indices {
      let action = actions[index]
      let key = action.keyEquivalent
      own.append(key)
      roles.append(action.role)
      switch key?.key {
      case .return? where givenReturn == nil: givenReturn = index
      case .escape? where givenEscape == nil: givenEscape = index
      default: break
      }
      if action.isPreferred {
        preferred = index
        preferredCount += 1
      }
      if firstChecked == nil && action.isChecked { firstChecked = index }
      switch action.role {
      case .default where firstDefault == nil: firstDefault = index
      case .cancel where firstCancel == nil: firstCancel = index
      default: break
      }
    }
    ownKeys = own
    self.roles = roles
    preferredIndex = preferredCount == 1 ? preferred : nil
    returnIndex =
      hasDefaultAction
      ? givenReturn ?? (preferredCount == 1 ? preferred : nil)
        ?? (preferredCount == 0 ? firstChecked : nil) ?? firstDefault ?? firstCancel
      : nil
    escapeIndex = givenEscape ?? firstCancel
  }

  /// The key each action asks for.
  ///
  /// Its own, else Return for the one preferred action (when the dialog has
  /// a default action), else Escape for the cancel action. Two actions
  /// asking for one key press clash, which validation reports.
  ///
  /// - Parameter hasDefaultAction: ``Dialog/hasDefaultAction``.
  /// - Returns: One entry per action; `nil` for an action that asks for none.
  package func claims(hasDefaultAction: Bool) -> [DialogKeyEquivalent?] {
    ownKeys.indices.map { index in
      if let own = ownKeys[index] { return own }
      if index == preferredIndex && hasDefaultAction { return .return }
      return roles[index] == .cancel ? .escape : nil
    }
  }

  /// How many actions the dialog has.
  package var count: Int { ownKeys.count }

  /// Every key that presses the action: Return when it is the default
  /// action, Escape when Escape performs it, then its own character key;
  /// a Return or Escape given as its own key (with its modifier keys) in
  /// place of the plain one.
  ///
  /// - Parameter index: The action's index in the dialog.
  /// - Returns: The keys, Return first; empty for an action no key presses.
  package func keys(ofAction index: Int) -> [DialogKeyEquivalent] {
    let own = ownKeys[index]
    var keys: [DialogKeyEquivalent] = []
    if index == returnIndex { keys.append(own.flatMap { $0.key == .return ? $0 : nil } ?? .return) }
    if index == escapeIndex { keys.append(own.flatMap { $0.key == .escape ? $0 : nil } ?? .escape) }
    if let own, case .character = own.key { keys.append(own) }
    return keys
  }

  /// The character typed to press the action (its own character key,
  /// modifier keys aside), or `nil`: what a terminal shows beside it.
  ///
  /// - Parameter index: The action's index in the dialog.
  /// - Returns: The character, or `nil` when the action has none.
  package func typedCharacter(ofAction index: Int) -> Character? {
    if case .character(let character)? = ownKeys[index]?.key { character } else { nil }
  }

  /// The action a key typed without modifier keys presses: Return the
  /// default action, Escape ``escapeIndex``, a character the action whose
  /// own key it is (letters without case).
  ///
  /// For terminals and tests, which cannot tell modifier keys apart.
  ///
  /// - Parameter key: The key typed.
  /// - Returns: The pressed action's index, or `nil` when none answers.
  package func actionIndex(pressedBy key: DialogKeyEquivalent.Key) -> Int? {
    switch key {
    case .return: returnIndex
    case .escape: escapeIndex
    case .character(let typed):
      ownKeys.firstIndex { $0?.isPressed(byTyping: typed) == true }
    }
  }

  /// The order of a list that puts the cancel action last (the terminal,
  /// and UIKit's action sheets): the others in the dialog's order.
  package var listOrder: [Int] {
    roles.indices.filter { roles[$0] != .cancel } + roles.indices.filter { roles[$0] == .cancel }
  }

  /// Whether the dialog gives Return to an action itself, which says where
  /// Return goes on a Mac too: then AppKit keeps the dialog's order.
  package var placesReturn: Bool {
    guard let index = returnIndex else { return false }
    return ownKeys[index]?.key == .return
  }

  /// The order `NSAlert` gets the buttons in (the first is rightmost, on top
  /// when they stack).
  ///
  /// When the dialog gives an action Return itself, its own order, with the
  /// action Escape performs moved next to the first button (where Mac users
  /// look for Cancel) unless it is first. Otherwise, as Mac users expect,
  /// the default action first, the action Escape performs second, then the
  /// rest in the dialog's order.
  package var appKitOrder: [Int] {
    var order: [Int] = []
    if placesReturn {
      order = roles.indices.filter { $0 != escapeIndex }
      if let escape = escapeIndex {
        order.insert(escape, at: escape == 0 ? 0 : min(1, order.count))
      }
      return order
    }
    for index in [returnIndex, escapeIndex].compactMap({ $0 }) where !order.contains(index) {
      order.append(index)
    }
    return order + roles.indices.filter { !order.contains($0) }
  }

  /// The actions ``appKitOrder`` puts the default action ahead of, though
  /// the dialog writes them before it.
  ///
  /// The actions that are neither destructive (which Mac users expect to the
  /// left of the default button) nor the action Escape performs (whose place
  /// next to the first button is AppKit's own). Empty when the dialog's
  /// order stands: it gives an action Return, or its default action comes
  /// before any such action.
  package var appKitPassed: [Int] {
    guard let moved = returnIndex, !placesReturn else { return [] }
    return roles.indices.filter { $0 < moved && $0 != escapeIndex && roles[$0] != .destructive }
  }
}
