/// A rule a text field's text must meet, and the actions that stay disabled
/// until it does.
///
/// ```swift
/// enum Choice: Hashable, Sendable { case save, cancel }
///
/// // "Save" stays disabled until the name has 1 to 40 characters.
/// let requirement = TextRequirement<Choice>(
///   .all([.nonEmpty, .length(1...40)]), gates: [.save])
///
/// // A pattern is not for people to read: say what it asks for.
/// let code = TextRequirement<Choice>(
///   .matches("[0-9]{6}"), message: "Six digits from the authenticator app")
/// ```
///
/// Presenters that show requirements (the terminal lists them under the
/// field) show ``message`` when there is one, and otherwise describe the
/// rule in words: "must be 1–40 characters", "must not be empty", and for a
/// pattern "must have the expected format".
public struct TextRequirement<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The condition on the text.
  public let rule: TextRule
  /// The keys of the actions kept disabled while the rule is not met, or
  /// `nil` for every action whose role is not ``ActionRole/cancel``.
  @usableFromInline package let gatedKeys: [Key]?
  /// What the requirement asks for, in the user's words, shown in place of
  /// the description of the rule; `nil` to describe the rule.
  public let message: DialogText?

  /// Creates a requirement.
  ///
  /// - Parameters:
  ///   - rule: The condition on the text.
  ///   - gates: The keys of the actions to keep disabled until it holds, or
  ///     `nil` (the default) for every non-cancel action.
  ///   - message: What the requirement asks for, shown to the user instead
  ///     of a description of the rule (a literal is a localization key);
  ///     `nil` (the default) describes the rule.
  @inlinable
  public init(_ rule: TextRule, gates: [Key]? = nil, message: DialogText? = nil) {
    self.rule = rule
    self.gatedKeys = gates
    self.message = message
  }

  /// Creates a requirement whose message is shown exactly as written: a
  /// `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - rule: The condition on the text.
  ///   - gates: The keys of the actions to keep disabled until it holds, or
  ///     `nil` (the default) for every non-cancel action.
  ///   - message: What the requirement asks for, shown as written.
  @_disfavoredOverload
  @inlinable
  public init(_ rule: TextRule, gates: [Key]? = nil, message: some StringProtocol) {
    self.init(rule, gates: gates, message: DialogText.verbatim(String(message)))
  }

  /// Whether the requirement disables `action` while unmet.
  ///
  /// - Parameter action: An action of the same dialog.
  /// - Returns: `true` when the action is gated by this requirement.
  public func gates(_ action: DialogAction<Key>) -> Bool {
    if let gatedKeys { return gatedKeys.contains(action.key) }
    return action.role != .cancel
  }

  /// The indices of the actions this requirement gates, in order: the one
  /// place the gating of a whole dialog is worked out.
  ///
  /// Linear in the actions and the gated keys (``gates(_:)`` searches the
  /// keys once per call).
  ///
  /// - Parameter actions: The dialog's actions.
  /// - Returns: The indices of the gated ones.
  package func gatedIndices(in actions: [DialogAction<Key>]) -> [Int] {
    actions.indices(gatedBy: gatedKeys)
  }
}

extension Array {
  /// The indices of the actions that `gatedKeys` names, or of every
  /// non-cancel action when it is `nil`: how requirements and text checks
  /// choose what they gate.
  ///
  /// - Parameter gatedKeys: The keys a requirement or check gates.
  /// - Returns: The indices, in order.
  package func indices<Key>(gatedBy gatedKeys: [Key]?) -> [Int]
  where Element == DialogAction<Key> {
    guard let gatedKeys else { return indices.filter { self[$0].role != .cancel } }
    let keys = Set(gatedKeys)
    return indices.filter { keys.contains(self[$0].key) }
  }
}
