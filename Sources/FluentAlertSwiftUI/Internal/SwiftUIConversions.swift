#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  import FluentAlert
  import SwiftUI
  import UIKit

  /// Text-input traits for SwiftUI fields on the systems that use UIKit's.
  ///
  /// Not compiled on Linux (the SwiftUI shim has no UIKit text traits): the
  /// same mappings are exercised through the UIKit shell's tests.
  @MainActor
  enum SwiftUIConversions {
    static func keyboard(_ kind: KeyboardKind) -> UIKeyboardType {
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

    static func contentType(_ type: TextContentType) -> UITextContentType {
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

    static func capitalization(_ capitalization: TextCapitalization) -> TextInputAutocapitalization
    {
      switch capitalization {
      case .never: .never
      case .words: .words
      case .sentences: .sentences
      case .allCharacters: .characters
      }
    }
  }
#endif
