import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a dialog's help")
struct HelpJSONTests {
  @Test("an anchor and a link are written as objects and read back; no help writes nothing")
  func roundTrip() throws {
    let plain = Dialog<String>.alert("Allow access?").addAction("Allow", key: "allow")
    for (help, member) in [
      (DialogHelp.anchor("access"), #""help":{"anchor":"access"}"#),
      (.link("https://example.com/help"), #""help":{"link":"https://example.com/help"}"#),
    ] {
      let dialog = plain.help(help)
      let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
      #expect(encoded.contains(member), "\(encoded)")
      #expect(try Dialog<String>(json: Data(encoded.utf8)) == dialog)
    }
    let plainJSON = String(decoding: try DialogJSON.encode(plain), as: UTF8.self)
    #expect(!plainJSON.contains("help"))
  }

  @Test(
    "a malformed help is refused with its path, and nothing is half-read",
    arguments: [
      (#"{"anchor":1}"#, "help.anchor"),
      (#"{"anchor":"a","link":"https://example.com"}"#, "help"),
      (#"{}"#, "help"),
      (#""https://example.com""#, "help"),
      (#"{"link":"https://example.com","url":"x"}"#, "help.url"),
    ])
  func malformed(help: String, path: String) throws {
    let json =
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"OK","key":"ok"}],"help":"#
      + help + "}"
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(error?.path == path, "\(String(describing: error))")
  }

  @Test("a link a terminal would take for commands decodes, and validation refuses it")
  func hostileLink() throws {
    let json =
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"OK","key":"ok"}],"#
      + #""help":{"link":"https://example.com/\u001b]8;;evil"}}"#
    let dialog = try Dialog<String>(json: Data(json.utf8))
    #expect(dialog.problems.map(\.kind).contains(.invalidHelp))
  }
}
