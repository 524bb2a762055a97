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

  @Test("a hand-presented controller whose anchor cannot be found points at the centre")
  func resolution() {
    let view = UIKitPopoverPlan(anchor: .view(identifier: "avatar"))
    #expect(
      view.resolved(viewExists: { $0 == "avatar" }, barButtonItemExists: { _ in false })
        == .view(identifier: "avatar"))
    #expect(
      view.resolved(viewExists: { _ in false }, barButtonItemExists: { _ in true }) == .center)
    let item = UIKitPopoverPlan(anchor: .barButtonItem(identifier: "share"))
    #expect(
      item.resolved(viewExists: { _ in false }, barButtonItemExists: { $0 == "share" })
        == .barButtonItem(identifier: "share"))
    #expect(
      item.resolved(viewExists: { _ in true }, barButtonItemExists: { _ in false }) == .center)
    let rect = UIKitPopoverPlan(anchor: .rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      rect.resolved(viewExists: { _ in false }, barButtonItemExists: { _ in false })
        == .rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("an identifier that matches nothing is an invalidAnchor error naming it and the fix")
  func unmatched() throws {
    let view = UIKitPopoverPlan(anchor: .view(identifier: "avatar"))
    #expect(
      view.unmatchedAnchor(
        viewExists: { $0 == "avatar" }, barButtonItemExists: { _ in false },
        presenting: "ProfileViewController") == nil)
    let problem = try #require(
      view.unmatchedAnchor(
        viewExists: { _ in false }, barButtonItemExists: { _ in true },
        presenting: "ProfileViewController"))
    #expect(problem.kind == .invalidAnchor)
    #expect(problem.severity == .error)
    #expect(
      problem.message
        == #"anchor view "avatar" matches no view in the hierarchy of ProfileViewController; "#
        + "give the view that accessibility identifier, or pass the view itself to "
        + "present(from:anchor:)")
    let item = UIKitPopoverPlan(anchor: .barButtonItem(identifier: "share"))
    let itemProblem = item.unmatchedAnchor(
      viewExists: { _ in true }, barButtonItemExists: { _ in false }, presenting: "Feed")
    #expect(
      itemProblem?.message.hasPrefix(#"anchor bar button item "share" matches no item"#) == true)
    // A rectangle or the centre needs nothing found.
    for anchor: PopoverAnchor? in [.rect(x: 1, y: 2, width: 3, height: 4), .center, nil] {
      #expect(
        UIKitPopoverPlan(anchor: anchor).unmatchedAnchor(
          viewExists: { _ in false }, barButtonItemExists: { _ in false }, presenting: "X") == nil)
    }
    let detached = UIKitPopoverPlan.detachedAnchor("view UIButton")
    #expect(detached.kind == .invalidAnchor)
    #expect(detached.message.hasPrefix("anchor view UIButton is not in a window"))
  }

  @Test("only the centre hides the arrow")
  func arrow() {
    #expect(!UIKitPopoverPlan.showsArrow(for: .center))
    #expect(UIKitPopoverPlan.showsArrow(for: .view(identifier: "v")))
    #expect(UIKitPopoverPlan.showsArrow(for: .rect(x: 0, y: 0, width: 1, height: 1)))
    #expect(UIKitPopoverPlan.showsArrow(for: .barButtonItem(identifier: "b")))
  }
}
