#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif FLUENTALERT_UIKIT_SHIM
  import UIKitShim
#endif

#if (canImport(UIKit) && !os(watchOS)) || FLUENTALERT_UIKIT_SHIM
  import FluentAlert

  extension UIAlertController.Style {
    /// UIKit's controller style for the dialog's style.
    ///
    /// - Parameter style: Alert or action sheet.
    init(_ style: DialogStyle) {
      self =
        switch style {
        case .alert: .alert
        case .actionSheet: .actionSheet
        }
    }
  }

  extension UIAlertAction.Style {
    /// UIKit's action style for the role.
    ///
    /// - Parameter role: Default, cancel or destructive.
    init(_ role: ActionRole) {
      self =
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
  }

  /// The one place FluentAlert's styling values become UIKit's; the roles,
  /// styles and text traits are initializers on UIKit's own types.
  @MainActor
  enum UIKitConversions {
    static func color(_ color: DialogColor) -> UIColor {
      switch color.representation {
      case .rgba(let red, let green, let blue, let alpha):
        return UIColor(
          red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      case .asset(let name):
        return UIColor(named: name) ?? .label
      case .system(let system):
        switch system {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tint: return .tintColor
        case .red: return .systemRed
        case .orange: return .systemOrange
        case .yellow: return .systemYellow
        case .green: return .systemGreen
        case .mint: return .systemMint
        case .teal: return .systemTeal
        case .cyan: return .systemCyan
        case .blue: return .systemBlue
        case .indigo: return .systemIndigo
        case .purple: return .systemPurple
        case .pink: return .systemPink
        case .brown: return .systemBrown
        case .gray: return .systemGray
        }
      }
    }

    static func font(_ font: DialogFont) -> UIFont {
      switch font {
      case .system(let size, let weight):
        return .systemFont(ofSize: CGFloat(size), weight: self.weight(weight))
      case .textStyle(let style):
        return .preferredFont(forTextStyle: textStyle(style))
      case .custom(let name, let size):
        return UIFont(name: name, size: CGFloat(size))
          ?? .systemFont(ofSize: CGFloat(size), weight: .regular)
      }
    }

    static func weight(_ weight: FontWeight) -> UIFont.Weight {
      switch weight {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }

    static func textStyle(_ style: FontTextStyle) -> UIFont.TextStyle {
      switch style {
      case .largeTitle:
        #if os(tvOS)
          .title1  // tvOS has no large title style
        #else
          .largeTitle
        #endif
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }

    static func image(_ image: DialogImage) -> UIImage? {
      switch image {
      case .system(let name): UIImage(systemName: name)
      case .asset(let name): UIImage(named: name)
      }
    }

    static func lineBreakMode(_ mode: LineBreakMode) -> NSLineBreakMode {
      switch mode {
      case .byWordWrapping: .byWordWrapping
      case .byCharWrapping: .byCharWrapping
      case .byClipping: .byClipping
      case .byTruncatingHead: .byTruncatingHead
      case .byTruncatingTail: .byTruncatingTail
      case .byTruncatingMiddle: .byTruncatingMiddle
      }
    }

    static func alignment(_ alignment: TextAlignment) -> NSTextAlignment {
      switch alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      case .justified: .justified
      case .natural: .natural
      }
    }
  }
#endif
