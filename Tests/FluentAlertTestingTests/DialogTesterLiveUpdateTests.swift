import FluentAlert
import FluentAlertTesting
import Testing

/// Where a test keeps the session `onPresent` hands to the app.
@MainActor
private final class AppSide {
  var session: DialogSession<Bottle>?
}

@MainActor
@Suite("DialogTester reads what the app changes while the dialog is up")
struct DialogTesterLiveUpdateTests {
  let failures = FailureLog()

  @Test("a title, message, field text and control value the app sets are what the user sees")
  func appChanges() throws {
    let app = AppSide()
    let dialog = Dialog<Bottle>.alert("Remove “Steam”?", message: "Checking its size…")
      .addTextField("Why") { $0.label("Reason:") }
      .addControl(.toggle("Delete files from disk", key: .deleteFiles))
      .addDestructive("Remove", key: .remove)
      .addCancel("Cancel", key: .cancel)
      .onPresent { app.session = $0 }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    let session = try #require(app.session)
    session.setTitle("Remove “Steam” and its 12 GB?")
    session.setMessage("Its saved games stay in the cloud.")
    session.setText("Moving to a new Mac", forField: 0)
    session.setOn(true, for: .deleteFiles)
    #expect(tester.title == "Remove “Steam” and its 12 GB?")
    #expect(
      tester.visibleState.hasPrefix(
        """
        alert "Remove “Steam” and its 12 GB?" presented
          message "Its saved games stay in the cloud."
          field 0 "Moving to a new Mac" label "Reason:"
        """), "\(tester.visibleState)")
    #expect(tester.visibleState.contains(#"toggle "Delete files from disk" on"#))
    tester.tap(.remove)
    #expect(tester.handledValues?.isOn(.deleteFiles) == true)
    #expect(tester.handledValues.map(Array.init) == ["Moving to a new Mac"])
    #expect(failures.messages.isEmpty)
  }
}
