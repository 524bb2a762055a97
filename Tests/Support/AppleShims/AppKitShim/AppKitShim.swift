// AppKitShim: a Linux-only test fixture, never a product, never built on Apple platforms.
//
// It copies the published Swift signatures of the AppKit API that FluentAlertAppKit's shell
// uses (from developer.apple.com; macOS 13 SDK spellings), so the real shell source files
// type-check on Linux. The bodies are recording fakes: they keep what the shell set, log each
// call in `AppKitShimLog`, and offer `shim…` methods (which real AppKit does not have) for a
// test to play the user: click a button, type into a field.
//
// Files are grouped by Apple header, not one type per file, to mirror the SDK.
@_exported import Foundation

/// Everything the shell asked AppKit to do, in order, as readable lines.
@MainActor
public enum AppKitShimLog {
  /// The calls recorded so far.
  public private(set) static var calls: [String] = []

  /// Records a call.
  public static func record(_ call: String) { calls.append(call) }
  /// Forgets everything (call at the start of each test).
  public static func reset() { calls = [] }
}

/// `NSRect`.
public typealias NSRect = CGRect

/// `NSUserInterfaceItemIdentifier`.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// `init(rawValue:)`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `init(_:)`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `NSApplication` (AppKit/NSApplication.h).
@MainActor
open class NSApplication: NSObject {
  /// `shared`.
  public static let shared = NSApplication()

  /// `keyWindow` (read-only in AppKit; the shim lets a test set it).
  open weak var keyWindow: NSWindow?
  /// `mainWindow` (read-only in AppKit; the shim lets a test set it).
  open weak var mainWindow: NSWindow?

  /// `abortModal()`: the shim's modal runs return at once, so this only records.
  open func abortModal() { AppKitShimLog.record("abortModal()") }

  /// `NSApplication.ModalResponse`.
  public struct ModalResponse: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `.alertFirstButtonReturn`.
    public static let alertFirstButtonReturn = Self(rawValue: 1000)
    /// `.alertSecondButtonReturn`.
    public static let alertSecondButtonReturn = Self(rawValue: 1001)
    /// `.alertThirdButtonReturn`.
    public static let alertThirdButtonReturn = Self(rawValue: 1002)
    /// `.stop`.
    public static let stop = Self(rawValue: -1000)
    /// `.abort`.
    public static let abort = Self(rawValue: -1001)
  }
}

/// `NSFont` (AppKit/NSFont.h): the system font at a size.
public final class NSFont: NSObject, Sendable {
  /// The point size.
  public let pointSize: CGFloat

  init(pointSize: CGFloat) { self.pointSize = pointSize }

  /// `systemFont(ofSize:)`.
  public static func systemFont(ofSize fontSize: CGFloat) -> NSFont {
    NSFont(pointSize: fontSize)
  }

  /// `smallSystemFontSize`: 11 points.
  public static var smallSystemFontSize: CGFloat { 11 }
}

/// `NSColor` (AppKit/NSColor.h), with a readable description of how it was made.
public final class NSColor: NSObject, Sendable {
  /// How the colour was made.
  public let shimName: String

  init(shimName: String) { self.shimName = shimName }

  /// `isEqual(_:)`: as on AppKit, two colours made the same way are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? NSColor)?.shimName == shimName
  }

  /// `hash`, consistent with `isEqual(_:)`.
  public override var hash: Int { shimName.hashValue }

  /// `init(srgbRed:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(shimName: "srgb(\(red), \(green), \(blue), \(alpha))")
  }

  /// `init(named:)`.
  public convenience init?(named name: String) { self.init(shimName: "named(\(name))") }

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `.labelColor`.
  public static let labelColor = NSColor(shimName: "labelColor")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `.secondaryLabelColor`.
  public static let secondaryLabelColor = NSColor(shimName: "secondaryLabelColor")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `.linkColor`.
  public static let linkColor = NSColor(shimName: "linkColor")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `.controlAccentColor`.
  public static let controlAccentColor = NSColor(shimName: "controlAccentColor")
  /// `.systemRed`.
  public static let systemRed = NSColor(shimName: "systemRed")
  /// `.systemOrange`.
  public static let systemOrange = NSColor(shimName: "systemOrange")
  /// `.systemYellow`.
  public static let systemYellow = NSColor(shimName: "systemYellow")
  /// `.systemGreen`.
  public static let systemGreen = NSColor(shimName: "systemGreen")
  /// `.systemMint` (macOS 12).
  public static let systemMint = NSColor(shimName: "systemMint")
  /// `.systemTeal`.
  public static let systemTeal = NSColor(shimName: "systemTeal")
  /// `.systemCyan` (macOS 12).
  public static let systemCyan = NSColor(shimName: "systemCyan")
  /// `.systemBlue`.
  public static let systemBlue = NSColor(shimName: "systemBlue")
  /// `.systemIndigo`.
  public static let systemIndigo = NSColor(shimName: "systemIndigo")
  /// `.systemPurple`.
  public static let systemPurple = NSColor(shimName: "systemPurple")
  /// `.systemPink`.
  public static let systemPink = NSColor(shimName: "systemPink")
  /// `.systemBrown`.
  public static let systemBrown = NSColor(shimName: "systemBrown")
  /// `.systemGray`.
  public static let systemGray = NSColor(shimName: "systemGray")
}

/// `NSImage` (AppKit/NSImage.h).
public final class NSImage: NSObject, Sendable {
  /// How the image was made.
  public let shimName: String

  /// `init(systemSymbolName:accessibilityDescription:)` (macOS 11).
  public init?(systemSymbolName symbolName: String, accessibilityDescription description: String?) {
    shimName = "symbol \(symbolName)"
  }

  /// `init(named:)`.
  public init?(named name: String) { shimName = "named \(name)" }

  /// `init(contentsOf:)`: `nil` when the file cannot be read.
  public init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
    shimName = "file \(url.lastPathComponent) \(data.count) bytes"
  }

  /// `init(data:)`: `nil` for empty data.
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    shimName = "data \(data.count) bytes"
  }
}

/// `NSEvent` (AppKit/NSEvent.h): a key-down event, its modifier flags, and the
/// app's local event monitors, which see an event before the window does.
@MainActor
open class NSEvent: NSObject {
  /// `NSEvent.ModifierFlags`.
  public struct ModifierFlags: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.capsLock`.
    public static let capsLock = Self(rawValue: 1 << 16)
    /// `.shift`.
    public static let shift = Self(rawValue: 1 << 17)
    /// `.control`.
    public static let control = Self(rawValue: 1 << 18)
    /// `.option`.
    public static let option = Self(rawValue: 1 << 19)
    /// `.command`.
    public static let command = Self(rawValue: 1 << 20)
  }

  /// `NSEvent.EventTypeMask`.
  public struct EventTypeMask: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt64
    /// `init(rawValue:)`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// `.keyDown`.
    public static let keyDown = Self(rawValue: 1 << 10)
  }

  /// `charactersIgnoringModifiers`.
  open private(set) var charactersIgnoringModifiers: String?
  /// `modifierFlags`.
  open private(set) var modifierFlags: ModifierFlags
  /// `window`: the window the event is sent to.
  open private(set) weak var window: NSWindow?

  /// A key-down event typed in `window`.
  public init(shimKeyDown characters: String, modifiers: ModifierFlags, window: NSWindow?) {
    charactersIgnoringModifiers = characters
    modifierFlags = modifiers
    self.window = window
    super.init()
  }

  private static var shimMonitors: [(id: Int, handler: (NSEvent) -> NSEvent?)] = []
  private static var shimNextMonitor = 0

  /// `addLocalMonitorForEvents(matching:handler:)`: the handler sees each
  /// key-down event first and returns it to let it through, or `nil` to
  /// swallow it.
  open class func addLocalMonitorForEvents(
    matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?
  ) -> Any? {
    AppKitShimLog.record("NSEvent.addLocalMonitorForEvents")
    shimNextMonitor += 1
    shimMonitors.append((shimNextMonitor, block))
    return shimNextMonitor
  }

  /// `removeMonitor(_:)`.
  open class func removeMonitor(_ eventMonitor: Any) {
    AppKitShimLog.record("NSEvent.removeMonitor")
    shimMonitors.removeAll { $0.id == eventMonitor as? Int }
  }

  /// How many local monitors are installed.
  public static var shimMonitorCount: Int { shimMonitors.count }

  /// Passes `event` through the local monitors, newest first, as
  /// `NSApplication` does before dispatching it.
  ///
  /// - Returns: The event the window gets, or `nil` when a monitor swallowed it.
  public static func shimDispatch(_ event: NSEvent) -> NSEvent? {
    var event: NSEvent? = event
    for monitor in shimMonitors.reversed() {
      guard let current = event else { break }
      event = monitor.handler(current)
    }
    return event
  }
}
