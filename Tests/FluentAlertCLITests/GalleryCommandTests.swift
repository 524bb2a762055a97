import Foundation
import Testing

/// `fluentalert preview` in a language, with warnings, and `fluentalert
/// gallery`, run as a review script runs them.
@Suite("fluentalert preview warnings and gallery")
struct GalleryCommandTests {
  static let discard = #"""
    {"fluentalert": 1, "style": "alert", "title": "Discard changes?",
     "actions": [{"title": "Discard", "key": "discard", "role": "destructive"},
                 {"title": "Keep Editing", "key": "keep", "role": "cancel"}]}
    """#

  static let share = #"""
    {"fluentalert": 1, "style": "actionSheet", "title": "Photo",
     "actions": [{"title": {"verbatim": "Share with everyone in the family album and on the web"},
                  "key": "share"},
                 {"title": "Cancel", "key": "cancel", "role": "cancel"}]}
    """#

  static let catalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Discard changes?": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Änderungen verwerfen?"}},
        "ja": {"stringUnit": {"state": "translated", "value": "変更を破棄しますか？"}}}},
      "Discard": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Verwerfen"}},
        "ja": {"stringUnit": {"state": "translated", "value": "破棄"}}}}
    }}
    """#

  @Test("preview --language --catalog draws the translation; --warnings says where it is cut")
  func previewInLanguage() throws {
    let dialog = try file("discard.json", Self.discard)
    let catalog = try file("Localizable.xcstrings", Self.catalog)
    let german = try CLIRun(["preview", "--language", "de", "--catalog", catalog, dialog])
    #expect(german.status == 0, "\(german.stderr)")
    #expect(german.stdout.contains(">Änderungen verwerfen?</text>"))
    #expect(german.stdout.contains(">Verwerfen</text>"))
    let large = ["--text-size", "accessibility-extra-large", "--catalog", catalog, dialog]
    let english = try CLIRun(["preview", "--warnings", "--language", "en"] + large)
    #expect(english.status == 0)
    #expect(english.stdout == "")
    let warned = try CLIRun(["preview", "--warnings", "--language", "de"] + large)
    #expect(warned.status == 0)
    #expect(warned.stdout.hasPrefix("ios-alert, accessibility-extra-large, de: the title needs "))
    #expect(warned.stdout.hasSuffix(" lines, more than 2\n"))
    // For CI: the same warnings fail with status 7, listed on standard error.
    let strict = try CLIRun(["preview", "--fail-on-warnings", "--language", "de"] + large)
    #expect(strict.status == 7)
    #expect(strict.stdout.hasPrefix("<svg"))
    #expect(strict.stderr.hasPrefix("fluentalert: warning: ios-alert, accessibility-extra-large"))
  }

  @Test("a bad catalog or language is a clear error that names it")
  func badCatalog() throws {
    let dialog = try file("discard.json", Self.discard)
    let broken = try file("Broken.xcstrings", #"{"sourceLanguage": "en", "strings": 3}"#)
    let run = try CLIRun(["preview", "--catalog", broken, dialog])
    #expect(run.status == 3)
    #expect(run.stderr.hasPrefix("fluentalert: \(broken): "), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let notCatalog = try CLIRun(["preview", "--catalog", dialog, dialog])
    #expect(notCatalog.status == 3)
    #expect(notCatalog.stderr.contains("ends in .xcstrings"))
    let language = try CLIRun(["preview", "--language", "de;rm -rf", dialog])
    #expect(language.status == 2)
    #expect(language.stderr.contains("invalid language"))
    let two = try CLIRun(["preview", "--look", "ios-alert,terminal", dialog])
    #expect(two.status == 2)
    #expect(two.stderr.contains("preview: one --look expected, got 2"))
  }

  @Test("gallery: a folder of dialogs in the catalog's languages, one deterministic page")
  func gallery() throws {
    let dialog = try file("discard.json", Self.discard)
    let folder = URL(fileURLWithPath: dialog).deletingLastPathComponent()
    try Data(Self.share.utf8).write(to: folder.appendingPathComponent("share.json"))
    try Data(Self.catalog.utf8).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
    let arguments = [
      "gallery", "--catalog", catalog, "--text-size", "large,accessibility-extra-large",
      folder.path,
    ]
    let first = try CLIRun(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>"))
    // Both dialogs, by name, in en, de and ja: the source language first.
    let discard = try #require(first.stdout.range(of: "<h2>\(folder.path)/discard.json</h2>"))
    let share = try #require(first.stdout.range(of: "<h2>\(folder.path)/share.json</h2>"))
    #expect(discard.lowerBound < share.lowerBound)
    #expect(first.stdout.components(separatedBy: "<h3 lang=").count - 1 == 2 * 3)
    #expect(first.stdout.contains(">変更を破棄しますか？</text>"))
    #expect(!first.stdout.contains("<script"))
    let second = try CLIRun(arguments)
    #expect(second.stdout == first.stdout)
    // The warnings, one line each with the dialog's name; status 7 when asked to fail.
    let warnings = try CLIRun(arguments + ["--warnings", "--fail-on-warnings"])
    #expect(warnings.status == 7)
    let lines = warnings.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "\(folder.path)/discard.json: ios-alert, accessibility-extra-large, de: the title needs ")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("\(folder.path)/share.json: ios-action-sheet, large, en: the action title ")
      })
    // -o writes the page to a file.
    let output = folder.appendingPathComponent("gallery.html").path
    let written = try CLIRun(arguments + ["-o", output])
    #expect(written.status == 0)
    #expect(written.stdout.isEmpty)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == first.stdout)
  }
}
