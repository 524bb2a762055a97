// Where the UIKit shell points an action sheet's popover on iPad, read only through Apple's API:
// these tests run on Linux against the UIKit shim and on iOS against UIKit itself. The popover
// is the one UIKit makes for a presentation; the shell's delegate prepares it as it does just
// before the popover appears. Presenting it for real is in ShimOnly/.
#if os(iOS) || canImport(UIKitShim)
  import FluentAlert
  import Foundation
  import Testing
  #if canImport(UIKitShim)
    import FluentAlertUIKitShimmed
    import UIKitShim
  #else
    import FluentAlertUIKit
    import UIKit
  #endif

  /// A screen with a Share button in its view and an Add item in its
  /// navigation bar, as an iPad app presents an action sheet from.
  @MainActor
  private struct Screen {
    let controller = UIViewController()
    let share = UIView(frame: CGRect(x: 300, y: 20, width: 44, height: 30))
    let add = UIBarButtonItem(title: "Add")

    init() {
      controller.view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
      share.accessibilityIdentifier = "share"
      controller.view.addSubview(share)
      add.accessibilityIdentifier = "add"
      controller.navigationItem.rightBarButtonItems = [add]
    }

    /// The popover of a sheet presented from this screen, prepared for `anchor`.
    func popover(for anchor: PopoverAnchor?) -> UIPopoverPresentationController {
      let popover = UIPopoverPresentationController(
        presentedViewController: UIViewController(), presenting: controller)
      PopoverPointing.prepare(popover, as: UIKitPopoverPlan(anchor: anchor))
      return popover
    }
  }

  @MainActor
  @Suite("An action sheet's popover, read through UIKit's API")
  struct PopoverPointingTests {
    @Test("the popover points at the anchor view, with its bounds and any arrow")
    func view() {
      let screen = Screen()
      let popover = screen.popover(for: .view(identifier: "share"))
      #expect(popover.sourceView === screen.share)
      #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 30))
      #expect(popover.permittedArrowDirections == .any)
    }

    @Test("the popover points at the bar button item the identifier names")
    func barButtonItem() {
      let screen = Screen()
      let popover = screen.popover(for: .barButtonItem(identifier: "add"))
      #expect(popover.sourceItem === screen.add)
      #expect(popover.sourceView == nil)
    }

    @Test("a rectangle is in the presenting view's coordinates")
    func rect() {
      let screen = Screen()
      let popover = screen.popover(for: .rect(x: 10, y: 20, width: 30, height: 40))
      #expect(popover.sourceView === screen.controller.view)
      #expect(popover.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("no anchor, or one that matches nothing, points at the centre with no arrow")
    func center() {
      let screen = Screen()
      for anchor in [nil, PopoverAnchor.center, .view(identifier: "missing")] {
        let popover = screen.popover(for: anchor)
        #expect(popover.sourceView === screen.controller.view)
        #expect(popover.sourceRect == CGRect(x: 400, y: 300, width: 0, height: 0))
        #expect(popover.permittedArrowDirections == [])
      }
    }

    @Test("a source the app set itself is kept")
    func appSource() {
      let screen = Screen()
      let popover = UIPopoverPresentationController(
        presentedViewController: UIViewController(), presenting: screen.controller)
      popover.sourceItem = screen.add
      PopoverPointing.prepare(popover, as: UIKitPopoverPlan(anchor: .view(identifier: "share")))
      #expect(popover.sourceItem === screen.add)
      #expect(popover.sourceView == nil)
    }
  }
#endif
