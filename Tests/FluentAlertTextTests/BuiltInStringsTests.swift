import Testing

@testable import FluentAlertText

/// FluentAlert's own texts come from a String Catalog among the module's
/// resources, read by the reader apps' catalogs go through.
@Suite("The built-in texts are a String Catalog resource")
struct BuiltInStringsTests {
  @Test("the resource is found and read, with its translations and plural forms")
  func readFromTheResource() {
    let catalog = BuiltInStrings.catalog
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.keys.contains("Cancel"))
    #expect(catalog.languages.count >= 20)
    #expect(catalog.format(for: "Cancel", [], in: ["ru"]) == "Отменить")
    #expect(catalog.format(for: "Cancel", [], in: ["xx", "ja"]) == "キャンセル")
    let atLeast = "must be at least %lld characters"
    let one = catalog.format(for: atLeast, [.integer(1)], in: ["ru"])
    let many = catalog.format(for: atLeast, [.integer(5)], in: ["ru"])
    #expect(one == "не короче %lld символа")
    #expect(many == "не короче %lld символов")
  }

  @Test("every translation fits its key's arguments")
  func noFormatProblems() {
    #expect(BuiltInStrings.catalog.formatProblems.isEmpty)
  }
}
