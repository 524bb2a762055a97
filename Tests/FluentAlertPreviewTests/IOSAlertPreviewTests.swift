import FluentAlert
import FluentAlertPreview
import Testing

/// What the iOS alert look draws, read back from its SVG.
@Suite("iOS alert look")
struct IOSAlertPreviewTests {
  @Test("two short buttons sit side by side with the cancel button on the left")
  func sideBySide() throws {
    let svg = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert))
    let cancel = try #require(svg.text("Cancel"))
    let delete = try #require(svg.text("Delete"))
    #expect(cancel.number("y") == delete.number("y"))
    #expect(try #require(cancel.number("x")) < #require(delete.number("x")))
  }

  @Test("a title too long for half the width stacks the buttons, cancel last")
  func stacked() throws {
    let svg = try ParsedSVG(PreviewDialogs.longDestructive.svgPreview(.iOSAlert))
    let erase = try #require(svg.texts.first { $0.text.hasPrefix("Erase All") })
    let cancel = try #require(svg.text("Cancel"))
    #expect(erase.number("x") == cancel.number("x"))
    #expect(try #require(erase.number("y")) < #require(cancel.number("y")))
  }

  @Test("three buttons stack in order with the cancel button moved last")
  func threeStacked() throws {
    let dialog = Dialog<String>(
      style: .alert, title: "Title",
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: "c"),
        DialogAction(title: "One", key: "1"), DialogAction(title: "Two", key: "2"),
      ])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    let order = svg.texts.filter { ["One", "Two", "Cancel"].contains($0.text) }
      .sorted { ($0.number("y") ?? 0) < ($1.number("y") ?? 0) }.map(\.text)
    #expect(order == ["One", "Two", "Cancel"])
  }

  @Test("the preferred action is semibold; with none the cancel action is")
  func boldButtons() throws {
    let preferred = try ParsedSVG(PreviewDialogs.threeButtons.svgPreview(.iOSAlert))
    #expect(preferred.text("Save")?.attributes["font-weight"] == "600")
    #expect(preferred.text("Cancel")?.attributes["font-weight"] == nil)
    let none = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert))
    #expect(none.text("Cancel")?.attributes["font-weight"] == "600")
    #expect(none.text("Delete")?.attributes["font-weight"] == nil)
  }

  @Test("destructive is red, disabled grey, default tinted, in each appearance's colours")
  func buttonColors() throws {
    let light = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert))
    #expect(light.text("Delete")?.attributes["fill"] == "#FF3B30")
    #expect(light.text("Cancel")?.attributes["fill"] == "#007AFF")
    let dark = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert, appearance: .dark))
    #expect(dark.text("Delete")?.attributes["fill"] == "#FF453A")
    #expect(dark.text("Cancel")?.attributes["fill"] == "#0A84FF")
    let disabled = try ParsedSVG(PreviewDialogs.disabledPreferred.svgPreview(.iOSAlert))
    #expect(disabled.text("Publish")?.attributes["fill"] == "#B3B3B8")
    #expect(disabled.text("Publish")?.attributes["font-weight"] == "600")
  }

  @Test("an action gated by a requirement the initial text misses is greyed out")
  func gatedByRequirement() throws {
    let empty = try ParsedSVG(PreviewDialogs.login.svgPreview(.iOSAlert))
    #expect(empty.text("Join")?.attributes["fill"] == "#B3B3B8")
    let filled = Dialog<String>(
      style: .alert, title: "Sign In",
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
        DialogAction(title: "Join", key: "join"),
      ],
      textFields: [
        DialogTextField("Password").text("hunter2").secure().required(.nonEmpty)
      ])
    let svg = try ParsedSVG(filled.svgPreview(.iOSAlert))
    #expect(svg.text("Join")?.attributes["fill"] == "#007AFF")
    #expect(svg.text("•••••••") != nil, "a secure field shows dots, never its text")
    #expect(!svg.texts.contains { $0.text.contains("hunter2") })
  }

  @Test("fields show their placeholder until they hold text")
  func fields() throws {
    let svg = try ParsedSVG(PreviewDialogs.login.svgPreview(.iOSAlert))
    #expect(svg.text("Email") != nil)
    #expect(svg.text("Password") != nil)
    let renamed = try ParsedSVG(PreviewDialogs.renameFilled.svgPreview(.iOSAlert))
    #expect(renamed.text("Road Trip Mix 2026") != nil)
    #expect(renamed.text("Name") == nil)
  }

  @Test("a long message wraps into lines no wider than the alert's text width")
  func wrapping() throws {
    let svg = try ParsedSVG(PreviewDialogs.longMessage.svgPreview(.iOSAlert))
    let lines = svg.texts.filter { $0.number("font-size") == 13 }
    #expect(lines.count >= 5)
    #expect(lines.first?.text == "Version 4.2 brings offline maps, a")
    let drawn = lines.map(\.text).joined(separator: " ").split(whereSeparator: \.isWhitespace)
    let message = PreviewDialogs.longMessage.message?.resolved() ?? ""
    #expect(
      drawn == message.split(whereSeparator: \.isWhitespace), "every word drawn once, in order")
  }

  @Test("a Japanese message breaks between characters, never before a full stop")
  func japanese() throws {
    let svg = try ParsedSVG(PreviewDialogs.japanese.svgPreview(.iOSAlert))
    let lines = svg.texts.filter { $0.number("font-size") == 13 }.map(\.text)
    #expect(lines.count == 2)
    #expect(lines.joined() == "この写真はすべてのデバイスから削除されます。この操作は取り消せません。")
    #expect(lines.allSatisfy { !$0.hasPrefix("。") })
  }

  @Test("system and custom colours of titles and buttons are drawn")
  func customColors() throws {
    let svg = try ParsedSVG(PreviewDialogs.customColors.svgPreview(.iOSAlert, appearance: .dark))
    #expect(svg.text("Battery Low")?.attributes["fill"] == "#FF9F0A")
    #expect(svg.text("Low Power Mode")?.attributes["fill"] == "#30D158")
  }

  @Test("a style's font sets the size and weight text is wrapped and drawn in")
  func styledFonts() throws {
    let dialog = Dialog<String>(
      style: .alert, title: "Welcome back", message: "Your library is in sync.",
      titleStyle: TextStyle(font: .system(size: 22, weight: .bold), alignment: .left),
      messageStyle: TextStyle(font: .textStyle(.footnote)),
      actions: [DialogAction(title: "OK", key: "ok")])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    let title = try #require(svg.text("Welcome back"))
    #expect(title.number("font-size") == 22)
    #expect(title.attributes["font-weight"] == "600")
    #expect(title.number("x") == 40, "left-aligned at the alert's inset: 24 + 16")
    #expect(title.attributes["text-anchor"] == nil)
    #expect(svg.text("Your library is in sync.")?.number("font-size") == 13)
  }

  @Test("an absurd font size is kept to 96 points, and the text still wraps inside")
  func absurdFont() throws {
    let dialog = Dialog<String>(
      style: .alert, title: "Huge title here",
      titleStyle: TextStyle(font: .custom(name: "Menlo", size: 10_000)),
      actions: [DialogAction(title: "OK", key: "ok")])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    let lines = svg.texts.filter { $0.number("font-size") == 96 }
    #expect(lines.count >= 3)
    #expect(lines.allSatisfy { $0.attributes["font-weight"] == nil })
  }
}
