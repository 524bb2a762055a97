import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import Testing

/// Accessories, as a test of the app's dialogs checks them.
@MainActor
@Suite("DialogTester and accessories")
struct DialogTesterAccessoryTests {
  let failures = FailureLog()

  private enum Access: Hashable, Sendable { case allow, deny }

  private func camera() -> Dialog<Access> {
    Dialog<Access>.alert("Allow access to the camera?")
      .accessory(.lines(["Photos", .verbatim("Videos")]))
      .accessory(.link("Privacy", address: "https://example.com/privacy"))
      .accessory(.footnote("Change it in Settings."))
      .addAction("Allow", key: .allow)
      .addCancel("Don't Allow", key: .deny)
  }

  @Test("accessories reads them as shown, visibleState lists them, openLink returns the address")
  func reads() throws {
    let tester = try DialogTester(camera(), reporter: failures.reporter)
    #expect(
      tester.accessories == [
        .lines(["Photos", "Videos"]), .link("Privacy", address: "https://example.com/privacy"),
        .footnote("Change it in Settings."),
      ])
    #expect(
      tester.visibleState.hasSuffix(
        """
          accessory lines "Photos" "Videos"
          accessory link "Privacy" "https://example.com/privacy"
          accessory footnote "Change it in Settings."
        """))
    #expect(tester.openLink("Privacy") == "https://example.com/privacy")
    #expect(tester.isVisible)
    tester.tap(.allow)
    #expect(failures.messages.isEmpty)
  }

  @Test("a link that is not there, or a dialog already gone, fails the test at the call")
  func failsWithoutTheLink() throws {
    let tester = try DialogTester(camera(), reporter: failures.reporter)
    let line = #line + 1
    #expect(tester.openLink("Terms") == nil)
    tester.tap(.deny)
    tester.openLink("Privacy")
    #expect(failures.lines.first == line)
    #expect(
      failures.messages == [
        "cannot open link: no link reads \"Terms\"; enabled actions: \"Allow\" (key allow), \"Don't Allow\" (key deny)",
        "cannot open link: the dialog is not visible (dismissed)",
      ])
  }
}
