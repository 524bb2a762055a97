import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a dialog without a default action")
struct DefaultActionJSONTests {
  @Test("it is written only when Return is taken away, and read back")
  func roundTrip() throws {
    let plain = Dialog<String>.alert("Move “Report.pdf” to the Trash?")
      .addDestructive("Move to Trash", key: "trash")
      .addCancel("Cancel", key: "cancel")
    let trash = plain.withoutDefaultAction()
    let encoded = String(decoding: try DialogJSON.encode(trash), as: UTF8.self)
    #expect(encoded.contains(#""hasDefaultAction":false"#))
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == trash)
    let plainJSON = String(decoding: try DialogJSON.encode(plain), as: UTF8.self)
    #expect(!plainJSON.contains("hasDefaultAction"))
    let explicit = #"{"fluentalert":1,"style":"alert","hasDefaultAction":true}"#
    #expect(try Dialog<String>(json: Data(explicit.utf8)).hasDefaultAction)
  }
}
