/// The exact decimal text form of a `Duration`, shared by the JSON format, the
/// snapshot and validation messages: `"5s"`, `"1.5s"`, `"0.25s"`, `"-2s"`;
/// `"250ms"` is also read.
///
/// Formatting writes whole seconds and up to 18 fractional digits (attoseconds),
/// trailing zeros trimmed, so every `Duration` round-trips exactly.
package enum DurationText {
  /// Exact seconds for every `Duration`, including those whose whole seconds
  /// do not fit in `Int64` (where `Duration.components` would trap).
  package static func format(_ duration: Duration) -> String {
    let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
    let negative = duration < .zero
    // A duration whose attosecond count is the whole number of seconds
    // (truncated toward zero), and the sub-second rest: both small enough
    // for `components`.
    var whole = duration / attosecondsPerSecond
    var rest = duration - whole * attosecondsPerSecond
    if negative {
      whole = .zero - whole
      rest = .zero - rest
    }
    let (high, low) = whole.components  // seconds = high * 10^18 + low
    var text = negative ? "-" : ""
    text += high == 0 ? String(low) : String(high) + padded(low)
    let fraction = rest.components.attoseconds
    if fraction != 0 {
      var digits = padded(fraction)
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return text + "s"
  }

  /// Whether ``parse(_:)`` reads back what ``format(_:)`` writes for `duration`:
  /// whole seconds within `Int64`.
  package static func isReadable(_ duration: Duration) -> Bool {
    duration >= .seconds(Int64.min) && duration < .seconds(Int64.max) + .seconds(1)
  }

  /// A value below 10^18 as exactly 18 digits.
  private static func padded(_ value: Int64) -> String {
    let digits = String(value)
    return String(repeating: "0", count: 18 - digits.count) + digits
  }

  /// Parses `[-]digits[.digits](s|ms)`; `nil` when malformed or out of range.
  package static func parse(_ text: String) -> Duration? {
    var rest = Substring(text)
    let unitDigits: Int
    if rest.hasSuffix("ms") {
      rest = rest.dropLast(2)
      unitDigits = 15
    } else if rest.hasSuffix("s") {
      rest = rest.dropLast()
      unitDigits = 18
    } else {
      return nil
    }
    let negative = rest.hasPrefix("-")
    if negative { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, let units = digits(whole) else { return nil }
    var fraction: UInt64 = 0
    if parts.count == 2 {
      // 18 (seconds) or 15 (milliseconds) fractional digits reach the attosecond.
      guard parts[1].count <= unitDigits, let value = digits(parts[1]) else { return nil }
      fraction = value
      for _ in parts[1].count..<unitDigits { fraction *= 10 }
    }
    // Split whole units into seconds and attoseconds.
    let perSecond: UInt64 = unitDigits == 18 ? 1 : 1_000
    let seconds = units / perSecond
    let attoseconds =
      (units % perSecond) * (unitDigits == 18 ? 0 : 1_000_000_000_000_000) + fraction
    let limit = UInt64(Int64.max) + (negative && attoseconds == 0 ? 1 : 0)
    guard seconds <= limit else { return nil }
    if negative {
      let wholeSeconds = seconds == UInt64(Int64.max) + 1 ? Int64.min : -Int64(seconds)
      return Duration(secondsComponent: wholeSeconds, attosecondsComponent: -Int64(attoseconds))
    }
    return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(attoseconds))
  }

  /// A run of ASCII digits as a number; `nil` when empty, not digits, or too large.
  private static func digits(_ text: Substring) -> UInt64? {
    guard !text.isEmpty else { return nil }
    var value: UInt64 = 0
    for byte in text.utf8 {
      guard (0x30...0x39).contains(byte) else { return nil }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
  }
}
