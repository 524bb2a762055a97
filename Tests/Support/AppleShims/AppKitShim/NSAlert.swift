/// `NSAlert` (AppKit/NSAlert.h).
@MainActor
open class NSAlert: NSObject {
  /// `NSAlert.Style`.
  public enum Style: UInt, Sendable {
    /// `.warning`.
    case warning = 0
    /// `.informational`.
    case informational = 1
    /// `.critical`.
    case critical = 2
  }

  /// Plays the user of an app-modal alert.
  ///
  /// `runModal()` calls it with the alert and returns what it returns (build that with
  /// `shimResponse(clicking:)`). Without one, `runModal()` returns `.abort`.
  public static var shimModalUser: (@MainActor (NSAlert) -> NSApplication.ModalResponse)?

  /// `messageText`.
  open var messageText = ""
  /// `informativeText`.
  open var informativeText = ""
  /// `alertStyle`.
  open var alertStyle: Style = .warning
  /// `icon`: `nil` shows the app's icon.
  open var icon: NSImage?
  /// `buttons`.
  open private(set) var buttons: [NSButton] = []
  /// `accessoryView`.
  open var accessoryView: NSView?
  /// `showsSuppressionButton` (macOS 10.5).
  open var showsSuppressionButton = false
  /// `suppressionButton`: the checkbox, created on first access with AppKit's title.
  open var suppressionButton: NSButton? {
    if let button = shimSuppressionButton { return button }
    let button = NSButton(title: "Do not show this message again")
    shimSuppressionButton = button
    return button
  }
  private var shimSuppressionButton: NSButton?
  /// `showsHelp`: whether the alert has a Help button.
  open var showsHelp = false
  /// `helpAnchor`: where the Help button opens the app's Help Book.
  open var helpAnchor: NSHelpManager.AnchorName?
  /// `delegate`.
  open weak var delegate: (any NSAlertDelegate)?
  /// `window`: the alert's panel.
  open private(set) var window = NSWindow()
  private var sheetHandler: ((NSApplication.ModalResponse) -> Void)?
  private weak var sheetParent: NSWindow?

  /// `init()`.
  public override init() {
    super.init()
    AppKitShimLog.record("NSAlert()")
  }

  /// `addButton(withTitle:)`: buttons get tags 1000, 1001, … like AppKit's,
  /// and the keys Apple documents before an app sets its own: Return on the
  /// first button, Escape on any button titled "Cancel", ⌘D on a button
  /// titled "Don't Save" that is not the first.
  open func addButton(withTitle title: String) -> NSButton {
    AppKitShimLog.record("addButton(withTitle: \(title))")
    let button = NSButton(title: title)
    button.tag = 1000 + buttons.count
    if title == "Cancel" {
      button.keyEquivalent = "\u{1B}"
      button.keyEquivalentModifierMask = []
    } else if buttons.isEmpty {
      button.keyEquivalent = "\r"
      button.keyEquivalentModifierMask = []
    } else if title == "Don't Save" || title == "Don\u{2019}t Save" {
      button.keyEquivalent = "d"
      button.keyEquivalentModifierMask = .command
    } else {
      button.keyEquivalent = ""
    }
    let tag = button.tag
    button.shimAlertClick = { [weak self] in self?.shimEndSheet(.init(rawValue: tag)) }
    buttons.append(button)
    return button
  }

  /// An alert given no buttons shows one "OK" button, as AppKit adds it
  /// when the alert is run.
  private func shimAddDefaultButton() {
    guard buttons.isEmpty else { return }
    _ = addButton(withTitle: "OK")
  }

  /// `layout()`.
  open func layout() { AppKitShimLog.record("layout()") }

  /// `runModal()`.
  open func runModal() -> NSApplication.ModalResponse {
    AppKitShimLog.record("runModal()")
    shimAddDefaultButton()
    return Self.shimModalUser?(self) ?? .abort
  }

  /// `beginSheetModal(for:completionHandler:)`.
  open func beginSheetModal(
    for sheetWindow: NSWindow,
    completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
  ) {
    AppKitShimLog.record("beginSheetModal(for: \(sheetWindow.title))")
    shimAddDefaultButton()
    sheetParent = sheetWindow
    sheetWindow.attachedSheet = window
    sheetHandler = handler
    window.shimEndSheet = { [weak self] response in self?.shimEndSheet(response) }
  }

  /// The response a click on `button` produces, or `nil` when the button is disabled.
  public func shimResponse(clicking button: NSButton) -> NSApplication.ModalResponse? {
    button.isEnabled ? NSApplication.ModalResponse(rawValue: button.tag) : nil
  }

  /// The user clicks the enabled button titled `title`.
  ///
  /// A button whose `target` and `action` the app set sends that action and
  /// the alert stays; any other ends a sheet with its response (NSAlert's
  /// own action). Returns the response the click ends the alert with, or
  /// `nil` when it did not end it.
  @discardableResult
  public func shimClick(title: String) -> NSApplication.ModalResponse? {
    guard let button = buttons.first(where: { $0.title == title }), button.isEnabled else {
      return nil
    }
    if let action = button.action, let target = button.target {
      AppKitShimLog.record("sendAction(\(action.name)) from \(title)")
      (target as? any ShimActionTarget)?.shimPerform(action, sender: button)
      return nil
    }
    let response = NSApplication.ModalResponse(rawValue: button.tag)
    shimEndSheet(response)
    return response
  }

  /// The user presses a key on a sheet: the app's local event monitors see
  /// it first; then the enabled button whose key equivalent and modifier
  /// mask it matches (letters without case) is clicked.
  ///
  /// - Parameters:
  ///   - key: The key's characters without modifiers (`"\r"`, `"\u{1B}"`, `"d"`).
  ///   - modifiers: The modifier keys held.
  public func shimPressKey(_ key: String, modifiers: NSEvent.ModifierFlags = []) {
    let event = NSEvent(shimKeyDown: key, modifiers: modifiers, window: window)
    guard NSEvent.shimDispatch(event) != nil else { return }
    guard
      let button = buttons.first(where: {
        $0.isEnabled && $0.keyEquivalent.lowercased() == key.lowercased() && !key.isEmpty
          && $0.keyEquivalentModifierMask == modifiers
      })
    else { return }
    button.performClick(nil)
  }

  /// Ends the sheet with `response`, as `endSheet(_:returnCode:)` does.
  public func shimEndSheet(_ response: NSApplication.ModalResponse) {
    sheetParent?.attachedSheet = nil
    let handler = sheetHandler
    sheetHandler = nil
    handler?(response)
  }

  /// The user clicks the Help button, which exists only when ``showsHelp`` is on.
  ///
  /// The delegate's `alertShowHelp(_:)` goes first; when it does not handle
  /// it, AppKit opens the Help Book at ``helpAnchor`` (recorded). The alert
  /// stays open either way.
  ///
  /// - Returns: `false` when the alert has no Help button.
  @discardableResult
  public func shimClickHelp() -> Bool {
    guard showsHelp else { return false }
    if delegate?.alertShowHelp(self) == true { return true }
    AppKitShimLog.record("NSHelpManager.openHelpAnchor(\(helpAnchor ?? "nil"))")
    return true
  }
}

/// `NSAlertDelegate` (AppKit/NSAlert.h), with its one method.
@MainActor
public protocol NSAlertDelegate: NSObjectProtocol {
  /// `alertShowHelp(_:)`: `true` when the delegate showed help itself.
  func alertShowHelp(_ alert: NSAlert) -> Bool
}

/// `NSHelpManager` (AppKit/NSHelpManager.h): only its anchor name type.
public enum NSHelpManager {
  /// `NSHelpManager.AnchorName`, a string.
  public typealias AnchorName = String
}

/// `NSWorkspace` (AppKit/NSWorkspace.h): opening a URL, recorded.
@MainActor
public final class NSWorkspace {
  /// `shared`.
  public static let shared = NSWorkspace()

  /// `open(_:)`: records the URL and reports success.
  public func open(_ url: URL) -> Bool {
    AppKitShimLog.record("NSWorkspace.open(\(url.absoluteString))")
    return true
  }
}
