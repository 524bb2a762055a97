import FluentAlert
import FluentAlertPreview
import Foundation
import Testing

/// What the Mac alert look draws, read back from its SVG.
@Suite("macOS alert look")
struct MacOSAlertPreviewTests {
  /// The titles of the buttons from top to bottom, right to left in a row.
  static func buttonOrder(_ svg: ParsedSVG, titles: Set<String>) -> [String] {
    svg.texts.filter { titles.contains($0.text) }
      .sorted {
        let (y0, y1) = ($0.number("y") ?? 0, $1.number("y") ?? 0)
        return y0 != y1 ? y0 < y1 : ($0.number("x") ?? 0) > ($1.number("x") ?? 0)
      }
      .map(\.text)
  }

  @Test("buttons stack in AppKit's order: preferred first, then cancel, then the rest")
  func stackedOrder() throws {
    let svg = try ParsedSVG(PreviewDialogs.threeButtons.svgPreview(.macOSAlert))
    let order = Self.buttonOrder(svg, titles: ["Save", "Don’t Save", "Cancel"])
    #expect(order == ["Save", "Cancel", "Don’t Save"])
  }

  @Test("help draws NSAlert's round Help button under the buttons, at the leading edge")
  func helpButton() throws {
    let plain = PreviewDialogs.informationalWithIcon
    let withHelp = plain.help(.link("https://example.com/help"))
    let svg = try ParsedSVG(withHelp.svgPreview(.macOSAlert))
    let mark = try #require(svg.text("?"))
    let show = try #require(svg.text("Show Backups"))
    #expect(try #require(mark.number("y")) > #require(show.number("y")))
    #expect(try #require(mark.number("x")) < #require(show.number("x")))
    let height = { (svg: ParsedSVG) in svg.root?.number("height") ?? 0 }
    let without = try ParsedSVG(plain.svgPreview(.macOSAlert))
    #expect(without.text("?") == nil)
    #expect(height(svg) > height(without))
  }

  @Test("progress draws a bar under the message, filled as far as the work has come")
  func progressBar() throws {
    let dialog = Dialog<Int>.alert("Importing photos…").progress(.fraction(0.25))
      .addCancel("Stop", key: 0)
    let svg = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    let accent = svg.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#007AFF" }
    let track = try #require(
      svg.elements.first {
        $0.name == "rect" && $0.number("height") == 6 && $0.attributes["fill"] != "#007AFF"
      })
    let done = try #require(accent.first { $0.number("height") == 6 })
    let ratio = try #require(done.number("width")) / #require(track.number("width"))
    #expect(abs(ratio - 0.25) < 0.001)
    let none = try ParsedSVG(
      Dialog<Int>.alert("Stop?").addCancel("Stop", key: 0).svgPreview(.macOSAlert))
    #expect(!none.elements.contains { $0.name == "rect" && $0.number("height") == 6 })
  }

  @Test("accessories are drawn under the message in order: bullets, the link blue, small print")
  func accessories() throws {
    let dialog = Dialog<Int>.alert("Allow access to:")
      .accessory(.lines(["Camera", "Microphone"]))
      .accessory(.link("Privacy", address: "https://example.com/privacy"))
      .accessory(.footnote("Change it later."))
      .addAction("Allow", key: 1)
      .addCancel("Cancel", key: 0)
    let svg = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    let title = try #require(svg.text("Allow access to:"))
    let camera = try #require(svg.text("• Camera"))
    let microphone = try #require(svg.text("• Microphone"))
    let link = try #require(svg.text("Privacy"))
    let footnote = try #require(svg.text("Change it later."))
    let ys = try [title, camera, microphone, link, footnote].map { try #require($0.number("y")) }
    #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    #expect(link.attributes["fill"] == "#007AFF")
    #expect(try #require(footnote.number("font-size")) < #require(camera.number("font-size")))
    #expect(try #require(svg.text("Allow")).number("y")! > ys.last!)
  }

  @Test("controls are drawn under the accessories: a ticked box, the choice's title, round radios")
  func controls() throws {
    let dialog = Dialog<String>.alert("All seats are in use")
      .accessory(.footnote("Deactivated Macs can be used again."))
      .addControl(.toggle("Remember this Mac", key: "remember", isOn: true))
      .addControl(
        .choice(
          "Deactivate:", key: "machine",
          options: [("studio", "Studio Mac"), ("air", "MacBook Air")],
          selected: "air")
      )
      .addAction("Deactivate", key: "deactivate")
      .addCancel("Cancel", key: "cancel")
    let svg = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    // As wide as an alert with an accessory view.
    #expect(svg.root?.attributes["width"] == "320")
    let parts = try ["Deactivated Macs can be used again.", "Remember this Mac", "Deactivate:"]
      .map { try #require(svg.text($0)) }
    let options = try ["Studio Mac", "MacBook Air"].map { try #require(svg.text($0)) }
    let ys = try (parts + options).map { try #require($0.number("y")) }
    #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    #expect(try #require(svg.text("Deactivate")).number("y")! > ys.last!)
    // The two radio buttons are round (radius 7), the selected one filled with the accent.
    let radios = svg.elements.filter { $0.name == "rect" && $0.number("rx") == 7 }
    #expect(radios.count >= 2)
    #expect(radios.contains { $0.attributes["fill"] == "#007AFF" })
    // The ticked box draws its check mark.
    #expect(svg.elements.contains { $0.name == "polyline" })
    // Nothing selected, nothing ticked: no accent mark but the button Return presses.
    let plain = try ParsedSVG(
      Dialog<String>.alert("Pick").addControl(.choice(nil, key: "k", options: [("a", "A")]))
        .addCancel("Cancel", key: "c").svgPreview(.macOSAlert))
    #expect(
      !plain.elements.contains {
        $0.name == "rect" && $0.number("rx") == 7
          && $0.attributes["fill"] == "#007AFF"
      })
  }

  @Test("a list longer than the visible lines shows those and a scroller")
  func longList() throws {
    let visible = DialogAccessory.visibleLineCount
    let dialog = Dialog<Int>.alert("Share these folders?")
      .accessory(.lines((1...visible + 4).map { "Folder \($0)" }))
      .addAction("Share", key: 1)
    let svg = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    #expect(svg.texts.filter { $0.text.hasPrefix("• Folder") }.count == visible)
    #expect(svg.text("• Folder \(visible + 1)") == nil)
    #expect(svg.elements.contains { $0.name == "rect" && $0.number("width") == 5 })
  }

  @Test("two buttons that fit sit side by side, the first on the right")
  func sideBySide() throws {
    let svg = try ParsedSVG(PreviewDialogs.informationalWithIcon.svgPreview(.macOSAlert))
    let ok = try #require(svg.text("OK"))
    let show = try #require(svg.text("Show Backups"))
    #expect(ok.number("y") == show.number("y"))
    #expect(try #require(ok.number("x")) > #require(show.number("x")))
    // Without a preferred or default action the cancel action leads.
    let trash = try ParsedSVG(PreviewDialogs.criticalWithSuppression.svgPreview(.macOSAlert))
    #expect(
      Self.buttonOrder(trash, titles: ["Empty Trash", "Cancel"]) == ["Cancel", "Empty Trash"])
  }

  @Test("the button Return presses is filled with the accent colour, its title white")
  func returnButton() throws {
    let svg = try ParsedSVG(PreviewDialogs.informationalWithIcon.svgPreview(.macOSAlert))
    #expect(svg.text("OK")?.attributes["fill"] == "#FFFFFF")
    #expect(svg.text("Show Backups")?.attributes["fill"] == "#262626")
    let accent = svg.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#007AFF" }
    let okX = try #require(svg.text("OK")?.number("x"))
    #expect(
      accent.contains { rect in
        guard let x = rect.number("x"), let width = rect.number("width") else { return false }
        return x < okX && okX < x + width
      })
    // A cancel button that Return presses (Return never presses a destructive action nobody
    // made the default) is the default button, Escape or not.
    let trash = try ParsedSVG(PreviewDialogs.criticalWithSuppression.svgPreview(.macOSAlert))
    #expect(trash.text("Cancel")?.attributes["fill"] == "#FFFFFF")
    #expect(trash.text("Empty Trash")?.attributes["fill"] == "#FF3B30")
  }

  @Test("a field's label is drawn at its leading edge and the field starts after it")
  func fieldLabel() throws {
    let plain = Dialog<String>.alert("Export the Library")
      .addTextField("Untitled")
      .addAction("Export", key: "export")
    let labelled = Dialog<String>.alert("Export the Library")
      .addTextField("Untitled") { $0.label("Save As:") }
      .addAction("Export", key: "export")
    let before = try ParsedSVG(plain.svgPreview(.macOSAlert))
    let after = try ParsedSVG(labelled.svgPreview(.macOSAlert))
    let label = try #require(after.text("Save As:"))
    let placeholder = try #require(after.text("Untitled"))
    let x = { (element: ParsedSVG.Element) in Double(element.attributes["x"] ?? "") ?? -1 }
    #expect(x(label) < x(placeholder))
    #expect(x(placeholder) > x(try #require(before.text("Untitled"))))
  }

  @Test("an icon given as PNG or JPEG bytes is drawn; other bytes leave the mark where it goes")
  func iconImage() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
    let dialog = Dialog<String>.alert("Remove “Steam”?")
      .addDestructive("Remove", key: "remove")
      .addCancel("Cancel", key: "cancel")
    let drawn = try ParsedSVG(dialog.icon(.data(png)).svgPreview(.macOSAlert))
    let image = try #require(drawn.elements.first { $0.name == "image" })
    #expect(image.attributes["href"] == "data:image/png;base64,iVBORw0KGgoAAA==")
    #expect(image.attributes["width"] == "64" && image.attributes["height"] == "64")
    let file = FileManager.default.temporaryDirectory
      .appending(path: "fluentalert-icon-\(UInt32.random(in: 0...UInt32.max)).jpg")
    try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try ParsedSVG(dialog.icon(.file(file)).svgPreview(.macOSAlert))
    #expect(
      fromFile.elements.first { $0.name == "image" }?.attributes["href"]
        == "data:image/jpeg;base64,/9j/4A==")
    let tiff = try ParsedSVG(dialog.icon(.data(Data("II*\0".utf8))).svgPreview(.macOSAlert))
    #expect(!tiff.elements.contains { $0.name == "image" })
    #expect(tiff.elements.count == drawn.elements.count, "the mark instead of the image")
  }

  @Test("a critical alert shows the caution badge; a warning only the app icon")
  func severity() throws {
    let critical = try ParsedSVG(PreviewDialogs.criticalWithSuppression.svgPreview(.macOSAlert))
    #expect(critical.elements.contains { $0.name == "polygon" })
    let warning = try ParsedSVG(PreviewDialogs.oneButton.svgPreview(.macOSAlert))
    #expect(!warning.elements.contains { $0.name == "polygon" })
    // A destructive action alone leaves the plain alert, as the AppKit presenter does.
    let destructive = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.macOSAlert))
    #expect(!destructive.elements.contains { $0.name == "polygon" })
  }

  @Test("text fields sit in the accessory view, wider than a plain alert; secure text as dots")
  func accessory() throws {
    let login = try ParsedSVG(PreviewDialogs.login.svgPreview(.macOSAlert))
    #expect(login.root?.attributes["width"] == "320")
    let email = try #require(login.text("Email"))
    let password = try #require(login.text("Password"))
    #expect(email.attributes["text-anchor"] == nil)
    let gap = try #require(password.number("y")) - #require(email.number("y"))
    #expect(gap.rounded() == 32)
    let plain = try ParsedSVG(PreviewDialogs.oneButton.svgPreview(.macOSAlert))
    #expect(plain.root?.attributes["width"] == "308")
    let filled = Dialog<String>(
      style: .alert, title: "Unlock",
      actions: [DialogAction(title: "OK", key: "ok")],
      textFields: [DialogTextField().text("hunter2").secure()])
    let dots = try ParsedSVG(filled.svgPreview(.macOSAlert))
    #expect(dots.text("•••••••") != nil)
    #expect(dots.text("hunter2") == nil)
  }

  @Test("the suppression checkbox shows its title, ticked when it starts on")
  func suppression() throws {
    let off = try ParsedSVG(PreviewDialogs.criticalWithSuppression.svgPreview(.macOSAlert))
    #expect(off.text("Do not ask again") != nil)
    #expect(!off.elements.contains { $0.name == "polyline" })
    let on = try ParsedSVG(PreviewDialogs.informationalWithIcon.svgPreview(.macOSAlert))
    #expect(on.elements.contains { $0.name == "polyline" })
  }

  @Test("the title is bold over the message; without a title the message is the bold text")
  func messageText() throws {
    let svg = try ParsedSVG(PreviewDialogs.oneButton.svgPreview(.macOSAlert))
    #expect(svg.text("Saved")?.attributes["font-weight"] == "600")
    #expect(svg.text("Your changes were saved.")?.number("font-size") == 11)
    let untitled = Dialog<String>(
      style: .alert, message: "Connection lost.", actions: [DialogAction(title: "OK", key: "ok")])
    let only = try ParsedSVG(untitled.svgPreview(.macOSAlert))
    #expect(only.text("Connection lost.")?.attributes["font-weight"] == "600")
  }

  @Test("text styles are left out, as NSAlert draws its own fonts")
  func stylesIgnored() throws {
    let svg = try ParsedSVG(PreviewDialogs.styledFonts.svgPreview(.macOSAlert))
    let sizes = Set(svg.texts.compactMap { $0.number("font-size") })
    #expect(sizes.isSubset(of: [11, 13]))
  }
}
