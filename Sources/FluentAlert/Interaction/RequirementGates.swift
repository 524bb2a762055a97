package import Foundation

/// Which actions a dialog's text requirements let a person tap, for any texts.
///
/// What a presenter without a session evaluates: a terminal drawing a
/// description as the user types, a preview of the dialog as first shown.
/// A session keeps the same facts incrementally.
package struct RequirementGates: Hashable, Sendable {
  /// Each field's rule, `nil` for a field without a requirement.
  private let rules: [TextRule?]
  /// For each field, the indices of the actions its requirement gates.
  private let gated: [[Int]]
  private let actionCount: Int
  /// How the user writes numbers, for a number rule.
  private let locale: Locale

  /// The gates of `dialog`'s fields.
  ///
  /// - Parameters:
  ///   - dialog: Any dialog; its actions are named by index.
  ///   - locale: How the user writes numbers, for a number rule.
  package init<Key>(_ dialog: Dialog<Key>, locale: Locale = .current) {
    self.locale = locale
    rules = dialog.textFields.map { $0.requirement?.rule }
    gated = dialog.textFields.map { $0.requirement?.gatedIndices(in: dialog.actions) ?? [] }
    actionCount = dialog.actions.count
  }

  /// Per action, whether no requirement gating it is unmet by `texts`.
  ///
  /// - Parameter texts: The fields' texts, top to bottom; a missing text
  ///   leaves its field's requirement out.
  /// - Returns: One flag per action, in display order.
  package func allow(_ texts: [String]) -> [Bool] {
    var allowed = Array(repeating: true, count: actionCount)
    for (field, rule) in rules.enumerated() where field < texts.count {
      guard let rule, !rule.isSatisfied(by: texts[field], in: texts, locale: locale) else {
        continue
      }
      for index in gated[field] { allowed[index] = false }
    }
    return allowed
  }
}
