// A text field's settings become SwiftUI's here, and only here.
#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert
  #if os(iOS) || os(tvOS) || os(visionOS)
    import FluentAlertUIKit
  #endif

  /// One text field of an alert: `SecureField` or `TextField` with its
  /// keyboard, content type, capitalization, autocorrection, return key
  /// (`submitLabel`) and identifier.
  struct DialogField: View {
    let row: PresentedTextField
    let text: Binding<String>

    var body: some View {
      let placeholder = row.placeholder ?? ""
      if row.isSecure {
        SecureField(placeholder, text: text)
          .submitLabel(row.returnKey.map(SubmitLabel.init) ?? .return)
          .accessibilityIdentifier(row.accessibilityIdentifier)
      } else {
        TextField(placeholder, text: text)
          .autocorrectionDisabled(row.autocorrection == false)
          .submitLabel(row.returnKey.map(SubmitLabel.init) ?? .return)
          .modifier(TextInputTraits(row: row))
          .accessibilityIdentifier(row.accessibilityIdentifier)
      }
    }
  }

  /// Keyboard, content type and capitalization, on the systems that have
  /// them for text fields (iOS, tvOS, visionOS; UIKit's keyboard and content
  /// types, mapped once for both shells by the UIKit module).
  struct TextInputTraits: ViewModifier {
    let row: PresentedTextField

    func body(content: Content) -> some View {
      #if os(iOS) || os(tvOS) || os(visionOS)
        content
          .keyboardType(UIKeyboardType(row.keyboard))
          .textContentType(row.contentType.map { UITextContentType($0) })
          .textInputAutocapitalization(
            row.capitalization.map { TextInputAutocapitalization($0) })
      #else
        content
      #endif
    }
  }

  extension SubmitLabel {
    /// SwiftUI's submit label for the setting.
    ///
    /// - Parameter returnKey: What the Return key says.
    init(_ returnKey: ReturnKey) {
      self =
        switch returnKey {
        case .go: .go
        case .next: .next
        case .done: .done
        case .send: .send
        case .search: .search
        case .join: .join
        case .route: .route
        case .continue: .continue
        }
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    extension TextInputAutocapitalization {
      /// SwiftUI's capitalization for the setting.
      ///
      /// - Parameter capitalization: When the shift key turns on by itself.
      init(_ capitalization: TextCapitalization) {
        self =
          switch capitalization {
          case .never: .never
          case .words: .words
          case .sentences: .sentences
          case .allCharacters: .characters
          }
      }
    }
  #endif
#endif
