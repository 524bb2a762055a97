import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

/// Rules across fields in the JSON form: a server can send a confirmation
/// field, and the rules in code stay out of the document.
@Suite("Rules across fields in JSON")
struct RulesAcrossFieldsJSONTests {
  enum Choice: String, Hashable, Sendable, Codable { case export, save, cancel }

  static let document = #"""
    {
      "fluentalert": 1,
      "style": "alert",
      "title": {"verbatim": "Export Keys"},
      "textFields": [
        {"placeholder": {"verbatim": "Passphrase"}, "secure": true},
        {
          "placeholder": {"verbatim": "Confirm passphrase"}, "secure": true,
          "requirement": {
            "rule": {"all": ["nonEmpty", {"sameAs": 0}]},
            "gates": ["export"],
            "message": {"verbatim": "The passphrases must match"}
          }
        },
        {
          "placeholder": {"verbatim": "Email or phone"},
          "requirement": {"rule": {"anyNonEmpty": [2, 0]}}
        },
        {"requirement": {"rule": {"differentFrom": 0}}}
      ],
      "actions": [
        {"title": {"verbatim": "Export"}, "key": "export"},
        {"title": {"verbatim": "Cancel"}, "key": "cancel", "role": "cancel"}
      ]
    }
    """#

  @Test("a document's rules across fields decode to the builder's dialog and round-trip")
  func decodesLikeTheBuilder() throws {
    let decoded = try Dialog<Choice>(json: Data(Self.document.utf8))
    let built = Dialog<Choice>(.alert, title: .verbatim("Export Keys")) {
      TextInput(.verbatim("Passphrase")).secure()
      TextInput(.verbatim("Confirm passphrase")).secure()
        .required(
          .all([.nonEmpty, .sameAs(field: 0)]), gates: [.export],
          message: .verbatim("The passphrases must match"))
      TextInput(.verbatim("Email or phone")).required(.anyNonEmpty(fields: [2, 0]))
      TextInput(nil).required(.differentFrom(field: 0))
      Action(.verbatim("Export"), key: .export)
      Cancel(.verbatim("Cancel"), key: .cancel)
    }
    #expect(decoded == built)
    let encoded = try DialogJSON.encode(decoded)
    let text = String(decoding: encoded, as: UTF8.self)
    #expect(text.contains(#"{"all":["nonEmpty",{"sameAs":0}]}"#))
    #expect(text.contains(#"{"anyNonEmpty":[2,0]}"#))
    #expect(text.contains(#"{"differentFrom":0}"#))
    #expect(try Dialog<Choice>(json: encoded) == decoded)
  }

  @Test("a rule naming a field the document lacks decodes, then fails validation")
  func unknownFieldIsAProblem() throws {
    let json = #"""
      {"fluentalert": 1, "style": "alert",
       "textFields": [{"requirement": {"rule": {"sameAs": 3}}}],
       "actions": [{"title": {"verbatim": "OK"}, "key": "save"}]}
      """#
    let dialog = try Dialog<Choice>(json: Data(json.utf8))
    #expect(dialog.problems.first?.kind == .unknownRuleField)
    #expect(dialog.problems.first?.message.contains("names text field 3") == true)
    #expect(throws: DialogValidationError.self) { try dialog.validated() }
  }

  @Test("a check in code is attached after decoding and never written to JSON")
  func textCheckStaysOutOfJSON() throws {
    let decoded = try Dialog<Choice>(json: Data(Self.document.utf8))
    let checked = decoded.textCheck { texts in texts[0].count < 12 ? "Too short" : nil }
    #expect(try DialogJSON.encode(checked) == DialogJSON.encode(decoded))
  }
}
