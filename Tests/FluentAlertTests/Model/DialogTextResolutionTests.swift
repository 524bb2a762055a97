import FluentAlert
import Testing

@Suite("DialogText.resolved(): the one lookup every presenter uses")
struct DialogTextResolutionTests {
  @Test("verbatim text is shown exactly as written, control characters included")
  func verbatim() {
    #expect(DialogText.verbatim("Ünïcödé 👩‍👩‍👧\n\u{1B}").resolved() == "Ünïcödé 👩‍👩‍👧\n\u{1B}")
  }

  @Test("localized text without a table entry shows its default value, else its key")
  func localizedFallback() {
    #expect(
      DialogText.localized("demo.missing.key", defaultValue: "Fallback").resolved() == "Fallback")
    #expect(DialogText.localized("demo.missing.key").resolved() == "demo.missing.key")
    #expect(DialogText.localized("k", bundle: .identifier("no.such.bundle")).resolved() == "k")
    #expect(
      DialogText.localized("k", table: "T", bundle: .path("/no/such/path"), defaultValue: "d")
        .resolved() == "d")
  }
}
