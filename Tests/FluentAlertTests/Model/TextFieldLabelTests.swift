import FluentAlert
import FluentAlertTestSupport
import Testing

@Suite("A label beside a text field")
struct TextFieldLabelTests {
  static let chained = Dialog<Bool>.alert("Export the Library")
    .addTextField("Untitled") { $0.label("Save As:") }
    .addAction("Export", key: true)
    .addCancel("Cancel", key: false)

  @Test("the chain, the builder and the initializer make one value; the snapshot shows it")
  func spellings() {
    let built = Dialog<Bool>(.alert, title: "Export the Library") {
      TextInput("Untitled").label("Save As:")
      Action("Export", key: true)
      Cancel("Cancel", key: false)
    }
    let initialized = Dialog<Bool>(
      style: .alert, title: "Export the Library",
      actions: [
        DialogAction(title: "Export", key: true),
        DialogAction(title: "Cancel", role: .cancel, key: false),
      ],
      textFields: [DialogTextField("Untitled").label("Save As:")])
    #expect(built == Self.chained && initialized == Self.chained)
    #expect(Self.chained.textFields[0].label == "Save As:")
    #expect(
      Self.chained.snapshot.contains(#"text field 0 placeholder "Untitled" label "Save As:""#),
      "\(Self.chained.snapshot)")
    #expect(Self.chained != Self.chained.addTextField("Untitled"))
  }

  @Test("a literal label is a key, a String value is shown as written")
  func textShapes() {
    let name = "Save As:"
    #expect(DialogTextField<Int>().label(name).label == .verbatim("Save As:"))
    #expect(DialogTextField<Int>().label("Save As:").label == "Save As:")
    #expect(DialogTextField<Int>().label(nil as DialogText?).label == nil)
  }

  @Test("UIKit and SwiftUI report the label they drop; AppKit and the terminal show it")
  func platforms() {
    for platform in [DialogPlatform.uiKit, .swiftUI] {
      #expect(
        Self.chained.problems(for: platform).map(\.kind) == [.textFieldLabelUnsupported],
        "\(platform)")
    }
    #expect(Self.chained.problems(for: .appKit).isEmpty)
    #expect(Self.chained.problems(for: .terminal).isEmpty)
  }
}
