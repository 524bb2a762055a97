internal import FluentAlertText

/// A dialog's control as a presenter draws it now: its texts resolved for
/// the screen and its current value.
///
/// A session's ``AnyDialogSession/controls`` are these, top to bottom;
/// a control's position there is the index ``AnyDialogSession/setOn(_:forControl:)``
/// and ``AnyDialogSession/select(option:forControl:)`` take.
///
/// ```swift
/// @MainActor
/// func drawControls(of session: AnyDialogSession) -> [String] {
///   session.controls.flatMap { control -> [String] in
///     switch control {
///     case .toggle(let title, let isOn):
///       [(isOn ? "[x] " : "[ ] ") + title]
///     case .choice(let title, let options, let selected):
///       (title.map { [$0] } ?? [])
///         + options.indices.map {
///           (selected == $0 ? "(•) " : "( ) ") + options[$0]
///         }
///     }
///   }
/// }
/// ```
public enum PresentedControl: Hashable, Sendable {
  /// A checkbox: its title and whether it is on.
  case toggle(String, isOn: Bool)
  /// One of a few options: the title above them (if any), each option's
  /// title in display order, and the index of the selected one (`nil` for
  /// none).
  case choice(String?, options: [String], selected: Int?)

  /// The control with its texts resolved and its value.
  ///
  /// - Parameters:
  ///   - control: The control as the indexed dialog describes it.
  ///   - value: Its current value.
  ///   - localization: Where and in which language text is looked up.
  package init(
    _ control: DialogControl<Int>, value: ControlValue<Int>, in localization: DialogLocalization
  ) {
    let title = control.title?.resolved(in: localization)
    switch (control, value) {
    case (.choice(_, _, let options, let selected, _), _):
      let current: Int? = if case .selected(let now) = value { now } else { selected }
      self = .choice(
        title, options: options.map { $0.title.resolved(in: localization) }, selected: current)
    case (.toggle, .isOn(let isOn)), (.suppressionToggle, .isOn(let isOn)):
      self = .toggle(title ?? "", isOn: isOn)
    case (.toggle, .selected), (.suppressionToggle, .selected):
      self = .toggle(title ?? "", isOn: control.initialValue.isMet)
    }
  }

  /// Whether its value lets the actions it gates be tapped: a toggle that
  /// is on, a choice with a selection.
  package var isMet: Bool {
    switch self {
    case .toggle(_, let isOn): isOn
    case .choice(_, _, let selected): selected != nil
    }
  }

  /// One line saying what it is and what it holds, as `DialogTester`
  /// describes it.
  package var description: String {
    switch self {
    case .toggle(let title, let isOn):
      "toggle \(TextEscaping.quoted(title)) \(isOn ? "on" : "off")"
    case .choice(let title, let options, let selected):
      "choice" + (title.map { " " + TextEscaping.quoted($0) } ?? "") + ": "
        + options.indices.map {
          TextEscaping.quoted(options[$0]) + (selected == $0 ? " (selected)" : "")
        }.joined(separator: ", ")
    }
  }
}
