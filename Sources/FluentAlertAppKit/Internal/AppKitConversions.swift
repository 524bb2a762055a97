#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#elseif FLUENTALERT_APPKIT_SHIM
  import AppKitShim
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || FLUENTALERT_APPKIT_SHIM
  import FluentAlert

  /// The one place FluentAlert's typed values become AppKit's.
  @MainActor
  enum AppKitConversions {
    static func style(_ style: AppKitDialogPlan.AlertStyle) -> NSAlert.Style {
      switch style {
      case .warning: .warning
      case .informational: .informational
      case .critical: .critical
      }
    }

    static func color(_ color: DialogColor) -> NSColor {
      switch color.representation {
      case .rgba(let red, let green, let blue, let alpha):
        return NSColor(
          srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      case .asset(let name):
        return NSColor(named: name) ?? .labelColor
      case .system(let system):
        switch system {
        case .label: return .labelColor
        case .secondaryLabel: return .secondaryLabelColor
        case .tint: return .controlAccentColor
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

    static func image(_ image: DialogImage) -> NSImage? {
      switch image {
      case .system(let name): NSImage(systemSymbolName: name, accessibilityDescription: nil)
      case .asset(let name): NSImage(named: name)
      }
    }

    /// AppKit's constant for the content types it has before macOS 14;
    /// others are left unset.
    static func contentType(_ type: TextContentType) -> NSTextContentType? {
      switch type {
      case .username: .username
      case .password: .password
      case .oneTimeCode: .oneTimeCode
      default: nil
      }
    }

    static func frame(_ frame: AppKitDialogPlan.Frame) -> NSRect {
      NSRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
  }
#endif
