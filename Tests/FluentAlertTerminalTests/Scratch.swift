import FluentAlert
import Testing

@testable import FluentAlertTerminal

@Test func scratch() {
  enum C: Hashable, Sendable { case follow, mute, cancel, save }
  let sheet = Dialog<C>(style: .actionSheet, title: "Ana", message: "What now?", actions: [
    DialogAction(title: "Follow", key: .follow), DialogAction(title: "Mute", role: .destructive, key: .mute),
    DialogAction(title: "Cancel", role: .cancel, key: .cancel)])
  let alert = Dialog<C>(style: .alert, title: "Rename 📁 ファイル", message: "Pick a new name for the file. It must be at least three characters long.\nSecond \u{1B}[31mline", titleStyle: TextStyle(color: .system(.red), maxLines: 1), actions: [
    DialogAction(title: "Save", key: .save, isPreferred: true), DialogAction(title: "Mute", role: .destructive, key: .mute, isEnabled: false),
    DialogAction(title: "Cancel", role: .cancel, key: .cancel)], textFields: [DialogTextField(placeholder: "Name", requirement: TextRequirement(.length(3...20))), DialogTextField(placeholder: "Password", text: "abc", isSecure: true)], autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel))
  for caps in [TerminalCapabilities.plain, TerminalCapabilities(colorLevel: .basic, unicode: true, canAddressCursor: true)] {
    for d in [sheet, alert] {
      var st = DialogScreenState(dialog: d)
      st.secondsLeft = d.autoDismiss == nil ? nil : 5
      let f = DialogRenderer(width: 60, height: 20, capabilities: caps).render(st)
      print(caps.unicode ? f.lines.map { caps.paint($0) }.joined(separator: "\n") : f.plainLines.joined(separator: "\n"))
      print(f.cursor as Any)
    }
  }
}
