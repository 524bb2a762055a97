#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert
  #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
  #elseif canImport(UIKit)
    import UIKit
  #endif

  extension SwiftUIPlatform {
    /// The system dialogs are planned for: the one this code runs on
    /// (``running``), unless the package's own tests set another, to drive
    /// the shell as each system would.
    @MainActor package static var current: SwiftUIPlatform = running

    /// The system this code runs on, at the precision the plan's choices
    /// need (the versions where an API appeared), found with `#available`
    /// so Mac Catalyst counts as the iOS version it runs.
    @MainActor static var running: SwiftUIPlatform {
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        if #available(macOS 14, *) { return SwiftUIPlatform(.macOS, 14) }
        return SwiftUIPlatform(.macOS, 13)
      #elseif os(tvOS)
        if #available(tvOS 17, *) { return SwiftUIPlatform(.tvOS, 17) }
        return SwiftUIPlatform(.tvOS, 16)
      #elseif os(watchOS)
        if #available(watchOS 10, *) { return SwiftUIPlatform(.watchOS, 10) }
        return SwiftUIPlatform(.watchOS, 9)
      #elseif os(visionOS)
        return SwiftUIPlatform(.visionOS, 1)
      #else
        if #available(iOS 17, *) { return SwiftUIPlatform(.iOS, 17) }
        return SwiftUIPlatform(.iOS, 16)
      #endif
    }
  }

  /// `.dialogSeverity(.critical)` where the view modifier exists (macOS 13,
  /// watchOS 10); nothing elsewhere.
  ///
  /// macOS is recognised as the system where SwiftUI sits on AppKit; the
  /// plan has already dropped what the running version does not show.
  struct DialogSeverityModifier: ViewModifier {
    let isCritical: Bool

    func body(content: Content) -> some View {
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        content.dialogSeverity(isCritical ? .critical : .automatic)
      #elseif os(watchOS)
        if #available(watchOS 10, *) {
          content.dialogSeverity(isCritical ? .critical : .automatic)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  /// `.dialogIcon(_:)` where it shows (macOS 13, watchOS 10); nothing
  /// elsewhere, where the plan lists the icon as dropped.
  struct DialogIconModifier: ViewModifier {
    let icon: DialogImage?

    func body(content: Content) -> some View {
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        content.dialogIcon(icon.flatMap(Image.resolving))
      #elseif os(watchOS)
        if #available(watchOS 10, *) {
          content.dialogIcon(icon.flatMap(Image.resolving))
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  /// `.dialogSuppressionToggle(_:isSuppressed:)` where it shows (macOS
  /// 14), bound to the session's toggle; nothing elsewhere, where the plan
  /// lists the toggle as dropped.
  struct DialogSuppressionModifier: ViewModifier {
    /// Whether the plan shows the toggle.
    let isShown: Bool
    /// The title, or `nil` for the system's words.
    let title: String?
    let isSuppressed: Binding<Bool>

    func body(content: Content) -> some View {
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        if #available(macOS 14, *) {
          if !isShown {
            content
          } else if let title {
            content.dialogSuppressionToggle(Text(verbatim: title), isSuppressed: isSuppressed)
          } else {
            content.dialogSuppressionToggle(isSuppressed: isSuppressed)
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  extension Image {
    /// SwiftUI's image for a dialog image: an SF Symbol, a named image, a
    /// file's or data's image through the platform's image type; `nil`
    /// when a file or data cannot be read (a URL other than a `file:` one
    /// is never read).
    ///
    /// - Parameter image: The image a dialog asks for.
    /// - Returns: The image, if it can be made.
    static func resolving(_ image: DialogImage) -> Image? {
      switch image {
      case .system(let name): return Image(systemName: name)
      case .asset(let name): return Image(name)
      case .file(let url):
        guard url.isFileURL else { return nil }
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
          return NSImage(contentsOf: url).map(Image.init(nsImage:))
        #elseif canImport(UIKit)
          return UIImage(contentsOfFile: url.path).map(Image.init(uiImage:))
        #else
          return nil
        #endif
      case .data(let data):
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
          return NSImage(data: data).map(Image.init(nsImage:))
        #elseif canImport(UIKit)
          return UIImage(data: data).map(Image.init(uiImage:))
        #else
          return nil
        #endif
      }
    }
  }
#endif
