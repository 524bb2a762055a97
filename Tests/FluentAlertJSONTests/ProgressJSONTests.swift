import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a dialog's progress")
struct ProgressJSONTests {
  @Test("indeterminate is a string, a fraction an object, and both read back")
  func roundTrip() throws {
    let plain = Dialog<String>.alert("Preparing…")
    for (progress, member) in [
      (DialogProgress.indeterminate, #""progress":"indeterminate""#),
      (.fraction(0.25), #""progress":{"fraction":0.25}"#),
    ] {
      let dialog = plain.progress(progress)
      let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
      #expect(encoded.contains(member), "\(encoded)")
      #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
    }
  }

  @Test(
    "a malformed progress is refused with its path",
    arguments: [
      (#""spinning""#, "progress"), (#"{"fraction":"half"}"#, "progress.fraction"),
      (#"{}"#, "progress.fraction"), (#"{"fraction":0.5,"total":2}"#, "progress.total"),
    ])
  func malformed(progress: String, path: String) {
    let json = #"{"fluentalert":1,"style":"alert","progress":"# + progress + "}"
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(error?.path == path, "\(String(describing: error))")
  }
}
