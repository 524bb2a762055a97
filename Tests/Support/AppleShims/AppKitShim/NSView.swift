/// `NSResponder` (AppKit/NSResponder.h).
@MainActor
open class NSResponder: NSObject {}

/// `NSView` (AppKit/NSView.h).
@MainActor
open class NSView: NSResponder {
  /// `frame`.
  open var frame: NSRect
  /// `subviews`.
  open private(set) var subviews: [NSView] = []
  /// `superview`.
  open private(set) weak var superview: NSView?
  /// `identifier` (NSUserInterfaceItemIdentification).
  open var identifier: NSUserInterfaceItemIdentifier?
  /// What `setAccessibilityIdentifier(_:)` set.
  public private(set) var shimAccessibilityIdentifier: String?

  /// `init(frame:)`.
  public init(frame frameRect: NSRect) {
    frame = frameRect
  }

  /// `addSubview(_:)`.
  open func addSubview(_ view: NSView) {
    subviews.append(view)
    view.superview = self
  }

  /// `setAccessibilityIdentifier(_:)` (NSAccessibilityProtocol).
  open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {
    shimAccessibilityIdentifier = accessibilityIdentifier
  }
}

/// `Selector`: the Objective-C runtime's method name, here only its spelling.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's Objective-C name, such as `"click:"`.
  public let name: String
  /// `Selector(_:)`, from a method name.
  public init(_ name: String) { self.name = name }
  /// From a string literal, as Swift allows on Apple platforms.
  public init(stringLiteral name: String) { self.name = name }
}

/// What stands in for the Objective-C runtime's message send: an object a
/// control sends its ``NSControl/action`` to conforms and answers by name.
@MainActor
public protocol ShimActionTarget: AnyObject {
  /// Receives `action` from `sender`, as `sendAction(_:to:)` delivers it.
  func shimPerform(_ action: Selector, sender: NSControl)
}

/// `NSControl` (AppKit/NSControl.h).
@MainActor
open class NSControl: NSView {
  /// `NSControl.textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name(
    "NSControlTextDidChangeNotification")
  /// `isEnabled`.
  open var isEnabled = true
  /// `stringValue`.
  open var stringValue = ""
  /// `target`: the object the action is sent to (held weakly, as AppKit does).
  open weak var target: AnyObject?
  /// `action`: the message a click sends to ``target``.
  open var action: Selector?
  /// `font`.
  open var font: NSFont?

  /// `NSControl.StateValue`: a checkbox's state.
  public struct StateValue: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `.off`.
    public static let off = Self(rawValue: 0)
    /// `.on`.
    public static let on = Self(rawValue: 1)
    /// `.mixed`.
    public static let mixed = Self(rawValue: -1)
  }
}

/// `NSButton` (AppKit/NSButton.h).
@MainActor
open class NSButton: NSControl {
  /// `title`.
  open var title: String
  /// `keyEquivalent`.
  open var keyEquivalent = ""
  /// `keyEquivalentModifierMask` (AppKit's default is Command).
  open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
  /// `hasDestructiveAction` (macOS 11).
  open var hasDestructiveAction = false
  /// `contentTintColor` (macOS 10.14).
  open var contentTintColor: NSColor?
  /// `image`.
  open var image: NSImage?
  /// `tag`.
  open var tag = 0
  /// `state` (a checkbox's).
  open var state: NSControl.StateValue = .off
  /// `isBordered`.
  open var isBordered = true

  /// What kind of button it is: a push button, a checkbox or a radio
  /// button (AppKit's `setButtonType(_:)`).
  enum ShimKind { case push, checkbox, radio }
  /// What kind of button it is.
  var shimKind = ShimKind.push

  init(title: String) {
    self.title = title
    super.init(frame: .zero)
  }

  /// `init(checkboxWithTitle:target:action:)` (macOS 10.12): a checkbox
  /// whose click turns its state on or off, then sends `action`.
  public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Selector?) {
    self.init(title: title, target: target, action: action)
    shimKind = .checkbox
  }

  /// `init(radioButtonWithTitle:target:action:)` (macOS 10.12): a radio
  /// button whose click turns it on and the radio buttons beside it (same
  /// superview, same action) off, then sends `action`.
  public convenience init(
    radioButtonWithTitle title: String, target: AnyObject?, action: Selector?
  ) {
    self.init(title: title, target: target, action: action)
    shimKind = .radio
  }

  /// `init(title:target:action:)` (macOS 10.12): a push button that sends
  /// `action` to `target`.
  public convenience init(title: String, target: AnyObject?, action: Selector?) {
    self.init(title: title)
    self.target = target
    self.action = action
  }

  /// What NSAlert's own action does for one of its buttons: ends the alert
  /// with the button's response.
  var shimAlertClick: (() -> Void)?

  /// `performClick(_:)`: the user clicks the button, which sends its
  /// action to its target when it is enabled (an alert's button without
  /// an action of the app's ends the alert, NSAlert's own action).
  open func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    switch shimKind {
    case .push: break
    case .checkbox: state = state == .on ? .off : .on
    case .radio:
      for case let sibling as NSButton in superview?.subviews ?? []
      where sibling.shimKind == .radio && sibling.action == action {
        sibling.state = .off
      }
      state = .on
    }
    guard let action, let target = target as? any ShimActionTarget else {
      shimAlertClick?()
      return
    }
    AppKitShimLog.record("sendAction(\(action.name)) from \(title)")
    target.shimPerform(action, sender: self)
  }
}

/// `NSTextContentType` (macOS 11).
public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// `init(rawValue:)`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `.username`.
  public static let username = Self(rawValue: "NSTextContentTypeUsername")
  /// `.password`.
  public static let password = Self(rawValue: "NSTextContentTypePassword")
  /// `.oneTimeCode`.
  public static let oneTimeCode = Self(rawValue: "NSTextContentTypeOneTimeCode")
}

/// `NSTextFieldDelegate` (AppKit/NSTextField.h) with the one
/// `NSControlTextEditingDelegate` method the shell implements.
@MainActor
public protocol NSTextFieldDelegate: NSObjectProtocol {
  /// `controlTextDidChange(_:)`.
  func controlTextDidChange(_ obj: Notification)
}

/// `NSTextField` (AppKit/NSTextField.h).
@MainActor
open class NSTextField: NSControl {
  /// `delegate`: as on AppKit, it hears `NSControl.textDidChangeNotification`
  /// posted for this field.
  open weak var delegate: (any NSTextFieldDelegate)? {
    didSet { shimObserveTextChanges() }
  }
  private var shimTextObserver: (any NSObjectProtocol)?
  /// `placeholderString`.
  open var placeholderString: String?
  /// `contentType` (macOS 11).
  open var contentType: NSTextContentType?
  /// `isAutomaticTextCompletionEnabled`.
  open var isAutomaticTextCompletionEnabled = true
  /// `textColor`.
  open var textColor: NSColor?
  /// Whether the field was made with `init(wrappingLabelWithString:)`: a
  /// label that wraps, not an editable field.
  public private(set) var shimIsWrappingLabel = false

  /// `init(frame:)`.
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
  }

  /// Whether the field was made with `init(labelWithString:)`: a label
  /// on one line, not editable.
  public private(set) var shimIsLabel = false

  /// `init(labelWithString:)` (macOS 10.12).
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: NSRect(x: 0, y: 0, width: 0, height: 0))
    self.stringValue = stringValue
    shimIsLabel = true
  }

  /// `init(wrappingLabelWithString:)` (macOS 10.12).
  public convenience init(wrappingLabelWithString stringValue: String) {
    self.init(frame: NSRect(x: 0, y: 0, width: 0, height: 0))
    self.stringValue = stringValue
    shimIsWrappingLabel = true
  }

  /// Registers the delegate for the field's text-change notification, as
  /// AppKit does when a delegate is set.
  private func shimObserveTextChanges() {
    if let shimTextObserver { NotificationCenter.default.removeObserver(shimTextObserver) }
    shimTextObserver = NotificationCenter.default.addObserver(
      forName: NSControl.textDidChangeNotification, object: self, queue: nil
    ) { [weak self] _ in
      // Foundation's notification is not Sendable here: the delegate gets one naming this field.
      MainActor.assumeIsolated {
        guard let self else { return }
        self.delegate?.controlTextDidChange(
          Notification(name: NSControl.textDidChangeNotification, object: self))
      }
    }
  }

  /// The field editor while the field is being edited.
  private let shimEditor = NSText(frame: .zero)

  /// `currentEditor()`: the field editor, which holds the selection.
  open func currentEditor() -> NSText? { shimEditor }

  /// The user replaces the text: sets it and tells the delegate, as the field editor does.
  ///
  /// The caret goes to the end of the new text, where the field editor
  /// leaves it after a replacement of the whole.
  public func shimType(_ text: String) {
    stringValue = text
    shimEditor.selectedRange = NSRange(location: (text as NSString).length, length: 0)
    delegate?.controlTextDidChange(
      Notification(name: NSControl.textDidChangeNotification, object: self))
  }
}

/// `NSText` (AppKit/NSText.h): the field editor, here only its selection.
@MainActor
open class NSText: NSView {
  /// `selectedRange`.
  open var selectedRange = NSRange(location: 0, length: 0)
}

/// `NSSecureTextField` (AppKit/NSSecureTextField.h).
@MainActor
open class NSSecureTextField: NSTextField {}

/// `NSWindow` (AppKit/NSWindow.h).
@MainActor
open class NSWindow: NSResponder {
  /// `isVisible`.
  open var isVisible = true
  /// `attachedSheet`.
  open internal(set) var attachedSheet: NSWindow?
  /// `initialFirstResponder`.
  open var initialFirstResponder: NSView?
  /// `title`.
  open var title = ""
  /// `identifier` (NSUserInterfaceItemIdentification).
  open var identifier: NSUserInterfaceItemIdentifier?
  /// What `setAccessibilityIdentifier(_:)` set.
  public private(set) var shimAccessibilityIdentifier: String?

  /// `setAccessibilityIdentifier(_:)` (NSAccessibilityProtocol).
  open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {
    shimAccessibilityIdentifier = accessibilityIdentifier
  }

  var shimEndSheet: ((NSApplication.ModalResponse) -> Void)?

  /// A stand-in for `init(contentRect:styleMask:backing:defer:)`.
  public override init() {}

  /// `endSheet(_:returnCode:)`.
  open func endSheet(_ sheetWindow: NSWindow, returnCode: NSApplication.ModalResponse) {
    AppKitShimLog.record("endSheet(returnCode: \(returnCode.rawValue))")
    guard attachedSheet === sheetWindow else { return }
    sheetWindow.shimEndSheet?(returnCode)
  }
}

/// `NSScrollView` (AppKit/NSScrollView.h): a view that scrolls its
/// document view.
@MainActor
open class NSScrollView: NSView {
  /// `documentView`.
  open var documentView: NSView?
  /// `hasVerticalScroller`.
  open var hasVerticalScroller = false
  /// `drawsBackground`.
  open var drawsBackground = true
}

/// `NSProgressIndicator` (AppKit/NSProgressIndicator.h): a bar, or a spinner
/// for work of unknown length.
@MainActor
open class NSProgressIndicator: NSView {
  /// `isIndeterminate`.
  open var isIndeterminate = true
  /// `minValue`.
  open var minValue = 0.0
  /// `maxValue`.
  open var maxValue = 100.0
  /// `doubleValue`.
  open var doubleValue = 0.0
  /// Whether `startAnimation(_:)` was called more recently than
  /// `stopAnimation(_:)`.
  public private(set) var shimIsAnimating = false

  /// `startAnimation(_:)`.
  open func startAnimation(_ sender: Any?) { shimIsAnimating = true }
  /// `stopAnimation(_:)`.
  open func stopAnimation(_ sender: Any?) { shimIsAnimating = false }
}
