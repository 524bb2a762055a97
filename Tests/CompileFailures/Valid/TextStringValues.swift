import FluentAlert

// A `String` value is user data: it is shown verbatim, never looked up, as
// SwiftUI's `Text` and `Button` treat it. Literals stay localization keys.
let name = "Holiday.jpg"
let items = [(name: "Duplicate", id: 1), (name: "Rename", id: 2)]
let chained = Dialog<Int>.alert(name, message: "Move to the Trash?")
  .addAction(name, key: 0)
  .addAction(items[1].name, key: 2)
  .addCancel("Cancel", key: 3)
let built = Dialog<Int>(.actionSheet, title: name) {
  for item in items { Action(item.name, key: item.id) }
  Cancel("Cancel", key: 0)
}
let both = Dialog<Int>.alert(name, message: .verbatim(items[0].name))
  .addCancel("OK", key: 0)
