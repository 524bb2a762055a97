import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import Testing

@MainActor
@Suite("DialogTester shows text as a user in the chosen language reads it")
struct DialogTesterLocalizationTests {
  enum Choice: Hashable, Sendable { case delete, cancel }

  @Test("a builder dialog with an interpolated title is translated; taps go by the shown title")
  func builder() throws {
    let count = 3
    let dialog = Dialog<Choice>(.alert, title: "Delete \(count) items?") {
      TextInput("Name").required(.nonEmpty, message: "Required")
      Destructive("Delete", key: .delete)
      Cancel("Cancel", key: .cancel)
    }
    let tester = try DialogTester(dialog, localization: TestStrings.localization("fr"))
    #expect(
      tester.visibleState == """
        alert "Supprimer 3 éléments ?" presented
          field 0 "" (requirement not met: "Obligatoire")
          action 0 "Supprimer" disabled: the action is disabled until the requirement of text field 0 is met
          action 1 "Annuler" enabled
        """)
    tester.tap(title: "Annuler")
    #expect(tester.handledKey == .cancel)
  }

  @Test("a chained dialog in German; a verbatim value with a key's characters stays as it is")
  func chain() throws {
    let count = 2
    let dialog = Dialog<Choice>.alert("Delete \(count) items?", message: .verbatim("Delete"))
      .addDestructive("Delete", key: .delete)
      .addCancel("Cancel", key: .cancel)
    let tester = try DialogTester(dialog, localization: TestStrings.localization("de"))
    #expect(tester.visibleState.hasPrefix(#"alert "2 Objekte löschen?" presented"#))
    #expect(tester.visibleState.contains(#"action 0 "Löschen" enabled"#))
    // The title as written also finds the action.
    tester.tap(title: "Delete")
    #expect(tester.handledKey == .delete)
  }
}

@MainActor
@Suite("DialogTester shows plural forms from a String Catalog")
struct DialogTesterPluralTests {
  @Test(
    "Russian and Polish titles take CLDR's form for each count, built and chained",
    arguments: ["ru", "pl"])
  func plurals(language: String) throws {
    let expected = TestStrings.expectedPhotoTitles(language)
    for (count, title) in zip(TestStrings.pluralCounts, expected) {
      let (built, chained) = TestStrings.deletePhotos(count)
      for dialog in [built, chained] {
        let tester = try DialogTester(dialog, localization: TestStrings.localization(language))
        #expect(
          tester.visibleState.hasPrefix("alert \"\(title)\" presented"), "\(tester.visibleState)")
      }
    }
  }

  @Test("the system Cancel is translated, and a tap by the shown title finds it")
  func systemCancel() throws {
    let tester = try DialogTester(
      TestStrings.deletePhotos(5).built, localization: TestStrings.localization("ru"))
    #expect(tester.visibleState.contains(#"action 0 "Удалить" enabled"#))
    #expect(tester.visibleState.contains(#"action 1 "Отменить" enabled"#))
    tester.tap(title: "Отменить")
    #expect(tester.handledKey == 1)
  }
}
