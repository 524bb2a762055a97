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
  /// Lifts an action, destructive action or cancel action.
  ///
  /// - Parameter action: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression<Role>(_ action: consuming RoleAction<Role, Key>)
    -> DialogContent<Key>
  {
    DialogContent(.action(action.action, isKeyless: action.isKeyless))
  }

  /// Lifts a text field.
  ///
  /// - Parameter input: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ input: consuming TextInput<Key>) -> DialogContent<Key> {
    DialogContent(.textField([input]))
  }

  /// Lifts a control: `DialogControl.toggle("Delete files", key: .deleteFiles)`.
  ///
  /// - Parameter control: The component.
  /// - Returns: The content holding it.
  @inlinable
  public static func buildExpression(_ control: DialogControl<Key>) -> DialogContent<Key> {
    DialogContent(.control([control]))
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

  /// A helper's content must have the dialog's key type.
  ///
  /// - Parameter content: Content of another key type.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "this content's key type is not the dialog's key type: a @DialogBuilder helper must return DialogContent<Key> with the dialog's Key"
  )
  public static func buildExpression<Other>(_ content: DialogContent<Other>) -> DialogContent<Key> {
    fatalError("unavailable")
  }

  /// A statement that produces nothing is not a dialog component.
  ///
  /// - Parameter statement: A call such as `print(…)`.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a @DialogBuilder body holds only dialog components (Action, Destructive, Cancel, TextInput, a helper's DialogContent); move this statement out of the body"
  )
  public static func buildExpression(_ statement: Void) -> DialogContent<Key> {
    fatalError("unavailable")
  }

  /// An empty block.
  ///
  /// - Returns: Nothing.
  @inlinable
  public static func buildBlock() -> DialogContent<Key> {
    DialogContent(.empty)
  }

  /// A block of one statement, such as the body of most `if`s and `for`s.
  ///
  /// - Parameter part: The statement's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildBlock(_ part: consuming DialogContent<Key>) -> DialogContent<Key> {
    part
  }

  /// Joins a block of 2 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 2)
    list.append(consume p0)
    list.append(consume p1)
    return DialogContent(.list(list))
  }

  /// Joins a block of 3 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 3)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    return DialogContent(.list(list))
  }

  /// Joins a block of 4 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 4)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    return DialogContent(.list(list))
  }

  /// Joins a block of 5 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 5)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    return DialogContent(.list(list))
  }

  /// Joins a block of 6 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  ///   - p5: Statement 6.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>, _ p5: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 6)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    list.append(consume p5)
    return DialogContent(.list(list))
  }

  /// Joins a block of 7 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  ///   - p5: Statement 6.
  ///   - p6: Statement 7.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>, _ p5: consuming DialogContent<Key>,
    _ p6: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 7)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    list.append(consume p5)
    list.append(consume p6)
    return DialogContent(.list(list))
  }

  /// Joins a block of 8 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  ///   - p5: Statement 6.
  ///   - p6: Statement 7.
  ///   - p7: Statement 8.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>, _ p5: consuming DialogContent<Key>,
    _ p6: consuming DialogContent<Key>, _ p7: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 8)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    list.append(consume p5)
    list.append(consume p6)
    list.append(consume p7)
    return DialogContent(.list(list))
  }

  /// Joins a block of 9 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  ///   - p5: Statement 6.
  ///   - p6: Statement 7.
  ///   - p7: Statement 8.
  ///   - p8: Statement 9.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>, _ p5: consuming DialogContent<Key>,
    _ p6: consuming DialogContent<Key>, _ p7: consuming DialogContent<Key>,
    _ p8: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 9)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    list.append(consume p5)
    list.append(consume p6)
    list.append(consume p7)
    list.append(consume p8)
    return DialogContent(.list(list))
  }

  /// Joins a block of 10 statements, in order, moving each part.
  ///
  /// - Parameters:
  ///   - p0: Statement 1.
  ///   - p1: Statement 2.
  ///   - p2: Statement 3.
  ///   - p3: Statement 4.
  ///   - p4: Statement 5.
  ///   - p5: Statement 6.
  ///   - p6: Statement 7.
  ///   - p7: Statement 8.
  ///   - p8: Statement 9.
  ///   - p9: Statement 10.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildBlock(
    _ p0: consuming DialogContent<Key>, _ p1: consuming DialogContent<Key>,
    _ p2: consuming DialogContent<Key>, _ p3: consuming DialogContent<Key>,
    _ p4: consuming DialogContent<Key>, _ p5: consuming DialogContent<Key>,
    _ p6: consuming DialogContent<Key>, _ p7: consuming DialogContent<Key>,
    _ p8: consuming DialogContent<Key>, _ p9: consuming DialogContent<Key>
  ) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: 10)
    list.append(consume p0)
    list.append(consume p1)
    list.append(consume p2)
    list.append(consume p3)
    list.append(consume p4)
    list.append(consume p5)
    list.append(consume p6)
    list.append(consume p7)
    list.append(consume p8)
    list.append(consume p9)
    return DialogContent(.list(list))
  }

  /// Joins a block of more than ten statements, in order.
  ///
  /// Blocks of up to ten statements use the fixed-arity overloads above,
  /// which move each statement's content into the result; a variadic array
  /// can only be copied out of, which costs about a quarter more
  /// instructions per dialog. This overload is disfavoured so that it only
  /// serves longer blocks (better split into helpers anyway).
  ///
  /// - Parameter parts: Each statement's content.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  @_disfavoredOverload
  public static func buildBlock(_ parts: DialogContent<Key>...) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: parts.count)
    for part in parts { list.append(part) }
    return DialogContent(.list(list))
  }

  /// Content of an `if` without `else`, or of an `if let`.
  ///
  /// - Parameter part: The content when the condition held, else `nil`.
  /// - Returns: That content, or nothing.
  @inlinable
  public static func buildOptional(_ part: consuming DialogContent<Key>?) -> DialogContent<Key> {
    part ?? DialogContent(.empty)
  }

  /// Content of the first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildEither(first: consuming DialogContent<Key>) -> DialogContent<Key> {
    first
  }

  /// Content of the second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildEither(second: consuming DialogContent<Key>) -> DialogContent<Key> {
    second
  }

  /// Content of a `for … in` loop, one part per iteration.
  ///
  /// - Parameter parts: Each iteration's content.
  /// - Returns: Their actions and text fields, flattened.
  @inlinable
  public static func buildArray(_ parts: consuming [DialogContent<Key>]) -> DialogContent<Key> {
    var list = ContentList<Key>(capacity: parts.count)
    list.append(moving: &parts)
    return DialogContent(.list(list))
  }

  /// Content of an `if #available` branch.
  ///
  /// - Parameter part: The branch's content.
  /// - Returns: The same content.
  @inlinable
  public static func buildLimitedAvailability(_ part: consuming DialogContent<Key>)
    -> DialogContent<Key>
  {
    part
  }
}
