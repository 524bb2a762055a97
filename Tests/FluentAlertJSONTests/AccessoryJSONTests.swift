import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a dialog's accessories")
struct AccessoryJSONTests {
  @Test("each accessory is an object tagged by its kind; the list reads back in order")
  func roundTrip() throws {
    let dialog = Dialog<String>.alert("Allow access to:")
      .accessory(.lines(["Camera", .localized("perm.mic", defaultValue: "Microphone")]))
      .accessory(.link("Privacy", address: "https://example.com/privacy"))
      .accessory(.footnote("Change it in Settings."))
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(encoded.contains(#""accessories":[{"lines":["Camera","#), "\(encoded)")
    #expect(encoded.contains(#""link":"https://example.com/privacy","text":"Privacy""#))
    #expect(encoded.contains(#"{"footnote":"Change it in Settings."}]"#), "\(encoded)")
    let decoded = try Dialog<String>(json: Data(encoded.utf8))
    #expect(decoded == dialog)
    #expect(decoded.accessories.count == 3)
    #expect(!Dialog<String>.alert("Plain").snapshot.contains("accessor"))
  }

  @Test(
    "a malformed accessory is refused with its path",
    arguments: [
      (#"[{"note":"x"}]"#, "accessories[0].note"),
      (#"[{}]"#, "accessories[0]"),
      (#"[{"footnote":"a","lines":["b"]}]"#, "accessories[0]"),
      (#"[{"link":"https://example.com"}]"#, "accessories[0].text"),
      (#"[{"footnote":"a","text":"b"}]"#, "accessories[0].text"),
      (#"[{"lines":"Camera"}]"#, "accessories[0].lines"),
      (#"{"lines":[]}"#, "accessories"),
    ])
  func malformed(accessories: String, path: String) {
    let json = #"{"fluentalert":1,"style":"alert","accessories":"# + accessories + "}"
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(error?.path == path, "\(String(describing: error))")
  }

  @Test("an empty list decodes, and validation names it, so nothing is dropped silently")
  func emptyListIsReported() throws {
    let json = #"{"fluentalert":1,"style":"alert","title":"T","accessories":[{"lines":[]}]}"#
    let dialog = try Dialog<String>(json: Data(json.utf8))
    #expect(dialog.accessories == [.lines([DialogText]())])
    #expect(dialog.problems.contains { $0.kind == .invalidAccessory })
  }
}

@Suite("JSON of images the app has at hand")
struct ImageJSONTests {
  static let start = #"{"fluentalert":1,"style":"alert","actions":[{"title":"OK","key":"ok"}],"#

  @Test("image data is written in base64 and reads back byte for byte")
  func dataRoundTrip() throws {
    let dialog = Dialog<String>.alert("Remove “Steam”?")
      .addAction("OK", key: "ok")
      .icon(.data(Data([0x89, 0x50, 0x4E, 0x47, 0, 255])))
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(encoded.contains(#""icon":{"data":"iVBORwD/"}"#), "\(encoded)")
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
    let broken = Self.start + #""icon":{"data":"not base64!"}}"#
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(broken.utf8))
    }
    #expect(error?.path == "icon.data" && error?.message == "image data is not valid base64")
  }

  @Test("a document names a file only when the app allows the file scheme, and only a file")
  func fileNeedsTrust() throws {
    let json = Self.start + #""icon":{"file":"file:///Applications/Steam.app/steam.icns"}}"#
    let refused = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(refused?.path == "icon.file", "\(String(describing: refused))")
    var trusting = DialogDecodingOptions()
    trusting.linkSchemes.insert("file")
    let dialog = try Dialog<String>(json: Data(json.utf8), options: trusting)
    #expect(dialog.icon == .file(URL(filePath: "/Applications/Steam.app/steam.icns")))
    #expect(
      try Dialog<String>(json: try DialogJSON.encode(dialog), options: trusting) == dialog)
    let web = Self.start + #""icon":{"file":"https://example.com/steam.png"}}"#
    let notAFile = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(web.utf8), options: trusting)
    }
    #expect(
      notAFile?.message == #"an image file is a file: URL, not "https://example.com/steam.png""#,
      "\(String(describing: notAFile))")
  }
}

@Suite("JSON of a text field's label")
struct TextFieldLabelJSONTests {
  @Test("a label reads back as written, in any form a text takes")
  func roundTrip() throws {
    let json = #"""
      {"fluentalert":1,"style":"alert","title":"Export",
       "textFields":[{"placeholder":"Untitled","label":{"localized":"save.as","default":"Save As:"}}],
       "actions":[{"title":"Export","key":"export"}]}
      """#
    let decoded = try Dialog<String>(json: Data(json.utf8))
    let chained = Dialog<String>.alert("Export")
      .addTextField("Untitled") { $0.label(.localized("save.as", defaultValue: "Save As:")) }
      .addAction("Export", key: "export")
    #expect(decoded == chained)
    #expect(try Dialog<String>(json: try DialogJSON.encode(decoded)) == decoded)
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(
        json: Data(
          #"{"fluentalert":1,"style":"alert","textFields":[{"label":7}]}"#.utf8))
    }
    #expect(error?.path == "textFields[0].label", "\(String(describing: error))")
  }
}
