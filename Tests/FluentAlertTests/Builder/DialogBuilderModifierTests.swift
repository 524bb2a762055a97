import FluentAlert
import Testing

@Test("every action modifier of every builder component reaches the value and its snapshot")
func actionModifiers() {
  let dialog = Dialog<DSLKey>(.alert, title: "Modifiers") {
    Action("Save", key: .first).preferred().titleColor(.system(.blue))
    Destructive("Delete", key: .second).image(.system("trash")).accessibilityIdentifier("del")
    Action("Later", key: .third).disabled().image(.asset("clock"))
    Cancel("Cancel", key: .cancel).titleColor(.rgba(red: 1, green: 0, blue: 0))
      .accessibilityIdentifier("cancel").disabled(false).preferred(false)
  }
  let expected = Dialog<DSLKey>(
    style: .alert, title: "Modifiers",
    actions: [
      DialogAction(title: "Save", key: .first).preferred().titleColor(.system(.blue)),
      DialogAction(title: "Delete", role: .destructive, key: .second).image(.system("trash"))
        .accessibilityIdentifier("del"),
      DialogAction(title: "Later", key: .third).disabled().image(.asset("clock")),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel).titleColor(
        .rgba(red: 1, green: 0, blue: 0)
      ).accessibilityIdentifier("cancel"),
    ])
  #expect(dialog == expected)
  #expect(
    dialog.snapshot == """
      alert "Modifiers"
        action 0 default "Save" key first preferred color system blue
        action 1 destructive "Delete" key second image system "trash" id "del"
        action 2 default "Later" key third disabled image asset "clock"
        action 3 cancel "Cancel" key cancel color #FF0000 id "cancel"
      """)
}

@Test("a later modifier overrides an earlier one of the same kind")
func modifierOverride() {
  let dialog = Dialog<DSLKey>(.alert) {
    Action("A", key: .first).disabled().disabled(false).preferred().preferred(false)
      .titleColor(.system(.red)).titleColor(nil).image(.system("x")).image(nil)
      .accessibilityIdentifier("a").accessibilityIdentifier(nil)
  }
  #expect(dialog == Dialog(style: .alert, actions: [DialogAction(title: "A", key: .first)]))
}

@Test("every text-input modifier reaches the value and its snapshot")
func textInputModifiers() {
  let dialog = Dialog<DSLKey>(.alert, title: "Sign up") {
    TextInput("Email").keyboard(.emailAddress).contentType(.emailAddress)
      .capitalization(.never).autocorrection(false)
      .accessibilityIdentifier("email").required(.matches(".+@.+"))
    TextInput("Password").secure().contentType(.newPassword).text("hunter2")
      .required(.length(8...64), gates: [.first])
    TextInput().text("plain").autocorrection(true).secure(false)
    Action("Create", key: .first)
    Cancel("Cancel", key: .cancel)
  }
  let expected = Dialog<DSLKey>(
    style: .alert, title: "Sign up",
    actions: [
      DialogAction(title: "Create", key: .first),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ],
    textFields: [
      DialogTextField("Email").keyboard(.emailAddress).contentType(.emailAddress).capitalization(
        .never
      ).autocorrection(false).accessibilityIdentifier("email").required(.matches(".+@.+")),
      DialogTextField("Password").text("hunter2").secure().contentType(.newPassword).required(
        .length(8...64), gates: [.first]),
      DialogTextField().text("plain").autocorrection(true),
    ])
  #expect(dialog == expected)
  #expect(
    dialog.snapshot == """
      alert "Sign up"
        action 0 default "Create" key first
        action 1 cancel "Cancel" key cancel
        text field 0 placeholder "Email" keyboard emailAddress content "emailAddress" \
      capitalization none autocorrection off id "email"
        text field 0 requires matches ".+@.+" gating non-cancel
        text field 1 placeholder "Password" text "hunter2" secure content "newPassword"
        text field 1 requires length 8...64 gating [first]
        text field 2 text "plain" autocorrection on
      """)
}

@Test("DialogAction and TextInput modifiers are functional copies that leave the original")
func modelModifiersCopy() {
  let original = DialogAction<DSLKey>(title: "A", key: .first)
  let changed = original.preferred().disabled().titleColor(.system(.red)).image(.system("x"))
    .accessibilityIdentifier("a")
  #expect(original == DialogAction(title: "A", key: .first))
  #expect(
    changed
      == DialogAction(title: "A", key: .first).disabled().preferred().titleColor(.system(.red))
      .image(.system("x")).accessibilityIdentifier("a"))
  let input = TextInput<DSLKey>("P")
  let changedInput = input.secure().keyboard(.numberPad).text("1").contentType(.oneTimeCode)
    .capitalization(.words).autocorrection(false).accessibilityIdentifier("f")
    .required(.nonEmpty, gates: [.first])
  #expect(input == TextInput("P"))
  let fields = Dialog<DSLKey>(.alert, title: "Fields") {
    changedInput
    Action("A", key: .first)
  }.textFields
  #expect(
    fields == [
      DialogTextField("P").text("1").secure().keyboard(.numberPad).contentType(.oneTimeCode)
        .capitalization(.words).autocorrection(false).accessibilityIdentifier("f").required(
          .nonEmpty, gates: [.first])
    ])
}
