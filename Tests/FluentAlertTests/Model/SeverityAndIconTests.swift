import FluentAlert
import Testing

@Suite("a dialog's severity and icon")
struct SeverityAndIconTests {
  static let erase = Dialog<String>(.alert, title: "Erase the disk?") {
    Destructive("Erase", key: "erase")
    Cancel("Cancel", key: "cancel")
  }
  .severity(.critical)
  .icon(.system("externaldrive"))

  @Test("the builder with chained settings, the chain and the initializer make one value")
  func spellings() {
    let chained = Dialog<String>.alert("Erase the disk?")
      .severity(.critical)
      .addDestructive("Erase", key: "erase")
      .icon(.system("externaldrive"))
      .addCancel("Cancel", key: "cancel")
    let initialized = Dialog<String>(
      style: .alert, title: "Erase the disk?",
      actions: [
        DialogAction(title: "Erase", role: .destructive, key: "erase"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ],
      severity: .critical, icon: .system("externaldrive"))
    #expect(Self.erase == chained)
    #expect(Self.erase == initialized)
    #expect(
      Self.erase.snapshot == """
        alert "Erase the disk?"
          severity critical
          icon system "externaldrive"
          action 0 destructive "Erase" key erase
          action 1 cancel "Cancel" key cancel
        """)
  }

  @Test("severity and icon take part in equality; nil differs from any given value")
  func equality() {
    let plain = Dialog<String>.alert("Hi").addAction("OK", key: "ok")
    for severity in AlertSeverity.allCases {
      #expect(plain != plain.severity(severity))
      #expect(plain.severity(severity).severity(nil) == plain)
    }
    #expect(plain.icon(.system("a")) != plain.icon(.asset("a")))
    #expect(plain.icon(.system("a")).hashValue == plain.icon(.system("a")).hashValue)
  }

  @Test(
    "a critical dialog warns on SwiftUI only; an icon where UIKit, SwiftUI or the terminal drop it",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let kinds = Self.erase.problems(for: platform).map(\.kind)
    let expected: [DialogProblem.Kind] =
      switch platform {
      case .swiftUI: [.severityUnsupported, .iconUnsupported]
      case .uiKit, .terminal: [.iconUnsupported]
      case .appKit: []
      }
    #expect(kinds == expected)
  }

  @Test("informational and warning look like any alert where there is no severity: no warning")
  func quietSeverities() {
    for severity in [AlertSeverity.informational, .warning] {
      let dialog = Dialog<String>.alert("Hi").addAction("OK", key: "ok").severity(severity)
      #expect(dialog.problems.isEmpty, "\(severity)")
    }
  }

  @Test("the messages name the setting")
  func messages() {
    #expect(
      Self.erase.problems.map(\.message) == [
        "dialog is critical, which SwiftUI shows on macOS and watchOS only",
        #"dialog has icon "externaldrive", which UIKit alerts and the terminal do not show, "#
          + "and SwiftUI shows on macOS and watchOS only",
      ])
  }
}
