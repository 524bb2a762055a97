import FluentAlert
import FluentAlertPreview
import Testing

/// A picture is drawn for every value the types can hold: a dialog that
/// validation refuses still draws (it is what the CLI's `preview` and a
/// reviewer's gallery are asked for) and never traps.
@Suite("invalid dialogs")
struct InvalidDialogPreviewTests {
  /// Field numbers at the edges of `Int`, which no dialog has.
  static let extremeFields = [Int.max, Int.max - 1, Int.min, Int.min + 1, -1, 2, 1_000_000]

  /// Rules that name a field, each naming `field`.
  static func rules(naming field: Int) -> [TextRule] {
    [
      .sameAs(field: field), .differentFrom(field: field), .anyNonEmpty(fields: [field, 0]),
      .all([.nonEmpty, .sameAs(field: field)]),
    ]
  }

  /// Every picture that differs: each look in each appearance, and the iOS
  /// looks (the only ones a text size changes) at the extreme text sizes.
  static let pictures: [(PreviewLook, PreviewAppearance, PreviewTextSize)] =
    PreviewLook.allCases.flatMap { look in
      PreviewAppearance.allCases.map { (look, $0, PreviewTextSize.large) }
    }
    + [PreviewLook.iOSAlert, .iOSActionSheet].flatMap { look in
      [PreviewTextSize.extraSmall, .accessibilityExtraExtraExtraLarge].map { (look, .light, $0) }
    }

  /// A sign-up alert whose second field's rule names `rule`'s field; the
  /// first field has no placeholder, so the terminal names fields by number.
  static func dialog(_ rule: TextRule) -> Dialog<Int> {
    Dialog<Int>.alert("Create Account")
      .addTextField(nil)
      .addTextField("Again") { $0.required(rule, gates: [0]) }
      .addAction("OK", key: 0)
      .addCancel("Cancel", key: 1)
  }

  @Test("a rule naming the field at Int.max draws in a child process that exits normally")
  func intMaxFieldInChildProcess() async {
    await #expect(processExitsWith: .success) {
      for rule in Self.rules(naming: .max) {
        for (look, appearance, size) in Self.pictures {
          _ = Self.dialog(rule).svgPreview(look, appearance: appearance, textSize: size)
        }
      }
    }
  }

  /// Dialogs at the edges of what the types hold: every count, size and
  /// index a user or a document supplies, at `Int`'s and `Double`'s limits,
  /// on shapes validation refuses.
  static var extremes: [Dialog<Int>] {
    let counts = [Int.max, Int.min, 0, -1]
    let sizes = [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1, 0, 1e-300]
    var dialogs: [Dialog<Int>] = []
    for count in counts {
      let style = TextStyle(maxLines: count, lineBreakMode: .byTruncatingMiddle)
      dialogs.append(
        Dialog<Int>(
          style: .alert, title: "Title", message: .verbatim(String(repeating: "word ", count: 200)),
          titleStyle: style, messageStyle: style,
          actions: [DialogAction(title: "OK", key: 0)]))
      for range in [count...Int.max, Int.min...count, count...count] {
        dialogs.append(dialog(.length(range)))
        dialogs.append(dialog(.all([.length(range), .matches("[a-z]+"), .sameAs(field: count)])))
      }
      let argument = TextKey("%lld files", arguments: [.integer(count)])
      dialogs.append(
        Dialog<Int>(
          style: .actionSheet, title: .localized(argument, defaultValue: "%lld files"),
          actions: [DialogAction(title: .localized(argument), key: count)]))
    }
    for size in sizes {
      let style = TextStyle(font: .system(size: size, weight: .black))
      dialogs.append(
        Dialog<Int>(
          style: .alert, title: "Title", message: "Message", titleStyle: style,
          messageStyle: TextStyle(font: .custom(name: "", size: size)),
          actions: [DialogAction(title: "OK", key: 0)]))
    }
    // Shapes validation refuses: nothing at all, fields on a sheet, two
    // cancels and two preferred actions, keys repeated, a gate on a key no
    // action has, an auto-dismiss at the longest duration.
    dialogs.append(Dialog<Int>(style: .alert))
    dialogs.append(Dialog<Int>(style: .actionSheet, textFields: [DialogTextField("")]))
    dialogs.append(
      Dialog<Int>(
        style: .alert,
        actions: [
          DialogAction(title: "A", role: .cancel, key: 0).preferred(),
          DialogAction(title: "B", role: .cancel, key: 0).preferred(),
          DialogAction(title: "", role: .destructive, key: 1).disabled().checked(),
        ],
        textFields: [
          DialogTextField().text(String(repeating: "x", count: 10_000)).required(
            .nonEmpty, gates: [Int.max, Int.min])
        ],
        controls: [.suppressionToggle("", isSuppressed: true)],
        autoDismiss: AutoDismiss(after: .seconds(Int64.max), reporting: Int.max)))
    dialogs.append(
      Dialog<Int>(
        style: .actionSheet,
        actions: (0..<300).map { DialogAction(title: .verbatim("\($0)"), key: $0 % 7) }))
    return dialogs
  }

  @Test("dialogs at the limits of every count, size and index draw in a child process")
  func extremesInChildProcess() async {
    await #expect(processExitsWith: .success) {
      for dialog in Self.extremes {
        for (look, appearance, size) in Self.pictures {
          _ = dialog.svgPreview(look, appearance: appearance, textSize: size)
        }
      }
    }
  }

  @Test(
    "rules naming fields no dialog has draw in every look and text size", arguments: extremeFields)
  func extremeFieldsDraw(field: Int) throws {
    for rule in Self.rules(naming: field) {
      let dialog = Self.dialog(rule)
      #expect(dialog.problems.contains { $0.severity == .error })
      for (look, appearance, size) in Self.pictures {
        let svg = try ParsedSVG(dialog.svgPreview(look, appearance: appearance, textSize: size))
        #expect(!svg.texts.isEmpty, "\(look) \(appearance) \(size)")
      }
    }
  }

  @Test("the terminal look names a field that does not exist by its number from 1")
  func terminalNamesMissingField() throws {
    let svg = try ParsedSVG(Self.dialog(.sameAs(field: .max)).svgPreview(.terminal))
    let words = svg.texts.map(\.text).joined(separator: " ")
    #expect(words.contains("#9223372036854775808"))
  }
}
