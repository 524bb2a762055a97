// How each value of the description becomes UIKit's, read only through Apple's API: these tests
// run on Linux against the UIKit shim and on iOS against UIKit itself.
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

  /// An alert whose title has `style`, whose one action has `color` and
  /// `image`, and whose one field is configured by `field`, as UIKit
  /// receives it.
  @MainActor
  func styledController(
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
      try styledController(title: style).value(forKey: "attributedTitle") as? NSAttributedString)
    return title.attributes(at: 0, effectiveRange: nil)
  }

  @MainActor
  private func titleColor(_ color: DialogColor) throws -> UIColor? {
    try styledController(color: color).actions[0].value(forKey: "titleTextColor") as? UIColor
  }

  @MainActor
  @Suite("UIKit value mappings read through UIKit's API", .serialized)
  struct UIKitConversionTests {
    @Test(
      "every system colour maps to UIKit's colour of that name", arguments: SystemColor.allCases)
    func systemColors(color: SystemColor) throws {
      let expected: [SystemColor: UIColor] = [
        .label: .label, .secondaryLabel: .secondaryLabel, .tint: .tintColor, .red: .systemRed,
        .orange: .systemOrange, .yellow: .systemYellow, .green: .systemGreen, .mint: .systemMint,
        .teal: .systemTeal, .cyan: .systemCyan, .blue: .systemBlue, .indigo: .systemIndigo,
        .purple: .systemPurple, .pink: .systemPink, .brown: .systemBrown, .gray: .systemGray,
      ]
      #expect(try titleColor(.system(color)) == expected[color])
    }

    @Test("component colours keep their values; an asset colour not found falls back to label")
    func otherColors() throws {
      let rgba = try titleColor(.rgba(red: 1, green: 0.5, blue: 0, alpha: 0.25))
      #expect(rgba == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
      #expect(try titleColor(.asset("Brand")) == UIColor(named: "Brand") ?? .label)
    }

    @Test("every weight maps to UIFont.Weight", arguments: FontWeight.allCases)
    func weights(weight: FontWeight) throws {
      let expected: [FontWeight: UIFont.Weight] = [
        .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular,
        .medium: .medium, .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
      ]
      let font = try titleAttributes(TextStyle(font: .system(size: 12, weight: weight)))[.font]
      let weight = try #require(expected[weight])
      #expect(font as? UIFont == UIFont.systemFont(ofSize: 12, weight: weight))
    }

    @Test(
      "every text style maps to UIFont.TextStyle (title is title1, caption is caption1)",
      arguments: FontTextStyle.allCases)
    func textStyles(style: FontTextStyle) throws {
      let expected: [FontTextStyle: UIFont.TextStyle] = [
        .largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3,
        .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
        .footnote: .footnote, .caption: .caption1, .caption2: .caption2,
      ]
      let font = try titleAttributes(TextStyle(font: .textStyle(style)))[.font]
      let textStyle = try #require(expected[style])
      #expect(font as? UIFont == UIFont.preferredFont(forTextStyle: textStyle))
    }

    @Test("a custom font is used when it exists and falls back to the system font when not")
    func customFonts() throws {
      let found = try titleAttributes(TextStyle(font: .custom(name: "Avenir", size: 18)))[.font]
      #expect(found as? UIFont == UIFont(name: "Avenir", size: 18))
      let missing = try titleAttributes(TextStyle(font: .custom(name: "MissingFont", size: 18)))
      #expect(missing[.font] as? UIFont == UIFont.systemFont(ofSize: 18, weight: .regular))
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
      let field = try #require(
        try styledController(field: DialogTextField().keyboard(kind)).textFields?[0])
      #expect(field.keyboardType == expected)
    }

    @Test(
      "every capitalization maps to UITextAutocapitalizationType",
      arguments: [
        (TextCapitalization.never, UITextAutocapitalizationType.none), (.words, .words),
        (.sentences, .sentences), (.allCharacters, .allCharacters),
      ])
    func capitalizations(
      capitalization: TextCapitalization, expected: UITextAutocapitalizationType
    ) throws {
      let dialogField = DialogTextField<Int>().capitalization(capitalization)
      let field = try #require(try styledController(field: dialogField).textFields?[0])
      #expect(field.autocapitalizationType == expected)
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
#endif
