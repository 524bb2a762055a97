import FluentAlert
import Testing

/// Blocks of every length the builder has a dedicated `buildBlock` for (0 to 10), and
/// longer ones (11, 12) that take the variadic path.
@DialogBuilder<DSLKey>
private func blocksOfEveryLength(_ flag: Bool) -> DialogContent<DSLKey> {
  if flag {}
  if flag {
    Action("1.0", key: .item(100))
  }
  if flag {
    Action("2.0", key: .item(200))
    Action("2.1", key: .item(201))
  }
  if flag {
    Action("3.0", key: .item(300))
    Action("3.1", key: .item(301))
    Action("3.2", key: .item(302))
  }
  if flag {
    Action("4.0", key: .item(400))
    Action("4.1", key: .item(401))
    Action("4.2", key: .item(402))
    Action("4.3", key: .item(403))
  }
  if flag {
    Action("5.0", key: .item(500))
    Action("5.1", key: .item(501))
    Action("5.2", key: .item(502))
    Action("5.3", key: .item(503))
    Action("5.4", key: .item(504))
  }
  if flag {
    Action("6.0", key: .item(600))
    Action("6.1", key: .item(601))
    Action("6.2", key: .item(602))
    Action("6.3", key: .item(603))
    Action("6.4", key: .item(604))
    Action("6.5", key: .item(605))
  }
  if flag {
    Action("7.0", key: .item(700))
    Action("7.1", key: .item(701))
    Action("7.2", key: .item(702))
    Action("7.3", key: .item(703))
    Action("7.4", key: .item(704))
    Action("7.5", key: .item(705))
    Action("7.6", key: .item(706))
  }
  if flag {
    Action("8.0", key: .item(800))
    Action("8.1", key: .item(801))
    Action("8.2", key: .item(802))
    Action("8.3", key: .item(803))
    Action("8.4", key: .item(804))
    Action("8.5", key: .item(805))
    Action("8.6", key: .item(806))
    Action("8.7", key: .item(807))
  }
  if flag {
    Action("9.0", key: .item(900))
    Action("9.1", key: .item(901))
    Action("9.2", key: .item(902))
    Action("9.3", key: .item(903))
    Action("9.4", key: .item(904))
    Action("9.5", key: .item(905))
    Action("9.6", key: .item(906))
    Action("9.7", key: .item(907))
    Action("9.8", key: .item(908))
  }
  if flag {
    Action("10.0", key: .item(1000))
    Action("10.1", key: .item(1001))
    Action("10.2", key: .item(1002))
    Action("10.3", key: .item(1003))
    Action("10.4", key: .item(1004))
    Action("10.5", key: .item(1005))
    Action("10.6", key: .item(1006))
    Action("10.7", key: .item(1007))
    Action("10.8", key: .item(1008))
    Action("10.9", key: .item(1009))
  }
  if flag {
    Action("11.0", key: .item(1100))
    Action("11.1", key: .item(1101))
    Action("11.2", key: .item(1102))
    Action("11.3", key: .item(1103))
    Action("11.4", key: .item(1104))
    Action("11.5", key: .item(1105))
    Action("11.6", key: .item(1106))
    Action("11.7", key: .item(1107))
    Action("11.8", key: .item(1108))
    Action("11.9", key: .item(1109))
    Action("11.10", key: .item(1110))
  }
  if flag {
    Action("12.0", key: .item(1200))
    Action("12.1", key: .item(1201))
    Action("12.2", key: .item(1202))
    Action("12.3", key: .item(1203))
    Action("12.4", key: .item(1204))
    Action("12.5", key: .item(1205))
    Action("12.6", key: .item(1206))
    Action("12.7", key: .item(1207))
    Action("12.8", key: .item(1208))
    Action("12.9", key: .item(1209))
    Action("12.10", key: .item(1210))
    Action("12.11", key: .item(1211))
  }
}

@Test("blocks of 0 to 12 statements keep every action, in order")
func blockLengths() {
  let dialog = Dialog<DSLKey>(.alert, title: "Blocks") { blocksOfEveryLength(true) }
  var expected: [DialogAction<DSLKey>] = []
  for length in 0...12 {
    for index in 0..<length {
      let literal: String = "\(length).\(index)"
      expected.append(
        DialogAction(title: .localized(TextKey(literal)), key: .item(length * 100 + index)))
    }
  }
  #expect(dialog == Dialog(style: .alert, title: "Blocks", actions: expected))
  #expect(dialog.actions.count == 78)
  let none = Dialog<DSLKey>(.alert, title: "Blocks") { blocksOfEveryLength(false) }
  #expect(none == Dialog(style: .alert, title: "Blocks"))
}

@Test("a top-level body of 12 statements, mixing actions and text fields, keeps both orders")
func longBody() {
  let dialog = Dialog<DSLKey>(.alert) {
    Action("Action 0", key: .item(0))
    Action("Action 1", key: .item(1))
    Action("Action 2", key: .item(2))
    TextInput("Field 3")
    Action("Action 4", key: .item(4))
    Action("Action 5", key: .item(5))
    Action("Action 6", key: .item(6))
    TextInput("Field 7")
    Action("Action 8", key: .item(8))
    Action("Action 9", key: .item(9))
    Action("Action 10", key: .item(10))
    TextInput("Field 11")
  }
  #expect(dialog.actions.map(\.key) == [0, 1, 2, 4, 5, 6, 8, 9, 10].map(DSLKey.item))
  #expect(dialog.textFields.map(\.placeholder) == ["Field 3", "Field 7", "Field 11"])
}
