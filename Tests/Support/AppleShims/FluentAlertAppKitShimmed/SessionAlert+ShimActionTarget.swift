import AppKit

/// Without the Objective-C runtime, the shim delivers a button's action by
/// name: the selector the AppKit shell sets, and the method it names.
extension SessionAlert: ShimActionTarget {
  /// `#selector(keptOpenButtonClicked(_:))` in the AppKit build.
  static let keptOpenAction = Selector("keptOpenButtonClicked:")
  /// `#selector(linkButtonClicked(_:))` in the AppKit build.
  static let linkAction = Selector("linkButtonClicked:")
  /// `#selector(controlButtonClicked(_:))` in the AppKit build.
  static let controlAction = Selector("controlButtonClicked:")

  func shimPerform(_ action: Selector, sender: NSControl) {
    guard let button = sender as? NSButton else { return }
    switch action {
    case Self.keptOpenAction: clickedKeptOpen(button)
    case Self.linkAction: clickedLink(button)
    case Self.controlAction: clickedControl(button)
    default: break
    }
  }
}
