import FluentAlert
import FluentAlertTestSupport
import Foundation
import Testing

private enum Pick: Hashable, Sendable { case delete, install, cancel }

@Suite(
  "localized text: a literal is a key, an interpolation carries arguments, a value is verbatim")
struct LocalizedTextTests {
  let french = TestStrings.localization("fr")
  let german = TestStrings.localization("de")

  @Test("a literal is a key; an interpolation is a format key with typed arguments")
  func literalsAndInterpolations() {
    let name = "Holiday.jpg"
    let count = 3
    let share = 12.5
    let literal: DialogText = "Cancel"
    #expect(literal == .localized(TextKey("Cancel")))
    let interpolated: DialogText = "Rename “\(name)”, \(count) copies, \(share)% \(UInt8(7))"
    #expect(
      interpolated
        == .localized(
          TextKey(
            "Rename “%@”, %lld copies, %lf%% %lld",
            arguments: [.string(name), .integer(3), .double(12.5), .integer(7)])))
    // A percent sign in a literal without interpolations is the key as written.
    #expect(("100%" as DialogText) == .localized(TextKey("100%")))
  }

  @Test("with no entry in a table the literal shows as written, the interpolation formatted")
  func noEntry() {
    let count = 3
    let none = DialogLocalization(bundle: TestStrings.bundle, locale: Locale(identifier: "en_US"))
    #expect(("Delete \(count) items?" as DialogText).resolved(in: none) == "Delete 3 items?")
    #expect(("Uploaded \(12.5)%" as DialogText).resolved(in: none) == "Uploaded 12.500000%")
    #expect(("Cancel" as DialogText).resolved(in: none) == "Cancel")
    #expect(("100%" as DialogText).resolved(in: none) == "100%")
    // A language without a folder: the bundle's own choice, which has no entry either.
    let swedish = DialogLocalization(bundle: TestStrings.bundle, locale: Locale(identifier: "sv"))
    #expect(("Delete \(count) items?" as DialogText).resolved(in: swedish) == "Delete 3 items?")
  }

  @Test("a builder dialog and a chained dialog are translated, arguments in place")
  func builderAndChainTranslated() throws {
    let (built, chained) = TestStrings.deleteItems(3)
    #expect(built == chained)
    let rows = built.presentedRows(in: french)
    #expect(built.title?.resolved(in: french) == "Supprimer 3 éléments ?")
    #expect(rows.actions.map(\.title) == ["Supprimer", "Annuler"])
    #expect(chained.title?.resolved(in: german) == "3 Objekte löschen?")
    #expect(
      chained.title?.resolved(in: TestStrings.localization("ja_JP")) == "3 件の項目を削除しますか？")
  }

  @Test("a localization whose locale or bundle changes looks up in the new one, not the first")
  func changedLocalizationLooksUpAgain() {
    let title: DialogText = "Delete \(3) items?"
    var localization = french
    #expect(title.resolved(in: localization) == "Supprimer 3 éléments ?")
    let kept = localization
    localization.locale = Locale(identifier: "de")
    #expect(title.resolved(in: localization) == "3 Objekte löschen?")
    localization.bundle = Bundle(path: "/") ?? .main
    #expect(title.resolved(in: localization) == "Delete 3 items?")
    // The copy taken before keeps its own language.
    #expect(title.resolved(in: kept) == "Supprimer 3 éléments ?")
    #expect(kept == french)
  }

  @Test("positional specifiers let a translation put the arguments in another order")
  func positional() {
    let theme = "Dusk"
    let author = "Ana"
    let title: DialogText = "Install theme “\(theme)” by \(author)?"
    // The interpolation writes %@ %@; the table's key uses positions, so the
    // key is written the way the strings file names it.
    #expect(
      title
        == .localized(
          TextKey("Install theme “%@” by %@?", arguments: [.string(theme), .string(author)])))
    let positional = DialogText.localized(
      TextKey("Install theme “%1$@” by %2$@?", arguments: [.string(theme), .string(author)]))
    #expect(positional.resolved(in: german) == "Von Ana: Thema „Dusk“ installieren?")
    #expect(positional.resolved(in: french) == "Installer le thème « Dusk » de Ana ?")
  }

  @Test("numbers are written in the locale's way, with the translation's precision")
  func numbers() {
    let share = 12.25
    let text: DialogText = "Uploaded \(share)%"
    #expect(
      text.resolved(in: french) == "Envoyé à 12,2 %"
        || text.resolved(in: french) == "Envoyé à 12,3 %")
    #expect(text.resolved(in: german) == "12,25 % hochgeladen")
  }

  @Test("a String value with the characters of a key is shown verbatim, never looked up")
  func verbatimValue() {
    let name = "Holiday.jpg"
    #expect(DialogText.verbatim(name).resolved(in: french) == "Holiday.jpg")
    #expect(("\(name)" as DialogText).resolved(in: french) == "Holiday.jpg")
    #expect(("Holiday.jpg" as DialogText).resolved(in: french).hasPrefix("LOOKED UP"))
    let dialog = Dialog<Pick>.alert(.verbatim(name)).addCancel(.verbatim("Cancel"), key: .cancel)
    #expect(dialog.title?.resolved(in: french) == "Holiday.jpg")
    #expect(dialog.presentedRows(in: french).actions.map(\.title) == ["Cancel"])
  }

  @Test("leading-dot text works in every text position")
  func leadingDot() {
    let name = "Ana"
    let dialog = Dialog<Pick>.alert(.localized("delete.title"), message: .verbatim(name))
      .addDestructive(.localized("Delete", comment: "Deletes the items"), key: .delete)
      .addTextField(.verbatim(name))
      .addCancel(.verbatim(name), key: .cancel)
    let built = Dialog<Pick>(.alert, title: .localized("delete.title"), message: .verbatim(name)) {
      Destructive(.localized("Delete", comment: "Deletes the items"), key: .delete)
      TextInput(.verbatim(name))
      Cancel(.verbatim(name), key: .cancel)
    }
    #expect(dialog == built)
    #expect(dialog.title?.resolved(in: french) == "Tout supprimer ?")
    #expect(dialog.title?.resolved(in: TestStrings.localization("en")) == "Delete everything?")
  }

  @Test("a table, a comment and a default value: the comment is kept and never shown")
  func tableCommentDefault() {
    let fromTable = DialogText.localized(
      "delete.title", table: "Alerts", comment: "Asked before deleting everything")
    #expect(fromTable.resolved(in: french) == "Supprimer depuis la table Alerts ?")
    let missing = DialogText.localized(
      "no.such.key", comment: "Not shown", defaultValue: "Fallback")
    #expect(missing.resolved(in: french) == "Fallback")
    #expect(missing.fallback == "Fallback")
    let path = DialogText.localized("delete.title", bundle: TextBundle(TestStrings.bundle))
    #expect(TextBundle(TestStrings.bundle) == .path(TestStrings.bundle.bundlePath))
    #expect(
      path.resolved(in: DialogLocalization(locale: Locale(identifier: "fr"))) == "Tout supprimer ?")
  }

  @Test("a translation that does not fit the arguments is not used, and nothing crashes")
  func badTranslations() {
    let count = 4
    let broken: DialogText = "Broken \(count)"
    #expect(broken.resolved(in: french) == "Broken 4")
    let hostile: DialogText = "Hostile \("x")"
    #expect(hostile.resolved(in: french) == "Hostile x")
  }

  @Test("a key that does not fit its arguments is shown as well as it can be, and reported")
  func mismatchedKeys() {
    let cases: [(TextKey, String)] = [
      (TextKey("Delete %@ items?", arguments: [.integer(3)]), "Delete 3 items?"),
      (TextKey("%n and %s", arguments: [.string("x")]), "%n and %s"),
      (TextKey("%9999$@ done", arguments: [.string("x")]), "%9999$@ done"),
      (TextKey("%@ and %@", arguments: [.string("x")]), "x and %@"),
      (TextKey(String(repeating: "%@", count: 10_000), arguments: [.string("x")]), "x"),
    ]
    for (key, shown) in cases {
      let text = DialogText.localized(key)
      if key.format.count < 100 { #expect(text.resolved(in: french) == shown) }
      _ = text.resolved(in: french)
      let dialog = Dialog<Pick>.alert(text).addCancel("Cancel", key: .cancel)
      #expect(dialog.problems.map(\.kind) == [.invalidTextFormat], "\(key.format.prefix(20))")
    }
  }

  @Test("the snapshot tells a key, its arguments and verbatim text apart, one line each")
  func snapshot() {
    let count = 2
    let dialog = Dialog<Pick>.alert(
      "Delete \(count) items?", message: .verbatim("Delete %lld items?")
    )
    .addDestructive(.localized("Delete", table: "Alerts", comment: "A\nnote"), key: .delete)
    .addCancel("Cancel", key: .cancel)
    #expect(
      dialog.snapshot == #"""
        alert "Delete %lld items?" arguments(2)
          message verbatim("Delete %lld items?")
          action 0 destructive "Delete" table "Alerts" comment "A\nnote" key delete
          action 1 cancel "Cancel" key cancel
        """#)
  }
}
