/// The flattened actions and text fields of a builder block, with the
/// positions of keyless actions still to be numbered.
@usableFromInline
struct ContentList<Key: Hashable & Sendable>: Sendable {
  @usableFromInline var actions: [DialogAction<Key>] = []
  @usableFromInline var textFields: [DialogTextField<Key>] = []
  /// Positions in `actions` whose key is to become the final index; empty
  /// unless `Key == Int`.
  @usableFromInline var keyless: [Int] = []

  @inlinable
  init() {}

  /// Reserves room for every action and field of `parts`, so that appending
  /// them allocates each array once.
  @inlinable
  mutating func reserve(for parts: some Collection<DialogContent<Key>>) {
    var actionCount = 0
    var fieldCount = 0
    for part in parts {
      switch part.storage {
      case .empty: break
      case .action: actionCount += 1
      case .textField: fieldCount += 1
      case .list(let list):
        actionCount += list.actions.count
        fieldCount += list.textFields.count
      }
    }
    if actionCount > 0 { actions.reserveCapacity(actionCount) }
    if fieldCount > 0 { textFields.reserveCapacity(fieldCount) }
  }

  @inlinable
  mutating func append(_ part: DialogContent<Key>) {
    switch part.storage {
    case .empty:
      break
    case .action(let action, let isKeyless):
      if isKeyless { keyless.append(actions.count) }
      actions.append(action)
    case .textField(let field):
      textFields.append(field)
    case .list(let list):
      let offset = actions.count
      for position in list.keyless { keyless.append(offset + position) }
      actions.append(contentsOf: list.actions)
      textFields.append(contentsOf: list.textFields)
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
