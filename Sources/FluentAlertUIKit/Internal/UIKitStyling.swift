#if canImport(UIKit) && !os(watchOS)
  import UIKit

#endif

// FluentAlert's values become UIKit's through initializers and factories on UIKit's own types:
// the controller and action styles here, with the styling the undocumented keys take; a text
// field's settings in `UIKitTextTraits.swift`.
#if canImport(UIKit) && !os(watchOS)
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

  extension UIColor {
    /// UIKit's colour for a dialog colour; an asset colour that is missing
    /// falls back to the label colour.
    ///
    /// - Parameter color: The colour a dialog asks for.
    /// - Returns: The colour to draw with.
    static func resolving(_ color: DialogColor) -> UIColor {
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
  }

  extension UIFont {
    /// UIKit's font for a dialog font; a custom font that is missing falls
    /// back to the system font of the same size.
    ///
    /// - Parameter font: The font a dialog asks for.
    /// - Returns: The font to draw with.
    static func resolving(_ font: DialogFont) -> UIFont {
      switch font {
      case .system(let size, let weight):
        return .systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(weight))
      case .textStyle(let style):
        return .preferredFont(forTextStyle: UIFont.TextStyle(style))
      case .custom(let name, let size):
        return UIFont(name: name, size: CGFloat(size))
          ?? .systemFont(ofSize: CGFloat(size), weight: .regular)
      }
    }
  }

  extension UIFont.Weight {
    /// UIKit's weight for the font weight.
    ///
    /// - Parameter weight: A dialog font's weight.
    init(_ weight: FontWeight) {
      self =
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
  }

  extension UIFont.TextStyle {
    /// UIKit's text style for the font text style (tvOS has no large title:
    /// it gets the first title style).
    ///
    /// - Parameter style: A dialog font's text style.
    init(_ style: FontTextStyle) {
      switch style {
      case .largeTitle:
        #if os(tvOS)
          self = .title1
        #else
          self = .largeTitle
        #endif
      case .title: self = .title1
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .subheadline: self = .subheadline
      case .body: self = .body
      case .callout: self = .callout
      case .footnote: self = .footnote
      case .caption: self = .caption1
      case .caption2: self = .caption2
      }
    }
  }

  extension UIImage {
    /// UIKit's image for a dialog image: an SF Symbol, an asset, a file's
    /// or data's image; `nil` when there is none or it cannot be read (a
    /// URL other than a `file:` one is never read).
    ///
    /// - Parameter image: The image a dialog asks for.
    /// - Returns: The image, if found.
    static func resolving(_ image: DialogImage) -> UIImage? {
      switch image {
      case .system(let name): UIImage(systemName: name)
      case .asset(let name): UIImage(named: name)
      case .file(let url): url.isFileURL ? UIImage(contentsOfFile: url.path) : nil
      case .data(let data): UIImage(data: data)
      }
    }
  }

  extension NSLineBreakMode {
    /// The line break mode of the same name.
    ///
    /// - Parameter mode: A text style's line break mode.
    init(_ mode: LineBreakMode) {
      self =
        switch mode {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
  }

  extension NSTextAlignment {
    /// The alignment of the same name.
    ///
    /// - Parameter alignment: A text style's alignment.
    init(_ alignment: TextAlignment) {
      self =
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
