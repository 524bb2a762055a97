import FluentAlert
import FluentAlertJSON
import FluentAlertTestSupport
import Foundation
import Testing

private func alert(title: String) -> Data {
  Data(
    #"{"fluentalert": 1, "style": "alert", "title": \#(title), "actions": [{"title": "OK", "key": "ok", "role": "cancel"}]}"#
      .utf8)
}

@Suite("Formats in dialog JSON are checked against the text shown")
struct ShownFormatJSONTests {
  @Test("a fixed key whose default value holds the format decodes and shows its argument")
  func fixedKeyWithFormatInDefault() throws {
    let dialog = try Dialog<String>(
      json: alert(
        title: #"{"localized": "MoveToTrashConfirmation.title", "arguments": ["Notes"], "#
          + #""default": "Move “%@” to the Trash?"}"#))
    #expect(dialog.problems.isEmpty)
    #expect(dialog.title?.resolved() == "Move “Notes” to the Trash?")
  }

  @Test("a default value with a specifier and no argument is refused with its path")
  func missingArgument() {
    do {
      let dialog = try Dialog<String>(
        json: alert(title: #"{"localized": "config.failed", "default": "Cannot create %@"}"#))
      Issue.record("decoded instead of failing: \(dialog)")
    } catch {
      #expect(error.path == "title.default")
      #expect(error.kind == .invalidValue)
      #expect(error.message.contains("“%@” takes an argument, but there is none"))
    }
  }

  @Test("a key that is a name with a value in it decodes, with the warning")
  func interpolatedName() throws {
    let dialog = try Dialog<String>(
      json: alert(title: #"{"localized": "alert.%@.title", "arguments": ["photos"]}"#))
    #expect(dialog.problems.map(\.kind) == [.interpolatedKey])
  }

  @Test("a name whose format is a plural in the bundle's catalog decodes and validates")
  func nameWithFormatInTable() throws {
    let bundle = TestStrings.bundle.bundlePath.replacingOccurrences(of: "\\", with: "\\\\")
    let dialog = try Dialog<String>(
      json: alert(
        title: #"{"localized": "[Generic/Count/ItemsSelected]", "arguments": [3], "#
          + #""bundle": {"path": "\#(bundle)"}}"#))
    #expect(dialog.problems == [])
    #expect(dialog.title?.resolved(in: TestStrings.localization("en")) == "3 items selected")
    let missing = try Dialog<String>(
      json: alert(title: #"{"localized": "[Generic/Count/Missing]", "arguments": [3]}"#))
    #expect(missing.problems.map(\.kind) == [.uncheckedTextFormat])
    // A format only the table has, given no argument, would show its %@.
    let unfilled = try Dialog<String>(
      json: alert(title: #"{"localized": "greeting.named", "bundle": {"path": "\#(bundle)"}}"#))
    #expect(unfilled.problems.map(\.kind) == [.invalidTextFormat])
    #expect(throws: DialogValidationError.self) { try unfilled.validated() }
  }
}
