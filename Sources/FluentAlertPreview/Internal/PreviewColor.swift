internal import FluentAlert

/// A colour as SVG writes it: six hex digits and an opacity.
struct PreviewColor: Hashable, Sendable {
  /// `#RRGGBB`.
  let hex: String
  /// From 0 (clear) to 1 (solid).
  let opacity: Double

  static let white = PreviewColor(0xFFFFFF)
  static let black = PreviewColor(0x000000)

  /// A solid colour from `0xRRGGBB`.
  init(_ rgb: UInt32, opacity: Double = 1) {
    let digits = String(rgb & 0xFF_FFFF, radix: 16, uppercase: true)
    hex = "#" + String(repeating: "0", count: 6 - digits.count) + digits
    self.opacity = opacity
  }

  /// This colour at `opacity` times its own.
  func faded(_ opacity: Double) -> PreviewColor {
    PreviewColor(hex: hex, opacity: self.opacity * opacity)
  }

  private init(hex: String, opacity: Double) {
    self.hex = hex
    self.opacity = opacity
  }

  /// `color` as drawn in `palette`: system colours take the appearance's
  /// value, and a named asset colour (which only the app's catalog knows)
  /// is drawn in the tint.
  init(_ color: DialogColor, in palette: PreviewPalette) {
    switch color.representation {
    case .rgba(let red, let green, let blue, let alpha):
      func channel(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
      self.init(
        channel(red) << 16 | channel(green) << 8 | channel(blue), opacity: min(max(alpha, 0), 1))
    case .system(let system):
      self = palette.system(system)
    case .asset:
      self = palette.tint
    }
  }
}
