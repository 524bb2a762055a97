internal import FluentAlertText

/// Why a tap was refused.
///
/// Refusals are returned, never ignored silently, and never trap.
public enum TapRefusal: Hashable, Sendable {
  /// The presentation has not been shown yet (it is pending, or its
  /// presenter has not reported it visible).
  case notPresented
  /// The presentation has already ended.
  case alreadyDismissed
  /// The dialog has no action with that key, index or identifier.
  case noSuchAction
  /// The action is disabled: in the dialog's description, or by the app
  /// through ``AnyDialogSession/setEnabled(_:actionAt:)``.
  case disabled
  /// The action is gated by the requirements of these text fields (indices),
  /// whose current text does not meet them.
  case unmetRequirement(fields: [Int])
  /// The action is gated by these controls (indices, top to bottom): a
  /// toggle that is off, or a choice with nothing selected.
  case unmetControl(controls: [Int])
  /// The action is gated by a text check written in code
  /// (``Dialog/textCheck(gates:_:)``), which fails with this message.
  case unmetTextCheck(message: String)
}

extension TapRefusal: CustomStringConvertible {
  /// One sentence explaining the refusal.
  public var description: String {
    switch self {
    case .notPresented: "the dialog is not presented yet"
    case .alreadyDismissed: "the dialog has already been dismissed"
    case .noSuchAction: "the dialog has no such action"
    case .disabled: "the action is disabled"
    case .unmetRequirement(let fields):
      "the action is disabled until the requirement of text field"
        + (fields.count == 1 ? " " : "s ") + fields.map(String.init).joined(separator: ", ")
        + " is met"
    case .unmetControl(let controls):
      "the action is disabled until control"
        + (controls.count == 1 ? " " : "s ") + controls.map(String.init).joined(separator: ", ")
        + (controls.count == 1 ? " is" : " are") + " turned on or given a selection"
    case .unmetTextCheck(let message):
      "the action is disabled until the texts pass a check: "
        + TextEscaping.quoted(message)
    }
  }
}
