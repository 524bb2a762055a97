#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

#endif

// FluentAlert's values become AppKit's through initializers and factories on AppKit's own types:
// the alert style, colours, images and frames here; a text field's settings in
// `SessionAlert.swift`.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import FluentAlert

  extension NSAlert.Style {
    /// AppKit's alert style for the plan's.
    ///
    /// - Parameter style: Warning, informational or critical.
    init(_ style: AppKitDialogPlan.AlertStyle) {
      self =
        switch style {
        case .warning: .warning
        case .informational: .informational
        case .critical: .critical
        }
    }
  }

  extension NSEvent.ModifierFlags {
    /// AppKit's modifier flags for a key equivalent's modifier keys.
    ///
    /// - Parameter modifiers: The modifier keys.
    init(_ modifiers: DialogKeyEquivalent.Modifiers) {
      self = []
      if modifiers.contains(.command) { insert(.command) }
      if modifiers.contains(.option) { insert(.option) }
      if modifiers.contains(.control) { insert(.control) }
      if modifiers.contains(.shift) { insert(.shift) }
    }
  }

  extension DialogKeyEquivalent.Modifiers {
    /// The modifier keys held in AppKit's flags (Caps Lock and the rest ignored).
    ///
    /// - Parameter flags: An event's modifier flags.
    init(_ flags: NSEvent.ModifierFlags) {
      self = []
      if flags.contains(.command) { insert(.command) }
      if flags.contains(.option) { insert(.option) }
      if flags.contains(.control) { insert(.control) }
      if flags.contains(.shift) { insert(.shift) }
    }
  }

  extension NSColor {
    /// AppKit's colour for a dialog colour; an asset colour that is missing
    /// falls back to the label colour.
    ///
    /// - Parameter color: The colour a dialog asks for.
    /// - Returns: The colour to draw with.
    static func resolving(_ color: DialogColor) -> NSColor {
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
  }

  extension NSImage {
    /// AppKit's image for a dialog image: an SF Symbol, a named image, a
    /// file's or data's image; `nil` when there is none or it cannot be
    /// read (a URL other than a `file:` one is never read).
    ///
    /// - Parameter image: The image a dialog asks for.
    /// - Returns: The image, if found.
    static func resolving(_ image: DialogImage) -> NSImage? {
      switch image {
      case .system(let name): NSImage(systemSymbolName: name, accessibilityDescription: nil)
      case .asset(let name): NSImage(named: name)
      case .file(let url): url.isFileURL ? NSImage(contentsOf: url) : nil
      case .data(let data): NSImage(data: data)
      }
    }
  }

  extension NSTextContentType {
    /// AppKit's constant for the content types it has before macOS 14; `nil`
    /// for the others, which are left unset.
    ///
    /// - Parameter type: What a text field holds, for AutoFill.
    init?(_ type: TextContentType) {
      switch type {
      case .username: self = .username
      case .password: self = .password
      case .oneTimeCode: self = .oneTimeCode
      default: return nil
      }
    }
  }

  extension NSRect {
    /// The rectangle the plan gives, in points.
    ///
    /// - Parameter frame: A frame from the AppKit plan.
    init(_ frame: AppKitDialogPlan.Frame) {
      self.init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
  }
#endif
