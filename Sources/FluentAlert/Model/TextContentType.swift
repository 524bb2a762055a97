/// What a text field holds, so the system can offer AutoFill
/// (UIKit's `UITextContentType`).
///
/// Every content type UIKit has had since iOS 15 is a case here, mapped to
/// UIKit's own constant when the dialog is shown; the raw value is the name
/// the JSON form and the snapshot text use.
///
/// ```swift
/// let signIn = Dialog<String>.alert("Sign in")
///   .addTextField("Email") {
///     $0.keyboard(.emailAddress).contentType(.emailAddress)
///   }
///   .addTextField("Password") { $0.secure().contentType(.password) }
///   .addAction("Sign In", key: "signIn")
///   .addCancel("Cancel", key: "cancel")
/// ```
public enum TextContentType: String, Hashable, Sendable, CaseIterable, Codable {
  // Names and organisations.
  /// A person's full name.
  case name
  /// A prefix or title, such as "Dr.".
  case namePrefix
  /// A given (first) name.
  case givenName
  /// A middle name.
  case middleName
  /// A family (last) name.
  case familyName
  /// A suffix, such as "Jr.".
  case nameSuffix
  /// A nickname.
  case nickname
  /// A job title.
  case jobTitle
  /// An organisation's name.
  case organizationName

  // Places.
  /// A location, such as a point of interest or an address.
  case location
  /// A full street address.
  case fullStreetAddress
  /// The first line of a street address.
  case streetAddressLine1
  /// The second line of a street address.
  case streetAddressLine2
  /// A city.
  case addressCity
  /// A state or province.
  case addressState
  /// A city and state together.
  case addressCityAndState
  /// A sublocality, such as a district.
  case sublocality
  /// A country's name.
  case countryName
  /// A postal code.
  case postalCode

  // Contact.
  /// A telephone number.
  case telephoneNumber
  /// An email address.
  case emailAddress
  /// A URL.
  case url = "URL"

  // Accounts and payment.
  /// A user name or account name.
  case username
  /// An existing password.
  case password
  /// A new password, for which the system may suggest a strong one.
  case newPassword
  /// A one-time code from a message.
  case oneTimeCode
  /// A credit card number.
  case creditCardNumber

  // Travel and time.
  /// A shipment's tracking number.
  case shipmentTrackingNumber
  /// A flight number.
  case flightNumber
  /// A date, a time, or both.
  case dateTime
}
