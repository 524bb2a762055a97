import FluentAlert
import FluentAlertTesting
import Testing

/// The keys of "Remove bottle?": its actions and its two controls.
enum Bottle: Hashable, Sendable {
  case remove, cancel, deleteFiles, keep, keepAll, keepSettings
}

@MainActor
@Suite("DialogTester with controls")
struct DialogTesterControlTests {
  let failures = FailureLog()

  static let bottle = Dialog<Bottle>.alert("Remove “Steam”?")
    .addControl(.toggle("Delete files from disk", key: .deleteFiles))
    .addControl(
      .choice(
        "Keep", key: .keep, options: [(.keepAll, "Everything"), (.keepSettings, "Settings only")],
        selected: .keepAll)
    )
    .addDestructive("Remove", key: .remove)
    .addCancel("Cancel", key: .cancel)

  @Test("a toggle set and an option chosen reach the handler, and the screen says so")
  func setAndChoose() throws {
    let tester = try DialogTester(Self.bottle, reporter: failures.reporter)
    #expect(
      tester.visibleState.contains(#"toggle "Delete files from disk" off"#),
      "\(tester.visibleState)")
    tester.setOn(true, for: .deleteFiles)
    tester.select(.keepSettings, in: .keep)
    #expect(tester.values.isOn(.deleteFiles) && tester.values.selection(.keep) == .keepSettings)
    #expect(
      tester.visibleState.contains(
        #"choice "Keep": "Everything", "Settings only" (selected)"#), "\(tester.visibleState)")
    tester.tap(.remove)
    #expect(tester.handledValues?.isOn(.deleteFiles) == true)
    #expect(tester.handledValues?.selection(.keep) == .keepSettings)
    #expect(failures.messages.isEmpty)
  }

  @Test("setting a control the dialog does not have fails the test at the caller's line")
  func wrongKeysFail() throws {
    let tester = try DialogTester(Self.bottle, reporter: failures.reporter)
    tester.setOn(true, for: .keep)
    tester.select(.remove, in: .keep)
    #expect(
      failures.messages == [
        "cannot set the toggle keep: the dialog has no such toggle",
        "cannot select remove in keep: the dialog has no such choice or option",
      ])
    #expect(!tester.values.isOn(.keep) && tester.values.selection(.keep) == .keepAll)
    tester.tap(.cancel)
    tester.setOn(true, for: .deleteFiles)
    #expect(failures.messages.count == 3)
    #expect(failures.messages.last?.contains("set a toggle") == true)
  }
}
