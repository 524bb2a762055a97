import FluentAlert
import FluentAlertTestSupport
import Testing

@Suite("accessories: lists, links and footnotes under the message")
struct DialogAccessoryTests {
  @Test("a literal is a key, a String value is shown as written, in every kind")
  func stringValues() {
    let folder = "Delete"
    let folders = ["Delete", "Name"]
    #expect(DialogAccessory.footnote("Delete") == .footnote(.localized("Delete")))
    #expect(DialogAccessory.footnote(folder) == .footnote(.verbatim("Delete")))
    #expect(
      DialogAccessory.lines(verbatim: folders) == .lines([.verbatim("Delete"), .verbatim("Name")]))
    #expect(DialogAccessory.lines(["Delete"]) == .lines([.localized("Delete")]))
    #expect(
      DialogAccessory.link(folder[...], address: "https://example.com")
        == .link(.verbatim("Delete"), address: "https://example.com"))
  }

  @Test("the chain adds accessories in order, the initializer takes them, both are equal")
  func chainAndInitializer() {
    let chained = Dialog<Bool>.alert("Share?")
      .accessory(.lines(["A", "B"]))
      .accessory(.footnote("Small"))
      .addAction("Share", key: true)
    let initialized = Dialog<Bool>(
      style: .alert, title: "Share?", actions: [DialogAction(title: "Share", key: true)],
      accessories: [.lines(["A", "B"]), .footnote("Small")])
    #expect(chained == initialized)
    #expect(chained.accessories == [.lines(["A", "B"]), .footnote("Small")])
    #expect(chained != initialized.accessory(.footnote("Small")))
  }

  @Test("the snapshot writes one line per accessory, in order")
  func snapshot() {
    let dialog = Dialog<Bool>.alert("Share?")
      .accessory(.lines(["A", .verbatim("B")]))
      .accessory(.link("Privacy", address: "https://example.com/p"))
      .accessory(.footnote("Small"))
      .addAction("Share", key: true)
    let lines = dialog.snapshot.split(separator: "\n").filter { $0.contains("accessory") }
    #expect(
      lines == [
        #"  accessory lines "A" verbatim("B")"#,
        #"  accessory link "Privacy" "https://example.com/p""#,
        #"  accessory footnote "Small""#,
      ])
  }

  @Test("a session resolves each text in the user's language; the address stays as written")
  @MainActor
  func resolvedInSession() throws {
    let dialog = Dialog<Bool>.alert("Share?")
      .accessory(.lines(["Delete", .verbatim("Name")]))
      .accessory(.link("Cancel", address: "https://example.com/Cancel"))
      .addAction("Share", key: true)
    let session = try TestStrings.session(dialog, in: "fr")
    #expect(
      session.accessories == [
        .lines(["Supprimer", "Name"]), .link("Annuler", address: "https://example.com/Cancel"),
      ])
  }
}
