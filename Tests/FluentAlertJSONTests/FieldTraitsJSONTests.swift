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

  @Test("number and whole-number rules are written with their bounds and read back")
  func numberRules() throws {
    let dialog = Dialog<String>.alert("Server")
      .addTextField("Port") { $0.required(.integer(in: 1...65535)) }
      .addTextField("Zoom") { $0.required(.number(in: 0.25...4)) }
      .addAction("Connect", key: "connect")
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(encoded.contains(#""integer":{"max":65535,"min":1}"#), "\(encoded)")
    #expect(encoded.contains(#""number":{"max":4,"min":0.25}"#), "\(encoded)")
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
  }

  @Test(
    "a malformed number rule is refused with its path",
    arguments: [
      (#"{"number":{"min":5,"max":1}}"#, "textFields[0].requirement.rule.number"),
      (#"{"number":{"min":"1","max":2}}"#, "textFields[0].requirement.rule.number.min"),
      (#"{"integer":{"min":1.5,"max":2}}"#, "textFields[0].requirement.rule.integer.min"),
      (#"{"integer":{"min":1}}"#, "textFields[0].requirement.rule.integer.max"),
      (#"{"number":{"min":1,"max":2,"step":1}}"#, "textFields[0].requirement.rule.number.step"),
    ])
  func malformedNumberRule(rule: String, path: String) throws {
    let json =
      #"{"fluentalert":1,"style":"alert","textFields":[{"requirement":{"rule":"# + rule + "}}]}"
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(error?.path == path, "\(String(describing: error))")
  }
}
