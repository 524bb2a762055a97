/// A colour defined by the platform that adapts to appearance and
/// accessibility settings (UIKit's `UIColor.systemRed`, `.label`, …).
public enum SystemColor: String, Hashable, Sendable, CaseIterable, Codable {
  /// The text colour for primary content.
  case label
  /// The text colour for secondary content.
  case secondaryLabel
  /// The app's tint (accent) colour.
  case tint
  /// System red.
  case red
  /// System orange.
  case orange
  /// System yellow.
  case yellow
  /// System green.
  case green
  /// System mint.
  case mint
  /// System teal.
  case teal
  /// System cyan.
  case cyan
  /// System blue.
  case blue
  /// System indigo.
  case indigo
  /// System purple.
  case purple
  /// System pink.
  case pink
  /// System brown.
  case brown
  /// System gray.
  case gray
}
