/// `UIAlertControllerSeverity` (iOS 16).
public enum UIAlertControllerSeverity: Int, Sendable {
  /// `.default`.
  case `default` = 0
  /// `.critical`.
  case critical = 1
}

/// `UIAlertAction` (UIKit/UIAlertController.h).
@MainActor
open class UIAlertAction: NSObject {
  /// `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    /// `.default`.
    case `default` = 0
    /// `.cancel`.
    case cancel = 1
    /// `.destructive`.
    case destructive = 2
  }

  /// `title`.
  open private(set) var title: String?
  /// `style`.
  open private(set) var style: Style
  /// `isEnabled`.
  open var isEnabled = true
  /// `UIAccessibilityIdentification.accessibilityIdentifier`.
  open var accessibilityIdentifier: String?
  /// Values set with `setValue(_:forKey:)` (NSObject KVC on real UIKit).
  public var shimKVC: [String: Any] = [:]
  let handler: ((UIAlertAction) -> Void)?

  /// `init(title:style:handler:)`.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// `NSObject.setValue(_:forKey:)` (Foundation KVC).
  open func setValue(_ value: Any?, forKey key: String) {
    shimKVC[key] = value
    UIKitShimLog.record("setValue(_:forKey: \(key)) on UIAlertAction \(title ?? "nil")")
  }

  /// `NSObject.value(forKey:)` (Foundation KVC): what was set for `key`, or `nil`.
  open func value(forKey key: String) -> Any? { shimKVC[key] }
}

/// `UIAlertController` (UIKit/UIAlertController.h).
@MainActor
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    /// `.actionSheet`.
    case actionSheet = 0
    /// `.alert`.
    case alert = 1
  }

  /// `message`.
  open var message: String?
  /// `preferredStyle`.
  open private(set) var preferredStyle: Style = .alert
  /// `actions`.
  open private(set) var actions: [UIAlertAction] = []
  /// `preferredAction`.
  open var preferredAction: UIAlertAction?
  /// `textFields`.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  /// `severity` (iOS 16).
  open var severity: UIAlertControllerSeverity = .default
  private var fields: [UITextField] = []
  private lazy var popover = UIPopoverPresentationController()

  /// `init(title:message:preferredStyle:)`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init()
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    UIKitShimLog.record(
      "UIAlertController(title: \(title.debugDescription), message: \(message.debugDescription), "
        + "preferredStyle: .\(preferredStyle))")
  }

  /// `popoverPresentationController`: an action sheet on iPad is a popover.
  override open var popoverPresentationController: UIPopoverPresentationController? {
    preferredStyle == .actionSheet && UIKitShimDevice.isPad ? popover : nil
  }

  /// `addAction(_:)`; UIKit raises for a second cancel action.
  open func addAction(_ action: UIAlertAction) {
    UIKitShimLog.record("addAction \(action.title ?? "nil") .\(action.style)")
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitShimLog.raise(
        "NSInternalInconsistencyException: UIAlertController can only have one action with a "
          + "style of UIAlertActionStyleCancel")
    }
    actions.append(action)
  }

  /// `addTextField(configurationHandler:)`; UIKit raises on an action sheet.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    UIKitShimLog.record("addTextField")
    if preferredStyle == .actionSheet {
      UIKitShimLog.raise(
        "NSInternalInconsistencyException: Text fields can only be added to an alert "
          + "controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    fields.append(field)
    configurationHandler?(field)
  }

  /// The user taps `action`: like UIKit, a disabled button does nothing; an enabled one
  /// dismisses the controller and then calls the action's handler.
  public func shimTap(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(action) else { return }
    presentingViewController?.dismiss(animated: true)
    action.handler?(action)
  }

  /// The user taps the button titled `title` and UIKit runs its handler while the alert is
  /// still animating out; the dismissal completes when the returned transition finishes.
  public func shimTapDuringDismissal(title: String) -> ShimTransition? {
    guard let action = actions.first(where: { $0.title == title }), action.isEnabled,
      let presenting = presentingViewController
    else { return nil }
    let transition = ShimTransition { [weak self] in
      self?.isBeingDismissed = false
      self?.transitionCoordinator = nil
      presenting.dismiss(animated: false)
    }
    isBeingDismissed = true
    transitionCoordinator = transition
    action.handler?(action)
    return transition
  }

  /// The user taps the button titled `title`.
  public func shimTap(title: String) {
    if let action = actions.first(where: { $0.title == title }) { shimTap(action) }
  }

  /// The user taps outside an iPad popover: UIKit dismisses it, runs the cancel action's
  /// handler if there is a cancel action, and tells the popover's delegate.
  public func shimTapOutsidePopover() {
    presentingViewController?.dismiss(animated: true)
    if let cancel = actions.first(where: { $0.style == .cancel }) { cancel.handler?(cancel) }
    if let popover = popoverPresentationController {
      popover.delegate?.presentationControllerDidDismiss(popover)
    }
  }
}
