/// Checks the `Equatable` and `Hashable` laws over a list of values.
///
/// Every pair is compared: equality must be reflexive and symmetric, and
/// equal values must hash equal. Values the caller declares distinct
/// (`distinct: true`) must also be unequal to each other.
///
/// ```swift
/// let failures = checkHashable([a, b, c])
/// #expect(failures.isEmpty, "\(failures)")
/// ```
///
/// - Parameters:
///   - values: The values to check; transitivity is checked over all triples
///     when there are at most 64 values.
///   - distinct: Whether the values are known to be pairwise different.
/// - Returns: One line per broken law; empty when every law holds.
public func checkHashable<T: Hashable>(_ values: [T], distinct: Bool = false) -> [String] {
  var failures: [String] = []
  for (i, a) in values.enumerated() {
    if a != a { failures.append("value \(i) is not equal to itself") }
    if a.hashValue != a.hashValue { failures.append("value \(i) hashes unstably") }
    for (j, b) in values.enumerated() where j > i {
      let equal = a == b
      if equal != (b == a) { failures.append("equality of \(i) and \(j) is not symmetric") }
      if equal && a.hashValue != b.hashValue {
        failures.append("values \(i) and \(j) are equal but hash differently")
      }
      if equal && distinct { failures.append("values \(i) and \(j) should differ but are equal") }
    }
  }
  if values.count <= 64 {
    for (i, a) in values.enumerated() {
      for (j, b) in values.enumerated() where a == b && i != j {
        for (k, c) in values.enumerated() where b == c && a != c {
          failures.append("equality of \(i), \(j), \(k) is not transitive")
        }
      }
    }
  }
  return failures
}
