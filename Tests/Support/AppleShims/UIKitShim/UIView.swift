/// `UIView` (UIKit/UIView.h).
@MainActor
open class UIView: UIResponder, UIPopoverPresentationControllerSourceItem {
  /// `frame`.
  open var frame: CGRect
  /// `bounds`.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// `subviews`.
  open private(set) var subviews: [UIView] = []
  /// `superview`.
  open private(set) weak var superview: UIView?
  /// `UIAccessibilityIdentification.accessibilityIdentifier`.
  open var accessibilityIdentifier: String?
  /// `window`.
  open var window: UIWindow? { superview?.window }

  /// `init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// `addSubview(_:)`.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// `removeFromSuperview()`.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}

/// `UIWindow` (UIKit/UIWindow.h).
@MainActor
open class UIWindow: UIView {
  /// `rootViewController`: like UIKit, the window shows the root's view.
  open var rootViewController: UIViewController? {
    didSet { if let view = rootViewController?.view { addSubview(view) } }
  }
  /// `isKeyWindow`.
  open var isKeyWindow = false
  /// `windowScene`.
  open weak var windowScene: UIWindowScene?

  /// `window`: a window is its own.
  override open var window: UIWindow? { self }

  /// `init(windowScene:)`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    windowScene.windows.append(self)
  }
}

/// `UIScene` (UIKit/UIScene.h).
@MainActor
open class UIScene: UIResponder {
  /// `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    /// `.unattached`.
    case unattached = -1
    /// `.foregroundActive`.
    case foregroundActive = 0
    /// `.foregroundInactive`.
    case foregroundInactive = 1
    /// `.background`.
    case background = 2
  }

  /// `activationState` (read-only in UIKit; the shim lets a test set it).
  open var activationState: ActivationState = .foregroundActive
}

/// `UIApplication` (UIKit/UIApplication.h).
@MainActor
open class UIApplication: UIResponder {
  /// `shared`.
  public static let shared = UIApplication()

  /// `connectedScenes` (read-only in UIKit; the shim lets a test set it).
  open var connectedScenes: Set<UIScene> = []
}

/// `UIWindowScene` (UIKit/UIWindowScene.h).
@MainActor
open class UIWindowScene: UIScene {
  /// `windows`.
  open internal(set) var windows: [UIWindow] = []
  /// `keyWindow` (iOS 15).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The shim's stand-in for a scene the system connects.
  public override init() {}
}

/// `UIBarItem` and `UIBarButtonItem` (UIKit/UIBarItem.h, UIBarButtonItem.h).
@MainActor
open class UIBarItem: NSObject {
  /// `UIAccessibilityIdentification.accessibilityIdentifier`.
  open var accessibilityIdentifier: String?
}

/// `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {
  /// `title`.
  open var title: String?

  /// `init(title:style:target:action:)`, simplified to a title.
  public init(title: String?) {
    self.title = title
  }
}

/// `UINavigationItem` (UIKit/UINavigationItem.h).
@MainActor
open class UINavigationItem: NSObject {
  /// `leftBarButtonItems`.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// `rightBarButtonItems`.
  open var rightBarButtonItems: [UIBarButtonItem]?
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16).
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// `init(rawValue:)`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// `.up`.
  public static let up = Self(rawValue: 1 << 0)
  /// `.down`.
  public static let down = Self(rawValue: 1 << 1)
  /// `.left`.
  public static let left = Self(rawValue: 1 << 2)
  /// `.right`.
  public static let right = Self(rawValue: 1 << 3)
  /// `.any`.
  public static let any: Self = [.up, .down, .left, .right]
}

/// `UIPresentationController` (UIKit/UIPresentationController.h).
@MainActor
open class UIPresentationController: NSObject {
  /// `presentingViewController`; the shim's is set when the presentation starts.
  open internal(set) var presentingViewController: UIViewController! = nil

  /// The shim's presentation controller before a presentation starts.
  public override init() {}

  /// `init(presentedViewController:presenting:)`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentingViewController = presentingViewController
  }
}

/// `UIAdaptivePresentationControllerDelegate`, with the method the shell implements; the
/// SDK's optional requirement is modelled by a default implementation.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// `presentationControllerDidDismiss(_:)` (iOS 13).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// The optional requirement's absence.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// `UIPopoverPresentationControllerDelegate`, with the method the shell implements.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// `prepareForPopoverPresentation(_:)`.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// The optional requirement's absence.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// `UIPopoverPresentationController` (UIKit/UIPopoverPresentationController.h).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// `delegate`.
  open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
  /// `sourceView`.
  open var sourceView: UIView?
  /// `sourceRect`.
  open var sourceRect: CGRect = .zero
  /// `sourceItem` (iOS 16).
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// `permittedArrowDirections`.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}
