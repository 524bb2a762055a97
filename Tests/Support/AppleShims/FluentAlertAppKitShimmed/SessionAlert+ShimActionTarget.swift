import AppKit

/// Without the Objective-C runtime, the shim delivers a button's action by
/// name: the selector the AppKit shell sets, and the method it names.
extension SessionAlert: ShimActionTarget {
  /// `#selector(keptOpenButtonClicked(_:))` in the AppKit build.
  static let keptOpenAction = Selector("keptOpenButtonClicked:")

  func shimPerform(_ action: Selector, sender: NSControl) {
    guard action == Self.keptOpenAction, let button = sender as? NSButton else { return }
    clickedKeptOpen(button)
  }
}
