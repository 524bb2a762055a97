/// A Mac alert's colours in one appearance: the desktop behind it, the
/// panel, its text, buttons, fields and the caution badge.
struct MacOSColors {
  let backdrop: PreviewColor
  let panel: PreviewColor
  /// The panel's thin edge.
  let edge: PreviewColor
  let label: PreviewColor
  let accent: PreviewColor
  let destructive: PreviewColor
  let disabled: PreviewColor
  let button: PreviewColor
  let buttonEdge: PreviewColor
  let field: PreviewColor
  let fieldBorder: PreviewColor
  let placeholder: PreviewColor
  let caution: PreviewColor

  static func of(_ appearance: PreviewAppearance) -> MacOSColors {
    switch appearance {
    case .light:
      MacOSColors(
        backdrop: PreviewColor(0xD5D5DA), panel: PreviewColor(0xECECEC),
        edge: PreviewColor(0xC8C8C8), label: PreviewColor(0x262626),
        accent: PreviewColor(0x007AFF), destructive: PreviewColor(0xFF3B30),
        disabled: PreviewColor(0xA6A6A6), button: PreviewColor(0xFFFFFF),
        buttonEdge: PreviewColor(0xC8C8C8), field: PreviewColor(0xFFFFFF),
        fieldBorder: PreviewColor(0xB5B5B5), placeholder: PreviewColor(0xA6A6A6),
        caution: PreviewColor(0xFFCC00))
    case .dark:
      MacOSColors(
        backdrop: PreviewColor(0x161618), panel: PreviewColor(0x323234),
        edge: PreviewColor(0x505052), label: PreviewColor(0xE6E6E6),
        accent: PreviewColor(0x0A84FF), destructive: PreviewColor(0xFF453A),
        disabled: PreviewColor(0x7A7A7A), button: PreviewColor(0x5C5C5E),
        buttonEdge: PreviewColor(0x6A6A6C), field: PreviewColor(0x1E1E1E),
        fieldBorder: PreviewColor(0x4A4A4C), placeholder: PreviewColor(0x6E6E70),
        caution: PreviewColor(0xFFD60A))
    }
  }
}
