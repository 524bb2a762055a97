import FluentAlertTestSupport
import FluentAlertText
import Foundation
import Testing

@testable import FluentAlert

/// A catalog's translations are checked against the arguments their key is
/// shown with, as the lookup checks them, so a translator's slip is found
/// before a user reads the source text in its place.
@Suite("String Catalog translations are checked against their key's arguments")
struct CatalogFormatTests {
  private func catalog(_ strings: String) throws -> StringCatalog {
    let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + strings + "}}"
    return try StringCatalog(data: Data(json.utf8))
  }

  private func unit(_ value: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
  }

  @Test("a translation of another kind or with an extra argument is an error, per language")
  func errors() throws {
    let strings = """
      "Delete %lld items?": {"localizations": {
        "fr": \(unit("Supprimer %@ éléments ?")),
        "de": \(unit("%lld Objekte löschen?")),
        "pl": \(unit("Usunąć %lld elementów z %@?"))}}
      """
    let problems = try catalog(strings).formatProblems
    #expect(problems.map(\.language) == ["fr", "pl"])
    #expect(problems.allSatisfy { $0.isError })
    #expect(problems[0].message.hasPrefix("“%@” takes a string, but argument 1 is an integer"))
    #expect(problems[1].message.hasPrefix("“%@” takes argument 2, but there is 1"))
    // What the user sees instead: the key's own format, never the bad French.
    let catalog = try catalog(strings)
    #expect(
      catalog.table.format(for: "Delete %lld items?", [.integer(3)], in: ["de"])
        == "%lld Objekte löschen?")
  }

  @Test("a stable key takes the arguments of its source-language text")
  func stableKey() throws {
    let strings = """
      "trash.confirm": {"localizations": {
        "en": \(unit("Move “%@” to the Trash?")),
        "fr": \(unit("Mettre « %@ » à la corbeille ?")),
        "de": \(unit("„%lld“ in den Papierkorb legen?")),
        "it": \(unit("Spostare nel cestino?"))}}
      """
    let problems = try catalog(strings).formatProblems
    #expect(problems.map(\.language) == ["de", "it"])
    #expect(problems[0].isError)
    #expect(problems[0].message.contains("the en text's"))
    #expect(!problems[1].isError)
    #expect(
      problems[1].message
        == "argument 1 is not used: the format needs a specifier for each argument; "
        + "the en text shows it")
  }

  @Test("plural forms may leave the count out; substitutions are checked in place")
  func pluralsAndSubstitutions() throws {
    let strings = """
      "Delete %lld photos?": {"localizations": {"ru": {"variations": {"plural": {
        "one": \(unit("Удалить одну фотографию?")),
        "other": \(unit("Удалить %lld фотографий?"))}}}}},
      "%lld photos in %lld albums": {"localizations": {"fr": {
        "stringUnit": {"state": "translated", "value": "%#@photos@ dans %#@albums@"},
        "substitutions": {
          "photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": \(unit("%arg photo")), "other": \(unit("%arg photos"))}}},
          "albums": {"argNum": 2, "formatSpecifier": "@", "variations": {"plural": {
            "other": \(unit("%arg albums"))}}}}}}}
      """
    let problems = try catalog(strings).formatProblems
    #expect(problems.count == 1)
    #expect(problems[0].key == "%lld photos in %lld albums")
    #expect(problems[0].message.hasPrefix("“%2$@” takes a string, but argument 2 is an integer"))
  }

  @Test("the fixture catalog FluentAlert's own tests use has no problem")
  func cleanCatalog() throws {
    let catalog = try StringCatalog(contentsOf: TestStrings.catalogURL)
    #expect(catalog.formatProblems.isEmpty)
  }
}
