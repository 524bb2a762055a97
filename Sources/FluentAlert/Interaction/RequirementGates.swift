package import Foundation

/// Which actions a dialog's text requirements and controls let a person
/// tap, for any texts and control values.
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
  /// For each control, the indices of the actions it gates.
  private let controlGated: [[Int]]
  /// For each control, whether its initial value lets what it gates be
  /// tapped (a toggle on, a choice with a selection).
  private let initialControlsMet: [Bool]
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
    let actions = dialog.actions
    controlGated = dialog.keyedControls.map { control in
      actions.indices.filter { control.gatedKeys.contains(actions[$0].key) }
    }
    initialControlsMet = dialog.keyedControls.map(\.initialValue.isMet)
  }

  /// Per action, whether no requirement gating it is unmet by `texts` and
  /// no control gating it is unmet.
  ///
  /// - Parameters:
  ///   - texts: The fields' texts, top to bottom; a missing text leaves its
  ///     field's requirement out.
  ///   - controlsMet: Per control, whether its value lets what it gates be
  ///     tapped; the values they start with when `nil`.
  /// - Returns: One flag per action, in display order.
  package func allow(_ texts: [String], controlsMet: [Bool]? = nil) -> [Bool] {
    var allowed = Array(repeating: true, count: actionCount)
    for (gated, met) in zip(controlGated, controlsMet ?? initialControlsMet) where !met {
      for index in gated { allowed[index] = false }
    }
    for (field, rule) in rules.enumerated() where field < texts.count {
      guard let rule, !rule.isSatisfied(by: texts[field], in: texts, locale: locale) else {
        continue
      }
      for index in gated[field] { allowed[index] = false }
    }
    return allowed
  }
}
