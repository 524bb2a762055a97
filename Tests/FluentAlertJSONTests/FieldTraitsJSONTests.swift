import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a text field's traits")
struct FieldTraitsJSONTests {
  @Test("a field's return key is written by name and read back; an unknown name is refused")
  func returnKey() throws {
    let dialog = Dialog<String>.alert("Search")
      .addTextField("Query") { $0.returnKey(.search) }
      .addAction("Find", key: "find")
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(encoded.contains(#""returnKey":"search""#))
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
    let wrong = #"{"fluentalert":1,"style":"alert","textFields":[{"returnKey":"enter"}]}"#
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(wrong.utf8))
    }
    #expect(error?.path == "textFields[0].returnKey")
  }

  @Test("a maximum length is written as a number and read back; a fraction is refused")
  func maxLength() throws {
    let dialog = Dialog<String>.alert("Code")
      .addTextField("Code") { $0.maxLength(6) }
      .addAction("Verify", key: "verify")
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(encoded.contains(#""maxLength":6"#))
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
    let wrong = #"{"fluentalert":1,"style":"alert","textFields":[{"maxLength":6.5}]}"#
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(wrong.utf8))
    }
    #expect(error?.path == "textFields[0].maxLength")
    let zero = #"{"fluentalert":1,"style":"alert","textFields":[{"maxLength":0}]}"#
    #expect(
      try Dialog<String>(json: Data(zero.utf8)).problems.contains { $0.kind == .invalidMaxLength })
  }
}
