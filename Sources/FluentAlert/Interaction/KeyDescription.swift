/// A key as text, for identifiers, snapshots and the terminal: what
/// `String(describing:)` writes, without its reflection for the keys most
/// dialogs use (`Int` and `String`), which costs more than drawing a button.
package enum KeyDescription {
  /// The key's text form: `String(describing: key)`.
  ///
  /// - Parameter key: Any key.
  /// - Returns: The key as `String(describing:)` writes it.
  package static func of<Key>(_ key: Key) -> String {
    if let integer = key as? Int { return String(integer) }
    if let string = key as? String { return string }
    return String(describing: key)
  }
}
