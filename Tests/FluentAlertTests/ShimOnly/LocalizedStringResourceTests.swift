// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs the shim's own translations of
// a LocalizedStringResource.
import FluentAlert
import FluentAlertFoundationShimmed
import FluentAlertTesting
import Foundation
import FoundationShim
import Testing

/// The Apple-only `DialogText.resource(_:)`, compiled against a shim of
/// Foundation's `LocalizedStringResource` (Linux has none).
@MainActor
@Suite("A LocalizedStringResource is accepted wherever text is")
struct LocalizedStringResourceTests {
  @Test("looked up once, in the resource's locale, and kept verbatim in every position")
  func everyPosition() throws {
    LocalizedStringResource.translations["ru"] = [
      "Discard the draft?": "Удалить черновик?", "Discard": "Удалить",
    ]
    let russian = Locale(identifier: "ru")
    let built = Dialog<Bool>(
      .alert, title: .resource(LocalizedStringResource("Discard the draft?", locale: russian))
    ) {
      Destructive(.resource(LocalizedStringResource("Discard", locale: russian)), key: true)
      Cancel(.systemCancel, key: false)
    }
    let chained = Dialog<Bool>
      .alert(.resource(LocalizedStringResource("Discard the draft?", locale: russian)))
      .addDestructive(.resource(LocalizedStringResource("Discard", locale: russian)), key: true)
      .addCancel(.systemCancel, key: false)
    #expect(built == chained)
    #expect(built.title == .verbatim("Удалить черновик?"))
    // A tester in another language does not look the resource up again.
    let tester = try DialogTester(
      built, localization: DialogLocalization(locale: Locale(identifier: "fr")))
    #expect(
      tester.visibleState == """
        alert "Удалить черновик?" presented
          action 0 "Удалить" enabled
          action 1 "Annuler" enabled
        """)
  }
}
