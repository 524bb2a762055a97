#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  /// What a controller's action and text-field handlers hold: the session
  /// they report to, and whatever must live as long as the controller.
  ///
  /// The controller owns its actions, the actions own their handlers, and
  /// the handlers own this link; so the link dies with the controller. If
  /// that happens before the session ended (someone else dismissed the
  /// alert, its window closed), `onGone` ends the session as torn down, so
  /// nobody awaiting it hangs.
  @MainActor
  final class SessionLink {
    let session: AnyDialogSession
    private let owner: AnyObject?
    /// Objects UIKit holds weakly (the popover's delegate) that must live as
    /// long as the controller.
    var retained: [AnyObject] = []
    private let onGone: @MainActor @Sendable () -> Void

    init(
      session: AnyDialogSession, owner: AnyObject?,
      onGone: @escaping @MainActor @Sendable () -> Void
    ) {
      self.session = session
      self.owner = owner
      self.onGone = onGone
    }

    deinit {
      // Only Sendable values leave deinit: the closure, run on the main actor.
      let onGone = onGone
      Task { @MainActor in onGone() }
    }
  }
#endif
