internal import FluentAlertText

/// How the snapshot text, problem messages and renderers write a dialog's
/// keys (strings in general are quoted and escaped by `TextEscaping`).
package enum SnapshotEscaping {
  /// A key as the snapshot writes it: `String(describing: key)` bare when it
  /// looks like an identifier or number (`follow`, `3`), quoted otherwise
  /// (`"user(id: 3)"`).
  ///
  /// - Parameter key: Any key.
  /// - Returns: The key's text form.
  package static func key<Key>(_ key: Key) -> String {
    let text = KeyDescription.of(key)
    let isBare =
      !text.isEmpty
      && text.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E || byte == 0x2D
      }
    return isBare ? text : TextEscaping.quoted(text)
  }
}
