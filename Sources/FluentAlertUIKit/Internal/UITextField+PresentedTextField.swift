#if canImport(UIKit) && !os(watchOS)
  import UIKit

#endif

// A text field's settings become UIKit's here, and only here (the keyboard and content type
// through `UIKitTextTraits.swift`, which the SwiftUI shell shares).
#if canImport(UIKit) && !os(watchOS)
  import FluentAlert

  extension UITextField {
    /// Shows the row: its text, placeholder, secure entry, keyboard, content
    /// type, capitalization, autocorrection, clear button, keyboard
    /// appearance, return key and identifier.
    ///
    /// Settings the dialog leaves unset keep UIKit's defaults.
    ///
    /// - Parameter row: The session's row for this field.
    func show(_ row: PresentedTextField) {
      placeholder = row.placeholder
      text = row.text
      isSecureTextEntry = row.isSecure
      keyboardType = UIKeyboardType(row.keyboard)
      if let contentType = row.contentType {
        textContentType = UITextContentType(contentType)
      }
      if let capitalization = row.capitalization {
        autocapitalizationType = UITextAutocapitalizationType(capitalization)
      }
      autocorrectionType =
        switch row.autocorrection {
        case true?: .yes
        case false?: .no
        case nil: .default
        }
      if let mode = row.clearButton { clearButtonMode = ViewMode(mode) }
      if let appearance = row.keyboardAppearance {
        keyboardAppearance = UIKeyboardAppearance(appearance)
      }
      if let returnKey = row.returnKey { returnKeyType = UIReturnKeyType(returnKey) }
      accessibilityIdentifier = row.accessibilityIdentifier
    }
  }

  extension UITextField.ViewMode {
    /// UIKit's mode for when the clear button shows.
    ///
    /// - Parameter mode: When the field's clear button shows.
    init(_ mode: ClearButtonMode) {
      self =
        switch mode {
        case .never: .never
        case .whileEditing: .whileEditing
        case .unlessEditing: .unlessEditing
        case .always: .always
        }
    }
  }

  extension UIKeyboardAppearance {
    /// UIKit's keyboard appearance for the setting.
    ///
    /// - Parameter appearance: The keyboard's colour scheme.
    init(_ appearance: KeyboardAppearance) {
      self =
        switch appearance {
        case .default: .default
        case .light: .light
        case .dark: .dark
        }
    }
  }

  extension UIReturnKeyType {
    /// UIKit's return key for the setting.
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

  extension UITextAutocapitalizationType {
    /// UIKit's capitalization for the setting.
    ///
    /// - Parameter capitalization: When the shift key turns on by itself.
    init(_ capitalization: TextCapitalization) {
      self =
        switch capitalization {
        case .never: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
  }
#endif
