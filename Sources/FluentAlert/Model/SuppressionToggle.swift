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

  /// Takes the suppression toggles out of a list of controls, in place,
  /// and returns the last of them: the dialog's one toggle.
  ///
  /// The usual list, empty or without a toggle, is left as it is: neither
  /// copied nor walked twice.
  ///
  /// - Parameter controls: Controls as an app wrote them; the ones read
  ///   by a key, in order, when it returns.
  /// - Returns: The last suppression toggle among them, or `nil`.
  @inlinable @inline(__always)
  package static func take<Key>(from controls: inout [DialogControl<Key>]) -> SuppressionToggle? {
    guard !controls.isEmpty, controls.contains(where: { $0.isSuppressionToggle }) else {
      return nil
    }
    return removeToggles(from: &controls)
  }

  /// Removes every suppression toggle from `controls` and returns the last:
  /// the rare path of ``take(from:)``, kept out of line so the usual one
  /// stays small where it is inlined.
  @usableFromInline @inline(never)
  static func removeToggles<Key>(
    from controls: inout [DialogControl<Key>]
  ) -> SuppressionToggle? {
    var toggle: SuppressionToggle?
    controls.removeAll { control in
      guard case .suppressionToggle(let title, let isSuppressed) = control else { return false }
      toggle = SuppressionToggle(title: title, isSuppressed: isSuppressed)
      return true
    }
    return toggle
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
