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

  @Test(
    "a document's link or help may use web schemes and mailto only, unless the app allows more",
    arguments: [
      "file:///Applications/Calculator.app", "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>", "smb://host/share",
      "x-apple.systempreferences:com.apple.preference.security", "FILE:///etc/passwd",
      "vbscript:msgbox", "ftp://example.com/x",
    ])
  func linkSchemes(address: String) throws {
    let start = #"{"fluentalert":1,"style":"alert","actions":[{"title":"OK","key":"ok"}],"#
    let quoted = String(decoding: try JSONEncoder().encode(address), as: UTF8.self)
    for (json, path) in [
      (start + #""help":{"link":"# + quoted + "}}", "help.link"),
      (start + #""accessories":[{"text":"More","link":"# + quoted + "}]}", "accessories[0].link"),
    ] {
      let error = #expect(throws: DialogDecodingError.self) {
        try Dialog<String>(json: Data(json.utf8))
      }
      #expect(error?.path == path)
      #expect(error?.kind == .invalidValue)
      #expect(
        error?.message.hasPrefix("a document's links may use http, https, mailto, not ") == true,
        "\(String(describing: error))")
      var trusting = DialogDecodingOptions()
      trusting.linkSchemes.insert(
        String(address.prefix { $0 != ":" }).lowercased())
      let dialog = try Dialog<String>(json: Data(json.utf8), options: trusting)
      #expect(dialog.help == .link(address) || dialog.accessories.count == 1)
    }
    for allowed in ["https://example.com/help", "HTTP://example.com", "mailto:help@example.com"] {
      let quoted = String(decoding: try JSONEncoder().encode(allowed), as: UTF8.self)
      let dialog = try Dialog<String>(
        json: Data((start + #""help":{"link":"# + quoted + "}}").utf8))
      #expect(dialog.help == .link(allowed))
    }
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
