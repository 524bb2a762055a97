/// Equality and hashing for the `Double`s stored in a description.
///
/// IEEE 754 makes NaN unequal to itself, which would make a dialog holding a
/// NaN font size or anchor unequal to itself and break `Hashable` (a `Set`
/// could hold it twice). Descriptions treat every NaN as one value, as the
/// snapshot text does (it writes each as `nan`), and `-0.0` as `0.0`.
enum NumberIdentity {
  /// Whether two stored numbers are the same value.
  static func same(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || (lhs.isNaN && rhs.isNaN)
  }

  /// Feeds a stored number to a hasher so that `same` values hash equal.
  static func hash(_ value: Double, into hasher: inout Hasher) {
    hasher.combine(value.isNaN ? Double.nan : value)
  }
}
