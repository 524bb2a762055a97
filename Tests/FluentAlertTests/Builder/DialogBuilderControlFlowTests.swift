import FluentAlert
import Testing

/// Keys for the builder and chaining tests.
enum DSLKey: Hashable, Sendable {
  case first, second, third, cancel
  case item(Int)
}

/// The same three-action sheet written with the public initializer.
private func sheet(_ actions: [DialogAction<DSLKey>]) -> Dialog<DSLKey> {
  Dialog(style: .actionSheet, title: "DSLKey", actions: actions)
}

@DialogBuilder<DSLKey>
private func conditional(_ flag: Bool) -> DialogContent<DSLKey> {
  Action("First", key: .first)
  if flag { Destructive("Second", key: .second) }
  Cancel("Cancel", key: .cancel)
}

@Test("an if without else adds its action only when the condition holds")
func builderIf() {
  let on = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { conditional(true) }
  let off = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { conditional(false) }
  #expect(
    on
      == sheet([
        DialogAction(title: "First", key: .first),
        DialogAction(title: "Second", role: .destructive, key: .second),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ]))
  #expect(
    off
      == sheet([
        DialogAction(title: "First", key: .first),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ]))
  #expect(
    off.snapshot == """
      actionSheet "DSLKey"
        action 0 default "First" key first
        action 1 cancel "Cancel" key cancel
      """)
}

@DialogBuilder<DSLKey>
private func either(_ flag: Bool) -> DialogContent<DSLKey> {
  if flag {
    Action("Yes", key: .first)
  } else {
    Destructive("No", key: .second)
    Cancel("Back", key: .cancel)
  }
}

@Test("if/else takes exactly one branch, and a branch may hold several statements")
func builderIfElse() {
  let yes = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { either(true) }
  let no = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { either(false) }
  #expect(yes == sheet([DialogAction(title: "Yes", key: .first)]))
  #expect(
    no
      == sheet([
        DialogAction(title: "No", role: .destructive, key: .second),
        DialogAction(title: "Back", role: .cancel, key: .cancel),
      ]))
  #expect(
    no.snapshot == """
      actionSheet "DSLKey"
        action 0 destructive "No" key second
        action 1 cancel "Back" key cancel
      """)
}

@DialogBuilder<DSLKey>
private func switched(_ value: Int) -> DialogContent<DSLKey> {
  switch value {
  case 0:
    Action("Zero", key: .first)
  case 1:
    Action("One", key: .second)
    Action("One again", key: .third)
  default:
    TextInput("Other")
  }
}

@Test("switch takes the matching case, including one that adds a text field")
func builderSwitch() {
  let zero = Dialog<DSLKey>(.alert) { switched(0) }
  let one = Dialog<DSLKey>(.alert) { switched(1) }
  let other = Dialog<DSLKey>(.alert) { switched(7) }
  #expect(zero == Dialog(style: .alert, actions: [DialogAction(title: "Zero", key: .first)]))
  #expect(
    one
      == Dialog(
        style: .alert,
        actions: [
          DialogAction(title: "One", key: .second), DialogAction(title: "One again", key: .third),
        ]))
  #expect(other == Dialog(style: .alert, textFields: [DialogTextField("Other")]))
  #expect(
    other.snapshot == """
      alert
        text field 0 placeholder "Other"
      """)
}

@Test("for … in adds one action per element, in order, between fixed statements")
func builderFor() {
  let numbers = [3, 1, 2]
  let dialog = Dialog<DSLKey>(.actionSheet, title: "DSLKey") {
    Action("First", key: .first)
    for number in numbers {
      Action("Item \(number)", key: .item(number))
    }
    Cancel("Cancel", key: .cancel)
  }
  #expect(
    dialog
      == sheet([
        DialogAction(title: "First", key: .first),
        DialogAction(title: "Item \(3)", key: .item(3)),
        DialogAction(title: "Item \(1)", key: .item(1)),
        DialogAction(title: "Item \(2)", key: .item(2)),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ]))
  #expect(
    dialog.snapshot == """
      actionSheet "DSLKey"
        action 0 default "First" key first
        action 1 default "Item %lld" arguments(3) key "item(3)"
        action 2 default "Item %lld" arguments(1) key "item(1)"
        action 3 default "Item %lld" arguments(2) key "item(2)"
        action 4 cancel "Cancel" key cancel
      """)
}

@Test("a for loop over nothing adds nothing")
func builderEmptyFor() {
  let none: [Int] = []
  let dialog = Dialog<DSLKey>(.alert, title: "Empty") {
    for number in none { Action("\(number)", key: .item(number)) }
  }
  #expect(dialog == Dialog(style: .alert, title: "Empty"))
}

@DialogBuilder<DSLKey>
private func optional(_ name: String?) -> DialogContent<DSLKey> {
  if let name {
    Action(.verbatim(name), key: .first)
  }
  Cancel("Cancel", key: .cancel)
}

@Test("if let adds the action only when the optional has a value, with that value")
func builderOptional() {
  let named = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { optional("Ana") }
  let unnamed = Dialog<DSLKey>(.actionSheet, title: "DSLKey") { optional(nil) }
  #expect(
    named
      == sheet([
        DialogAction(title: .verbatim("Ana"), key: .first),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ]))
  #expect(unnamed == sheet([DialogAction(title: "Cancel", role: .cancel, key: .cancel)]))
}

@Test("if #available keeps a branch exactly where the platform has that version")
func builderAvailable() {
  let dialog = Dialog<DSLKey>(.actionSheet, title: "DSLKey") {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      Action("New", key: .first)
    } else {
      Action("Old", key: .second)
    }
    if #available(macOS 9999, iOS 9999, tvOS 9999, watchOS 9999, visionOS 9999, *) {
      Action("Future", key: .third)
    }
  }
  // Every listed platform meets the first check (the package's minimum) and
  // fails the second; Linux is only covered by `*`, so both hold there.
  #if os(Linux)
    let expected = [
      DialogAction<DSLKey>(title: "New", key: .first), .init(title: "Future", key: .third),
    ]
  #else
    let expected = [DialogAction<DSLKey>(title: "New", key: .first)]
  #endif
  #expect(dialog == sheet(expected))
}

@Test("an empty body gives a dialog without actions, reported as impossible to close")
func builderEmpty() {
  let dialog = Dialog<DSLKey>(.alert, title: "Nothing") {}
  #expect(dialog == Dialog(style: .alert, title: "Nothing"))
  #expect(dialog.problems.map(\.kind).contains(.cannotBeClosed))
}

@DialogBuilder<DSLKey>
private func inner() -> DialogContent<DSLKey> {
  Action("Second", key: .second)
  Action("Third", key: .third)
}

@DialogBuilder<DSLKey>
private func outer() -> DialogContent<DSLKey> {
  Action("First", key: .first)
  inner()
}

@Test("helpers nest and flatten in order")
func builderHelpers() {
  let dialog = Dialog<DSLKey>(.actionSheet, title: "DSLKey") {
    outer()
    Cancel("Cancel", key: .cancel)
  }
  #expect(
    dialog
      == sheet([
        DialogAction(title: "First", key: .first),
        DialogAction(title: "Second", key: .second),
        DialogAction(title: "Third", key: .third),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ]))
}

@Test("text fields and actions interleaved keep their own order")
func builderInterleaved() {
  let dialog = Dialog<DSLKey>(.alert, title: "Sign in", message: "Both fields") {
    TextInput("User")
    Action("Go", key: .first)
    TextInput("Password").secure()
    Cancel("Cancel", key: .cancel)
  }
  #expect(
    dialog
      == Dialog(
        style: .alert, title: "Sign in", message: "Both fields",
        actions: [
          DialogAction(title: "Go", key: .first),
          DialogAction(title: "Cancel", role: .cancel, key: .cancel),
        ],
        textFields: [
          DialogTextField("User"),
          DialogTextField("Password").secure(),
        ]))
}

@Test("a literal is a key, a String value is passed verbatim, interpolations carry arguments")
func builderTextKinds() {
  let name: String = "Ana María"
  let count = 3
  let localized = DialogText.localized("cancel.title", table: "Alerts", defaultValue: "Cancel")
  let dialog = Dialog<DSLKey>(.actionSheet, title: .verbatim(name), message: "Mute \(name)?") {
    Action(.verbatim(name), key: .first)
    Destructive("Mute for \(count) days", key: .second)
    Cancel(localized, key: .cancel)
  }
  #expect(
    dialog
      == Dialog(
        style: .actionSheet, title: .verbatim(name),
        message: .localized(TextKey("Mute %@?", arguments: [.string(name)])),
        actions: [
          DialogAction(title: .verbatim(name), key: .first),
          DialogAction(
            title: .localized(TextKey("Mute for %lld days", arguments: [.integer(3)])),
            role: .destructive, key: .second),
          DialogAction(title: localized, role: .cancel, key: .cancel),
        ]))
}
