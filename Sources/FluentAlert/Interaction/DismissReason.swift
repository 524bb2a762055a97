/// Why a presentation ended, with the key it reports to the tap handler.
///
/// The handler runs exactly once when ``key`` is not `nil`, and not at all
/// otherwise.
public enum DismissReason<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The user tapped the action with this key.
  case action(Key)
  /// The auto-dismiss timer fired, reporting the dialog's
  /// ``AutoDismiss/key`` (or none).
  case timeout(Key?)
  /// The user dismissed the dialog without choosing an action: a tap outside
  /// an iPad popover, Escape in a terminal or on macOS. Reports the cancel
  /// action's key when the dialog has one, else no key.
  case outsideTap(Key?)
  /// Code dismissed the dialog (``AnyDialogSession/dismiss()``, a cancelled
  /// task, a queue replacing it). Reports no key.
  case programmatic
  /// The screen that showed the dialog went away without any of the above
  /// (the presenter was deallocated or called ``AnyDialogSession/tearDown()``).
  /// Reports no key.
  case tornDown

  /// The key passed to the tap handler, or `nil` when the handler is not
  /// called.
  public var key: Key? {
    switch self {
    case .action(let key): key
    case .timeout(let key), .outsideTap(let key): key
    case .programmatic, .tornDown: nil
    }
  }

  /// The same reason with its key transformed.
  ///
  /// - Parameter transform: Maps a key.
  /// - Returns: The reason with `transform` applied to its key, if any.
  package func mapKey<Other: Hashable & Sendable>(
    _ transform: (Key) throws -> Other
  ) rethrows -> DismissReason<Other> {
    switch self {
    case .action(let key): .action(try transform(key))
    case .timeout(let key): .timeout(try key.map(transform))
    case .outsideTap(let key): .outsideTap(try key.map(transform))
    case .programmatic: .programmatic
    case .tornDown: .tornDown
    }
  }
}

extension DismissReason: CustomStringConvertible {
  /// A short form for logs and test messages: `action(save)`,
  /// `timeout(no key)`.
  public var description: String {
    func name(_ key: Key?) -> String { key.map(SnapshotEscaping.key) ?? "no key" }
    switch self {
    case .action(let key): return "action(\(SnapshotEscaping.key(key)))"
    case .timeout(let key): return "timeout(\(name(key)))"
    case .outsideTap(let key): return "outsideTap(\(name(key)))"
    case .programmatic: return "programmatic"
    case .tornDown: return "tornDown"
    }
  }
}

extension DismissReason where Key == Int {
  /// The same reason with its action index replaced by that action's own
  /// key, as the dialog's key type.
  ///
  /// - Parameters:
  ///   - key: The original key of the action at an index.
  ///   - type: The dialog's key type.
  /// - Returns: The keyed reason, or `nil` when a key is not a `Other` (which
  ///   a follow-up of another key type would need, and cannot be written).
  package func keyed<Other: Hashable & Sendable>(
    by key: (Int) -> (any Hashable & Sendable)?, as type: Other.Type
  ) -> DismissReason<Other>? {
    try? mapKey { index in
      guard let key = key(index) as? Other else { throw KeyTypeMismatch() }
      return key
    }
  }
}

/// A reason's key is not of the dialog's key type.
private struct KeyTypeMismatch: Error {}
