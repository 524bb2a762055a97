import Foundation

/// Foundation's `LocalizedStringResource` (iOS 16, macOS 13), as far as
/// FluentAlert uses it: Apple's published initializer and
/// `String(localized:)`, which here looks the key up in a table the test
/// sets, so the Apple-only code compiles and runs on Linux.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
  /// The key.
  public var key: String
  /// The table, `Localizable` when `nil`.
  public var table: String?
  /// The locale the resource is looked up in.
  public var locale: Locale

  /// Apple: `init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
  /// locale: Locale = .current, bundle: BundleDescription = .main,
  /// comment: StaticString? = nil)`; the key is a `String` here.
  public init(
    _ keyAndValue: String, table: String? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    key = keyAndValue
    self.table = table
    self.locale = locale
  }

  /// Apple: a literal is the key and its English value.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// What `String(localized:)` finds, by locale identifier and key.
  nonisolated(unsafe) public static var translations: [String: [String: String]] = [:]
}

extension String {
  /// Apple: `init(localized resource: LocalizedStringResource)`.
  public init(localized resource: LocalizedStringResource) {
    self =
      LocalizedStringResource.translations[resource.locale.identifier]?[resource.key]
      ?? resource.key
  }
}
