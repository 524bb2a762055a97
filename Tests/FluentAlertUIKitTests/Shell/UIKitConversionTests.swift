import FluentAlert
import FluentAlertUIKitShimmed
import Foundation
import Testing
import UIKitShim

/// An alert whose title has `style` and whose one action has `color`, and whose one field is
/// configured by `field`, as UIKit receives it.
@MainActor
private func controller(
  title style: TextStyle? = nil, color: DialogColor? = nil, image: DialogImage? = nil,
  field: DialogTextField<Int> = DialogTextField()
) throws -> UIAlertController {
  UIKitUndocumentedAttributes.override = true
  return try UIAlertController(
    dialog: Dialog<Int>(
      style: .alert, title: "T", titleStyle: style,
      actions: [DialogAction(title: "OK", key: 0).titleColor(color).image(image)],
      textFields: [field]))
}

@MainActor
private func titleAttributes(_ style: TextStyle) throws -> [NSAttributedString.Key: Any] {
  let title = try #require(
    try controller(title: style).shimKVC["attributedTitle"] as? NSAttributedString)
  return title.attributes(at: 0, effectiveRange: nil)
}

@MainActor
@Suite("UIKit value mappings against the shim", .serialized)
struct UIKitConversionTests {
  @Test(
    "every system colour maps to UIKit's colour of that name",
    arguments: [
      (SystemColor.label, "label"), (.secondaryLabel, "secondaryLabel"), (.tint, "tintColor"),
      (.red, "systemRed"), (.orange, "systemOrange"), (.yellow, "systemYellow"),
      (.green, "systemGreen"), (.mint, "systemMint"), (.teal, "systemTeal"),
      (.cyan, "systemCyan"), (.blue, "systemBlue"), (.indigo, "systemIndigo"),
      (.purple, "systemPurple"), (.pink, "systemPink"), (.brown, "systemBrown"),
      (.gray, "systemGray"),
    ])
  func systemColors(color: SystemColor, name: String) throws {
    let action = try controller(color: .system(color)).actions[0]
    #expect((action.shimKVC["titleTextColor"] as? UIColor)?.shimName == name)
  }

  @Test("component and asset colours keep their values and names")
  func otherColors() throws {
    let rgba = try controller(color: .rgba(red: 1, green: 0.5, blue: 0, alpha: 0.25)).actions[0]
    #expect((rgba.shimKVC["titleTextColor"] as? UIColor)?.shimName == "rgba(1.0, 0.5, 0.0, 0.25)")
    let asset = try controller(color: .asset("Brand")).actions[0]
    #expect((asset.shimKVC["titleTextColor"] as? UIColor)?.shimName == "named(Brand)")
  }

  @Test(
    "every weight maps to UIFont.Weight",
    arguments: [
      (FontWeight.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
      (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ])
  func weights(weight: FontWeight, raw: Double) throws {
    let font = try titleAttributes(TextStyle(font: .system(size: 12, weight: weight)))[.font]
    #expect((font as? UIFont)?.shimName == "system 12.0 weight \(CGFloat(raw))")
  }

  @Test(
    "every text style maps to UIFont.TextStyle (title is title1, caption is caption1)",
    arguments: [
      (FontTextStyle.largeTitle, "Title0"), (.title, "Title1"), (.title2, "Title2"),
      (.title3, "Title3"), (.headline, "Headline"), (.subheadline, "Subhead"), (.body, "Body"),
      (.callout, "Callout"), (.footnote, "Footnote"), (.caption, "Caption1"),
      (.caption2, "Caption2"),
    ])
  func textStyles(style: FontTextStyle, suffix: String) throws {
    let font = try titleAttributes(TextStyle(font: .textStyle(style)))[.font]
    #expect((font as? UIFont)?.shimName == "preferred UICTFontTextStyle\(suffix)")
  }

  @Test("a custom font is used when it exists and falls back to the system font when not")
  func customFonts() throws {
    let found = try titleAttributes(TextStyle(font: .custom(name: "Avenir", size: 18)))[.font]
    #expect((found as? UIFont)?.shimName == "Avenir 18.0")
    let missing = try titleAttributes(TextStyle(font: .custom(name: "MissingFont", size: 18)))
    #expect((missing[.font] as? UIFont)?.shimName == "system 18.0 weight 0.0")
  }

  @Test(
    "every line-break mode and alignment reaches the paragraph style",
    arguments: zip(
      [
        LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
        .byTruncatingTail, .byTruncatingMiddle,
      ],
      [TextAlignment.left, .center, .right, .justified, .natural, .left]))
  func paragraphs(mode: LineBreakMode, alignment: TextAlignment) throws {
    let attributes = try titleAttributes(TextStyle(lineBreakMode: mode, alignment: alignment))
    let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
    let modes: [LineBreakMode: NSLineBreakMode] = [
      .byWordWrapping: .byWordWrapping, .byCharWrapping: .byCharWrapping,
      .byClipping: .byClipping, .byTruncatingHead: .byTruncatingHead,
      .byTruncatingTail: .byTruncatingTail, .byTruncatingMiddle: .byTruncatingMiddle,
    ]
    let alignments: [TextAlignment: NSTextAlignment] = [
      .left: .left, .center: .center, .right: .right, .justified: .justified,
      .natural: .natural,
    ]
    #expect(paragraph.lineBreakMode == modes[mode])
    #expect(paragraph.alignment == alignments[alignment])
  }

  @Test(
    "every keyboard maps to UIKeyboardType",
    arguments: [
      (KeyboardKind.default, UIKeyboardType.default), (.asciiCapable, .asciiCapable),
      (.numbersAndPunctuation, .numbersAndPunctuation), (.url, .URL), (.numberPad, .numberPad),
      (.phonePad, .phonePad), (.namePhonePad, .namePhonePad), (.emailAddress, .emailAddress),
      (.decimalPad, .decimalPad), (.webSearch, .webSearch),
      (.asciiCapableNumberPad, .asciiCapableNumberPad),
    ])
  func keyboards(kind: KeyboardKind, expected: UIKeyboardType) throws {
    let field = try #require(try controller(field: DialogTextField().keyboard(kind)).textFields?[0])
    #expect(field.keyboardType == expected)
  }

  @Test(
    "every capitalization maps to UITextAutocapitalizationType",
    arguments: [
      (TextCapitalization.never, UITextAutocapitalizationType.none), (.words, .words),
      (.sentences, .sentences), (.allCharacters, .allCharacters),
    ])
  func capitalizations(capitalization: TextCapitalization, expected: UITextAutocapitalizationType)
    throws
  {
    let dialogField = DialogTextField<Int>().capitalization(capitalization)
    let field = try #require(try controller(field: dialogField).textFields?[0])
    #expect(field.autocapitalizationType == expected)
  }

  @Test("every content type uses UIKit's own constant, never its raw name passed through")
  func contentTypes() throws {
    for type in TextContentType.allCases {
      let field = try #require(
        try controller(field: DialogTextField().contentType(type)).textFields?[0])
      // The shim's constants hold their Objective-C names, which FluentAlert's raw values are not.
      let name = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
      #expect(field.textContentType == UITextContentType(rawValue: "UITextContentType" + name))
    }
  }

  @Test("images come from SF Symbols or the asset catalogue")
  func images() throws {
    let symbol = try controller(image: .system("trash")).actions[0]
    #expect((symbol.shimKVC["image"] as? UIImage)?.shimName == "system trash")
    let asset = try controller(image: .asset("Logo")).actions[0]
    #expect((asset.shimKVC["image"] as? UIImage)?.shimName == "named Logo")
  }

  @Test("localized text falls back to its default value, then its key, when not found")
  func localizedFallback() throws {
    let dialog = Dialog<Int>(
      style: .alert,
      title: .localized("missing.key", table: "Nowhere", defaultValue: "Fallback"),
      message: .localized("also.missing", bundle: .identifier("com.example.none")),
      actions: [DialogAction(title: .localized("ok.key", bundle: .path("/nonexistent")), key: 0)])
    let controller = try UIAlertController(dialog: dialog)
    #expect(controller.title == "Fallback")
    #expect(controller.message == "also.missing")
    #expect(controller.actions[0].title == "ok.key")
  }
}
