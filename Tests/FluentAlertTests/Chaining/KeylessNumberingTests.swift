import FluentAlert
import Testing

@Test("Dialog<Int> chains number keyless actions by index, whatever their role")
func keylessChain() {
  let dialog = Dialog<Int>.alert("Rate us")
    .addAction("Now")
    .addAction("Soon", role: .default)
    .addDestructive("Never")
    .addCancel("Later")
  #expect(
    dialog
      == Dialog(
        style: .alert, title: "Rate us",
        actions: [
          DialogAction(title: "Now", key: 0),
          DialogAction(title: "Soon", key: 1),
          DialogAction(title: "Never", role: .destructive, key: 2),
          DialogAction(title: "Later", role: .cancel, key: 3),
        ]))
  #expect(dialog.problems.filter { $0.kind == .duplicateKey }.isEmpty)
}

@DialogBuilder<Int>
private func numbered(_ showsSecond: Bool, extra: Int) -> DialogContent<Int> {
  Action("A")
  if showsSecond { Destructive("B") }
  for index in 0..<extra { Action("Loop \(index)") }
  TextInput("Text fields do not count")
  Cancel("Cancel")
}

@Test("Dialog<Int> builder numbers keyless actions by final index after if and for")
func keylessBuilder() {
  let with = Dialog<Int>(.alert, title: "N") { numbered(true, extra: 2) }
  let without = Dialog<Int>(.alert, title: "N") { numbered(false, extra: 1) }
  #expect(with.actions.map(\.key) == [0, 1, 2, 3, 4])
  #expect(without.actions.map(\.key) == [0, 1, 2])
  #expect(
    without
      == Dialog(
        style: .alert, title: "N",
        actions: [
          DialogAction(title: "A", key: 0),
          DialogAction(title: "Loop \(0)", key: 1),
          DialogAction(title: "Cancel", role: .cancel, key: 2),
        ],
        textFields: [DialogTextField("Text fields do not count")]))
}

@Test("keyless numbering counts actions from helpers and nested blocks, not per block")
func keylessAcrossHelpers() {
  let dialog = Dialog<Int>(.actionSheet) {
    Action("Zero")
    numbered(true, extra: 0)
    if true {
      Action("Four")
      Action("Five")
    }
  }
  #expect(dialog.actions.map(\.key) == Array(0...5))
  #expect(dialog.actions.map(\.title.fallback) == ["Zero", "A", "B", "Cancel", "Four", "Five"])
}

@Test("explicit keys mixed with keyless ones keep their value; keyless ones still take the index")
func keylessMixed() {
  let built = Dialog<Int>(.alert) {
    Action("Hundred", key: 100)
    Action("One")
    Cancel("Minus", key: -1)
    Action("Three")
  }
  let chained = Dialog<Int>.alert()
    .addAction("Hundred", key: 100)
    .addAction("One")
    .addCancel("Minus", key: -1)
    .addAction("Three")
  #expect(built.actions.map(\.key) == [100, 1, -1, 3])
  #expect(built == chained)
  #expect(built.problems.filter { $0.kind == .duplicateKey }.isEmpty)
}

@Test("an explicit key equal to a keyless action's index is reported as a duplicate, not trapped")
func keylessCollision() {
  let built = Dialog<Int>(.alert, title: "Clash") {
    Action("Zero")
    Action("Also zero", key: 0)
  }
  let chained = Dialog<Int>.alert("Clash").addAction("Zero").addAction("Also zero", key: 0)
  #expect(built == chained)
  #expect(built.actions.map(\.key) == [0, 0])
  let duplicates = built.problems.filter { $0.kind == .duplicateKey }
  #expect(duplicates.count == 1)
  #expect(throws: DialogValidationError.self) { try built.validated() }
}

@Test("chaining keyless actions onto a built Dialog<Int> continues the numbering")
func keylessBuilderThenChain() {
  let dialog = Dialog<Int>(.alert, title: "Go on") {
    Action("Zero")
    Action("One")
  }
  .addAction("Two")
  .addCancel("Three")
  #expect(dialog.actions.map(\.key) == [0, 1, 2, 3])
}
