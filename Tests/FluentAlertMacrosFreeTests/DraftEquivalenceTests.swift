import FluentAlertMacrosFree
import FluentAlertTestSupport
import Testing

/// The same generated contents written four ways: typed draft, `Dialog`'s
/// chain, `@DialogBuilder` and the public initializer.
@Suite("A finished draft is the plain Dialog every other spelling makes")
struct DraftEquivalenceTests {
  static let seeds: [UInt64] = Array(0..<150)

  @Test("an alert draft with every call equals the chain, the builder and the initializer")
  func alertWithEveryCall() {
    for seed in Self.seeds {
      for validity in [DialogGenerator.Validity.valid, .arbitrary] {
        let contents = DraftContents(seed: seed, validity: validity)
        let typed = Typed.alert(contents)
        let expected = Dialog<GenKey>(
          style: .alert, title: contents.title, message: contents.message,
          titleStyle: contents.titleStyle, messageStyle: contents.messageStyle,
          actions: contents.alertActions, textFields: contents.fields,
          controls: contents.suppressionToggle.map {
            [.suppressionToggle($0.title, isSuppressed: $0.isSuppressed)]
          } ?? [],
          anchor: contents.anchor, autoDismiss: contents.autoDismiss,
          accessibilityIdentifier: contents.identifier, severity: contents.severity,
          icon: contents.icon,
          hasDefaultAction: contents.hasDefaultAction, help: contents.help,
          progress: contents.progress, accessories: contents.accessories)
        expectSame(typed, expected, "seed \(seed) \(validity): initializer")
        expectSame(typed, Chained.alert(contents), "seed \(seed) \(validity): chain")
        expectSame(typed, Built.alert(contents), "seed \(seed) \(validity): builder")
        #expect(typed.hasTapHandler)
      }
    }
  }

  @Test("an action sheet draft with its cancel last equals the chain, builder and initializer")
  func sheetWithCancelLast() {
    for seed in Self.seeds {
      for validity in [DialogGenerator.Validity.valid, .arbitrary] {
        let contents = DraftContents(seed: seed, validity: validity)
        let typed = Typed.sheet(contents)
        let expected = Dialog<GenKey>(
          style: .actionSheet, title: contents.title, message: contents.message,
          actions: contents.others + [contents.cancel], anchor: contents.anchor,
          autoDismiss: contents.autoDismiss)
        expectSame(typed, expected, "seed \(seed) \(validity): initializer")
        expectSame(typed, Chained.sheet(contents), "seed \(seed) \(validity): chain")
        expectSame(typed, Built.sheet(contents), "seed \(seed) \(validity): builder")
        #expect(!typed.hasTapHandler)
      }
    }
  }

  @Test("a draft closed only by its timer equals the chain and the initializer")
  func timerOnly() {
    for seed in Self.seeds {
      let contents = DraftContents(seed: seed, validity: .arbitrary)
      let delay = contents.autoDismiss?.delay ?? .seconds(3)
      let typed = alert(contents.title, message: contents.message, keys: GenKey.self)
        .dismiss(after: delay)
        .dialog
      let chained = Dialog<GenKey>.alert(contents.title, message: contents.message)
        .dismiss(after: delay)
      expectSame(typed, chained, "seed \(seed): chain")
      expectSame(
        typed,
        Dialog(
          style: .alert, title: contents.title, message: contents.message,
          autoDismiss: AutoDismiss(after: delay)), "seed \(seed): initializer")
    }
  }

  @Test("index keys number actions as Dialog<Int> does")
  func indexKeys() {
    let typed = alert("Rate us", keys: Int.self)
      .addAction("Now")
      .preferred(0)
      .addDestructive("Never")
      .addAction("Later", role: .default)
      .addCancel("Not now")
      .dialog
    let chained = Dialog<Int>.alert("Rate us")
      .addAction("Now")
      .preferred(0)
      .addDestructive("Never")
      .addAction("Later", role: .default)
      .addCancel("Not now")
    let built = Dialog<Int>(.alert, title: "Rate us") {
      Action("Now").preferred()
      Destructive("Never")
      Action("Later")
      Cancel("Not now")
    }
    #expect(typed == chained)
    #expect(typed == built)
    #expect(typed.actions.map(\.key) == [0, 1, 2, 3])
    #expect(typed.actions.map(\.role) == [.default, .destructive, .default, .cancel])
  }

  @Test("the chained user-sheet example reads the same and is the same value")
  func chainedSheetExample() {
    enum Choice: Hashable, Sendable { case follow, mute, cancel }
    let typed = actionSheet("Ana", message: "What now?", keys: Choice.self)
      .addAction("Follow", key: .follow)
      .addDestructive("Mute", key: .mute)
      .actionStyle { $0.image(.system("speaker.slash")) }
      .addCancel("Cancel", key: .cancel)
      .actionTap { _ in }
      .dialog
      .anchor(.center)
    let built = Dialog<Choice>(.actionSheet, title: "Ana", message: "What now?") {
      Action("Follow", key: .follow)
      Destructive("Mute", key: .mute).image(.system("speaker.slash"))
      Cancel("Cancel", key: .cancel)
    }
    .anchor(.center)
    #expect(typed == built)
    #expect(typed.problems.isEmpty)
  }

  @Test("a draft's action added to keep the dialog open is the builder's")
  func keptOpen() {
    enum Choice: Hashable, Sendable { case open, erase, ok }
    let typed = alert("Themes installed", keys: Choice.self)
      .addActionKeepingOpen("Open Theme Folder", key: .open)
      .addActionKeepingOpen("Erase Cache", key: .erase, role: .destructive)
      .addAction("OK", key: .ok)
      .dialog
    let built = Dialog<Choice>(.alert, title: "Themes installed") {
      Action("Open Theme Folder", key: .open).keepsDialogOpen()
      Destructive("Erase Cache", key: .erase).keepsDialogOpen()
      Action("OK", key: .ok)
    }
    #expect(typed == built)
  }

  @Test("a draft's checked action, then severity and icon on its dialog, are the builder's")
  func checkedSeverityIcon() {
    enum Choice: Hashable, Sendable { case follow, cancel }
    let typed = actionSheet("Sort by", keys: Choice.self)
      .addAction("Follow", key: .follow)
      .actionStyle { $0.checked() }
      .addCancel("Cancel", key: .cancel)
      .actionTap { _ in }
      .dialog
      .severity(.informational)
      .icon(.system("arrow.up.arrow.down"))
      .anchor(.center)
    let built = Dialog<Choice>(.actionSheet, title: "Sort by") {
      Action("Follow", key: .follow).checked()
      Cancel("Cancel", key: .cancel)
    }
    .severity(.informational)
    .icon(.system("arrow.up.arrow.down"))
    .anchor(.center)
    #expect(typed == built)
  }
}

/// Expects two dialogs to describe the same thing: equal snapshots (the
/// snapshot is injective, and unlike `==` it treats a NaN font size or anchor
/// as equal to itself), and `==` whenever the expected value equals itself.
func expectSame(
  _ actual: Dialog<GenKey>, _ expected: Dialog<GenKey>, _ comment: Comment,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.snapshot == expected.snapshot, comment, sourceLocation: sourceLocation)
  if expected == expected {
    #expect(actual == expected, comment, sourceLocation: sourceLocation)
  }
}
