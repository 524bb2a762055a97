import FluentAlert
import FluentAlertTesting
import Testing

/// `DialogTester` drives rules across fields and rules in code as a user
/// would, and says in ``DialogTester/visibleState`` what each one asks.
@MainActor
@Suite("DialogTester with rules across fields and in code")
struct DialogTesterRulesTests {
  enum Choice: Hashable, Sendable { case export, save, cancel }

  let failures = FailureLog()

  @Test("a confirmation field: Export waits until both passphrases match")
  func sameAs() throws {
    let dialog = Dialog<Choice>(.alert, title: "Export Keys") {
      TextInput("Passphrase").secure()
      TextInput("Confirm passphrase").secure()
        .required(.sameAs(field: 0), message: "The passphrases must match")
      Action("Export", key: .export)
      Cancel("Cancel", key: .cancel)
    }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.setText("correct horse", forField: 0)
    tester.setText("correct hose", forField: 1)
    #expect(
      tester.visibleState == """
        alert "Export Keys" presented
          field 0 "correct horse"
          field 1 "correct hose" (requirement not met: "The passphrases must match")
          action 0 "Export" disabled: the action is disabled until the requirement of text field 1 is met
          action 1 "Cancel" enabled
        """)
    tester.tap(.export)
    #expect(failures.messages.count == 1)
    tester.setText("correct horse", forField: 1)
    #expect(tester.visibleState.contains(#"field 1 "correct horse" (requirement met: "#))
    tester.tap(.export)
    #expect(tester.handledKey == .export)
    #expect(tester.handledValues == ["correct horse", "correct horse"])
    #expect(failures.messages.count == 1)
  }

  @Test("a new password must differ from the old one; either field can be typed first")
  func differentFrom() throws {
    let dialog = Dialog<Choice>.alert("Change Password")
      .addTextField("Current password") { $0.secure() }
      .addTextField("New password") {
        $0.secure().required(
          .all([.length(8...64), .differentFrom(field: 0)]), gates: [.save])
      }
      .addAction("Change", key: .save)
      .addCancel("Cancel", key: .cancel)
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.setText("hunter2hunter2", forField: 1)
    #expect(tester.enabledKeys == [.save, .cancel])
    tester.setText("hunter2hunter2", forField: 0)
    #expect(tester.enabledKeys == [.cancel])
    #expect(tester.visibleState.contains(#"field 1 "hunter2hunter2" (requirement not met)"#))
  }

  @Test("an email or a phone number: one is enough, and blank space is not one")
  func anyNonEmpty() throws {
    let dialog = Dialog<Choice>(.alert, title: "Contact") {
      TextInput("Email")
      TextInput("Phone")
        .required(.anyNonEmpty(fields: [0, 1]), message: "Give an email or a phone number")
      Action("Save", key: .save)
      Cancel("Cancel", key: .cancel)
    }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.setText("   ", forField: 0)
    #expect(tester.disabledKeys == [.save])
    tester.setText("600 000 000", forField: 1)
    #expect(tester.enabledKeys == [.save, .cancel])
    tester.setText("", forField: 1)
    tester.setText("ana@example.com", forField: 0)
    #expect(tester.enabledKeys == [.save, .cancel])
  }

  @Test("a check in code shows its message and gates its keys until the texts pass")
  func textCheck() throws {
    let existing = ["Notes", "Drafts"]
    let dialog = Dialog<Choice>.alert("New Folder")
      .addTextField("Name") { $0.required(.nonEmpty) }
      .addAction("Create", key: .save)
      .addCancel("Cancel", key: .cancel)
      .textCheck(gates: [.save]) { texts in
        let taken = existing.contains { $0.caseInsensitiveCompare(texts[0]) == .orderedSame }
        return taken ? "“\(texts[0])” already exists" : nil
      }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.setText("notes", forField: 0)
    #expect(tester.unmetCheckMessages == ["“notes” already exists"])
    #expect(
      tester.visibleState == """
        alert "New Folder" presented
          field 0 "notes" (requirement met)
          text check failing: "“notes” already exists"
          action 0 "Create" disabled: the action is disabled until the texts pass a check: "“notes” already exists"
          action 1 "Cancel" enabled
        """)
    tester.tap(.save)
    #expect(failures.messages.count == 1)
    tester.setText("Receipts", forField: 0)
    #expect(tester.unmetCheckMessages.isEmpty)
    tester.tap(.save)
    #expect(tester.handledKey == .save)
    #expect(failures.messages.count == 1)
  }
}
