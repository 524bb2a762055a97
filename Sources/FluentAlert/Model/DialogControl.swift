/// A control in a dialog besides its text fields: a checkbox or a choice
/// among a few options, each named by a key the app chooses, or the
/// "Do not show this message again" checkbox.
///
/// Controls sit between the text fields and the buttons, in the order they
/// were added. Their values reach the app where the text fields' texts do:
/// the second parameter of the two-parameter `actionTap`,
/// `followUp`, ``DialogEnding/values`` and the session.
///
/// ```swift
/// enum RemoveBottle: Hashable, Sendable { case remove, cancel, deleteFiles }
///
/// @MainActor func removeBottle(deletingFiles: Bool) {}
///
/// let dialog = Dialog<RemoveBottle>.alert("Remove “Steam”?")
///   .addControl(.toggle("Delete files from disk", key: .deleteFiles))
///   .addDestructive("Remove", key: .remove)
///   .addCancel("Cancel", key: .cancel)
///   .actionTap { key, values in
///     if key == .remove { removeBottle(deletingFiles: values.isOn(.deleteFiles)) }
///   }
/// ```
///
/// A control can gate actions as a text requirement does: a toggle keeps
/// the actions in `gates` disabled while it is off ("I have read the
/// terms"), a choice while none of its options is selected.
///
/// AppKit draws controls in the alert's accessory view, the terminal as
/// checkbox and option rows (one question each in line mode), the macOS
/// picture and `DialogTester` read them. UIKit and SwiftUI alerts have no
/// room for them: ``Dialog/problems(for:)`` reports
/// ``DialogProblem/Kind/controlUnsupported`` for those platforms, and the
/// app then hears each control's initial value.
public enum DialogControl<Key: Hashable & Sendable>: Sendable {
  /// A checkbox: its title, the key its value is read by, whether it
  /// starts on, and the actions kept disabled while it is off.
  case toggle(DialogText, key: Key, isOn: Bool = false, gates: [Key] = [])
  /// One of a few options (radio buttons): an optional title above them,
  /// the key the selection is read by, each option's key and title in
  /// display order, the option selected at first (`nil` for none), and the
  /// actions kept disabled while none is selected.
  case choice(
    DialogText?, key: Key, options: [(key: Key, title: DialogText)], selected: Key? = nil,
    gates: [Key] = [])
  /// The "Do not show this message again" checkbox: its title (`nil` for
  /// the platform's words, "Do not ask again" when the dialog offers a
  /// choice between actions) and whether it starts ticked.
  ///
  /// NSAlert draws it as its suppression button under the buttons,
  /// SwiftUI on macOS as `dialogSuppressionToggle`, the terminal as a
  /// checkbox row. A dialog has one: it comes last among
  /// ``Dialog/controls`` wherever it was added, and a later one replaces an
  /// earlier. Its value is ``DialogValues/isSuppressed``. UIKit has no such
  /// checkbox and SwiftUI shows it on macOS only: ``Dialog/problems(for:)``
  /// reports ``DialogProblem/Kind/suppressionToggleUnsupported`` there.
  ///
  /// ```swift
  /// @MainActor
  /// func confirmEmptyTrash(on presenter: any DialogPresenter) async throws {
  ///   let dialog = Dialog<Bool>.alert("Empty the Trash?")
  ///     .addDestructive("Empty Trash", key: true)
  ///     .addCancel("Cancel", key: false)
  ///     .addControl(.suppressionToggle())
  ///   let ending = try await dialog.presentForEnding(using: presenter)
  ///   if ending.values.isSuppressed { print("stop asking") }
  /// }
  /// ```
  case suppressionToggle(DialogText? = nil, isSuppressed: Bool = false)

  /// A checkbox whose title is shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// ```swift
  /// // The disks' names are the user's data, never looked up.
  /// let disks = ["Backup Disk", "Photos 2026"]
  /// var eject = Dialog<String>.alert("Eject which disks?")
  /// for disk in disks {
  ///   eject = eject.addControl(.toggle(disk, key: disk, isOn: true))
  /// }
  /// eject = eject.addAction("Eject", key: "eject")
  ///   .addCancel("Cancel", key: "cancel")
  /// ```
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, as written.
  ///   - key: The key its value is read by.
  ///   - isOn: Whether it starts on.
  ///   - gates: The keys of the actions kept disabled while it is off.
  /// - Returns: The checkbox.
  @_disfavoredOverload
  public static func toggle(
    _ title: some StringProtocol, key: Key, isOn: Bool = false, gates: [Key] = []
  ) -> Self {
    .toggle(.verbatim(String(title)), key: key, isOn: isOn, gates: gates)
  }

  /// A suppression toggle of this title.
  ///
  /// The overload a literal title meets, so that it ranks above the
  /// `String` one whatever `isSuppressed` is: before ranking, Swift favours
  /// the overloads a literal matches, and it matches a `String` or a
  /// `DialogText` parameter but not a `DialogText?` one.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title.
  ///   - isSuppressed: Whether it starts ticked.
  /// - Returns: The suppression toggle.
  @_documentation(visibility: internal)
  public static func suppressionToggle(_ title: DialogText, isSuppressed: Bool = false) -> Self {
    .suppressionToggle(Optional(title), isSuppressed: isSuppressed)
  }

  /// A suppression toggle whose title is shown exactly as written: a
  /// `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, as written.
  ///   - isSuppressed: Whether it starts ticked.
  /// - Returns: The suppression toggle.
  @_disfavoredOverload
  public static func suppressionToggle(
    _ title: some StringProtocol, isSuppressed: Bool = false
  ) -> Self {
    .suppressionToggle(.verbatim(String(title)), isSuppressed: isSuppressed)
  }

  /// A choice whose title is shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// Write an option's title that is a `String` value as `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - title: The title above the options, as written.
  ///   - key: The key its selection is read by.
  ///   - options: Each option's key and title, in display order.
  ///   - selected: The option selected at first, or `nil` for none.
  ///   - gates: The keys of the actions kept disabled while none is selected.
  /// - Returns: The choice.
  @_disfavoredOverload
  public static func choice(
    _ title: some StringProtocol, key: Key, options: [(key: Key, title: DialogText)],
    selected: Key? = nil, gates: [Key] = []
  ) -> Self {
    .choice(
      .verbatim(String(title)), key: key, options: options, selected: selected, gates: gates)
  }

  /// Whether this is the suppression toggle.
  @inlinable
  package var isSuppressionToggle: Bool {
    if case .suppressionToggle = self { true } else { false }
  }

  /// The key the control's value is read by; `nil` for the suppression
  /// toggle, read as ``DialogValues/isSuppressed``.
  package var key: Key? {
    switch self {
    case .toggle(_, let key, _, _), .choice(_, let key, _, _, _): key
    case .suppressionToggle: nil
    }
  }

  /// The title, if any.
  package var title: DialogText? {
    switch self {
    case .toggle(let title, _, _, _): title
    case .choice(let title, _, _, _, _): title
    case .suppressionToggle(let title, _): title
    }
  }

  /// The keys of the actions it gates.
  package var gatedKeys: [Key] {
    switch self {
    case .toggle(_, _, _, let gates), .choice(_, _, _, _, let gates): gates
    case .suppressionToggle: []
    }
  }

  /// Every text it shows, in order: the title, then a choice's options.
  package var texts: [DialogText] {
    switch self {
    case .toggle(let title, _, _, _): [title]
    case .choice(let title, _, let options, _, _): (title.map { [$0] } ?? []) + options.map(\.title)
    case .suppressionToggle(let title, _): title.map { [$0] } ?? []
    }
  }

  /// Its value before anyone changes it.
  package var initialValue: ControlValue<Key> {
    switch self {
    case .toggle(_, _, let isOn, _): .isOn(isOn)
    case .choice(_, _, _, let selected, _): .selected(selected)
    case .suppressionToggle(_, let isSuppressed): .isOn(isSuppressed)
    }
  }
}

extension DialogControl: Hashable {
  /// Whether two controls are the same: kind, texts, keys, initial value
  /// and gates.
  ///
  /// - Parameters:
  ///   - lhs: A control.
  ///   - rhs: Another control.
  /// - Returns: `true` when every part is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.toggle(let t1, let k1, let o1, let g1), .toggle(let t2, let k2, let o2, let g2)):
      t1 == t2 && k1 == k2 && o1 == o2 && g1 == g2
    case (
      .choice(let t1, let k1, let o1, let s1, let g1),
      .choice(let t2, let k2, let o2, let s2, let g2)
    ):
      t1 == t2 && k1 == k2 && s1 == s2 && g1 == g2
        && o1.elementsEqual(o2) { $0.key == $1.key && $0.title == $1.title }
    case (.suppressionToggle(let t1, let s1), .suppressionToggle(let t2, let s2)):
      t1 == t2 && s1 == s2
    default: false
    }
  }

  /// Hashes every part.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .toggle(let title, let key, let isOn, let gates):
      hasher.combine(0)
      hasher.combine(title)
      hasher.combine(key)
      hasher.combine(isOn)
      hasher.combine(gates)
    case .choice(let title, let key, let options, let selected, let gates):
      hasher.combine(1)
      hasher.combine(title)
      hasher.combine(key)
      hasher.combine(options.count)
      for option in options {
        hasher.combine(option.key)
        hasher.combine(option.title)
      }
      hasher.combine(selected)
      hasher.combine(gates)
    case .suppressionToggle(let title, let isSuppressed):
      hasher.combine(2)
      hasher.combine(title)
      hasher.combine(isSuppressed)
    }
  }
}

/// A control's value: whether a toggle is on, which option of a choice is
/// selected.
package enum ControlValue<Key: Hashable & Sendable>: Hashable, Sendable {
  /// A toggle's state.
  case isOn(Bool)
  /// A choice's selected option, or `nil` for none.
  case selected(Key?)

  /// Whether the value lets the actions its control gates be tapped: a
  /// toggle that is on, a choice with a selection.
  package var isMet: Bool {
    switch self {
    case .isOn(let isOn): isOn
    case .selected(let key): key != nil
    }
  }
}
