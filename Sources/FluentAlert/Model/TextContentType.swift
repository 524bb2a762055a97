/// What a text field holds, so the system can offer AutoFill
/// (UIKit's `UITextContentType`).
///
/// A string-backed value with the common kinds as static members; any
/// platform content type can be named with ``init(rawValue:)``.
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable {
  /// The platform's name for the content type.
  public let rawValue: String

  /// Creates a content type from the platform's name for it.
  ///
  /// - Parameter rawValue: The name, as UIKit spells it (e.g. `"username"`).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A user name or account name.
  public static let username = Self(rawValue: "username")
  /// An existing password.
  public static let password = Self(rawValue: "password")
  /// A new password, for which the system may suggest a strong one.
  public static let newPassword = Self(rawValue: "newPassword")
  /// A one-time code from a message.
  public static let oneTimeCode = Self(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = Self(rawValue: "emailAddress")
  /// A person's full name.
  public static let name = Self(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = Self(rawValue: "telephoneNumber")
  /// A URL.
  public static let url = Self(rawValue: "URL")
  /// A postal code.
  public static let postalCode = Self(rawValue: "postalCode")
}
