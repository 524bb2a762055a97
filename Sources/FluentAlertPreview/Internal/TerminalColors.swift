internal import FluentAlertTerminal

/// A terminal window's colours in one appearance: its text, background and
/// chrome, and the sixteen ANSI colours (those of Terminal's Basic profile).
struct TerminalColors {
  let background: PreviewColor
  let foreground: PreviewColor
  let dimmed: PreviewColor
  let titleBar: PreviewColor
  let rule: PreviewColor

  /// Black, red, green, yellow, blue, magenta, cyan, white; then bright.
  private static let ansi: [UInt32] = [
    0x000000, 0xC91B00, 0x00C200, 0xC7C400, 0x0225C7, 0xC930C7, 0x00C5C7, 0xC7C7C7,
    0x686868, 0xFF6E67, 0x5FFA68, 0xFFFC67, 0x6871FF, 0xFF77FF, 0x60FDFF, 0xFFFFFF,
  ]

  static func of(_ appearance: PreviewAppearance) -> TerminalColors {
    switch appearance {
    case .light:
      TerminalColors(
        background: PreviewColor(0xFFFFFF), foreground: PreviewColor(0x1D1D1F),
        dimmed: PreviewColor(0x6E6E73), titleBar: PreviewColor(0xE8E8E8),
        rule: PreviewColor(0xD1D1D6))
    case .dark:
      TerminalColors(
        background: PreviewColor(0x1E1E1E), foreground: PreviewColor(0xE5E5E7),
        dimmed: PreviewColor(0x98989D), titleBar: PreviewColor(0x2E2E30),
        rule: PreviewColor(0x000000))
    }
  }

  /// A cell's foreground colour.
  func color(_ color: TerminalColor) -> PreviewColor {
    switch color {
    case .basic(let index, let bright):
      PreviewColor(Self.ansi[min(max(index, 0), 7) + (bright ? 8 : 0)])
    case .rgb(let red, let green, let blue):
      PreviewColor(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }
  }
}
