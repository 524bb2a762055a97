internal import FluentAlert

/// What the output terminal can show, decided once from the environment.
///
/// - `TERM=dumb` (or no `TERM`): no escape sequences at all; the presenter
///   uses line mode, since a dumb terminal cannot move the cursor.
/// - `NO_COLOR` set to anything non-empty (<https://no-color.org>): no
///   colours, but bold, faint and reverse video stay, so the selection is
///   still visible.
/// - `COLORTERM=truecolor` or `24bit`: RGB colours as given; otherwise the
///   eight basic colours.
/// - A UTF-8 locale (`LC_ALL`, `LC_CTYPE`, `LANG`): box-drawing characters;
///   otherwise ASCII.
/// - A terminal known to open OSC 8 hyperlinks (iTerm2, WezTerm, kitty,
///   GNOME Terminal and other VTE terminals, Windows Terminal, VS Code,
///   ghostty, foot), or `FORCE_HYPERLINK=1`: links are clickable;
///   `FORCE_HYPERLINK=0` turns them off. The address is always written out.
struct TerminalCapabilities: Hashable, Sendable {
  /// How much colour and styling escape sequences may carry.
  enum ColorLevel: Int, Hashable, Sendable, Comparable {
    /// No escape sequences at all.
    case none
    /// Bold, faint, reverse, underline; no colours (`NO_COLOR`).
    case monochrome
    /// The eight basic colours.
    case basic
    /// 24-bit colours.
    case trueColor

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How much colour and styling to use.
  var colorLevel: ColorLevel
  /// Whether box-drawing and other non-ASCII glyphs may be used.
  var unicode: Bool
  /// Whether the terminal can address the cursor (not `TERM=dumb`).
  var canAddressCursor: Bool
  /// Whether links are written as OSC 8 hyperlinks.
  var hyperlinks = false

  /// Plain ASCII text, no escapes: what tests of layout compare against.
  static let plain = Self(colorLevel: .none, unicode: false, canAddressCursor: false)

  /// Decides the capabilities from environment variables.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The capabilities.
  static func detect(environment: [String: String]) -> Self {
    let term = environment["TERM"] ?? ""
    let dumb = term.isEmpty || term == "dumb"
    let level: ColorLevel
    if dumb {
      level = .none
    } else if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      level = .monochrome
    } else if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
      level = .trueColor
    } else {
      level = .basic
    }
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    let unicode = lowered.contains("utf-8") || lowered.contains("utf8")
    return Self(
      colorLevel: level, unicode: unicode, canAddressCursor: !dumb,
      hyperlinks: !dumb && supportsHyperlinks(environment, term: term))
  }

  /// Whether the terminal is one known to open OSC 8 hyperlinks, unless
  /// `FORCE_HYPERLINK` says otherwise.
  private static func supportsHyperlinks(_ environment: [String: String], term: String) -> Bool {
    if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty { return forced != "0" }
    let programs: Set = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil { return true }
    return term == "xterm-kitty" || term.hasPrefix("foot")
  }

  /// The spans of one line as the terminal should receive them: text with
  /// SGR sequences where attributes apply, each styled span closed by a
  /// reset.
  ///
  /// - Parameter spans: A line.
  /// - Returns: The bytes to write, as a string.
  func paint(_ spans: [Span]) -> String {
    var result = ""
    for span in spans {
      let codes = sgrCodes(span.attributes)
      let link = hyperlinks ? span.attributes.link.map(Self.linkTarget) : nil
      if let link { result += "\u{1B}]8;;" + link + "\u{1B}\\" }
      if codes.isEmpty {
        result += span.text
      } else {
        result += "\u{1B}[" + codes.joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
      }
      if link != nil { result += "\u{1B}]8;;\u{1B}\\" }
    }
    return result
  }

  /// An address as an OSC 8 target: printable ASCII only, every other byte
  /// percent-encoded, so no address can end the sequence early.
  private static func linkTarget(_ address: String) -> String {
    var target = ""
    for byte in address.utf8 {
      if (0x21...0x7E).contains(byte) {
        target.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        target += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return target
  }

  private func sgrCodes(_ attributes: TextAttributes) -> [String] {
    guard colorLevel > .none else { return [] }
    var codes: [String] = []
    if attributes.bold { codes.append("1") }
    if attributes.dim { codes.append("2") }
    if attributes.underline { codes.append("4") }
    if attributes.reverse { codes.append("7") }
    if colorLevel >= .basic, let color = attributes.color {
      switch color {
      case .basic(let index, let bright):
        codes.append(String((bright ? 90 : 30) + index))
      case .rgb(let red, let green, let blue):
        if colorLevel == .trueColor {
          codes.append("38;2;\(red);\(green);\(blue)")
        } else {
          codes.append(String(30 + Self.nearestBasic(red, green, blue)))
        }
      }
    }
    return codes
  }

  /// The basic colour whose red, green and blue bits match the components
  /// above half intensity.
  private static func nearestBasic(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    (red >= 128 ? 1 : 0) | (green >= 128 ? 2 : 0) | (blue >= 128 ? 4 : 0)
  }

  /// A dialog colour as a terminal colour: system colours to the nearest
  /// basic colour, RGB as RGB; label colours and asset colours (which only
  /// an app's catalogue defines) to the terminal's default.
  ///
  /// - Parameter color: A dialog colour.
  /// - Returns: The terminal colour, or `nil` for the default.
  static func terminalColor(_ color: DialogColor) -> TerminalColor? {
    switch color.representation {
    case .rgba(let red, let green, let blue, _):
      return .rgb(byte(red), byte(green), byte(blue))
    case .asset:
      return nil
    case .system(let system):
      switch system {
      case .label, .secondaryLabel: return nil
      case .red, .pink: return .basic(1, bright: false)
      case .green, .mint: return .basic(2, bright: false)
      case .yellow, .orange, .brown: return .basic(3, bright: false)
      case .blue, .indigo, .tint: return .basic(4, bright: false)
      case .purple: return .basic(5, bright: false)
      case .teal, .cyan: return .basic(6, bright: false)
      case .gray: return .basic(0, bright: true)
      }
    }
  }

  private static func byte(_ unit: Double) -> UInt8 {
    UInt8((min(max(unit, 0), 1) * 255).rounded())
  }
}
