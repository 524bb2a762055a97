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
      case .username: .username
      case .password: .password
      case .newPassword: .newPassword
      case .oneTimeCode: .oneTimeCode
      case .emailAddress: .emailAddress
      case .name: .name
      case .telephoneNumber: .telephoneNumber
      case .url: .URL
      case .postalCode: .postalCode
      default: UITextContentType(rawValue: type.rawValue)
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
