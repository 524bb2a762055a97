// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs the colours, images and content
// types the shim records by how they were made.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import Testing

@MainActor
private func button(color: DialogColor? = nil, image: DialogImage? = nil) throws -> NSButton {
  let presenter = AppKitDialogPresenter(window: nil)
  let session = try DialogSession(
    Dialog<Int>(
      style: .alert, title: "T",
      actions: [DialogAction(title: "OK", key: 0).titleColor(color).image(image)]))
  _ = session.present(using: presenter)
  let alert = try #require(presenter.alert(for: session))
  defer { _ = session.dismiss() }
  return alert.buttons[0]
}

@MainActor
@Suite("AppKit value mappings against the shim", .serialized)
struct AppKitConversionTests {
  @Test(
    "every system colour maps to AppKit's colour of that name",
    arguments: [
      (SystemColor.label, "labelColor"), (.secondaryLabel, "secondaryLabelColor"),
      (.tint, "controlAccentColor"), (.red, "systemRed"), (.orange, "systemOrange"),
      (.yellow, "systemYellow"), (.green, "systemGreen"), (.mint, "systemMint"),
      (.teal, "systemTeal"), (.cyan, "systemCyan"), (.blue, "systemBlue"),
      (.indigo, "systemIndigo"), (.purple, "systemPurple"), (.pink, "systemPink"),
      (.brown, "systemBrown"), (.gray, "systemGray"),
    ])
  func systemColors(color: SystemColor, name: String) throws {
    #expect(try button(color: .system(color)).contentTintColor?.shimName == name)
  }

  @Test("component and asset colours, symbols and named images")
  func others() throws {
    let rgba = try button(color: .rgba(red: 0, green: 0.5, blue: 1))
    #expect(rgba.contentTintColor?.shimName == "srgb(0.0, 0.5, 1.0, 1.0)")
    #expect(try button(color: .asset("Brand")).contentTintColor?.shimName == "named(Brand)")
    #expect(try button(image: .system("trash")).image?.shimName == "symbol trash")
    #expect(try button(image: .asset("Logo")).image?.shimName == "named Logo")
  }

  @Test(
    "content types AppKit has map to its constants; the others are left unset",
    arguments: [
      (TextContentType.username, NSTextContentType?.some(.username)), (.password, .password),
      (.oneTimeCode, .oneTimeCode), (.emailAddress, nil), (.newPassword, nil),
    ])
  func contentTypes(type: TextContentType, expected: NSTextContentType?) throws {
    let presenter = AppKitDialogPresenter(window: nil)
    let session = try DialogSession(
      Dialog<Int>(
        style: .alert, title: "T", actions: [DialogAction(title: "OK", key: 0)],
        textFields: [DialogTextField().contentType(type)]))
    _ = session.present(using: presenter)
    defer { _ = session.dismiss() }
    let alert = try #require(presenter.alert(for: session))
    let field = try #require(alert.accessoryView?.subviews.first as? NSTextField)
    #expect(field.contentType == expected)
  }
}
