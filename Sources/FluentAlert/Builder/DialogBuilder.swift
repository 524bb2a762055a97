/// The result builder that writes a dialog's actions and text fields as a
/// list of statements.
///
/// Every form of Swift control flow works: `if`, `if`/`else`, `switch`,
/// `for … in`, `if let`, and `if #available`. Fix the key type at the call
/// site (`Dialog<Choice>(…) { … }`) so the type checker never has to search.
///
/// ```swift
/// enum Choice: Hashable, Sendable { case follow, mute, cancel }
/// let showsCancel = true
///
/// let dialog = Dialog<Choice>(.actionSheet, title: "Ana", message: "What now?") {
///   Action("Follow", key: .follow).preferred()
///   Destructive("Mute", key: .mute)
///   if showsCancel { Cancel("Cancel", key: .cancel) }
/// }
/// ```
///
/// A body's type-check time grows with the square of its statement count;
/// for long dialogs, split the body into `@DialogBuilder` helpers of about
/// ten statements returning ``DialogContent``.
@resultBuilder
public enum DialogBuilder<Key: Hashable & Sendable> {
  /// Lifts a default-style action.
  ///
  /// - Parameter action: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ action: Action<Key>) -> DialogContent<Key> {
    DialogContent(.action(action.action, isKeyless: action.isKeyless))
  }

  /// Lifts a destructive action.
  ///
  /// - Parameter action: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ action: Destructive<Key>) -> DialogContent<Key> {
    DialogContent(.action(action.action, isKeyless: action.isKeyless))
  }

  /// Lifts a cancel action.
  ///
  /// - Parameter action: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ action: Cancel<Key>) -> DialogContent<Key> {
    DialogContent(.action(action.action, isKeyless: action.isKeyless))
  }

  /// Lifts a text field.
  ///
  /// - Parameter input: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ input: TextInput<Key>) -> DialogContent<Key> {
    DialogContent(.textField(input.field))
  }

  /// Passes on the content of a `@DialogBuilder` helper.
  ///
  /// - Parameter content: What the helper built.
  /// - Returns: The same content.
  @inlinable
  public static func buildExpression(_ content: DialogContent<Key>) -> DialogContent<Key> {
    content
  }

  /// A dialog cannot contain another dialog.
  ///
  /// - Parameter dialog: A dialog.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a Dialog cannot be nested in another; move its actions into a @DialogBuilder helper returning DialogContent, or chain on the outer dialog"
  )
  public static func buildExpression(_ dialog: Dialog<Key>) -> DialogContent<Key> {
    fatalError("unavailable")
  }

  /// A bare string is not an action.
  ///
  /// - Parameter title: A string.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a string alone is not an action; write Action(\"Title\", key: …), Destructive, Cancel or TextInput(\"Placeholder\")"
  )
  public static func buildExpression(_ title: String) -> DialogContent<Key> {
    fatalError("unavailable")
  }

  /// Joins the statements of a block, in order.
  ///
  /// - Parameter parts: Each statement's content.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(_ parts: DialogContent<Key>...) -> DialogContent<Key> {
    if parts.count == 1 { return parts[0] }
    if parts.isEmpty { return DialogContent(.empty) }
    var list = ContentList<Key>()
    list.reserve(for: parts)
    for part in parts { list.append(part) }
    return DialogContent(.list(list))
  }

  /// Content of an `if` without `else`, or of an `if let`.
  ///
  /// - Parameter part: The content when the condition held, else `nil`.
  /// - Returns: That content, or nothing.
  @inlinable
  public static func buildOptional(_ part: DialogContent<Key>?) -> DialogContent<Key> {
    part ?? DialogContent(.empty)
  }

  /// Content of the first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildEither(first: DialogContent<Key>) -> DialogContent<Key> {
    first
  }

  /// Content of the second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildEither(second: DialogContent<Key>) -> DialogContent<Key> {
    second
  }

  /// Content of a `for … in` loop, one part per iteration.
  ///
  /// - Parameter parts: Each iteration's content.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildArray(_ parts: [DialogContent<Key>]) -> DialogContent<Key> {
    var list = ContentList<Key>()
    list.reserve(for: parts)
    for part in parts { list.append(part) }
    return DialogContent(.list(list))
  }

  /// Content of an `if #available` branch.
  ///
  /// - Parameter part: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildLimitedAvailability(_ part: DialogContent<Key>) -> DialogContent<Key> {
    part
  }
}
