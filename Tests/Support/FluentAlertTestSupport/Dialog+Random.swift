import FluentAlert

extension Dialog where Key == GenKey {
  /// A small random dialog from the default ``DialogGenerator``.
  ///
  /// ```swift
  /// var rng = SeededGenerator(seed: 1)
  /// let dialog = Dialog<GenKey>.random(using: &rng)
  /// ```
  ///
  /// - Parameters:
  ///   - rng: The source of randomness.
  ///   - validity: `.valid` (the default) for a dialog without problems,
  ///     `.arbitrary` for anything.
  /// - Returns: A random dialog.
  public static func random<R: RandomNumberGenerator>(
    using rng: inout R, validity: DialogGenerator.Validity = .valid
  ) -> Self {
    DialogGenerator(validity: validity).dialog(using: &rng)
  }
}
