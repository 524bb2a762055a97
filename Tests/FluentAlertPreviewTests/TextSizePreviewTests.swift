import FluentAlert
import FluentAlertPreview
import Testing

/// Pictures at the text sizes from the smallest to the largest
/// accessibility size.
@Suite("text sizes")
struct TextSizePreviewTests {
  static func parsed(
    _ dialog: Dialog<String>, _ size: PreviewTextSize, _ look: PreviewLook = .iOSAlert
  ) throws -> ParsedSVG {
    try ParsedSVG(dialog.svgPreview(look, textSize: size))
  }

  @Test("title, message and buttons take their text style's size at each text size")
  func sizes() throws {
    let expected: [(PreviewTextSize, title: Double, message: Double, button: Double)] = [
      (.extraSmall, 14, 12, 14), (.large, 17, 13, 17), (.extraExtraExtraLarge, 23, 19, 23),
      (.accessibilityMedium, 28, 23, 28), (.accessibilityExtraExtraExtraLarge, 53, 44, 53),
    ]
    for (size, title, message, button) in expected {
      let svg = try Self.parsed(PreviewDialogs.oneButton, size)
      #expect(svg.text("Saved")?.number("font-size") == title, "\(size)")
      #expect(svg.texts.first { $0.text.hasPrefix("Your") }?.number("font-size") == message)
      #expect(svg.text("OK")?.number("font-size") == button, "\(size)")
    }
  }

  @Test("every larger text size draws a taller alert and sheet")
  func taller() throws {
    for (dialog, look) in [
      (PreviewDialogs.threeButtons, PreviewLook.iOSAlert),
      (PreviewDialogs.sheetChecked, .iOSActionSheet),
    ] {
      let heights = try PreviewTextSize.allCases.map { size in
        try #require(Self.parsed(dialog, size, look).root?.number("height"))
      }
      #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "\(heights)")
      #expect(try #require(heights.last) > 1.5 * #require(heights.first), "\(heights)")
    }
  }

  @Test(
    "two short buttons sit side by side up to the largest standard size, and stack from the first accessibility size"
  )
  func stackAtAccessibilitySizes() throws {
    for size in PreviewTextSize.allCases {
      let svg = try Self.parsed(PreviewDialogs.twoButtons, size)
      let delete = try #require(svg.text("Delete"))
      let cancel = try #require(svg.text("Cancel"))
      if size.isAccessibilitySize {
        #expect(delete.number("x") == cancel.number("x"), "\(size)")
        #expect(try #require(delete.number("y")) < #require(cancel.number("y")), "\(size)")
      } else {
        #expect(delete.number("y") == cancel.number("y"), "\(size)")
      }
    }
  }

  @Test("at the accessibility sizes a long button title wraps instead of shrinking or truncating")
  func buttonTitlesWrap() throws {
    let svg = try Self.parsed(PreviewDialogs.longDestructive, .accessibilityExtraExtraExtraLarge)
    let lines = svg.texts.filter {
      $0.number("font-size") == 53 && $0.attributes["fill"] == "#FF3B30"
    }
    #expect(lines.count >= 3)
    #expect(lines.map(\.text).joined(separator: " ") == "Erase All Content and Settings")
    #expect(!svg.texts.contains { $0.text.contains("…") })
    // At the default size the same title shrinks onto one line.
    let large = try Self.parsed(PreviewDialogs.longDestructive, .large)
    #expect(large.texts.filter { $0.attributes["fill"] == "#FF3B30" }.count == 1)
  }

  @Test("a text style scales with the text size; a font of fixed points does not")
  func styledFonts() throws {
    let dialog = Dialog<String>(
      style: .alert, title: "Fixed", message: "Styled",
      titleStyle: TextStyle(font: .system(size: 22, weight: .bold)),
      messageStyle: TextStyle(font: .textStyle(.callout)),
      actions: [DialogAction(title: "OK", key: "ok")])
    let small = try Self.parsed(dialog, .extraSmall)
    let largest = try Self.parsed(dialog, .accessibilityExtraExtraExtraLarge)
    #expect(small.text("Fixed")?.number("font-size") == 22)
    #expect(largest.text("Fixed")?.number("font-size") == 22)
    #expect(small.text("Styled")?.number("font-size") == 13)
    #expect(largest.text("Styled")?.number("font-size") == 51)
  }

  @Test("the Mac and terminal looks have no text size")
  func otherLooksIgnoreIt() {
    for look in [PreviewLook.macOSAlert, .terminal] {
      #expect(
        PreviewDialogs.login.svgPreview(look, textSize: .extraSmall)
          == PreviewDialogs.login.svgPreview(look, textSize: .accessibilityExtraExtraExtraLarge))
    }
  }
}
