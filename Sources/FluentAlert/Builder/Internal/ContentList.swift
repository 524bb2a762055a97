/// The flattened actions, text fields and controls of a builder block, with the
/// positions of keyless actions still to be numbered.
@usableFromInline
struct ContentList<Key: Hashable & Sendable>: Sendable {
  @usableFromInline var actions: [DialogAction<Key>] = []
  @usableFromInline var textFields: [DialogTextField<Key>] = []
  @usableFromInline var controls: [DialogControl<Key>] = []
  /// Positions in `actions` whose key is to become the final index; empty
  /// unless `Key == Int`.
  @usableFromInline var keyless: [Int] = []

  /// An empty list with room for `capacity` actions: exact when every part
  /// is one action, as in most bodies; nested lists grow the array as needed.
  @inlinable
  init(capacity: Int) {
    actions.reserveCapacity(capacity)
  }

  // Always inlined into the builder's block: called, it takes each
  // statement's content owned, so the block copies every action it still
  // holds and destroys the originals after (a tenth of a dialog's cost).
  @inlinable @inline(__always)
  mutating func append(_ part: consuming DialogContent<Key>) {
    switch part.storage {
    case .empty:
      break
    case .action(let action, let isKeyless):
      if isKeyless { keyless.append(actions.count) }
      actions.append(action)
    case .textField(let fields):
      textFields.append(contentsOf: fields)
    case .control(let parts):
      controls.append(contentsOf: parts)
    case .list(let list):
      let offset = actions.count
      for position in list.keyless { keyless.append(offset + position) }
      actions.append(contentsOf: list.actions)
      textFields.append(contentsOf: list.textFields)
      controls.append(contentsOf: list.controls)
    }
  }

  /// Appends every part, moving each out of `parts` instead of copying it.
  ///
  /// Each slot is left holding an empty part, so `parts` stays fully
  /// initialized and its destruction no longer releases the moved contents.
  @inlinable
  mutating func append(moving parts: inout [DialogContent<Key>]) {
    parts.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in 0..<buffer.count {
        append((base + index).move())
        (base + index).initialize(to: DialogContent(.empty))
      }
    }
  }

  /// The actions with every keyless one keyed by its index.
  @inlinable
  consuming func numberedActions() -> [DialogAction<Key>] {
    var actions = self.actions
    for position in keyless {
      if let key = position as? Key { actions[position] = actions[position].keyed(key) }
    }
    return actions
  }
}
