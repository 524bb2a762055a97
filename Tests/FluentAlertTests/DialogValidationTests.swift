import FluentAlert
import FluentAlertTestSupport
import Foundation
import Testing

/// One offending dialog per rule, with what its problem must say.
private struct Offence: Sendable {
  let dialog: Dialog<String>
  let severity: DialogProblem.Severity
  /// Text the message must contain: the offender's title, key, field or value.
  let names: [String]
  /// Other rules the same dialog cannot help breaking (UIKit's warning about
  /// key equivalents beside a clash of two of them), reported besides.
  var alsoBroken: [DialogProblem.Kind] = []
}

private let ok = DialogAction<String>(title: "OK", key: "ok")
private let cancel = DialogAction<String>(title: "Cancel", role: .cancel, key: "cancel")
private let follow = DialogAction<String>(title: "Follow", key: "follow")

private func alert(
  title: DialogText? = "Sign in", message: DialogText? = nil, titleStyle: TextStyle? = nil,
  messageStyle: TextStyle? = nil, _ actions: [DialogAction<String>] = [ok, cancel],
  fields: [DialogTextField<String>] = [], anchor: PopoverAnchor? = nil,
  autoDismiss: AutoDismiss<String>? = nil
) -> Dialog<String> {
  Dialog(
    style: .alert, title: title, message: message, titleStyle: titleStyle,
    messageStyle: messageStyle, actions: actions, textFields: fields, anchor: anchor,
    autoDismiss: autoDismiss)
}

private func sheet(
  _ actions: [DialogAction<String>] = [follow, cancel], fields: [DialogTextField<String>] = [],
  anchor: PopoverAnchor? = .center
) -> Dialog<String> {
  Dialog(style: .actionSheet, title: "Ana", actions: actions, textFields: fields, anchor: anchor)
}

private func action(
  _ title: DialogText, _ key: String, role: ActionRole = .default, enabled: Bool = true,
  preferred: Bool = false, id: String? = nil
) -> DialogAction<String> {
  DialogAction(title: title, role: role, key: key).disabled(!enabled).preferred(preferred)
    .accessibilityIdentifier(id)
}

private func field(
  _ placeholder: String?, _ rule: TextRule? = nil, gates: [String]? = nil, secure: Bool = false,
  autocorrection: Bool? = nil, id: String? = nil
) -> DialogTextField<String> {
  let field = DialogTextField<String>(placeholder.map { .verbatim($0) }).secure(secure)
    .autocorrection(autocorrection).accessibilityIdentifier(id)
  guard let rule else { return field }
  return field.required(rule, gates: gates)
}

/// What an app's view stands for where there is no platform view.
private final class AccessoryViewStandIn {}

/// Every rule's offending dialogs.
///
/// A kind missing here fails `everyKindHasACase`.
private let offences: [DialogProblem.Kind: [Offence]] = [
  .multipleCancelActions: [
    Offence(
      dialog: alert([ok, cancel, action("Close", "close", role: .cancel)]), severity: .error,
      names: [#""Cancel" key cancel"#, #""Close" key close"#])
  ],
  .textFieldOnActionSheet: [
    Offence(
      dialog: sheet(fields: [field("Name")]), severity: .error, names: [#"text field 0 "Name""#])
  ],
  .duplicateKey: [
    Offence(
      dialog: alert([ok, action("Again", "ok"), cancel]), severity: .error,
      names: [#""OK""#, #""Again""#, "key ok"])
  ],
  .cannotBeClosed: [
    Offence(dialog: alert([]), severity: .error, names: ["no action"]),
    Offence(
      dialog: alert([action("OK", "ok", enabled: false), action("No", "no", enabled: false)]),
      severity: .error, names: [#""OK" key ok"#, #""No" key no"#]),
  ],
  .multiplePreferredActions: [
    Offence(
      dialog: alert([
        action("OK", "ok", preferred: true), action("Yes", "yes", preferred: true), cancel,
      ]),
      severity: .error, names: [#""OK" key ok"#, #""Yes" key yes"#])
  ],
  .requirementNamesUnknownKey: [
    Offence(
      dialog: alert(fields: [field("Name", .nonEmpty, gates: ["missing"])]), severity: .error,
      names: [#"text field 0 "Name""#, "missing"])
  ],
  .autoDismissNamesUnknownKey: [
    Offence(
      dialog: alert(autoDismiss: AutoDismiss(after: .seconds(5), reporting: "gone")),
      severity: .error, names: ["gone"])
  ],
  .nonPositiveAutoDismissDelay: [
    Offence(dialog: alert(autoDismiss: AutoDismiss(after: .zero)), severity: .error, names: ["0s"]),
    Offence(
      dialog: alert(autoDismiss: AutoDismiss(after: .milliseconds(-250))), severity: .error,
      names: ["-0.25s"]),
  ],
  .autoDismissDelayTooLong: [
    Offence(
      dialog: alert(autoDismiss: AutoDismiss(after: .seconds(86_400) + .nanoseconds(1))),
      severity: .error, names: ["86400.000000001s", "86400s"]),
    Offence(
      dialog: alert(autoDismiss: AutoDismiss(after: .seconds(Int64.max) * 2)),
      severity: .error, names: ["18446744073709551614s"]),
  ],
  .emptyCancelTitle: [
    Offence(
      dialog: alert([ok, action("", "cancel", role: .cancel)]), severity: .error,
      names: ["key cancel"])
  ],
  .emptyActionTitle: [
    Offence(
      dialog: alert([action("", "ok"), cancel]), severity: .warning, names: ["key ok"]),
    Offence(
      dialog: alert([action(.localized(""), "ok"), cancel]), severity: .warning, names: ["key ok"]),
  ],
  .invalidMaxLines: [
    Offence(
      dialog: alert(titleStyle: TextStyle(maxLines: -1)), severity: .error,
      names: ["title style", "-1"], alsoBroken: [.textStyleUnsupported])
  ],
  .invalidFontSize: [
    Offence(
      dialog: alert(messageStyle: TextStyle(font: .system(size: -3))), severity: .error,
      names: ["message style", "-3"], alsoBroken: [.textStyleUnsupported]),
    Offence(
      dialog: alert(titleStyle: TextStyle(font: .custom(name: "Menlo", size: .nan))),
      severity: .error, names: ["title style", "nan"], alsoBroken: [.textStyleUnsupported]),
    Offence(
      dialog: alert(titleStyle: TextStyle(font: .system(size: .infinity))), severity: .error,
      names: ["title style", "inf"], alsoBroken: [.textStyleUnsupported]),
    Offence(
      dialog: alert(titleStyle: TextStyle(font: .system(size: 0))), severity: .error,
      names: ["title style"], alsoBroken: [.textStyleUnsupported]),
  ],
  .invalidPattern: [
    Offence(
      dialog: alert(fields: [field("Code", .all([.nonEmpty, .matches("(")]))]), severity: .error,
      names: [#"text field 0 "Code""#, #""(""#])
  ],
  .unsupportedPattern: [
    Offence(
      dialog: alert(fields: [field("Code", .matches("(a+)\\1"))]), severity: .error,
      names: [#"text field 0 "Code""#, #""(a+)\\1""#, "back-reference"]),
    Offence(
      dialog: alert(fields: [field(nil, .all([.matches("x(?=y)y")]))]), severity: .error,
      names: ["text field 0", "look-ahead"]),
    Offence(
      dialog: alert(fields: [field(nil, .matches("(\\d{1,100}){100}"))]), severity: .error,
      names: ["more than 1000 states"]),
  ],
  .invalidLengthRange: [
    Offence(
      dialog: alert(fields: [field(nil, .all([.all([.length(-1...3)])]))]), severity: .error,
      names: ["text field 0", "-1...3"])
  ],
  .unknownRuleField: [
    Offence(
      dialog: alert(fields: [field("Confirm", .all([.nonEmpty, .sameAs(field: 1)]))]),
      severity: .error, names: [#"text field 0 "Confirm""#, "text field 1", "1 text field (0)"]),
    Offence(
      dialog: alert(fields: [field("Phone", .anyNonEmpty(fields: []))]), severity: .error,
      names: ["anyNonEmpty names no text field"]),
    Offence(
      dialog: alert(fields: [
        field("Old", .nonEmpty), field("New", .differentFrom(field: -1)),
      ]),
      severity: .error, names: ["text field 1", "text field -1", "2 text fields (0...1)"]),
  ],
  .invalidAnchor: [
    Offence(
      dialog: sheet(anchor: .rect(x: 0, y: 0, width: -1, height: 10)), severity: .error,
      names: ["width: -1"]),
    Offence(
      dialog: alert(anchor: .rect(x: .nan, y: 0, width: 1, height: 1)), severity: .error,
      names: ["x: nan"]),
  ],
  .invalidTextFormat: [
    Offence(
      dialog: alert([ok]).addControl(
        .suppressionToggle(
          .localized(TextKey("Never ask about %@ again", arguments: [.integer(3)])))),
      severity: .error, names: ["suppression toggle title", "argument 1 is an integer"],
      alsoBroken: [.suppressionToggleUnsupported]),
    Offence(
      dialog: alert(title: .localized(TextKey("Delete %@ items?", arguments: [.integer(3)]))),
      severity: .error, names: ["title", #""Delete %@ items?""#, "argument 1 is an integer"]),
    Offence(
      dialog: alert(message: .localized(TextKey("Rename %@ to %@", arguments: [.string("a")]))),
      severity: .error, names: ["message", "“%@” takes argument 2, but there is 1"]),
    Offence(
      dialog: alert([
        action(.localized(TextKey("Pay %n", arguments: [.integer(1)])), "ok"), cancel,
      ]),
      severity: .error, names: [#"action "Pay %n" key ok"#, "“%n” is not a specifier"]),
    Offence(
      dialog: alert(
        fields: [
          DialogTextField(.localized(TextKey("%9999$@", arguments: [.string("x")])))
        ]), severity: .error, names: ["text field 0", "takes argument 9999"]),
    Offence(
      dialog: alert(
        title: .localized(TextKey("Save %@", arguments: [.string("a"), .string("b")]))),
      severity: .error, names: ["title", "argument 2 is not used"]),
    Offence(
      dialog: alert(
        title: .localized(TextKey("Save %@", arguments: [.string("a")]), defaultValue: "%lld")),
      severity: .error, names: [#"title default "%lld""#, "“%lld” takes an integer"]),
    Offence(
      dialog: alert(message: .localized("config.failed", defaultValue: "Cannot create %@")),
      severity: .error, names: [#"message default "Cannot create %@""#, "there is none"]),
  ],
  .interpolatedKey: [
    Offence(
      dialog: alert(title: "alert.\("photos").title"), severity: .warning,
      names: [#"title key "alert.%@.title""#, "build it from a String"]),
    Offence(
      dialog: alert(title: .localized("Move \("Notes")?", defaultValue: "Move it?")),
      severity: .warning, names: [#"title key "Move %@?""#, "no specifier"]),
  ],
  .uncheckedTextFormat: [
    Offence(
      dialog: alert(title: .localized(TextKey("items.selected", arguments: [.integer(3)]))),
      severity: .warning,
      names: [#"title key "items.selected""#, "takes 1 argument", "could not be checked"]),
    Offence(
      dialog: alert(
        message: .localized(TextKey("Hi", arguments: [.string("Ana"), .integer(2)]))),
      severity: .warning, names: [#"message key "Hi""#, "takes 2 arguments"]),
  ],
  .actionSheetWithoutAnchor: [
    Offence(dialog: sheet(anchor: nil), severity: .warning, names: ["no anchor"])
  ],
  .actionSheetWithoutCancel: [
    Offence(dialog: sheet([follow]), severity: .warning, names: ["no cancel action"])
  ],
  .actionSheetWithOnlyCancel: [
    Offence(dialog: sheet([cancel]), severity: .warning, names: ["cancel"])
  ],
  .disabledActionGated: [
    Offence(
      dialog: alert(
        [action("Save", "save", enabled: false), cancel],
        fields: [field("Name", .nonEmpty, gates: ["save"])]),
      severity: .warning,
      names: [#"action "Save" key save is disabled"#, #"text field 0 "Name" requirement"#]),
    Offence(
      dialog: alert([action("Save", "save", enabled: false), cancel])
        .textCheck(gates: ["save"]) { _ in nil },
      severity: .warning, names: [#"action "Save" key save"#, "text check 0"]),
  ],
  .preferredActionDisabled: [
    Offence(
      dialog: alert([action("OK", "ok", enabled: false, preferred: true), cancel]),
      severity: .warning, names: [#""OK" key ok"#])
  ],
  .dismissalActionDisabled: [
    Offence(
      dialog: alert([ok, action("Cancel", "cancel", role: .cancel, enabled: false)]),
      severity: .warning, names: [#"cancel action "Cancel" key cancel is disabled"#, "Escape"]),
    Offence(
      dialog: alert(fields: [field("Name", .nonEmpty, gates: ["cancel"])]), severity: .warning,
      names: [#""Cancel" key cancel is gated by text field 0 "Name"'s requirement"#]),
    Offence(
      dialog: alert(
        [action("OK", "ok", enabled: false), cancel],
        autoDismiss: AutoDismiss(after: .seconds(3), reporting: "ok")),
      severity: .warning, names: [#"auto-dismiss reports "OK" key ok, which is disabled"#]),
    Offence(
      dialog: alert(
        fields: [field("Code", .length(6...6))],
        autoDismiss: AutoDismiss(after: .seconds(3), reporting: "ok")),
      severity: .warning,
      names: [#""OK" key ok, which is gated by text field 0 "Code"'s requirement"#, "timeout"]),
  ],
  .preferredActionOnActionSheet: [
    Offence(
      dialog: sheet([action("Follow", "follow", preferred: true), cancel]), severity: .warning,
      names: [#""Follow" key follow"#])
  ],
  .alertWithoutText: [
    Offence(dialog: alert(title: nil), severity: .warning, names: ["neither title nor message"]),
    Offence(dialog: alert(title: ""), severity: .warning, names: ["neither title nor message"]),
    Offence(
      dialog: alert(title: "", message: .localized("")), severity: .warning,
      names: ["neither title nor message"]),
  ],
  .requirementGatesEveryAction: [
    Offence(
      dialog: alert([ok], fields: [field("Name", .nonEmpty)]), severity: .warning,
      names: [#"text field 0 "Name""#])
  ],
  .duplicateAccessibilityIdentifier: [
    Offence(
      dialog: alert([action("OK", "ok", id: "button"), action("No", "no", id: "button"), cancel]),
      severity: .warning, names: [#""button""#, #""OK" key ok"#, #""No" key no"#]),
    Offence(
      dialog: alert(fields: [field("A", id: "f"), field("B", id: "f")]), severity: .warning,
      names: [#""f""#, #"text field 0 "A""#, #"text field 1 "B""#]),
  ],
  .autoDismissOnly: [
    Offence(
      dialog: alert([], autoDismiss: AutoDismiss(after: .seconds(3))), severity: .warning,
      names: ["no action"])
  ],
  .autocorrectionOnSecureField: [
    Offence(
      dialog: alert(fields: [field("Password", secure: true, autocorrection: true)]),
      severity: .warning, names: [#"text field 0 "Password""#])
  ],
  .clearButtonUnsupported: [
    Offence(
      dialog: alert(fields: [field("Query").clearButton(.whileEditing)]), severity: .warning,
      names: [#"text field 0 "Query""#, "whileEditing"])
  ],
  .severityUnsupported: [
    Offence(dialog: alert([ok]).severity(.critical), severity: .warning, names: ["critical"])
  ],
  .iconUnsupported: [
    Offence(
      dialog: alert([ok]).icon(.asset("Backup")), severity: .warning, names: [#""Backup""#])
  ],
  .keptOpenCancelAction: [
    Offence(
      dialog: alert([ok, cancel.keepsDialogOpen()]), severity: .error,
      names: [#""Cancel" key cancel"#])
  ],
  .invalidKeyEquivalent: [
    Offence(
      dialog: alert([ok.keyEquivalent(.character("\t")), cancel]), severity: .error,
      names: [#""OK" key ok"#, #""\t""#]),
    Offence(
      dialog: alert([
        ok.keyEquivalent(
          DialogKeyEquivalent(.character("o"), modifiers: .init(rawValue: 1 << 9))),
        cancel,
      ]),
      severity: .error, names: [#""OK" key ok"#, "512"]),
  ],
  .duplicateKeyEquivalent: [
    Offence(
      dialog: alert([
        ok.keyEquivalent(.character("d")),
        action("Delete", "delete").keyEquivalent(.character("D")), cancel,
      ]),
      severity: .error, names: [#""OK" key ok"#, #""Delete" key delete"#, "command+d"],
      alsoBroken: [.keyEquivalentUnsupported, .keyEquivalentUnsupported]),
    Offence(
      dialog: alert([ok.preferred(), action("Retry", "retry").keyEquivalent(.return), cancel]),
      severity: .error, names: [#""OK" key ok"#, #""Retry" key retry"#, "return"],
      alsoBroken: [.keyEquivalentUnsupported]),
  ],
  .keyEquivalentUnsupported: [
    Offence(
      dialog: alert([ok.keyEquivalent(.character("o")), cancel]), severity: .warning,
      names: [#""OK" key ok"#, "command+o"])
  ],
  .keptOpenActionUnsupported: [
    Offence(
      dialog: alert([ok.keepsDialogOpen(), cancel]), severity: .warning, names: [#""OK" key ok"#])
  ],
  .checkedActionUnsupported: [
    Offence(
      dialog: alert([ok.checked(), cancel]), severity: .warning, names: [#""OK" key ok"#])
  ],
  .keyboardAppearanceUnsupported: [
    Offence(
      dialog: alert(fields: [field("Code").keyboardAppearance(.dark)]), severity: .warning,
      names: [#"text field 0 "Code""#, "dark keyboard"])
  ],
  .invalidProgress: [
    Offence(
      dialog: alert([ok]).progress(.fraction(1.5)), severity: .error,
      names: ["progress", "fraction(1.5)", "from 0 to 1"], alsoBroken: [.progressUnsupported])
  ],
  .progressUnsupported: [
    Offence(
      dialog: alert([ok]).progress(.indeterminate), severity: .warning,
      names: ["progress", "UIKit", "SwiftUI"])
  ],
  .textFieldLabelUnsupported: [
    Offence(
      dialog: alert([ok], fields: [DialogTextField("Untitled").label("Save As:")]),
      severity: .warning, names: ["text field 0", "label", "UIKit", "SwiftUI"])
  ],
  .invalidImage: [
    Offence(
      dialog: alert([ok]).icon(.file(URL(string: "https://example.com/steam.png")!)),
      severity: .error, names: ["dialog icon", "https://example.com/steam.png", "network"],
      alsoBroken: [.iconUnsupported]),
    Offence(
      dialog: alert([ok.image(.data(Data()))]), severity: .error,
      names: ["action", "image", "empty"]),
  ],
  .invalidAccessory: [
    Offence(
      dialog: alert([ok]).accessory(.footnote("Fine")).accessory(.lines([DialogText]())),
      severity: .error, names: ["accessory 1", "no line"], alsoBroken: [.accessoryUnsupported]),
    Offence(
      dialog: alert([ok]).accessory(.link("Privacy", address: "example.com/privacy")),
      severity: .error, names: ["accessory 0", "no scheme"], alsoBroken: [.accessoryUnsupported]),
    Offence(
      dialog: alert([ok]).accessory(.link("Privacy", address: "https://example.com/\u{1B}]8")),
      severity: .error, names: ["accessory 0", "control characters"],
      alsoBroken: [.accessoryUnsupported]),
  ],
  .accessoryUnsupported: [
    Offence(
      dialog: alert([ok]).accessory(.footnote("Small print")), severity: .warning,
      names: ["accessory content", "UIKit", "SwiftUI"])
  ],
  .invalidControl: [
    Offence(
      dialog: alert([ok]).addControl(.toggle("Also", key: "ok")), severity: .error,
      names: ["control 0", "key ok", "of an action"], alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.toggle("A", key: "a")).addControl(.toggle("B", key: "a")),
      severity: .error, names: ["control 1", "key a", "another control"],
      alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.toggle("Agree", key: "agree", gates: ["install"])),
      severity: .error, names: ["control 0", "gates install", "no action"],
      alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.toggle("", key: "blank")), severity: .error,
      names: ["control 0", "toggle without a title"], alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.choice("Size", key: "size", options: [])),
      severity: .error, names: ["control 0", "without options"], alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(
        .choice("Size", key: "size", options: [("s", "Small"), ("s", "Large")])),
      severity: .error, names: ["control 0", "two options of key s"],
      alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(
        .choice("Size", key: "size", options: [("s", "Small")], selected: "xl")),
      severity: .error, names: ["control 0", "selects xl"], alsoBroken: [.controlUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.choice(nil, key: "size", options: [("s", "")])),
      severity: .error, names: ["control 0", "option of key s without a title"],
      alsoBroken: [.controlUnsupported]),
  ],
  .controlUnsupported: [
    Offence(
      dialog: alert([ok]).addControl(.toggle("Delete files from disk", key: "delete")),
      severity: .warning, names: ["a control", "UIKit", "SwiftUI", "initial value"])
  ],
  .accessoryViewUnsupported: [
    Offence(
      dialog: alert([ok]).settingAccessoryView { AccessoryViewStandIn() }, severity: .warning,
      names: ["view of its own", "only AppKit"])
  ],
  .invalidNumberRange: [
    Offence(
      dialog: alert(fields: [field("Amount").required(.number(in: 0...Double.infinity))]),
      severity: .error, names: [#"text field 0 "Amount""#, "number range", "not a finite number"])
  ],
  .invalidMaxLength: [
    Offence(
      dialog: alert(fields: [field("Code").maxLength(0)]), severity: .error,
      names: [#"text field 0 "Code""#, "at most 0 characters", "at least 1"]),
    Offence(
      dialog: alert(fields: [field("Code").text("1234567").maxLength(6)]), severity: .error,
      names: [#"text field 0 "Code""#, "starts with 7 characters", "at most 6 characters"]),
    Offence(
      dialog: alert([ok, cancel], fields: [field("Code").maxLength(4).required(.length(6...6))]),
      severity: .error,
      names: [#"text field 0 "Code""#, "at least 6 characters", "at most 4", "never met"]),
  ],
  .returnKeyUnsupported: [
    Offence(
      dialog: alert(fields: [field("Query").returnKey(.search)]), severity: .warning,
      names: [#"text field 0 "Query""#, "search return key", "macOS"])
  ],
  .suppressionToggleUnsupported: [
    Offence(
      dialog: alert([ok]).addControl(.suppressionToggle()), severity: .warning,
      names: ["suppression toggle", "UIKit", "macOS only"])
  ],
  .textStyleUnsupported: [
    Offence(
      dialog: alert(titleStyle: TextStyle(font: .textStyle(.headline))), severity: .warning,
      names: ["title", "SwiftUI", "AppKit"]),
    Offence(
      dialog: alert(messageStyle: TextStyle(alignment: .center)), severity: .warning,
      names: ["message", "plain text"]),
  ],
  .lineLimitUnsupported: [
    Offence(
      dialog: alert(messageStyle: TextStyle(maxLines: 3)), severity: .warning,
      names: ["message", "3 lines", "UIKit"], alsoBroken: [.textStyleUnsupported])
  ],
  .returnKeyWithoutDefaultAction: [
    Offence(
      dialog: alert([ok.keyEquivalent(.return), cancel]).withoutDefaultAction(),
      severity: .error, names: [#""OK" key ok"#, "Return", "no default action"],
      alsoBroken: [.keyEquivalentUnsupported, .defaultActionUnsupported])
  ],
  .defaultActionUnsupported: [
    Offence(
      dialog: alert([ok, cancel]).withoutDefaultAction(), severity: .warning,
      names: ["no default action", "UIKit", "SwiftUI"]),
    Offence(
      dialog: alert([ok.preferred(), cancel]).withoutDefaultAction(), severity: .warning,
      names: ["no default action", "Return"]),
  ],
  .invalidHelp: [
    Offence(
      dialog: alert([ok]).help(.anchor("")), severity: .error,
      names: ["help", "anchor is empty"], alsoBroken: [.helpUnsupported, .helpAnchorUnsupported]),
    Offence(
      dialog: alert([ok]).help(.link("example.com/help")), severity: .error,
      names: ["help", "no scheme"], alsoBroken: [.helpUnsupported]),
    Offence(
      dialog: alert([ok]).help(.link("https://example.com/a b")), severity: .error,
      names: ["help", "spaces or control characters"], alsoBroken: [.helpUnsupported]),
    Offence(
      dialog: alert([ok]).help(.link("https://example.com/\u{1B}]8;;evil")), severity: .error,
      names: ["help", "control characters"], alsoBroken: [.helpUnsupported]),
    Offence(
      dialog: alert([ok]).help(.link("https://example.com/\u{202E}")), severity: .error,
      names: ["help", "control characters"], alsoBroken: [.helpUnsupported]),
  ],
  .helpUnsupported: [
    Offence(
      dialog: alert([ok]).help(.link("https://example.com/help")), severity: .warning,
      names: ["help link", "UIKit", "SwiftUI"])
  ],
  .actionOrderChanged: [
    Offence(
      dialog: alert([
        DialogAction(title: "Date", key: "date"),
        DialogAction(title: "Name", key: "name").checked(),
      ]), severity: .warning,
      names: [#""Name" key name"#, "first on AppKit", #"ahead of "Date""#],
      alsoBroken: [.checkedActionUnsupported])
  ],
  .helpAnchorUnsupported: [
    Offence(
      dialog: alert([ok]).help(.anchor("contacts")), severity: .warning,
      names: ["Help Book anchor", "terminal"], alsoBroken: [.helpUnsupported])
  ],
  .emptySuppressionToggleTitle: [
    Offence(
      dialog: alert([ok]).addControl(.suppressionToggle("")), severity: .warning,
      names: ["suppression toggle", "empty title"], alsoBroken: [.suppressionToggleUnsupported]),
    Offence(
      dialog: alert([ok]).addControl(.suppressionToggle(.verbatim(""))), severity: .warning,
      names: ["suppression toggle", "empty title"], alsoBroken: [.suppressionToggleUnsupported]),
  ],
]

@Suite("validation rules")
struct DialogValidationTests {
  @Test("every kind of problem has an offending dialog in this suite")
  func everyKindHasACase() {
    let missing = DialogProblem.Kind.allCases.filter { offences[$0, default: []].isEmpty }
    #expect(missing.isEmpty, "no test for \(missing)")
  }

  @Test(
    "an offending dialog yields exactly its problem, naming the offender",
    arguments: DialogProblem.Kind.allCases)
  func rule(kind: DialogProblem.Kind) throws {
    for offence in offences[kind, default: []] {
      let problems = offence.dialog.problems.filter { $0.kind == kind }
      let others = offence.dialog.problems.filter { $0.kind != kind }.map(\.kind)
      #expect(others == offence.alsoBroken, "\(kind): \(others)\n\(offence.dialog)")
      try #require(problems.count == 1, "\(kind): \(problems)\n\(offence.dialog)")
      let problem = problems[0]
      #expect(problem.kind == kind)
      #expect(problem.severity == offence.severity, "\(problem)")
      for name in offence.names {
        #expect(problem.message.contains(name), "\(problem.message) should name \(name)")
      }
      #expect(!problem.message.contains("\n"), "one line: \(problem.message)")
      #expect(
        problem.description == "\(problem.severity.rawValue): \(problem.message) [\(kind.rawValue)]"
      )
      switch offence.severity {
      case .error:
        let error = #expect(throws: DialogValidationError.self) { try offence.dialog.validated() }
        #expect(error?.problems == offence.dialog.problems)
        #expect(error?.errors == problems)
        #expect(error?.description.hasPrefix("invalid dialog: 1 error\n  error: ") == true)
      case .warning:
        #expect(try offence.dialog.validated() == offence.dialog)
      }
    }
  }

  @Test("the fixtures' bases are themselves free of problems")
  func basesAreValid() {
    #expect(alert().problems == [])
    #expect(sheet().problems == [])
    #expect(alert(fields: [field("Name", .nonEmpty)]).problems == [])
  }

  @Test("valid dialogs of every generated shape yield no problems and validate")
  func validShapes() throws {
    var rng = SeededGenerator(seed: 31)
    var shapes: Set<String> = []
    for _ in 0..<2_000 {
      let dialog = Dialog<GenKey>.random(using: &rng)
      #expect(dialog.problems == [], "\(dialog)")
      #expect(try dialog.validated() == dialog)
      let shape = [
        dialog.style.rawValue, dialog.actions.isEmpty ? "no actions" : "actions",
        dialog.textFields.isEmpty ? "" : "fields", dialog.autoDismiss == nil ? "" : "auto",
        dialog.anchor.map { "\($0)".prefix(4).description } ?? "",
      ]
      shapes.insert(shape.joined(separator: " "))
    }
    #expect(shapes.count >= 10, "\(shapes)")
  }

  @Test("errors come before warnings, each problem once, in rule order")
  func ordering() {
    let dialog = Dialog<String>(
      style: .actionSheet,
      actions: [
        action("A", "a", preferred: true), action("B", "a", role: .cancel),
        action("C", "c", role: .cancel),
      ],
      textFields: [field("Name")])
    let kinds = dialog.problems.map(\.kind)
    #expect(
      kinds == [
        .multipleCancelActions, .duplicateKey, .textFieldOnActionSheet, .actionSheetWithoutAnchor,
        .preferredActionOnActionSheet,
      ])
    let error = #expect(throws: DialogValidationError.self) { try dialog.validated() }
    #expect(error?.errors.count == 3)
    #expect(error?.description.hasPrefix("invalid dialog: 3 errors\n") == true)
  }

  @Test("a duplicated key is reported once per key, however often it repeats")
  func duplicateKeyOncePerKey() {
    let actions = (0..<9).map { action("T\($0)", "k\($0 % 3)") } + [cancel]
    let problems = alert(actions).problems
    #expect(problems.map(\.kind) == [.duplicateKey, .duplicateKey, .duplicateKey])
    #expect(problems[0].message.hasPrefix("3 actions share key k0"))
  }

  @Test("gated keys that are all known and a cancel that stays open raise nothing")
  func gatedKnownKeys() {
    let dialog = alert(
      [ok, action("Save", "save"), cancel],
      fields: [field("Name", .all([.nonEmpty, .length(1...20)]), gates: ["ok", "save"])])
    #expect(dialog.problems == [])
  }

  @Test("a satisfied initial text or an auto-dismiss lifts the gates-every-action warning")
  func gatesEveryActionExceptions() {
    let filled = Dialog<String>(
      style: .alert, title: "T", actions: [ok],
      textFields: [DialogTextField().text("Ana").required(.nonEmpty)])
    #expect(filled.problems == [])
    let timed = alert(
      [ok], fields: [field("N", .nonEmpty)], autoDismiss: AutoDismiss(after: .seconds(9)))
    #expect(timed.problems == [])
  }
}
