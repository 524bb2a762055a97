import FluentAlert
import FluentAlertTerminal
import FluentAlertTestSupport
import Foundation
import Testing

@Suite("The terminal speaks the language the environment names")
struct EnvironmentLocalizationTests {
  @Test(
    "LC_ALL, then LC_MESSAGES, then LANG; the codeset and modifier are dropped; C is English",
    arguments: [
      (["LANG": "ru_RU.UTF-8"], "ru_RU"),
      (["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "pl_PL"], "pl_PL"),
      (
        ["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "pl_PL", "LC_ALL": "de_DE.ISO-8859-1@euro"], "de_DE"
      ),
      (["LANG": "fr_FR.UTF-8", "LC_ALL": ""], "fr_FR"),
      (["LANG": "C.UTF-8"], "en"),
      (["LANG": "POSIX"], "en"),
      (["LC_ALL": "C"], "en"),
    ])
  func parsing(environment: [String: String], identifier: String) {
    #expect(DialogLocalization.environment(environment).locale.identifier == identifier)
  }

  @Test("without any of the three, the user's current locale; the bundle is kept")
  func nothingSet() {
    let localization = DialogLocalization.environment(bundle: TestStrings.bundle, [:])
    #expect(localization.locale == Locale.current)
    #expect(localization.bundle == TestStrings.bundle)
  }

  @Test("a presenter without a localization reads its environment's language")
  @MainActor
  func presenterDefault() async throws {
    let input = Pipe()
    let output = Pipe()
    let presenter = TerminalDialogPresenter(
      mode: .lineMode, input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor,
      environment: ["TERM": "dumb", "LANG": "ru_RU.UTF-8"])
    let dialog = Dialog<Int>.alert("Rename")
      .addTextField("Name") { $0.required(.length(5...Int.max), gates: [0]) }
      .addAction("OK", key: 0)
      .addCancel(.systemCancel, key: 1)
    // An empty name (unmet), Enter to go on without it, then Cancel; end of
    // input after that, so a wrong guess cannot hang the test.
    try input.fileHandleForWriting.write(contentsOf: Data("\n\n2\n".utf8))
    try input.fileHandleForWriting.close()
    let key = try await dialog.present(using: presenter)
    try output.fileHandleForWriting.close()
    let transcript = String(
      decoding: try output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
    #expect(key == 1)
    #expect(transcript.contains("Name (не короче 5 символов): "), "\(transcript)")
    #expect(transcript.contains("2. Отменить (отмена)"), "\(transcript)")
  }
}
