import Testing

@testable import FluentAlert

@Test("alert and actionSheet start an empty dialog with the given texts")
func chainEntries() {
  #expect(Dialog<DSLKey>.alert() == Dialog(style: .alert))
  #expect(
    Dialog<DSLKey>.alert("T", message: "M") == Dialog(style: .alert, title: "T", message: "M"))
  #expect(Dialog<DSLKey>.actionSheet() == Dialog(style: .actionSheet))
  let title: String = "Ana"
  #expect(
    Dialog<DSLKey>.actionSheet(.verbatim(title), message: DialogText.localized("what.now"))
      == Dialog(style: .actionSheet, title: .verbatim("Ana"), message: .localized("what.now")))
}

@Test("every chain method is reflected in the value and its snapshot")
func everyChainMethod() {
  let dialog = Dialog<DSLKey>.actionSheet("Ana", message: "What now?")
    .addAction("Follow", key: .first)
    .actionStyle { $0.titleColor(.system(.green)).image(.system("person.badge.plus")) }
    .addAction("Message", key: .second, role: .default)
    .actionStyle { $0.disabled().accessibilityIdentifier("msg") }
    .addDestructive("Mute", key: .third)
    .addCancel("Cancel", key: .cancel)
    .preferred(.first)
    .titleStyle(TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2))
    .messageStyle(TextStyle(color: .system(.secondaryLabel), lineBreakMode: .byTruncatingTail))
    .anchor(.rect(x: 10, y: 20, width: 44, height: 44))
    .dismiss(after: .seconds(5), reporting: .cancel)
    .accessibilityIdentifier("profile.sheet")
  let expected = Dialog<DSLKey>(
    style: .actionSheet, title: "Ana", message: "What now?",
    titleStyle: TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2),
    messageStyle: TextStyle(color: .system(.secondaryLabel), lineBreakMode: .byTruncatingTail),
    actions: [
      DialogAction(title: "Follow", key: .first).preferred().titleColor(.system(.green)).image(
        .system("person.badge.plus")),
      DialogAction(title: "Message", key: .second).disabled().accessibilityIdentifier("msg"),
      DialogAction(title: "Mute", role: .destructive, key: .third),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ],
    anchor: .rect(x: 10, y: 20, width: 44, height: 44),
    autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel),
    accessibilityIdentifier: "profile.sheet")
  #expect(dialog == expected)
  #expect(
    dialog.snapshot == """
      actionSheet "Ana"
        message "What now?"
        title style: font system 17 semibold, max lines 2
        message style: color system secondaryLabel, line break byTruncatingTail
        action 0 default "Follow" key first preferred color system green image system \
      "person.badge.plus"
        action 1 default "Message" key second disabled id "msg"
        action 2 destructive "Mute" key third
        action 3 cancel "Cancel" key cancel
        anchor rect(x: 10, y: 20, width: 44, height: 44)
        auto-dismiss after 5s reporting cancel
        id "profile.sheet"
      """)
}

@Test("addTextField passes every setting to the field, in order")
func chainTextFields() {
  let dialog = Dialog<DSLKey>.alert("Sign in")
    .addTextField()
    .addTextField("Password") {
      $0.text("x").secure().keyboard(.asciiCapable).contentType(.password).capitalization(.never)
        .autocorrection(false).accessibilityIdentifier("pw").required(.nonEmpty, gates: [.first])
    }
    .addAction("Sign in", key: .first)
  let expected = Dialog<DSLKey>(
    style: .alert, title: "Sign in",
    actions: [DialogAction(title: "Sign in", key: .first)],
    textFields: [
      DialogTextField(),
      DialogTextField("Password").text("x").secure().keyboard(.asciiCapable).contentType(.password)
        .capitalization(.never).autocorrection(false).accessibilityIdentifier("pw").required(
          .nonEmpty, gates: [.first]),
    ])
  #expect(dialog == expected)
  #expect(
    dialog.snapshot == """
      alert "Sign in"
        action 0 default "Sign in" key first
        text field 0
        text field 1 placeholder "Password" text "x" secure keyboard asciiCapable content \
      "password" capitalization none autocorrection off id "pw"
        text field 1 requires nonEmpty gating [first]
      """)
}

@Test("actionStyle on a dialog without actions changes nothing and never calls the transform")
func actionStyleWithoutActions() {
  var called = false
  let dialog = Dialog<DSLKey>.alert("Empty").actionStyle {
    called = true
    return $0.preferred()
  }
  #expect(!called)
  #expect(dialog == Dialog(style: .alert, title: "Empty"))
}

@Test("actionStyle adjusts only the last added action")
func actionStyleLastOnly() {
  let dialog = Dialog<DSLKey>.alert()
    .addAction("A", key: .first)
    .addAction("B", key: .second)
    .actionStyle { $0.disabled() }
  #expect(dialog.actions.map(\.isEnabled) == [true, false])
}

@Test("preferred(key) marks that action, keeps an earlier preference so validation reports both")
func preferredKey() {
  let one = Dialog<DSLKey>.alert("A").addAction("A", key: .first).addCancel("C", key: .cancel)
    .preferred(.cancel)
  #expect(one.actions.map(\.isPreferred) == [false, true])
  let two = one.addAction("B", key: .second).preferred(.second)
  #expect(two.actions.map(\.isPreferred) == [false, true, true])
  #expect(two.problems.map(\.kind).contains(.multiplePreferredActions))
  let unknown = Dialog<DSLKey>.alert("A").addAction("A", key: .first).preferred(.third)
  #expect(
    unknown == Dialog(style: .alert, title: "A", actions: [DialogAction(title: "A", key: .first)]))
}

@Test("a chain on a stored value leaves that value unchanged")
func chainIsAValue() {
  let base = Dialog<DSLKey>.alert("Base").addAction("A", key: .first)
  let longer = base.addAction("B", key: .second).titleStyle(TextStyle(maxLines: 1))
  #expect(
    base == Dialog(style: .alert, title: "Base", actions: [DialogAction(title: "A", key: .first)]))
  #expect(longer.actions.count == 2)
  #expect(base.titleStyle == nil)
}

@Test("a loop that consumes the variable builds the same value as a written-out chain")
func consumingLoop() {
  var dialog = Dialog<DSLKey>.actionSheet("Items")
  for number in 0..<20 {
    dialog = (consume dialog).addAction("Item \(number)", key: .item(number))
  }
  let expected = Dialog<DSLKey>(
    style: .actionSheet, title: "Items",
    actions: (0..<20).map { DialogAction(title: "Item \($0)", key: .item($0)) })
  #expect(dialog == expected)
}

@Test("the builder's value can be chained on, and the tap handler is not part of equality")
func builderThenChain() {
  let built = Dialog<DSLKey>(.actionSheet, title: "Ana") {
    Action("Follow", key: .first)
  }
  .addCancel("Cancel", key: .cancel)
  .anchor(.center)
  .actionTap { _ in }
  let chained = Dialog<DSLKey>.actionSheet("Ana")
    .addAction("Follow", key: .first)
    .addCancel("Cancel", key: .cancel)
    .anchor(.center)
  #expect(built == chained)
  #expect(built.snapshot == chained.snapshot)
  #expect(built.hasTapHandler)
  #expect(!chained.hasTapHandler)
}

/// Records what a tap handler received.
@MainActor
private final class TapLog {
  var entries: [String] = []
}

@MainActor
@Test("actionTap's one-argument form receives the key; the two-argument form also the texts")
func actionTapForms() {
  let log = TapLog()
  let one = Dialog<DSLKey>.alert("A").addAction("A", key: .first)
    .actionTap { key in log.entries.append("one \(key)") }
  let two = Dialog<DSLKey>.alert("A").addTextField().addAction("A", key: .second)
    .actionTap { key, texts in log.entries.append("two \(key) \(Array(texts))") }
  one.callbacks.tap?(.first, ["ignored"])
  two.callbacks.tap?(.second, ["typed"])
  #expect(log.entries == ["one first", "two second [\"typed\"]"])
}

@MainActor
@Test("a second actionTap replaces the first")
func actionTapReplaces() {
  let log = TapLog()
  let dialog = Dialog<DSLKey>.alert("A").addAction("A", key: .first)
    .actionTap { _ in log.entries.append("old") }
    .actionTap { _ in log.entries.append("new") }
  dialog.callbacks.tap?(.first, [])
  #expect(log.entries == ["new"])
}

@MainActor
@Test("actionTap picks its form from the closure's arity, also with $0/$1 and a function")
func actionTapArity() {
  let log = TapLog()
  func record(_ key: DSLKey) { log.entries.append("function \(key)") }
  let anonymousOne = Dialog<DSLKey>.alert().addAction("A", key: .first)
    .actionTap { log.entries.append("one \($0)") }
  let anonymousTwo = Dialog<DSLKey>.alert().addAction("A", key: .first)
    .actionTap { log.entries.append("two \($0) \($1.count)") }
  let function = Dialog<DSLKey>.alert().addAction("A", key: .first).actionTap(record)
  anonymousOne.callbacks.tap?(.first, ["x"])
  anonymousTwo.callbacks.tap?(.second, ["x", "y"])
  function.callbacks.tap?(.third, [])
  #expect(log.entries == ["one first", "two second 2", "function third"])
}

@Test("misuse the types cannot catch is kept in the value and reported, never trapped or dropped")
func misuseIsReported() {
  let chained = Dialog<DSLKey>.actionSheet("Sheet")
    .addTextField("Name")
    .addCancel("Cancel", key: .cancel)
    .addCancel("Close", key: .second)
    .anchor(.center)
  let built = Dialog<DSLKey>(.actionSheet, title: "Sheet") {
    TextInput("Name")
    Cancel("Cancel", key: .cancel)
    Cancel("Close", key: .second)
  }
  .anchor(.center)
  #expect(built == chained)
  #expect(chained.textFields == [DialogTextField("Name")])
  #expect(chained.actions.map(\.key) == [.cancel, .second])
  let kinds = Set(chained.problems.map(\.kind))
  #expect(kinds.isSuperset(of: [.textFieldOnActionSheet, .multipleCancelActions]))
  #expect(throws: DialogValidationError.self) { try built.validated() }
}
