import FluentAlert
import Foundation
import Testing

/// What lookups remember — a catalog's translations chosen once for a
/// locale, formats parsed once, tables found once — must never show another
/// text than a fresh lookup would, in any order and from any thread.
@Suite("Remembered lookups show what a fresh lookup would")
struct LookupMemoTests {
  /// A folder with `files`, standing for a bundle, and a localization of it.
  private static func localization(
    _ files: [String: String], locale: String
  ) throws -> (DialogLocalization, URL) {
    try HostileStringCatalogTests.bundle(files.mapValues { Data($0.utf8) }, locale: locale)
  }

  private static let catalog = #"""
    {"sourceLanguage": "en", "strings": {
      "Save": {"localizations": {
        "pt": {"stringUnit": {"value": "Guardar"}},
        "pt-BR": {"stringUnit": {"value": "Salvar"}}}},
      "Delete": {"localizations": {"pt": {"stringUnit": {"value": "Apagar"}}}},
      "Only English": {"localizations": {"en": {"stringUnit": {"value": "English only"}}}},
      "Delete %lld files?": {"localizations": {"pt-BR": {"variations": {"plural": {
        "one": {"stringUnit": {"value": "Excluir %lld arquivo?"}},
        "other": {"stringUnit": {"value": "Excluir %lld arquivos?"}}}}}}}}}
    """#

  @Test("a catalog's translation is the most specific of the user's languages, for every key")
  func mostSpecificLanguage() throws {
    let (brazil, folder) = try Self.localization(
      ["Localizable.xcstrings": Self.catalog], locale: "pt_BR")
    defer { try? FileManager.default.removeItem(at: folder) }
    let portugal = DialogLocalization(bundle: brazil.bundle, locale: Locale(identifier: "pt_PT"))
    #expect(DialogText("Save").resolved(in: brazil) == "Salvar")
    #expect(DialogText("Save").resolved(in: portugal) == "Guardar")
    // Only the base language has it: Brazil falls back to it.
    #expect(DialogText("Delete").resolved(in: brazil) == "Apagar")
    // None of the user's languages: the source language's text.
    #expect(DialogText("Only English").resolved(in: brazil) == "English only")
    // A plural keeps choosing its form by the count, each time.
    let counts = [(1, "Excluir 1 arquivo?"), (4, "Excluir 4 arquivos?"), (1, "Excluir 1 arquivo?")]
    for (count, text) in counts {
      #expect(DialogText("Delete \(count) files?").resolved(in: brazil) == text)
    }
    #expect(DialogText("Delete \(2) files?").resolved(in: portugal) == "Delete 2 files?")
  }

  @Test("formats are remembered without mixing them up, also past the number remembered")
  func manyFormats() {
    let english = DialogLocalization(locale: Locale(identifier: "en"))
    // More formats than are remembered at once, each shown twice.
    for round in 0..<2 {
      for index in 0..<300 {
        let text: DialogText = .localized(
          TextKey("Item \(index) of %lld", arguments: [.integer(round)]))
        #expect(text.resolved(in: english) == "Item \(index) of \(round)")
      }
    }
  }

  @Test("one localization resolves the same texts from many threads at once")
  func concurrentLookups() throws {
    let (localization, folder) = try Self.localization(
      [
        "Localizable.xcstrings": Self.catalog,
        "pt-BR.lproj/Alerts.strings": #""Close" = "Fechar";"#,
      ], locale: "pt_BR")
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts: [(DialogText, String)] = [
      ("Save", "Salvar"), ("Delete", "Apagar"), ("Delete \(3) files?", "Excluir 3 arquivos?"),
      (.localized("Close", table: "Alerts"), "Fechar"), (.verbatim("Save"), "Save"),
      (.systemCancel, "Cancelar"),
    ]
    let mismatches = Tally()
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      for (text, expected) in texts.shuffled() where text.resolved(in: localization) != expected {
        mismatches.add()
      }
    }
    #expect(mismatches.count == 0)
  }
}

/// A count several threads add to.
private final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func add() { lock.withLock { value += 1 } }
}
