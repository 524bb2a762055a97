/// `UIResponder` (UIKit/UIResponder.h), with KVC recording for the undocumented keys.
@MainActor
open class UIResponder: NSObject {
  /// Values set with `setValue(_:forKey:)`, which real UIKit gets from NSObject.
  public var shimKVC: [String: Any] = [:]

  /// `NSObject.setValue(_:forKey:)` (Foundation KVC).
  open func setValue(_ value: Any?, forKey key: String) {
    shimKVC[key] = value
    UIKitShimLog.record("setValue(_:forKey: \(key)) on \(type(of: self))")
  }

  /// `NSObject.value(forKey:)` (Foundation KVC): what was set for `key`, or `nil`.
  open func value(forKey key: String) -> Any? { shimKVC[key] }
}
