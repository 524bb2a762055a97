import FluentAlert
import FluentAlertTerminal
import FluentAlertTestSupport
import Foundation
import Testing

/// The presenter in line mode, in process, talking through pipes.
@MainActor
@Suite("TerminalDialogPresenter in line mode")
struct TerminalDialogPresenterLineModeTests {
  enum Choice: Hashable, Sendable { case follow, mute, cancel, ok }

  /// A pipe for answers and one for what the presenter writes.
  @MainActor
  final class Wires {
    let input = Pipe()
    let output = Pipe()

    func presenter(
      localization: DialogLocalization = .current
    ) -> TerminalDialogPresenter {
      TerminalDialogPresenter(
        mode: .lineMode, input: input.fileHandleForReading.fileDescriptor,
        output: output.fileHandleForWriting.fileDescriptor, environment: ["TERM": "dumb"],
        localization: localization)
    }

    func answer(_ text: String) throws {
      try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    func transcript() throws -> String {
      try output.fileHandleForWriting.close()
      return String(decoding: try output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
    }
  }

  static let sheet = Dialog<Choice>(
    style: .actionSheet, title: "Ana",
    actions: [
      DialogAction(title: "Follow", key: .follow),
      DialogAction(title: "Mute", role: .destructive, key: .mute),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])

  @Test("present(using:) with a temporary presenter returns the chosen key")
  func temporaryPresenter() async throws {
    let wires = Wires()
    try wires.answer("2\n")
    let key = try await Self.sheet.present(using: wires.presenter())
    #expect(key == .mute)
    #expect(try wires.transcript().hasSuffix("Choose 1–3, or type an action's name [1]: 2\n"))
  }

  @Test("a queued dialog is asked only after the one before it, answers read in order")
  func queue() async throws {
    let wires = Wires()
    let queue = DialogQueue(presenter: wires.presenter())
    // Queued one after the other (two `async let`s may start in either
    // order), and answered only then.
    async let first = queue.present(Self.sheet)
    while queue.isIdle { await Task.yield() }
    async let second = queue.present(Self.sheet)
    while queue.pendingCount == 0 { await Task.yield() }
    try wires.answer("follow\n3\n")
    #expect(try await first == .follow)
    #expect(try await second == .cancel)
    let transcript = try wires.transcript()
    #expect(transcript.components(separatedBy: "Ana\n").count == 3)
  }

  @Test("two presenters on the same descriptors share the input; the newest question gets a line")
  func twoPresentersShareTheInput() async throws {
    let wires = Wires()
    let first = try DialogSession(Self.sheet)
    let second = try DialogSession(Self.sheet)
    first.present(using: wires.presenter())
    second.present(using: wires.presenter())
    try wires.answer("2\n1\n")
    _ = await first.ended()
    _ = await second.ended()
    #expect(second.reason == .action(.mute))
    #expect(first.reason == .action(.follow))
    first.dismiss()  // ends them if an answer was lost
    second.dismiss()
  }

  @Test("auto-dismiss ends a question nobody answers, reporting its key")
  func autoDismiss() async throws {
    let wires = Wires()
    let dialog = Dialog<Choice>(
      style: .alert, title: "Saved", actions: [DialogAction(title: "OK", key: .ok)],
      autoDismiss: AutoDismiss(after: .milliseconds(100), reporting: .ok))
    let key = try await dialog.present(using: wires.presenter())
    #expect(key == .ok)
    #expect(try wires.transcript().hasSuffix("(Closed without an answer.)\n"))
  }

  @Test("text answers reach the handler; end of input then dismisses the next dialog")
  func textAndEndOfInput() async throws {
    let wires = Wires()
    let received = Received()
    let dialog = Dialog<Choice>(
      style: .alert, title: "Name?",
      actions: [
        DialogAction(title: "OK", key: .ok),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField("Name").required(.nonEmpty)],
      actionTap: { key, texts in received.values.append("\(key) \(Array(texts))") })
    try wires.answer("  \nAna\nok\n")
    try wires.input.fileHandleForWriting.close()
    let presenter = wires.presenter()
    #expect(try await dialog.present(using: presenter) == .ok)
    #expect(received.values == ["ok [\"Ana\"]"])
    #expect(try await dialog.present(using: presenter) == .cancel)
    let transcript = try wires.transcript()
    #expect(
      transcript.contains(
        "Name: must not be empty.\nType it again, or press Enter to go on without it"))
    #expect(transcript.contains("(End of input: dismissed.)\n"))
  }

  @MainActor
  final class Received {
    var values: [String] = []
  }
}

/// The terminal shows a dialog's text in the presenter's language.
@MainActor
@Suite("TerminalDialogPresenter localization")
struct TerminalDialogPresenterLocalizationTests {
  @Test("a builder and a chained dialog with an interpolated title are shown in French")
  func french() async throws {
    let (built, chained) = TestStrings.deleteItems(3)
    for dialog in [built, chained] {
      let wires = TerminalDialogPresenterLineModeTests.Wires()
      try wires.answer("supprimer\n")
      let key = try await dialog.present(
        using: wires.presenter(localization: TestStrings.localization("fr")))
      let transcript = try wires.transcript()
      #expect(key == 0)
      #expect(transcript.contains("Supprimer 3 éléments ?"), "\(transcript)")
      #expect(transcript.contains("Supprimer") && transcript.contains("Annuler"))
      #expect(!transcript.contains("Delete"))
    }
  }

  @Test(
    "Russian and Polish plurals from a String Catalog, built and chained", arguments: ["ru", "pl"])
  func plurals(language: String) async throws {
    let expected = TestStrings.expectedPhotoTitles(language)
    for (count, title) in zip(TestStrings.pluralCounts, expected) {
      let (built, chained) = TestStrings.deletePhotos(count)
      for dialog in [built, chained] {
        let wires = TerminalDialogPresenterLineModeTests.Wires()
        try wires.answer("2\n")
        let key = try await dialog.present(
          using: wires.presenter(localization: TestStrings.localization(language)))
        let transcript = try wires.transcript()
        #expect(key == 1)
        #expect(transcript.contains(title), "\(transcript)")
        #expect(transcript.contains(language == "ru" ? "Отменить" : "Anuluj"))
      }
    }
  }
}
