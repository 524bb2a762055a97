internal import FluentAlert

/// The colours of one appearance of the iOS looks, from the system colours
/// Apple documents; translucent materials are drawn as the solid colour
/// they show over a dimmed screen.
struct PreviewPalette: Sendable {
  /// The dimmed screen behind the dialog.
  let backdrop: PreviewColor
  /// An alert, and an action sheet's group of actions.
  let surface: PreviewColor
  /// An action sheet's separate cancel button.
  let cancelSurface: PreviewColor
  /// Hairlines between buttons.
  let separator: PreviewColor
  /// Titles and messages of alerts.
  let label: PreviewColor
  /// Titles and messages of action sheets.
  let secondaryLabel: PreviewColor
  /// Buttons.
  let tint: PreviewColor
  /// Destructive buttons.
  let destructive: PreviewColor
  /// Disabled buttons.
  let disabled: PreviewColor
  /// A text field's box, its border, and its placeholder.
  let field: PreviewColor
  let fieldBorder: PreviewColor
  let placeholder: PreviewColor
  private let systemColors: [SystemColor: PreviewColor]

  /// The palette of `appearance`.
  static func of(_ appearance: PreviewAppearance) -> PreviewPalette {
    appearance == .light ? light : dark
  }

  /// The colour a system colour has in this appearance.
  func system(_ color: SystemColor) -> PreviewColor {
    switch color {
    case .label: label
    case .secondaryLabel: secondaryLabel
    case .tint: tint
    default: systemColors[color] ?? tint
    }
  }

  private static let light = PreviewPalette(
    backdrop: PreviewColor(0xC7C7CC), surface: PreviewColor(0xEDEDED),
    cancelSurface: PreviewColor(0xFFFFFF), separator: PreviewColor(0xC4C4C7),
    label: PreviewColor(0x000000), secondaryLabel: PreviewColor(0x8A8A8E),
    tint: PreviewColor(0x007AFF), destructive: PreviewColor(0xFF3B30),
    disabled: PreviewColor(0xB3B3B8), field: PreviewColor(0xFFFFFF),
    fieldBorder: PreviewColor(0xC6C6C8), placeholder: PreviewColor(0xB0B0B5),
    systemColors: [
      .red: PreviewColor(0xFF3B30), .orange: PreviewColor(0xFF9500),
      .yellow: PreviewColor(0xFFCC00), .green: PreviewColor(0x34C759),
      .mint: PreviewColor(0x00C7BE), .teal: PreviewColor(0x30B0C7),
      .cyan: PreviewColor(0x32ADE6), .blue: PreviewColor(0x007AFF),
      .indigo: PreviewColor(0x5856D6), .purple: PreviewColor(0xAF52DE),
      .pink: PreviewColor(0xFF2D55), .brown: PreviewColor(0xA2845E),
      .gray: PreviewColor(0x8E8E93),
    ])

  private static let dark = PreviewPalette(
    backdrop: PreviewColor(0x0B0B0C), surface: PreviewColor(0x2A2A2C),
    cancelSurface: PreviewColor(0x1C1C1E), separator: PreviewColor(0x48484A),
    label: PreviewColor(0xFFFFFF), secondaryLabel: PreviewColor(0x8D8D93),
    tint: PreviewColor(0x0A84FF), destructive: PreviewColor(0xFF453A),
    disabled: PreviewColor(0x5E5E63), field: PreviewColor(0x1C1C1E),
    fieldBorder: PreviewColor(0x3A3A3C), placeholder: PreviewColor(0x6D6D72),
    systemColors: [
      .red: PreviewColor(0xFF453A), .orange: PreviewColor(0xFF9F0A),
      .yellow: PreviewColor(0xFFD60A), .green: PreviewColor(0x30D158),
      .mint: PreviewColor(0x63E6E2), .teal: PreviewColor(0x40C8E0),
      .cyan: PreviewColor(0x64D2FF), .blue: PreviewColor(0x0A84FF),
      .indigo: PreviewColor(0x5E5CE6), .purple: PreviewColor(0xBF5AF2),
      .pink: PreviewColor(0xFF375F), .brown: PreviewColor(0xAC8E68),
      .gray: PreviewColor(0x8E8E93),
    ])
}
