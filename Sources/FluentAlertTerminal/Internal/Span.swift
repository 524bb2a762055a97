/// A run of safe text with one set of display attributes; a screen line is
/// an array of spans.
///
/// Layout measures ``text`` only; escape sequences for the attributes are
/// added at the very end by ``TerminalCapabilities/paint(_:)``, so they can
/// never throw widths off.
package struct Span: Hashable, Sendable {
  /// Printable text (already escaped).
  package var text: String
  /// How it is drawn.
  package var attributes: TextAttributes

  /// Creates a span.
  ///
  /// - Parameters:
  ///   - text: Printable, escaped text.
  ///   - attributes: How it is drawn.
  init(_ text: String, _ attributes: TextAttributes = .init()) {
    self.text = text
    self.attributes = attributes
  }
}

/// SGR display attributes of a span.
package struct TextAttributes: Hashable, Sendable {
  /// Bold (preferred actions, titles).
  package var bold = false
  /// Faint (disabled actions, placeholders).
  package var dim = false
  /// Reverse video (the selection).
  package var reverse = false
  /// Underlined.
  package var underline = false
  /// The foreground colour, or `nil` for the terminal's default.
  package var color: TerminalColor?
  /// The address the text links to (an OSC 8 hyperlink where the terminal
  /// supports one), or `nil`.
  package var link: String?

  static let bold = Self(bold: true)
  static let dim = Self(dim: true)
}

/// A foreground colour as a terminal understands it.
package enum TerminalColor: Hashable, Sendable {
  /// One of the eight basic colours (0 black … 7 white), optionally bright.
  case basic(Int, bright: Bool)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  static let red = Self.basic(1, bright: false)
  static let green = Self.basic(2, bright: false)
  static let yellow = Self.basic(3, bright: false)
  static let blue = Self.basic(4, bright: false)
}
