// Linux only (Package.swift excludes ShimOnly/ elsewhere): the UIKit mappings whose result only
// the shim can name (its constants and images keep how they were made); the rest are checked
// through UIKit's API in Shell/UIKitConversionTests.swift.
import FluentAlert
import FluentAlertUIKitShimmed
import Foundation
import Testing
import UIKitShim

@MainActor
@Suite("UIKit value mappings only the shim can name", .serialized)
struct UIKitShimConversionTests {
  @Test("every content type uses UIKit's own constant, never its raw name passed through")
  func contentTypes() throws {
    for type in TextContentType.allCases {
      let field = try #require(
        try styledController(field: DialogTextField().contentType(type)).textFields?[0])
      // The shim's constants hold their Objective-C names, which FluentAlert's raw values are not.
      let name = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
      #expect(field.textContentType == UITextContentType(rawValue: "UITextContentType" + name))
    }
  }

  @Test("images come from SF Symbols or the asset catalogue")
  func images() throws {
    let symbol = try styledController(image: .system("trash")).actions[0]
    #expect((symbol.shimKVC["image"] as? UIImage)?.shimName == "system trash")
    let asset = try styledController(image: .asset("Logo")).actions[0]
    #expect((asset.shimKVC["image"] as? UIImage)?.shimName == "named Logo")
  }
}
