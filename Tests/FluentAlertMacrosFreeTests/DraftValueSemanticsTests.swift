import FluentAlertMacrosFree
import Testing

@Suite("Drafts are values: a call changes only the draft it is made on")
struct DraftValueSemanticsTests {
  @Test("two branches from one draft do not see each other's calls")
  func branchesAreIndependent() {
    let base = alert("Base", keys: String.self).addAction("One", key: "one")
    let left = base.addAction("Left", key: "left").preferred("left").dialog
    let right = base.addCancel("Right", key: "right").dismiss(after: .seconds(1)).dialog
    #expect(base.dialog == Dialog<String>.alert("Base").addAction("One", key: "one"))
    #expect(
      left
        == Dialog<String>.alert("Base").addAction("One", key: "one")
        .addAction("Left", key: "left").preferred("left"))
    #expect(
      right
        == Dialog<String>.alert("Base").addAction("One", key: "one")
        .addCancel("Right", key: "right").dismiss(after: .seconds(1)))
  }

  @Test("a finished dialog does not change when its draft goes on")
  func finishedDialogIsSnapshot() {
    let draft = actionSheet("Sheet", keys: Int.self).addAction("A", key: 0)
    let early = draft.dialog
    let later = draft.addAction("B", key: 1).dialog
    #expect(early.actions.map(\.key) == [0])
    #expect(later.actions.map(\.key) == [0, 1])
  }

  @Test("one draft shared by concurrent tasks gives each task its own dialog")
  func sharedAcrossTasks() async {
    let shared = alert("Shared", keys: Int.self).addCancel("Cancel", key: -1)
    let dialogs = await withTaskGroup(of: Dialog<Int>.self) { group in
      for task in 0..<8 {
        group.addTask {
          var draft = shared
          for step in 0..<50 {
            draft = (consume draft).addAction("Task \(task)", key: task * 100 + step)
          }
          return draft.dialog
        }
      }
      var dialogs: [Dialog<Int>] = []
      for await dialog in group { dialogs.append(dialog) }
      return dialogs
    }
    #expect(dialogs.count == 8)
    for dialog in dialogs {
      let task = dialog.actions[1].key / 100
      #expect(dialog.actions.map(\.key) == [-1] + (0..<50).map { task * 100 + $0 })
    }
    #expect(shared.dialog.actions.map(\.key) == [-1])
  }
}
