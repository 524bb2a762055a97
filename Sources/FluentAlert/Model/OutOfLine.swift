/// Settings kept out of line: one shared, copy-on-write box, allocated only
/// when a setting is given, so a value that uses none of them carries one
/// empty reference and copies nothing.
///
/// ``DialogAction`` keeps its ``ActionSettings`` this way, and ``Dialog``
/// its rarely used settings and callbacks. Reading a setting that was never
/// given reads `Value()`, the defaults; the first change allocates the box,
/// and a change to a box another copy shares copies it first.
@usableFromInline
package struct OutOfLine<Value: OutOfLineSettings>: Sendable {
  /// The shared box.
  ///
  /// Its value only changes while one owner holds it, so sharing it
  /// between threads is safe.
  @usableFromInline
  final class Box: @unchecked Sendable {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
  }

  /// The box, or `nil` while every setting has its default.
  @usableFromInline var box: Box?

  /// Every setting at its default, with no box.
  @inlinable
  package init() { box = nil }

  /// The settings: read from the box, or the defaults when there is none;
  /// changed in place when this value alone holds the box.
  @inlinable
  package var value: Value {
    get { box?.value ?? Value() }
    _modify {
      if box == nil {
        box = Box(Value())
      } else if !isKnownUniquelyReferenced(&box) {
        box = Box(box.unsafelyUnwrapped.value)
      }
      yield &box.unsafelyUnwrapped.value
    }
  }

  /// One setting, read without copying the others.
  ///
  /// A closure rather than a key path: a key path into a generic value is
  /// built at run time wherever the code is not specialized.
  ///
  /// - Parameter setting: Reads the setting from the settings.
  /// - Returns: The setting.
  @inlinable
  package func read<Setting>(_ setting: (borrowing Value) -> Setting) -> Setting {
    if let box { return setting(box.value) }
    return setting(Value())
  }
}

/// Settings that ``OutOfLine`` can keep: created with every setting at its
/// default.
@usableFromInline
package protocol OutOfLineSettings: Sendable {
  /// Every setting at its default.
  init()
}

extension OutOfLine: Equatable where Value: Equatable {
  /// Whether the settings are equal, whether or not a box holds them.
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.value == rhs.value
  }
}

extension OutOfLine: Hashable where Value: Hashable {
  /// Hashes the settings, whether or not a box holds them.
  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
