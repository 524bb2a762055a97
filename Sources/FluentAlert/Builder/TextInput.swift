/// A text field in a `@DialogBuilder` body (alerts only): a
/// ``DialogTextField``, named `TextInput` so it does not clash with
/// SwiftUI's `TextField`.
///
/// Its modifiers (those of ``DialogTextField``) return adjusted copies:
///
/// ```swift
/// let login = Dialog<String>(.alert, title: "Sign in") {
///   TextInput("User name").contentType(.username)
///   TextInput("Password").secure().required(.nonEmpty, gates: ["signIn"])
///   Action("Sign in", key: "signIn").preferred()
///   Cancel("Cancel", key: "cancel")
/// }
/// ```
public typealias TextInput<Key: Hashable & Sendable> = DialogTextField<Key>
