internal import FluentAlertText

/// A colour for a title, message or action title.
///
/// Make one from components, a hex string, a platform system colour or an
/// asset-catalogue name:
///
/// ```swift
/// let red = DialogColor.rgba(red: 1, green: 0.23, blue: 0.19)
/// let brand = try DialogColor(hex: "#FF3B30")
/// let label = DialogColor.system(.label)
/// let accent = DialogColor.asset("AccentColor")
/// ```
///
/// Components are kept in `0...1`: ``rgba(red:green:blue:alpha:)`` clamps
/// out-of-range values and turns NaN into 0, so every colour is equal to
/// itself and hashes consistently.
public struct DialogColor: Hashable, Sendable {
  /// How the colour is specified.
  public enum Representation: Hashable, Sendable {
    /// Red, green, blue and alpha in `0...1` (sRGB).
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    /// A colour the platform defines and adapts to light and dark mode.
    case system(SystemColor)
    /// A named colour in the app's asset catalogue.
    case asset(String)
  }

  /// How the colour is specified.
  public let representation: Representation

  private init(_ representation: Representation) {
    self.representation = representation
  }

  /// A colour from sRGB components, each clamped to `0...1` (NaN becomes 0).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; 1 is opaque.
  /// - Returns: The colour.
  public static func rgba(red: Double, green: Double, blue: Double, alpha: Double = 1) -> Self {
    Self(.rgba(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha)))
  }

  /// A colour the platform defines, such as `.label` or `.systemRed`.
  ///
  /// - Parameter color: The system colour.
  /// - Returns: The colour.
  public static func system(_ color: SystemColor) -> Self {
    Self(.system(color))
  }

  /// A named colour from the app's asset catalogue.
  ///
  /// - Parameter name: The colour set's name.
  /// - Returns: The colour.
  public static func asset(_ name: String) -> Self {
    Self(.asset(name))
  }

  /// Parses a hex colour: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, with or
  /// without the leading `#`, in either case.
  ///
  /// ```swift
  /// let red = try DialogColor(hex: "#FF3B30")
  /// ```
  ///
  /// - Parameter hex: The hex string.
  /// - Throws: ``HexError`` naming the string and what is wrong with it.
  public init(hex: String) throws(HexError) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    var nibbles: [UInt8] = []
    nibbles.reserveCapacity(8)
    for character in digits {
      guard character.isASCII, let value = character.hexDigitValue else {
        throw HexError.notAHexDigit(input: hex, character: character)
      }
      nibbles.append(UInt8(value))
    }
    var components: [Double] = []
    switch nibbles.count {
    case 3, 4:
      for nibble in nibbles {
        let byte: UInt8 = nibble * 17
        components.append(Double(byte) / 255)
      }
    case 6, 8:
      for index in stride(from: 0, to: nibbles.count, by: 2) {
        let byte: UInt8 = nibbles[index] << 4 | nibbles[index + 1]
        components.append(Double(byte) / 255)
      }
    default:
      throw HexError.wrongLength(input: hex, digits: nibbles.count)
    }
    self = .rgba(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  /// The error thrown for a malformed hex colour string; each case holds
  /// the string as given.
  public enum HexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string has this many hex digits; 3, 4, 6 or 8 are allowed.
    case wrongLength(input: String, digits: Int)
    /// The string contains a character that is not a hex digit.
    case notAHexDigit(input: String, character: Character)

    /// A one-line explanation naming the string.
    public var description: String {
      switch self {
      case .wrongLength(let input, let count):
        return "malformed hex colour \(TextEscaping.quoted(input)): \(count) hex digits, "
          + "expected 3, 4, 6 or 8 (e.g. \"#FF3B30\")"
      case .notAHexDigit(let input, let character):
        return "malformed hex colour \(TextEscaping.quoted(input)): "
          + "\(TextEscaping.quoted(String(character))) is not a hex digit"
      }
    }
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
