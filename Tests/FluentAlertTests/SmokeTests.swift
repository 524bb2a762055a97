import FluentAlert
import Testing

@Test("a valid action sheet has no errors and snapshots its actions in order")
func validSheetSnapshot() throws {
  let dialog = Dialog<String>(
    style: .actionSheet, title: "Ana",
    actions: [
      DialogAction(title: "Follow", key: "follow"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ], anchor: .center)
  #expect(try dialog.validated() == dialog)
  #expect(
    dialog.snapshot == """
      actionSheet "Ana"
        action 0 default "Follow" key follow
        action 1 cancel "Cancel" key cancel
        anchor center
      """)
}
