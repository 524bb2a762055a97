// The keyboard and content type of a text field, as UIKit's types. `package`, because SwiftUI's
// text fields on iOS, tvOS and visionOS take the same UIKit types: the SwiftUI shell reads them
// from here rather than keeping a second copy.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  extension UIKeyboardType {
    /// UIKit's keyboard for the kind.
    ///
    /// - Parameter kind: The keyboard a text field asks for.
    package init(_ kind: KeyboardKind) {
      self =
        switch kind {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .url: .URL
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        }
    }
  }

  extension UITextContentType {
    /// UIKit's constant for the content type.
    ///
    /// - Parameter type: What a text field holds, for AutoFill.
    package init(_ type: TextContentType) {
      self =
        switch type {
        case .name: .name
        case .namePrefix: .namePrefix
        case .givenName: .givenName
        case .middleName: .middleName
        case .familyName: .familyName
        case .nameSuffix: .nameSuffix
        case .nickname: .nickname
        case .jobTitle: .jobTitle
        case .organizationName: .organizationName
        case .location: .location
        case .fullStreetAddress: .fullStreetAddress
        case .streetAddressLine1: .streetAddressLine1
        case .streetAddressLine2: .streetAddressLine2
        case .addressCity: .addressCity
        case .addressState: .addressState
        case .addressCityAndState: .addressCityAndState
        case .sublocality: .sublocality
        case .countryName: .countryName
        case .postalCode: .postalCode
        case .telephoneNumber: .telephoneNumber
        case .emailAddress: .emailAddress
        case .url: .URL
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .creditCardNumber: .creditCardNumber
        case .shipmentTrackingNumber: .shipmentTrackingNumber
        case .flightNumber: .flightNumber
        case .dateTime: .dateTime
        }
    }
  }
#endif
