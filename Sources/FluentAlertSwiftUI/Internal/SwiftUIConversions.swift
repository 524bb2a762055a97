#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  import FluentAlert
  import SwiftUI
  import UIKit

  /// SwiftUI's own text-input traits, on the systems whose fields use UIKit's.
  ///
  /// Keyboard and content type are UIKit's types, mapped once for both shells
  /// (`UIKitTextTraits.swift`). Not compiled on Linux: the SwiftUI shim has no
  /// UIKit text traits.
  @MainActor
  enum SwiftUIConversions {
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
