import FluentAlert
import Testing

@Suite("requirement gates without a session")
struct RequirementGatesTests {
  enum Key: Hashable, Sendable { case export, skip, cancel }

  let dialog = Dialog<Key>(
    style: .alert, title: "Export keys",
    actions: [
      DialogAction(title: "Export", key: .export),
      DialogAction(title: "Skip", key: .skip),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ],
    textFields: [
      DialogTextField("Passphrase").required(.nonEmpty, gates: [.export]),
      DialogTextField("Again").required(.sameAs(field: 0), gates: [.export]),
    ])

  @Test("an action is allowed only while every requirement gating it is met by the texts")
  func allow() {
    let gates = RequirementGates(dialog)
    #expect(gates.allow(["", ""]) == [false, true, true])
    #expect(gates.allow(["secret", "secrex"]) == [false, true, true])
    #expect(gates.allow(["secret", "secret"]) == [true, true, true])
  }

  @Test("controls gate too: as they start, or with the values given; the first frame agrees")
  func controls() {
    let gated = dialog.addControl(.toggle("I made a copy", key: .skip, gates: [.export]))
    let gates = RequirementGates(gated)
    #expect(gates.allow(["secret", "secret"]) == [false, true, true])
    #expect(gates.allow(["secret", "secret"], controlsMet: [true]) == [true, true, true])
    #expect(gated.firstFrame(in: .current).enabled == [false, true, true])
    let chosen = Dialog<Key>.alert("Pick").addControl(
      .choice(nil, key: .skip, options: [(.cancel, "One")], selected: .cancel, gates: [.export])
    ).addAction("Export", key: .export)
    #expect(RequirementGates(chosen).allow([]) == [true])
    #expect(chosen.firstFrame(in: .current).enabled == [true])
  }

  @Test("a field without a text is left out, and a dialog without fields allows everything")
  func missingTexts() {
    #expect(RequirementGates(dialog).allow(["secret"]) == [true, true, true])
    let plain = Dialog<Key>(style: .alert, actions: [DialogAction(title: "OK", key: .export)])
    #expect(RequirementGates(plain).allow([]) == [true])
  }
}
