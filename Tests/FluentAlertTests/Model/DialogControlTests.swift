import FluentAlert
import Testing

/// The keys of a "Remove bottle?" alert and a licence alert's seat choice.
enum Bottle: Hashable, Sendable {
  case remove, cancel, deleteFiles, keepSettings, machine, studio, laptop
}

@Suite("Controls as data: toggles and choices in every spelling")
struct DialogControlTests {
  static let deleteFiles = DialogControl<Bottle>.toggle(
    "Delete files from disk", key: .deleteFiles, gates: [.remove])
  static let machine = DialogControl<Bottle>.choice(
    "Deactivate", key: .machine, options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")],
    selected: .studio)

  static let chained = Dialog<Bottle>.alert("Remove “Steam”?")
    .addControl(deleteFiles)
    .addControl(machine)
    .addDestructive("Remove", key: .remove)
    .addCancel("Cancel", key: .cancel)

  @Test("the builder, the chain and the initializer make one value, controls in order")
  func spellings() {
    let built = Dialog<Bottle>(.alert, title: "Remove “Steam”?") {
      Self.deleteFiles
      DialogControl.choice(
        "Deactivate", key: .machine, options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")],
        selected: .studio)
      Destructive("Remove", key: .remove)
      Cancel("Cancel", key: .cancel)
    }
    let initialized = Dialog<Bottle>(
      style: .alert, title: "Remove “Steam”?",
      actions: [
        DialogAction(title: "Remove", role: .destructive, key: .remove),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      controls: [Self.deleteFiles, Self.machine])
    #expect(built == Self.chained)
    #expect(initialized == Self.chained)
    #expect(Self.chained.controls == [Self.deleteFiles, Self.machine])
  }

  @Test("the suppression toggle is a control in every spelling, one per dialog, always last")
  func suppressionToggleIsAControl() {
    let quiet = DialogControl<Bottle>.suppressionToggle("Do not ask again", isSuppressed: true)
    let built = Dialog<Bottle>(.alert, title: "Remove “Steam”?") {
      quiet
      Self.deleteFiles
      Destructive("Remove", key: .remove)
      Cancel("Cancel", key: .cancel)
    }
    let added = Dialog<Bottle>.alert("Remove “Steam”?")
      .addControl(.suppressionToggle("Ask me", isSuppressed: false))
      .addControl(quiet)
      .addControl(Self.deleteFiles)
      .addDestructive("Remove", key: .remove)
      .addCancel("Cancel", key: .cancel)
    let set = Dialog<Bottle>.alert("Remove “Steam”?")
      .addControl(Self.deleteFiles)
      .addDestructive("Remove", key: .remove)
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle("Do not ask again", isSuppressed: true))
    let initialized = Dialog<Bottle>(
      style: .alert, title: "Remove “Steam”?",
      actions: [
        DialogAction(title: "Remove", role: .destructive, key: .remove),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      controls: [quiet, Self.deleteFiles])
    for dialog in [built, added, initialized] {
      #expect(dialog == set)
      #expect(dialog.controls == [Self.deleteFiles, quiet])
      #expect(dialog.snapshot == set.snapshot)
    }
    #expect(set.snapshot.contains(#"suppression toggle "Do not ask again" on"#), "\(set.snapshot)")
    #expect(set.initialValues.isSuppressed && !set.initialValues.isOn(.deleteFiles))
    #expect(
      DialogControl<Bottle>.suppressionToggle()
        != .suppressionToggle(nil, isSuppressed: true))
  }

  @Test("each part of a control takes part in equality")
  func equality() {
    let toggles: [DialogControl<Bottle>] = [
      .toggle("Delete files from disk", key: .deleteFiles, gates: [.remove]),
      .toggle("Delete files", key: .deleteFiles, gates: [.remove]),
      .toggle("Delete files from disk", key: .keepSettings, gates: [.remove]),
      .toggle("Delete files from disk", key: .deleteFiles, isOn: true, gates: [.remove]),
      .toggle("Delete files from disk", key: .deleteFiles),
      .choice("Delete files from disk", key: .deleteFiles, options: []),
      .choice(nil, key: .machine, options: [(.studio, "Studio Mac")]),
      .choice(nil, key: .machine, options: [(.studio, "Studio")]),
      .choice(nil, key: .machine, options: [(.laptop, "Studio Mac")]),
      .choice(nil, key: .machine, options: [(.studio, "Studio Mac")], selected: .studio),
      .choice(nil, key: .machine, options: [(.studio, "Studio Mac")], gates: [.remove]),
    ]
    for (index, control) in toggles.enumerated() {
      for (other, different) in toggles.enumerated() where other != index {
        #expect(control != different, "\(index) vs \(other)")
      }
      #expect(Set([control, control]).count == 1)
    }
  }

  @Test("a literal title is a key, a String value verbatim, a DialogText as is")
  func textShapes() {
    let name = "Steam"
    let literal = DialogControl<Bottle>.toggle("Delete files", key: .deleteFiles)
    let value = DialogControl<Bottle>.toggle(name, key: .deleteFiles)
    let given = DialogControl<Bottle>.toggle(.verbatim("Steam"), key: .deleteFiles)
    let choice = DialogControl<Bottle>.choice(name, key: .machine, options: [(.studio, "Studio")])
    guard case .toggle(let literalTitle, _, _, _) = literal,
      case .toggle(let valueTitle, _, _, _) = value,
      case .choice(let choiceTitle?, _, let options, _, _) = choice
    else {
      Issue.record("wrong kinds")
      return
    }
    #expect(literalTitle == ("Delete files" as DialogText))
    #expect(valueTitle == DialogText.verbatim("Steam"))
    #expect(value == given)
    #expect(choiceTitle == DialogText.verbatim("Steam"))
    #expect(options.first?.title == ("Studio" as DialogText))
  }

  @Test("the snapshot shows each control, its key, value, options and gates")
  func snapshot() {
    let text = Self.chained.snapshot
    #expect(
      text.contains(#"control 0 toggle "Delete files from disk" key deleteFiles gates [remove]"#),
      "\(text)")
    #expect(
      text.contains(
        #"control 1 choice "Deactivate" key machine options [studio "Studio Mac", "#
          + #"laptop "MacBook Air"] selected studio"#), "\(text)")
    let on = Dialog<Bottle>.alert("A").addControl(.toggle("B", key: .deleteFiles, isOn: true))
    #expect(on.snapshot.contains(#"control 0 toggle "B" key deleteFiles on"#), "\(on.snapshot)")
    #expect(!Dialog<Bottle>.alert("Plain").snapshot.contains("control"))
  }

  @Test("UIKit and SwiftUI report the controls they drop; AppKit and the terminal show them")
  func platforms() {
    for platform in [DialogPlatform.uiKit, .swiftUI] {
      let problems = Self.chained.problems(for: platform).filter { $0.kind == .controlUnsupported }
      #expect(problems.count == 1, "\(platform)")
      #expect(problems.first?.message.contains("2 controls") == true)
    }
    for platform in [DialogPlatform.appKit, .terminal] {
      #expect(!Self.chained.problems(for: platform).contains { $0.kind == .controlUnsupported })
    }
    #expect(throws: Never.self) { try Self.chained.validated() }
  }
}
