#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  /// Shows dialog sessions as `UIAlertController`s on top of a window's (or a
  /// view controller's) hierarchy.
  ///
  /// Each session is presented from the top view controller (through
  /// navigation, tab, split and presented controllers), with an action sheet's
  /// popover pointed at its anchor (or the centre of the presenting view, so
  /// iPad never raises). Taps and typing go to the session; when the session
  /// ends without a tap (auto-dismiss, `dismiss()`), the presenter closes
  /// the alert. Use it through a `DialogQueue` so a dialog opened from a
  /// handler waits for the one on screen; `dialog.present(from:)` does that
  /// with one queue per window.
  @MainActor
  public final class UIKitDialogPresenter: DialogPresenter {
    /// Whether presenting and dismissing are animated.
    public var animated: Bool
    /// The clock for auto-dismiss timers: `ContinuousClock()`, or a
    /// `TestClock` from `FluentAlertTesting` that a test advances by hand.
    public var clock: any Clock<Duration> = ContinuousClock()
    private let root: @MainActor () -> UIViewController?
    /// What an action sheet's popover points at, given as an object by
    /// `present(from:anchor:)`, in place of the dialog's own anchor.
    private let anchor: UIKitAnchor?
    private var shown: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
      let session: AnyDialogSession
      weak var controller: UIAlertController?
    }

    /// Lets every UIKit dialog draw the styling `UIAlertController` only
    /// takes through undocumented keys: styled titles and messages, action
    /// colours, action images and checkmarks.
    ///
    /// Without it (the default), UIKit dialogs use public API only and
    /// `problems(for: .uiKit)` reports the styling UIKit drops. Apple may
    /// rename these keys in any release, and App Review may object to them,
    /// so allow them knowingly, once, before the first dialog:
    ///
    /// ```swift
    /// UIKitDialogPresenter.allowUndocumentedAttributes()
    /// ```
    ///
    /// The Boolean `FluentAlertUndocumentedUIKitAttributes` set to `YES` in
    /// the app's Info.plist does the same. Once allowed, the keys stay
    /// allowed for the life of the process.
    public static func allowUndocumentedAttributes() {
      UIKitUndocumentedAttributes.allowedInCode = true
    }

    /// Creates a presenter that starts its search for the top view
    /// controller at whatever `root` returns when a dialog is shown.
    ///
    /// - Parameters:
    ///   - animated: Whether presenting and dismissing are animated.
    ///   - root: The controller to start from, usually a window's root; when
    ///     it returns `nil`, or a controller whose view is not in a window,
    ///     the dialog cannot be shown and its session ends as torn down.
    package init(animated: Bool = true, root: @escaping @MainActor () -> UIViewController?) {
      self.animated = animated
      self.root = root
      anchor = nil
    }

    /// Creates a presenter for one presentation whose action sheet points at
    /// `anchor`: what `present(from:anchor:)` hands its queue.
    ///
    /// - Parameters:
    ///   - anchor: What the popover points at.
    ///   - viewController: Where the search for the top view controller
    ///     starts; held weakly.
    ///   - presenter: The queue's presenter, whose animation and clock it
    ///     takes.
    package init(
      anchor: UIKitAnchor, from viewController: UIViewController,
      like presenter: any DialogPresenter
    ) {
      let queuePresenter = presenter as? UIKitDialogPresenter
      animated = queuePresenter?.animated ?? true
      clock = presenter.clock
      root = { [weak viewController] in viewController }
      self.anchor = anchor
    }

    /// Creates a presenter for a window's hierarchy.
    ///
    /// - Parameters:
    ///   - window: The window; held weakly.
    ///   - animated: Whether presenting and dismissing are animated.
    package convenience init(window: UIWindow, animated: Bool = true) {
      self.init(animated: animated) { [weak window] in window?.rootViewController }
    }

    /// Creates a presenter that presents from `viewController` (or what it
    /// presents, or shows in a container).
    ///
    /// - Parameters:
    ///   - viewController: Where the search starts; held weakly.
    ///   - animated: Whether presenting and dismissing are animated.
    public convenience init(viewController: UIViewController, animated: Bool = true) {
      self.init(animated: animated) { [weak viewController] in viewController }
    }

    /// The alert controller showing `session`, if it is on screen.
    ///
    /// - Parameter session: A session this presenter shows.
    /// - Returns: The controller, or `nil`.
    package func controller(for session: AnyDialogSession) -> UIAlertController? {
      shown[ObjectIdentifier(session)]?.controller
    }

    /// Presents an alert controller for `session` from the top view
    /// controller.
    ///
    /// - Parameters:
    ///   - session: The session to show.
    ///   - completion: Called once the alert is on screen.
    public func show(
      _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
    ) {
      // UIKit silently refuses to present from a controller whose view is not
      // in a window; end the session instead of leaving its caller waiting.
      guard let root = root(), root.viewIfLoaded?.window != nil else {
        _ = session.tearDown()
        return
      }
      let presenting = TopViewControllerSearch.top(from: root) as? UIViewController ?? root
      #if !os(tvOS)
        // An anchor that is not where the dialog is shown is refused, never
        // silently pointed elsewhere.
        var target: PopoverPointing.Target?
        if session.style == .actionSheet {
          let popover = UIKitPopoverPlan(anchor: session.anchor)
          do {
            target = try popoverTarget(popover, from: presenting)
          } catch {
            _ = session.refuse(error.problems)
            return
          }
        }
      #endif
      let controller = UIAlertController(session: session, presenter: self)
      let id = ObjectIdentifier(session)
      shown[id] = Entry(session: session, controller: controller)
      #if !os(tvOS)
        if let popover = controller.popoverPresentationController, let target {
          PopoverPointing.point(popover, at: target, in: presenting.view)
        }
      #endif
      presenting.present(controller, animated: animated) { completion() }
    }

    #if !os(tvOS)
      /// Where an action sheet's popover points: the anchor object given at
      /// presentation, else what the dialog's anchor names in `presenting`.
      ///
      /// - Throws: An ``DialogProblem/Kind/invalidAnchor`` error for an
      ///   anchor view not in a window, or an identifier that matches
      ///   nothing.
      private func popoverTarget(
        _ popover: UIKitPopoverPlan, from presenting: UIViewController
      ) throws(DialogValidationError) -> PopoverPointing.Target {
        switch anchor {
        case .view(let view)? where view.window == nil:
          throw DialogValidationError(
            problems: [UIKitPopoverPlan.detachedAnchor("view \(type(of: view))")])
        case .rect(_, let view)? where view.window == nil:
          throw DialogValidationError(problems: [
            UIKitPopoverPlan.detachedAnchor("rectangle's view")
          ])
        case let anchor?:
          return .anchor(anchor)
        case nil:
          guard let target = PopoverPointing.target(of: popover, in: presenting) else {
            let type = String(describing: type(of: presenting))
            throw DialogValidationError(problems: [popover.unmatchedAnchor(presenting: type)])
          }
          return target
        }
      }
    #endif

    /// Forgets a session whose controller went away before it ended.
    ///
    /// - Parameter session: A session this presenter showed.
    func forget(_ session: AnyDialogSession) {
      shown[ObjectIdentifier(session)] = nil
    }

    /// Enables and disables buttons as the session's text requirements
    /// change.
    ///
    /// - Parameter session: A session this presenter shows.
    public func update(_ session: AnyDialogSession) {
      controller(for: session)?.syncEnabled(with: session)
    }

    /// Dismisses the alert of `session` unless UIKit already did after a tap.
    ///
    /// - Parameters:
    ///   - session: The session to remove.
    ///   - completion: Called once the alert is gone.
    public func remove(
      _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
    ) {
      let entry = shown.removeValue(forKey: ObjectIdentifier(session))
      guard let controller = entry?.controller else { return completion() }
      controller.dismissIfShown(animated: animated, completion: completion)
    }
  }
#endif
