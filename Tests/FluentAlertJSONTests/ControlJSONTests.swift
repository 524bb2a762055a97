import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

@Suite("JSON of a dialog's controls")
struct ControlJSONTests {
  /// A licence alert with a toggle that gates nothing and a choice that
  /// gates Deactivate, as a server would send it.
  static let document = #"""
    {"fluentalert":1,"style":"alert","title":"All seats are in use",
     "controls":[
       {"toggle":"Remember this Mac","key":"remember","on":true},
       {"options":[{"key":"studio","title":"Studio Mac"},
                   {"key":"air","title":{"localized":"mac.air","default":"MacBook Air"}}],
        "title":"Deactivate","key":"machine","gates":["deactivate"]}],
     "actions":[{"title":"Deactivate","key":"deactivate"},
                {"title":"Cancel","key":"cancel","role":"cancel"}]}
    """#

  @Test("a toggle and a choice decode to the chain's dialog and round-trip")
  func decodesAndRoundTrips() throws {
    let decoded = try Dialog<String>(json: Data(Self.document.utf8))
    let chained = Dialog<String>.alert("All seats are in use")
      .addControl(.toggle("Remember this Mac", key: "remember", isOn: true))
      .addControl(
        .choice(
          "Deactivate", key: "machine",
          options: [
            ("studio", "Studio Mac"), ("air", .localized("mac.air", defaultValue: "MacBook Air")),
          ],
          gates: ["deactivate"])
      )
      .addAction("Deactivate", key: "deactivate")
      .addCancel("Cancel", key: "cancel")
    #expect(decoded == chained)
    let encoded = String(decoding: try DialogJSON.encode(decoded), as: UTF8.self)
    #expect(
      encoded.contains(#"{"key":"remember","on":true,"toggle":"Remember this Mac"}"#),
      "\(encoded)")
    #expect(
      encoded.contains(#"{"gates":["deactivate"],"key":"machine","options":[{"key":"studio""#))
    #expect(
      encoded.contains(
        #""title":{"default":"MacBook Air","localized":"mac.air"}}],"title":"Deactivate"}"#))
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == decoded)
  }

  @Test("defaults are left out on encode (sorted keys): off, no title, nothing selected, no gates")
  func defaultsOmitted() throws {
    let dialog = Dialog<Int>.alert("Pick")
      .addControl(.toggle("Also", key: 5))
      .addControl(.choice(nil, key: 6, options: [(7, "Seven")]))
      .addAction("OK", key: 0)
    let encoded = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    #expect(
      encoded.contains(
        #""controls":[{"key":5,"toggle":"Also"},{"key":6,"options":[{"key":7,"title":"Seven"}]}]"#),
      "\(encoded)")
    #expect(try Dialog<Int>(json: Data(encoded.utf8)) == dialog)
  }

  @Test(
    "a malformed control is refused with its path",
    arguments: [
      (#"[{"checkbox":"x","key":"a"}]"#, "controls[0].checkbox"),
      (#"[{"key":"a"}]"#, "controls[0]"),
      (#"[{"toggle":"x"}]"#, "controls[0].key"),
      (#"[{"toggle":"x","key":"a","options":[]}]"#, "controls[0]"),
      (#"[{"toggle":"x","key":"a","selected":"b"}]"#, "controls[0].selected"),
      (#"[{"options":[],"key":"a","on":true}]"#, "controls[0].on"),
      (#"[{"options":[{"key":"b"}],"key":"a"}]"#, "controls[0].options[0].title"),
      (
        #"[{"options":[{"title":"B","colour":"red","key":"b"}],"key":"a"}]"#,
        "controls[0].options[0].colour"
      ),
      (#"[{"toggle":"x","key":"a","on":"yes"}]"#, "controls[0].on"),
      (#"[{"toggle":"x","key":"a","gates":"b"}]"#, "controls[0].gates"),
      (#"{"toggle":"x","key":"a"}"#, "controls"),
    ])
  func malformed(controls: String, path: String) {
    let json = #"{"fluentalert":1,"style":"alert","controls":"# + controls + "}"
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(json.utf8))
    }
    #expect(error?.path == path, "\(String(describing: error))")
  }

  @Test("a suppression toggle among the controls is the dialog's toggle, written as its member")
  func suppressionToggleInControls() throws {
    let json = #"""
      {"fluentalert":1,"style":"alert","title":"Empty the Trash?",
       "controls":[{"suppressionToggle":{"title":"Do not ask again","suppressed":true}},
                   {"toggle":"Shred","key":"shred"}],
       "actions":[{"title":"Empty","key":"empty","role":"destructive"}]}
      """#
    let decoded = try Dialog<String>(json: Data(json.utf8))
    let chained = Dialog<String>.alert("Empty the Trash?")
      .addControl(.toggle("Shred", key: "shred"))
      .addDestructive("Empty", key: "empty")
      .addControl(.suppressionToggle("Do not ask again", isSuppressed: true))
    #expect(decoded == chained)
    let encoded = String(decoding: try DialogJSON.encode(decoded), as: UTF8.self)
    #expect(
      encoded.contains(#""suppressionToggle":{"suppressed":true,"title":"Do not ask again"}"#)
        && encoded.contains(#""controls":[{"key":"shred","toggle":"Shred"}]"#), "\(encoded)")
    #expect(try Dialog<String>(json: Data(encoded.utf8)) == decoded)
    let misplaced = #"""
      {"fluentalert":1,"style":"alert","controls":[{"suppressionToggle":{},"key":"a"}]}
      """#
    let error = #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(misplaced.utf8))
    }
    #expect(error?.path == "controls[0].key", "\(String(describing: error))")
  }

  @Test("a choice without options decodes, and validation names it, so nothing is lost silently")
  func emptyChoiceIsReported() throws {
    let json =
      #"{"fluentalert":1,"style":"alert","title":"T","controls":[{"options":[],"key":"a"}]}"#
    let dialog = try Dialog<String>(json: Data(json.utf8))
    #expect(dialog.controls == [.choice(nil, key: "a", options: [])])
    #expect(dialog.problems.contains { $0.kind == .invalidControl })
  }
}
