/// Light or dark: the system appearance a preview is drawn in.
///
/// Its raw value is the name the `fluentalert preview --appearance` option
/// takes.
public enum PreviewAppearance: String, Sendable, Hashable, CaseIterable {
  /// Dark text on light materials.
  case light
  /// Light text on dark materials.
  case dark
}
