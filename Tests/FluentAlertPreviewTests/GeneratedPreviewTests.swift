import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

@testable import FluentAlertPreview

/// Dialogs no one wrote by hand — valid and invalid, with hostile strings and
/// long texts — drawn in every look and appearance.
@Suite("generated dialogs")
struct GeneratedPreviewTests {
  @Test(
    "every drawing is well-formed XML, and every text line fits inside the dialog",
    arguments: [DialogGenerator.Validity.valid, .arbitrary])
  func generated(validity: DialogGenerator.Validity) throws {
    var rng = SeededGenerator(seed: 0x33_2026)
    let generator = DialogGenerator(validity: validity, maxActions: 12, maxTextFields: 3)
    let metrics = FontMetrics.inter
    for _ in 0..<60 {
      let dialog = generator.dialog(using: &rng)
      for look in PreviewLook.allCases {
        // The widest a line may be: the dialog's width less its insets.
        // (The terminal's are checked by cells.)
        let room =
          switch look {
          case .iOSAlert: 270.0 - 32
          case .macOSAlert: 272.0 - 32
          default: 374.0 - 32
          }
        for appearance in PreviewAppearance.allCases {
          let svg = try ParsedSVG(dialog.svgPreview(look, appearance: appearance))
          #expect(svg.root?.name == "svg")
          for text in svg.texts where look == .terminal {
            // A terminal cell is 7.8 points from an 8-point padding; 80 of them.
            let column = try #require(text.number("x")).advanced(by: -8) / 7.8
            #expect(column.rounded() + Double(DisplayWidth.of(text.text)) <= 80)
          }
          for text in svg.texts where look != .terminal {
            let size = try #require(text.number("font-size"))
            let weight: FontMetrics.Weight =
              text.attributes["font-weight"] == "600" ? .semibold : .regular
            let width = metrics.width(of: text.text, size: size, weight: weight)
            #expect(width <= room + 0.01, "\(look) line too wide: \(text.text.debugDescription)")
          }
        }
      }
    }
  }
}
