import FluentAlert

/// A dialog that differs from another in exactly one field.
public struct DialogMutation: Sendable, CustomStringConvertible {
  /// The path of the changed field, such as `actions[1].titleColor` or
  /// `textFields[0].requirement.rule`.
  public let field: String
  /// The changed dialog.
  public let dialog: Dialog<GenKey>

  /// Creates a mutation record.
  ///
  /// - Parameters:
  ///   - field: The path of the changed field.
  ///   - dialog: The changed dialog.
  public init(field: String, dialog: Dialog<GenKey>) {
    self.field = field
    self.dialog = dialog
  }

  /// The field path.
  public var description: String { field }
}
