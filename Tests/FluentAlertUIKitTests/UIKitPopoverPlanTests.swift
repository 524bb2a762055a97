import FluentAlert
import FluentAlertUIKit
import Testing

@Suite("UIKit popover anchor")
struct UIKitPopoverPlanTests {
  @Test("each anchor maps to the matching source")
  func mapping() {
    #expect(
      UIKitPopoverPlan(anchor: .rect(x: 10, y: 20, width: 44, height: 30)).requested
        == .rect(x: 10, y: 20, width: 44, height: 30))
    #expect(UIKitPopoverPlan(anchor: .view(identifier: "v")).requested == .view(identifier: "v"))
    #expect(
      UIKitPopoverPlan(anchor: .barButtonItem(identifier: "b")).requested
        == .barButtonItem(identifier: "b"))
    #expect(UIKitPopoverPlan(anchor: .center).requested == .center)
  }

  @Test("no anchor falls back to the centre, so iPad never raises")
  func missingAnchor() {
    #expect(UIKitPopoverPlan(anchor: nil).requested == .center)
  }

  @Test(
    "an unusable rectangle falls back to the centre",
    arguments: [
      PopoverAnchor.rect(x: .nan, y: 0, width: 1, height: 1),
      .rect(x: 0, y: .infinity, width: 1, height: 1),
      .rect(x: 0, y: 0, width: -1, height: 1),
      .rect(x: 0, y: 0, width: 1, height: -0.5),
    ])
  func unusableRect(anchor: PopoverAnchor) {
    #expect(UIKitPopoverPlan(anchor: anchor).requested == .center)
  }

  @Test("a zero-size rectangle is a point, and kept")
  func zeroRect() {
    #expect(
      UIKitPopoverPlan(anchor: .rect(x: 5, y: 6, width: 0, height: 0)).requested
        == .rect(x: 5, y: 6, width: 0, height: 0))
  }

  @Test("an identifier that matches nothing is an invalidAnchor error naming it and the fix")
  func unmatched() {
    let problem = UIKitPopoverPlan(anchor: .view(identifier: "avatar"))
      .unmatchedAnchor(presenting: "ProfileViewController")
    #expect(problem.kind == .invalidAnchor)
    #expect(problem.severity == .error)
    #expect(
      problem.message
        == #"anchor view "avatar" matches no view in the hierarchy of ProfileViewController; "#
        + "give the view that accessibility identifier, or pass the view itself to "
        + "present(from:anchor:)")
    let item = UIKitPopoverPlan(anchor: .barButtonItem(identifier: "share"))
    #expect(
      item.unmatchedAnchor(presenting: "Feed").message.hasPrefix(
        #"anchor bar button item "share" matches no item in the navigation item or toolbar of Feed"#
      ))
    let detached = UIKitPopoverPlan.detachedAnchor("view UIButton")
    #expect(detached.kind == .invalidAnchor)
    #expect(detached.message.hasPrefix("anchor view UIButton is not in a window"))
  }
}
