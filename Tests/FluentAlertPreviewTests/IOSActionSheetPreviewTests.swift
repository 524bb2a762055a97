import FluentAlert
import FluentAlertPreview
import Testing

/// What the iOS action sheet look draws, read back from its SVG.
@Suite("iOS action sheet look")
struct IOSActionSheetPreviewTests {
  @Test("actions stack in order in one group; the cancel button sits apart below, semibold")
  func groups() throws {
    let svg = try ParsedSVG(PreviewDialogs.sheetEightActions.svgPreview(.iOSActionSheet))
    let titles = [
      "AirDrop", "Messages", "Mail", "Notes", "Copy Link", "Save to Files", "Print",
      "Delete Photo", "Cancel",
    ]
    let ys = try titles.map { try #require(svg.text($0)?.number("y")) }
    #expect(ys == ys.sorted())
    let steps = zip(ys, ys.dropFirst()).map { ($1 - $0).rounded() }
    #expect(Set(steps.dropLast()) == [57], "rows are 57 points apart")
    #expect(steps.last == 65, "the cancel button is 8 points below the group: 57 + 8")
    #expect(svg.text("Cancel")?.attributes["font-weight"] == "600")
    #expect(svg.text("Delete Photo")?.attributes["fill"] == "#FF3B30")
    #expect(svg.text("Share “Sunset.jpg”")?.number("font-size") == 13)
  }

  @Test("a cancel action listed first is still drawn last, apart")
  func cancelFirst() throws {
    let dialog = Dialog<String>(
      style: .actionSheet,
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: "c"), DialogAction(title: "Go", key: "g"),
      ])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSActionSheet))
    #expect(try #require(svg.text("Go")?.number("y")) < #require(svg.text("Cancel")?.number("y")))
  }

  @Test("a sheet has no preferred action and no text fields")
  func ignored() throws {
    let dialog = Dialog<String>(
      style: .actionSheet,
      actions: [
        DialogAction(title: "Go", key: "g").preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: "c"),
      ], textFields: [DialogTextField("Never drawn")])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSActionSheet))
    #expect(svg.text("Go")?.attributes["font-weight"] == nil)
    #expect(svg.text("Never drawn") == nil)
  }

  @Test("a checked action shows a checkmark, an action with an image a mark for it")
  func marks() throws {
    let svg = try ParsedSVG(PreviewDialogs.sheetChecked.svgPreview(.iOSActionSheet))
    #expect(svg.elements.filter { $0.name == "polyline" }.count == 1)
    #expect(svg.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "none" }.count == 1)
  }
}
