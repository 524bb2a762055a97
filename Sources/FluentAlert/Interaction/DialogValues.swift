/// What the user entered in a dialog: each text field's text, top to
/// bottom, and each control's value, read by its key.
///
/// The tap handler, `followUp` and ``DialogEnding`` receive it. It is a
/// collection of the texts, so a handler reads a field's text as it reads
/// an array's element, and a control's value by the control's key:
///
/// ```swift
/// enum SaveAs: Hashable, Sendable { case save, cancel, hideExtension }
///
/// @MainActor func save(as name: String, hidingExtension: Bool) {}
///
/// let dialog = Dialog<SaveAs>.alert("Save As")
///   .addTextField("Name")
///   .addControl(.toggle("Hide extension", key: .hideExtension, isOn: true))
///   .addAction("Save", key: .save)
///   .addCancel("Cancel", key: .cancel)
///   .actionTap { key, values in
///     guard key == .save else { return }
///     save(as: values[0], hidingExtension: values.isOn(.hideExtension))
///   }
/// ```
public struct DialogValues<Key: Hashable & Sendable>: Hashable, Sendable, RandomAccessCollection,
  ExpressibleByArrayLiteral
{
  /// The text fields' texts, top to bottom.
  package let texts: [String]
  /// Each control's value, by the control's key.
  package let controls: [Key: ControlValue<Key>]
  /// Whether the dialog's suppression toggle ("Do not show this message
  /// again") was on (`false` when it has none).
  public let isSuppressed: Bool

  /// Creates the values a dialog would report, as a test double of a
  /// presentation would.
  ///
  /// - Parameters:
  ///   - texts: The text fields' texts, top to bottom.
  ///   - isOn: Each toggle's state, by the toggle's key.
  ///   - selections: Each choice's selected option, by the choice's key.
  ///   - isSuppressed: Whether the suppression toggle was on.
  public init(
    texts: [String] = [], isOn: [Key: Bool] = [:], selections: [Key: Key] = [:],
    isSuppressed: Bool = false
  ) {
    self.texts = texts
    self.isSuppressed = isSuppressed
    controls = isOn.mapValues { ControlValue.isOn($0) }
      .merging(selections.mapValues { ControlValue.selected($0) }) { toggle, _ in toggle }
  }

  /// Creates the values of a dialog with these texts and no control, as a
  /// test compares them: `tester.handledValues == ["Ana"]`.
  ///
  /// - Parameter texts: The text fields' texts, top to bottom.
  public init(arrayLiteral texts: String...) {
    self.init(texts: texts)
  }

  /// The values of a dialog's fields and controls, in order.
  package init(texts: [String], controls: [Key: ControlValue<Key>], isSuppressed: Bool) {
    self.texts = texts
    self.isSuppressed = isSuppressed
    self.controls = controls
  }

  /// The position of the first text field's text.
  public var startIndex: Int { texts.startIndex }
  /// The position after the last text field's text.
  public var endIndex: Int { texts.endIndex }

  /// The text of the field at `index`, top to bottom.
  ///
  /// - Parameter index: The field's position.
  public subscript(index: Int) -> String { texts[index] }

  /// Whether the toggle of this key is on: `false` for a key no toggle has.
  ///
  /// - Parameter key: The toggle's key.
  /// - Returns: The toggle's state when the dialog reported.
  public func isOn(_ key: Key) -> Bool {
    if case .isOn(let isOn)? = controls[key] { isOn } else { false }
  }

  /// The option selected in the choice of this key, or `nil` when none is
  /// (or no choice has this key).
  ///
  /// - Parameter key: The choice's key.
  /// - Returns: The selected option's key.
  public func selection(_ key: Key) -> Key? {
    if case .selected(let option)? = controls[key] { option } else { nil }
  }
}

extension Dialog {
  /// The values before anyone changes them: each field's initial text, each
  /// control's initial value, the suppression toggle's initial state.
  package var initialValues: DialogValues<Key> {
    DialogValues(
      texts: textFields.map(\.text),
      controls: Dictionary(
        keyedControls.compactMap { control in control.key.map { ($0, control.initialValue) } },
        uniquingKeysWith: { first, _ in first }),
      isSuppressed: suppressionToggle?.isSuppressed ?? false)
  }

  /// The values a session of this dialog holds, which name each control by
  /// its index and a choice's option by its index, with this dialog's keys.
  ///
  /// - Parameter indexed: The session's values.
  /// - Returns: The same values, read by this dialog's keys.
  package func keyedValues(_ indexed: DialogValues<Int>) -> DialogValues<Key> {
    var keyed: [Key: ControlValue<Key>] = [:]
    for (index, control) in keyedControls.enumerated() {
      guard let key = control.key else { continue }
      switch (control, indexed.controls[index]) {
      case (_, .isOn(let isOn)?):
        keyed[key] = .isOn(isOn)
      case (.choice(_, _, let options, _, _), .selected(let option)?):
        keyed[key] = .selected(
          option.flatMap { options.indices.contains($0) ? options[$0].key : nil })
      default:
        keyed[key] = control.initialValue
      }
    }
    return DialogValues(texts: indexed.texts, controls: keyed, isSuppressed: indexed.isSuppressed)
  }
}
