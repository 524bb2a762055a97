internal import FluentAlertText

/// A dialog's "Do not show this message again" checkbox, as the dialog
/// keeps it: at most one, whichever way it was added
/// (``DialogControl/suppressionToggle(_:isSuppressed:)-enum.case``, the chain's
/// `suppressionToggle(_:isSuppressed:)`, the JSON form's
/// `suppressionToggle` member).
@usableFromInline
package struct SuppressionToggle: Hashable, Sendable {
  /// The checkbox's title, or `nil` for the platform's own words.
  @usableFromInline package let title: DialogText?
  /// Whether the checkbox is ticked when the dialog appears.
  @usableFromInline package let isSuppressed: Bool

  /// Creates a suppression toggle.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, or `nil` for the platform's words.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  @inlinable
  package init(title: DialogText? = nil, isSuppressed: Bool = false) {
    self.title = title
    self.isSuppressed = isSuppressed
  }

  /// Takes the suppression toggles out of a list of controls; call it only
  /// when ``DialogControl/isSuppressionToggle`` holds for one of them, so
  /// that the usual list, without one, is kept as it is.
  ///
  /// - Parameter controls: Controls as an app wrote them.
  /// - Returns: The controls read by a key, in order, and the last
  ///   suppression toggle among them, if any.
  @inlinable
  package static func split<Key>(
    _ controls: [DialogControl<Key>]
  ) -> (keyed: [DialogControl<Key>], toggle: SuppressionToggle?) {
    var toggle: SuppressionToggle?
    var keyed: [DialogControl<Key>] = []
    keyed.reserveCapacity(controls.count)
    for control in controls {
      if case .suppressionToggle(let title, let isSuppressed) = control {
        toggle = SuppressionToggle(title: title, isSuppressed: isSuppressed)
      } else {
        keyed.append(control)
      }
    }
    return (keyed, toggle)
  }
}

extension Dialog {
  /// The suppression toggle's title where the platform has no words of its
  /// own (the terminal, `DialogTester`): the given title, or FluentAlert's
  /// translation of the words macOS uses, "Do not ask again" when more than
  /// one action closes the dialog and "Do not show this message again"
  /// otherwise; `nil` without a toggle.
  package var suppressionToggleTitle: DialogText? {
    guard let toggle = suppressionToggle else { return nil }
    if let title = toggle.title { return title }
    let choices = actions.count { !$0.keepsDialogOpen }
    let key = choices > 1 ? "Do not ask again" : "Do not show this message again"
    return .localized(TextKey(key), table: BuiltInStrings.table)
  }
}
