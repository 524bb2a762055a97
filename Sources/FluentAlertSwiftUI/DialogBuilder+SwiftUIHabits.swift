#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert

  // SwiftUI views written in a dialog's body, as a SwiftUI `.alert`'s actions are: each is
  // refused with the dialog's own spelling instead of the builder's generic "no exact matches".
  extension DialogBuilder {
    /// Refused: a dialog's text field is `TextInput`.
    ///
    /// - Parameter field: Unused.
    /// - Returns: Never returns.
    @available(
      *, unavailable,
      message:
        "a dialog's text field is TextInput(\"Name\"), not TextField: its text reaches actionTap { key, texts in … }, so it needs no binding"
    )
    public static func buildExpression<Label>(_ field: TextField<Label>) -> DialogContent<Key> {
      fatalError("unavailable")
    }

    /// Refused: a dialog's secure field is `TextInput(…).secure()`.
    ///
    /// - Parameter field: Unused.
    /// - Returns: Never returns.
    @available(
      *, unavailable,
      message:
        "a dialog's password field is TextInput(\"Password\").secure(), not SecureField: its text reaches actionTap { key, texts in … }"
    )
    public static func buildExpression<Label>(_ field: SecureField<Label>) -> DialogContent<Key> {
      fatalError("unavailable")
    }

    /// Refused: a dialog's buttons are actions with keys.
    ///
    /// - Parameter button: Unused.
    /// - Returns: Never returns.
    @available(
      *, unavailable,
      message:
        "a dialog's button is Action(\"Title\", key: …), Destructive or Cancel, not Button: handle every tap in one .actionTap { key in … }"
    )
    public static func buildExpression<Label>(_ button: Button<Label>) -> DialogContent<Key> {
      fatalError("unavailable")
    }
  }
#endif
