import FluentAlert
import Testing

/// Rules that compare text fields (``TextRule/sameAs(field:)``,
/// ``TextRule/differentFrom(field:)``, ``TextRule/anyNonEmpty(fields:)``)
/// and rules written in code (`textCheck`): spelled every way, gating the
/// actions they name while the user types, and checked by validation.
@MainActor
@Suite("Rules across fields and in code")
struct RulesAcrossFieldsTests {
  enum Export: Hashable, Sendable { case export, cancel }
  enum Contact: Hashable, Sendable { case save, skip, cancel }

  static let exportKeys = Dialog<Export>(.alert, title: "Export Keys") {
    TextInput("Passphrase").secure().required(.length(8...128))
    TextInput("Confirm passphrase").secure()
      .required(.sameAs(field: 0), gates: [.export], message: "The passphrases must match")
    Action("Export", key: .export)
    Cancel("Cancel", key: .cancel)
  }

  static let contact = Dialog<Contact>(.alert, title: "How can we reach you?") {
    TextInput("Email").keyboard(.emailAddress)
    TextInput("Phone").keyboard(.phonePad)
      .required(.anyNonEmpty(fields: [0, 1]), gates: [.save])
    TextInput("New password").required(.differentFrom(field: 0), gates: [.save])
    Action("Save", key: .save)
    Action("Skip", key: .skip)
    Cancel("Cancel", key: .cancel)
  }

  let presenter = FakePresenter()

  private func presented<Key>(_ dialog: Dialog<Key>) throws -> DialogSession<Key> {
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    return session
  }

  // MARK: The rules themselves

  @Test("each rule compares with the texts it names; a missing field never meets one")
  func semantics() {
    let texts = ["secret words", "secret words", "", "  "]
    #expect(TextRule.sameAs(field: 0).isSatisfied(by: texts[1], in: texts))
    #expect(!TextRule.sameAs(field: 0).isSatisfied(by: "secret word", in: texts))
    // Canonically equivalent strings are the same text, as Swift compares them.
    #expect(TextRule.sameAs(field: 0).isSatisfied(by: "caf\u{E9}", in: ["cafe\u{301}"]))
    #expect(TextRule.differentFrom(field: 0).isSatisfied(by: "new words", in: texts))
    #expect(!TextRule.differentFrom(field: 0).isSatisfied(by: texts[1], in: texts))
    #expect(TextRule.anyNonEmpty(fields: [2, 0]).isSatisfied(by: "", in: texts))
    #expect(!TextRule.anyNonEmpty(fields: [2, 3]).isSatisfied(by: "x", in: texts))  // blank
    #expect(!TextRule.anyNonEmpty(fields: []).isSatisfied(by: "x", in: texts))
    for rule: TextRule in [.sameAs(field: 9), .differentFrom(field: -1), .anyNonEmpty(fields: [9])]
    {
      #expect(!rule.isSatisfied(by: "x", in: texts))
    }
    // Without the other texts, a comparison has nothing to compare with.
    #expect(!TextRule.differentFrom(field: 0).isSatisfied(by: "x"))
    #expect(
      TextRule.all([.nonEmpty, .sameAs(field: 0)]).isSatisfied(by: "a", in: ["a"]))
  }

  @Test("the builder, the chain and the initializer write the same rules across fields")
  func spellings() {
    let chained = Dialog<Export>.alert("Export Keys")
      .addTextField("Passphrase") { $0.secure().required(.length(8...128)) }
      .addTextField("Confirm passphrase") {
        $0.secure().required(
          .sameAs(field: 0), gates: [.export], message: "The passphrases must match")
      }
      .addAction("Export", key: .export)
      .addCancel("Cancel", key: .cancel)
    let initialized = Dialog<Export>(
      style: .alert, title: "Export Keys",
      actions: [
        DialogAction(title: "Export", key: .export),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Passphrase").secure().required(.length(8...128)),
        DialogTextField("Confirm passphrase").secure().required(
          .sameAs(field: 0), gates: [.export], message: "The passphrases must match"),
      ])
    let chainedContact = Dialog<Contact>.alert("How can we reach you?")
      .addTextField("Email") { $0.keyboard(.emailAddress) }
      .addTextField("Phone") {
        $0.keyboard(.phonePad).required(.anyNonEmpty(fields: [0, 1]), gates: [.save])
      }
      .addTextField("New password") { $0.required(.differentFrom(field: 0), gates: [.save]) }
      .addAction("Save", key: .save)
      .addAction("Skip", key: .skip)
      .addCancel("Cancel", key: .cancel)
    #expect(chained == Self.exportKeys)
    #expect(initialized == Self.exportKeys)
    #expect(chainedContact == Self.contact)
    #expect(Self.exportKeys.problems.isEmpty)
    #expect(Self.contact.problems.isEmpty)
  }

  @Test("the snapshot names each rule and the field it compares with")
  func snapshot() {
    let lines = Self.contact.snapshot.split(separator: "\n").map(String.init)
    #expect(lines.contains("  text field 1 requires anyNonEmpty fields [0, 1] gating [save]"))
    #expect(lines.contains("  text field 2 requires differentFrom field 0 gating [save]"))
    let export = Self.exportKeys.snapshot
    #expect(
      export.contains(
        #"text field 1 requires sameAs field 0 gating [export] message "The passphrases must match""#
      ))
  }

  // MARK: Gating while the user types

  @Test("typing in either field re-evaluates a comparison, whichever field it is on")
  func sameAsGates() throws {
    let session = try presented(Self.exportKeys)
    #expect(session.enabledKeys == [.cancel])
    session.setText("correct horse", forField: 0)
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [1]))
    session.setText("correct horse", forField: 1)
    #expect(session.enabledKeys == [.export, .cancel])
    // Changing the passphrase unmatches the confirmation, which was not typed in.
    session.setText("correct horse battery", forField: 0)
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [1]))
    #expect(session.textFields.map(\.isSatisfied) == [true, false])
    session.setText("correct horse battery", forField: 1)
    #expect(session.tap(.export) == .accepted(actionIndex: 0))
  }

  @Test("anyNonEmpty and differentFrom gate only the keys they name")
  func contactGates() throws {
    let session = try presented(Self.contact)
    #expect(session.enabledKeys == [.skip, .cancel])
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [1, 2]))
    session.setText("ana@example.com", forField: 0)
    // Email filled: the phone's rule is met; the new password still equals
    // nothing typed, and "" differs from the email.
    #expect(session.enabledKeys == [.save, .skip, .cancel])
    session.setText("ana@example.com", forField: 2)
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [2]))
    session.setText("", forField: 0)
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [1]))
    session.setText("+48 600 000 000", forField: 1)
    #expect(session.enabledKeys == [.save, .skip, .cancel])
    session.setText("", forField: 2)  // the same as the empty email
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [2]))
  }

  // MARK: Rules in code

  static let taken = ["Notes", "Drafts"]

  static func renameFolder() -> Dialog<Contact> {
    Dialog<Contact>.alert("Rename Folder")
      .addTextField("Name") { $0.text("Notes").required(.nonEmpty) }
      .addAction("Rename", key: .save)
      .addAction("Skip", key: .skip)
      .addCancel("Cancel", key: .cancel)
      .textCheck(gates: [.save]) { texts in
        let exists = taken.contains { $0.caseInsensitiveCompare(texts[0]) == .orderedSame }
        return exists ? "A folder with that name already exists" : nil
      }
      .textCheck { texts in texts[0].count > 12 ? "Keep the name short" : nil }
  }

  @Test("a check in code gates its keys with its message, re-run on every change")
  func textCheckGates() throws {
    let session = try presented(Self.renameFolder())
    let exists = TapRefusal.unmetTextCheck(message: "A folder with that name already exists")
    #expect(session.actions.map(\.refusal) == [exists, nil, nil])
    #expect(session.unmetCheckMessages == ["A folder with that name already exists"])
    session.setText("drafts", forField: 0)  // ignoring case
    #expect(session.tap(.save) == .refused(exists))
    session.setText("Receipts", forField: 0)
    #expect(session.unmetCheckMessages.isEmpty)
    #expect(session.enabledKeys == [.save, .skip, .cancel])
    session.setText("Receipts of 2026", forField: 0)
    let long = TapRefusal.unmetTextCheck(message: "Keep the name short")
    // The second check gates every non-cancel action.
    #expect(session.actions.map(\.refusal) == [long, long, nil])
    // A field's own requirement is reported before a check.
    session.setText(" ", forField: 0)
    #expect(session.actions[0].refusal == .unmetRequirement(fields: [0]))
    session.setText("Receipts", forField: 0)
    #expect(session.tap(.save) == .accepted(actionIndex: 0))
    #expect(
      exists.description
        == #"the action is disabled until the texts pass a check: "A folder with that name already exists""#
    )
  }

  @Test("a check takes no part in equality, hashing, the snapshot or validation of data")
  func textCheckIsNotData() {
    let plain = Dialog<Contact>.alert("Rename Folder")
      .addTextField("Name") { $0.text("Notes").required(.nonEmpty) }
      .addAction("Rename", key: .save)
      .addAction("Skip", key: .skip)
      .addCancel("Cancel", key: .cancel)
    let checked = Self.renameFolder()
    #expect(checked == plain)
    #expect(checked.hashValue == plain.hashValue)
    #expect(checked.snapshot == plain.snapshot)
    #expect(checked.problems.isEmpty)
  }

  @Test("a check gating a key no action has is an error naming the check and the key")
  func textCheckUnknownKey() {
    let dialog = Dialog<Contact>.alert("Rename Folder")
      .addTextField("Name")
      .addAction("Rename", key: .save)
      .addCancel("Cancel", key: .cancel)
      .textCheck(gates: [.skip]) { _ in nil }
    let problem = dialog.problems.first
    #expect(problem?.kind == .requirementNamesUnknownKey)
    #expect(problem?.severity == .error)
    #expect(problem?.message.contains("text check 0 gates key skip") == true)
    #expect(throws: DialogValidationError.self) { try DialogSession(dialog) }
  }
}
