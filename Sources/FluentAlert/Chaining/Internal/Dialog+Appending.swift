extension Dialog {
  /// The capacity reserved by the first appended action or field, so that a
  /// typical dialog is built with one allocation per array.
  @usableFromInline static var initialCapacity: Int { 8 }

  /// Appends an action in place: what every `add…` chain method does to the
  /// dialog it consumes, so a chain of *n* calls costs O(*n*).
  @inlinable
  mutating func append(_ action: consuming DialogAction<Key>) {
    if _actions.capacity == 0 { _actions.reserveCapacity(Self.initialCapacity) }
    _actions.append(action)
  }

  /// Appends a text field in place.
  @inlinable
  mutating func append(_ field: consuming DialogTextField<Key>) {
    if _textFields.capacity == 0 { _textFields.reserveCapacity(Self.initialCapacity) }
    _textFields.append(field)
  }
}
