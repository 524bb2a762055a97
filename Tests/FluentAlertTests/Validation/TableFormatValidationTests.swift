import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import Foundation
import Testing

/// A key's format is read from the table that holds it when that table is
/// at hand: a name backed by a catalog's plural is not an error, and a
/// format only the table has is checked against the arguments given.
@MainActor
@Suite("Formats are checked where the table holds them")
struct TableFormatValidationTests {
  let bundle = TextBundle(TestStrings.bundle)

  func selected(_ arguments: [TextArgument]) -> Dialog<Int> {
    Dialog<Int>.alert(
      .localized(TextKey("[Generic/Count/ItemsSelected]", arguments: arguments), bundle: bundle)
    )
    .addCancel("OK", key: 0)
  }

  @Test("a name whose table holds a plural format is valid, and shows the count")
  func nameInTable() throws {
    let dialog = selected([.integer(3)])
    #expect(dialog.problems == [])
    let tester = try DialogTester(dialog, localization: TestStrings.localization("en"))
    #expect(tester.session.title == "3 items selected")
    let one = try DialogTester(
      selected([.integer(1)]), localization: TestStrings.localization("en"))
    #expect(one.session.title == "1 item selected")
  }

  @Test("the table's format is checked against the arguments given")
  func tableFormatMismatch() throws {
    let dialog = selected([.string("three")])
    let problem = try #require(dialog.problems.first)
    #expect(dialog.problems.count == 1)
    #expect(problem.kind == .invalidTextFormat && problem.severity == .error)
    #expect(problem.message.contains("in table Localizable"), "\(problem.message)")
    #expect(problem.message.contains("“%lld” takes an integer"), "\(problem.message)")
    #expect(throws: DialogValidationError.self) { try dialog.validated() }
  }

  @Test("a format only the table has, given no argument, is an error: its %@ would show")
  func formatOnlyInTable() throws {
    let dialog = Dialog<Int>.alert(.localized("greeting.named", bundle: bundle))
      .addCancel("OK", key: 0)
    let problem = try #require(dialog.problems.first)
    #expect(problem.kind == .invalidTextFormat && problem.severity == .error)
    #expect(problem.message.contains(#"key "greeting.named" has the format "Hello, %@!""#))
    #expect(problem.message.contains("there is none"), "\(problem.message)")
    // The same key with its argument is fine.
    let named = Dialog<Int>.alert(
      .localized(TextKey("greeting.named", arguments: [.string("Ana")]), bundle: bundle)
    )
    .addCancel("OK", key: 0)
    #expect(named.problems == [])
  }

  @Test("a name no table at hand holds is a warning that says what was not checked")
  func nameNotAtHand() throws {
    let dialog = Dialog<Int>.alert(
      .localized(TextKey("[Generic/Count/FilesMoved]", arguments: [.integer(2)]), bundle: bundle)
    )
    .addCancel("OK", key: 0)
    let problem = try #require(dialog.problems.first)
    #expect(dialog.problems.count == 1)
    #expect(problem.kind == .uncheckedTextFormat && problem.severity == .warning)
    #expect(
      problem.message
        == #"title key "[Generic/Count/FilesMoved]" takes 1 argument but no table at hand "#
        + "holds it, so its format could not be checked (where no table has the key, it is "
        + "shown as written)")
    #expect(try dialog.validated() == dialog)
    #expect(throws: Never.self) { try DialogTester(dialog) }
  }

  @Test("a key written as a format is still checked as one when no table holds it")
  func formatKeyNotAtHand() {
    let dialog = Dialog<Int>.alert(
      .localized(TextKey("Delete %@ items?", arguments: [.integer(3)]), bundle: bundle)
    )
    .addCancel("OK", key: 0)
    #expect(dialog.problems.map(\.kind) == [.invalidTextFormat])
  }

  @Test("the table wins over a key that reads as a different format")
  func tableWinsOverKey() {
    let dialog = Dialog<Int>.alert(
      .localized(TextKey("Delete %lld photos?", arguments: [.integer(3)]), bundle: bundle)
    )
    .addCancel("OK", key: 0)
    #expect(dialog.problems == [])
  }
}
