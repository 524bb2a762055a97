import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

/// One hostile or broken input and the exact error it must produce.
struct MalformedCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]
  let path: String
  let kind: DialogDecodingError.Kind
  /// A piece of the message that says what was expected.
  let says: String
  var options = DialogDecodingOptions()

  init(
    _ name: String, _ json: String, path: String, _ kind: DialogDecodingError.Kind,
    says: String, options: DialogDecodingOptions = DialogDecodingOptions()
  ) {
    self.init(name, bytes: Array(json.utf8), path: path, kind, says: says, options: options)
  }

  init(
    _ name: String, bytes: [UInt8], path: String, _ kind: DialogDecodingError.Kind,
    says: String, options: DialogDecodingOptions = DialogDecodingOptions()
  ) {
    self.name = name
    self.bytes = bytes
    self.path = path
    self.kind = kind
    self.says = says
    self.options = options
  }

  var testDescription: String { name }
}

/// `{"fluentalert":1,"style":"alert",` + members + `}`.
private func doc(_ members: String) -> String {
  #"{"fluentalert":1,"style":"alert","# + members + "}"
}

private let okAction = #"{"title":"OK","key":"ok"}"#

private func bytes(_ prefix: String, _ middle: [UInt8], _ suffix: String) -> [UInt8] {
  Array(prefix.utf8) + middle + Array(suffix.utf8)
}

private let smallStrings = DialogDecodingOptions(limits: DialogDecodingLimits(maxStringBytes: 8))

let malformedCases: [MalformedCase] = [
  // Syntax and truncation
  MalformedCase("empty document", "", path: "", .malformedJSON, says: "empty document"),
  MalformedCase(
    "truncated inside an action", doc(#""actions":[{"title":"OK""#).dropLast().description,
    path: "actions[0].title", .malformedJSON, says: "unexpected end of input"),
  MalformedCase(
    "truncated inside a string", #"{"fluentalert":1,"title":"Hel"#, path: "title",
    .malformedJSON, says: "unexpected end of input inside a string"),
  MalformedCase(
    "truncated after a member name", #"{"fluentalert""#, path: "fluentalert", .malformedJSON,
    says: "expected ':'"),
  MalformedCase(
    "data after the document", #"{"fluentalert":1,"style":"alert"} {}"#, path: "", .malformedJSON,
    says: "after the end of the document"),
  MalformedCase(
    "missing comma between members", #"{"fluentalert":1 "style":"alert"}"#, path: "fluentalert",
    .malformedJSON, says: "expected ',' or '}'"),
  MalformedCase(
    "trailing comma in an array", doc(#""actions":[\#(okAction),]"#), path: "actions[1]",
    .malformedJSON, says: "expected a value"),
  MalformedCase(
    "single quotes", "{'fluentalert':1}", path: "", .malformedJSON,
    says: "expected a member name in double quotes"),
  MalformedCase(
    "misspelt literal", doc(#""actions":[{"title":"OK","key":"ok","enabled":tru}]"#),
    path: "actions[0].enabled", .malformedJSON, says: "did you mean true?"),
  MalformedCase(
    "number with a leading plus", #"{"fluentalert":+1}"#, path: "fluentalert", .malformedJSON,
    says: "expected a value"),
  MalformedCase(
    "number without digits after the point", #"{"fluentalert":1.}"#, path: "fluentalert",
    .malformedJSON, says: "expected a digit after the decimal point"),
  MalformedCase(
    "number with a leading zero", #"{"fluentalert":0\#(String(repeating: "0", count: 100))}"#,
    path: "fluentalert", .malformedJSON, says: "expected ',' or '}'"),
  MalformedCase(
    "hostile long number literal",
    #"{"fluentalert":1.\#(String(repeating: "5", count: 200))}"#, path: "fluentalert",
    .invalidValue, says: "number literal of 202 characters; at most 100"),

  // Encoding: UTF-8, NUL bytes, control characters, escapes
  MalformedCase(
    "invalid UTF-8 byte in a string", bytes: bytes(doc(#""title":"a"#), [0xFF], #"b""#),
    path: "title", .invalidUTF8, says: "byte 0xFF"),
  MalformedCase(
    "overlong UTF-8 encoding of '/'", bytes: bytes(doc(#""title":""#), [0xC0, 0xAF], #"""#),
    path: "title", .invalidUTF8, says: "byte 0xC0"),
  MalformedCase(
    "UTF-8 encoded surrogate", bytes: bytes(doc(#""title":""#), [0xED, 0xA0, 0x80], #"""#),
    path: "title", .invalidUTF8, says: "byte 0xED"),
  MalformedCase(
    "UTF-8 sequence cut short by the closing quote",
    bytes: bytes(doc(#""title":""#), [0xE2, 0x82], #"""#), path: "title", .invalidUTF8,
    says: "byte 0xE2"),
  MalformedCase(
    "raw NUL byte in a string", bytes: bytes(doc(#""title":"a"#), [0x00], #"b""#),
    path: "title", .malformedJSON, says: #"NUL byte inside a string (write \u0000 to send one)"#),
  MalformedCase(
    "raw NUL byte between members", bytes: bytes(#"{"fluentalert":1,"#, [0x00], "}"),
    path: "", .malformedJSON, says: "unexpected NUL byte"),
  MalformedCase(
    "raw newline in a string", doc("\"title\":\"a\nb\""), path: "title", .malformedJSON,
    says: "unescaped control character U+000A"),
  MalformedCase(
    "unknown escape sequence", doc(#""title":"\x41""#), path: "title", .malformedJSON,
    says: #"invalid escape sequence: \ followed by 'x'"#),
  MalformedCase(
    "short unicode escape", doc(#""title":"\u41""#), path: "title", .malformedJSON,
    says: #"expected four hex digits after \u"#),
  MalformedCase(
    "lone high surrogate escape", doc(#""title":"\uD83D!""#), path: "title", .malformedJSON,
    says: "high surrogate without a low surrogate"),
  MalformedCase(
    "lone low surrogate escape", doc(#""title":"\uDE00""#), path: "title", .malformedJSON,
    says: "low surrogate without a high surrogate"),

  // Structure: duplicates, types, missing and unknown members
  MalformedCase(
    "duplicate member", doc(#""title":"a","title":"b""#), path: "title", .duplicateField,
    says: #"member "title" appears twice"#),
  MalformedCase(
    "duplicate member spelt with an escape", doc(#""title":"a","\u0074itle":"b""#),
    path: "title", .duplicateField, says: "appears twice"),
  MalformedCase(
    "top-level array", "[]", path: "", .typeMismatch,
    says: "expected a dialog (a JSON object), found an array"),
  MalformedCase(
    "style is a number", #"{"fluentalert":1,"style":3}"#, path: "style", .typeMismatch,
    says: "expected a string, found a number"),
  MalformedCase(
    "enabled is a string",
    doc(#""actions":[\#(okAction),{"title":"B","key":"b","enabled":"yes"}]"#),
    path: "actions[1].enabled", .typeMismatch,
    says: #"expected true or false, found the string "yes""#),
  MalformedCase(
    "hasDefaultAction is a string", doc(#""actions":[\#(okAction)],"hasDefaultAction":"no""#),
    path: "hasDefaultAction", .typeMismatch,
    says: #"expected true or false, found the string "no""#),
  MalformedCase(
    "actions is an object", doc(#""actions":{"title":"OK"}"#), path: "actions", .typeMismatch,
    says: "expected an array, found an object"),
  MalformedCase(
    "title is an array", doc(#""title":["Hi"]"#), path: "title", .typeMismatch,
    says:
      "expected a text (a string, or an object with \"localized\" or \"verbatim\"), found an array"),
  // Localized formats that do not fit their arguments
  MalformedCase(
    "%@ given an integer", doc(#""title":{"localized":"Delete %@ items?","arguments":[3]}"#),
    path: "title.localized", .invalidValue,
    says: "“%@” takes a string, but argument 1 is an integer"),
  MalformedCase(
    "%n, which writes to memory in C", doc(#""title":{"localized":"Done %n","arguments":["x"]}"#),
    path: "title.localized", .invalidValue, says: "“%n” is not a specifier FluentAlert formats"),
  MalformedCase(
    "%9999$@", doc(#""message":{"localized":"%9999$@","arguments":["x"]}"#),
    path: "message.localized", .invalidValue, says: "“%9999$@” takes argument 9999, but there is 1"),
  MalformedCase(
    "too few arguments",
    doc(#""actions":[{"title":{"localized":"%@ by %@","arguments":["a"]},"key":"k"}]"#),
    path: "actions[0].title.localized", .invalidValue, says: "takes argument 2, but there is 1"),
  MalformedCase(
    "an argument without a specifier",
    doc(#""title":{"localized":"Hi %@","arguments":["a","b"]}"#),
    path: "title.localized", .invalidValue, says: "argument 2 is not used"),
  MalformedCase(
    "10,000 specifiers",
    doc(#""title":{"localized":"\#(String(repeating: "%1$@", count: 10_000))","arguments":["a"]}"#),
    path: "title.localized", .invalidValue, says: "more than 64 specifiers",
    options: DialogDecodingOptions(limits: DialogDecodingLimits(maxStringBytes: 100_000))),
  MalformedCase(
    "a default that does not fit",
    doc(#""title":{"localized":"%lld left","arguments":[2],"default":"%@ left"}"#),
    path: "title.default", .invalidValue, says: "“%@” takes a string, but argument 1 is an integer"),
  MalformedCase(
    "an argument with a fraction", doc(#""title":{"localized":"%lf","arguments":[2.5]}"#),
    path: "title.arguments[0]", .typeMismatch, says: #"write {"double": …}"#),
  MalformedCase(
    "an argument that is a boolean", doc(#""title":{"localized":"%@","arguments":[true]}"#),
    path: "title.arguments[0]", .typeMismatch, says: "an argument"),
  MalformedCase(
    "more arguments than the array limit",
    doc(
      #""title":{"localized":"x","arguments":[\#(Array(repeating: "1", count: 65).joined(separator: ","))]}"#
    ),
    path: "title.arguments", .limitExceeded(.maxArrayElements), says: "65 elements"),
  MalformedCase(
    "an argument string over the string limit",
    doc(#""title":{"localized":"%@","arguments":["123456789"]}"#),
    path: "title.arguments[0]", .limitExceeded(.maxStringBytes), says: "over the limit",
    options: smallStrings),
  MalformedCase(
    "verbatim beside localized", doc(#""title":{"verbatim":"a","localized":"b"}"#),
    path: "title", .invalidValue, says: #"has both "localized" and "verbatim""#),
  MalformedCase(
    "string key is a number", doc(#""actions":[{"title":"OK","key":5}]"#),
    path: "actions[0].key", .typeMismatch, says: "expected a string"),
  MalformedCase(
    "max lines is fractional", doc(#""titleStyle":{"maxLines":2.5}"#), path: "titleStyle.maxLines",
    .typeMismatch, says: "expected an integer, found a number"),
  MalformedCase(
    "action without a key", doc(#""actions":[{"title":"OK"}]"#), path: "actions[0].key",
    .missingField, says: "missing required field"),
  MalformedCase(
    "dialog without a style", #"{"fluentalert":1}"#, path: "style", .missingField,
    says: "missing required field"),
  MalformedCase(
    "requirement without a rule", doc(#""textFields":[{"requirement":{"gates":["ok"]}}]"#),
    path: "textFields[0].requirement.rule", .missingField, says: "missing required field"),
  MalformedCase(
    "colour object without a tag", doc(#""titleStyle":{"color":{"green":1}}"#),
    path: "titleStyle.color", .missingField,
    says: #"exactly one of the members "red", "system", "asset""#),
  MalformedCase(
    "unknown top-level field", doc(#""mesage":"typo""#), path: "mesage", .unknownField,
    says: #"unknown field in a dialog; expected one of "fluentalert""#),
  MalformedCase(
    "unknown action field", doc(#""actions":[{"title":"OK","key":"ok","colour":"red"}]"#),
    path: "actions[0].colour", .unknownField, says: "unknown field in an action"),
  MalformedCase(
    "a field index that is not an integer",
    doc(#""textFields":[{},{"requirement":{"rule":{"sameAs":"Passphrase"}}}]"#),
    path: "textFields[1].requirement.rule.sameAs", .typeMismatch, says: "an integer"),
  MalformedCase(
    "a field index with a fraction",
    doc(#""textFields":[{},{"requirement":{"rule":{"differentFrom":0.5}}}]"#),
    path: "textFields[1].requirement.rule.differentFrom", .typeMismatch, says: "an integer"),
  MalformedCase(
    "anyNonEmpty with one index instead of a list",
    doc(#""textFields":[{},{"requirement":{"rule":{"anyNonEmpty":0}}}]"#),
    path: "textFields[1].requirement.rule.anyNonEmpty", .typeMismatch, says: "array"),
  MalformedCase(
    "two rule kinds in one object",
    doc(#""textFields":[{},{"requirement":{"rule":{"sameAs":0,"differentFrom":0}}}]"#),
    path: "textFields[1].requirement.rule", .invalidValue, says: "\"sameAs\""),
  MalformedCase(
    "unknown field in a nested rule",
    doc(
      #""textFields":[{"requirement":{"rule":{"all":["nonEmpty",{"matches":"x","flags":"i"}]}}}]"#),
    path: "textFields[0].requirement.rule.all[1].flags", .unknownField,
    says: "unknown field in a rule"),
  MalformedCase(
    "object where the actions array belongs, with a member no action has",
    doc(#""actions":{"foo":1}"#), path: "actions", .typeMismatch,
    says: "expected an array, found an object"),
  MalformedCase(
    "top-level array of objects", #"[{"x":1}]"#, path: "", .typeMismatch,
    says: "expected a dialog (a JSON object), found an array"),
  MalformedCase(
    "unknown field with a name that is not an identifier", doc(#""a b":1"#), path: #"["a b"]"#,
    .unknownField, says: "unknown field"),

  // Values
  MalformedCase(
    "unknown role", doc(#""actions":[{"title":"OK","key":"ok","role":"danger"}]"#),
    path: "actions[0].role", .invalidValue,
    says: #"expected one of default, cancel, destructive, found "danger""#),
  MalformedCase(
    "content type UIKit does not have", doc(#""textFields":[{"contentType":"creditCard"}]"#),
    path: "textFields[0].contentType", .invalidValue,
    says: #"expected one of name, namePrefix, givenName"#),
  MalformedCase(
    "key equivalent of two characters",
    doc(#""actions":[{"title":"OK","key":"ok","keyEquivalent":{"character":"ok"}}]"#),
    path: "actions[0].keyEquivalent.character", .invalidValue,
    says: #"expected one character, found "ok""#),
  MalformedCase(
    "key equivalent with a modifier no keyboard has",
    doc(
      #""actions":[{"title":"OK","key":"ok","keyEquivalent":{"key":"return","modifiers":["hyper"]}}]"#
    ),
    path: "actions[0].keyEquivalent.modifiers[0]", .invalidValue,
    says: #"expected one of control, option, shift, command, found "hyper""#),
  MalformedCase(
    "key equivalent named by a key without a name",
    doc(#""actions":[{"title":"OK","key":"ok","keyEquivalent":"tab"}]"#),
    path: "actions[0].keyEquivalent", .invalidValue, says: #"found "tab""#),
  MalformedCase(
    "suppression toggle given as a bare boolean", doc(#""suppressionToggle":true"#),
    path: "suppressionToggle", .typeMismatch, says: "a suppression toggle"),
  MalformedCase(
    "suppression toggle state given as a string",
    doc(#""suppressionToggle":{"suppressed":"yes"}"#), path: "suppressionToggle.suppressed",
    .typeMismatch, says: #"expected true or false, found the string "yes""#),
  MalformedCase(
    "suppression toggle with a misspelt member",
    doc(#""suppressionToggle":{"isSuppressed":true}"#), path: "suppressionToggle.isSuppressed",
    .unknownField, says: "unknown field in a suppression toggle"),
  MalformedCase(
    "severity NSAlert does not have", doc(#""severity":"fatal""#), path: "severity",
    .invalidValue, says: #"expected one of informational, warning, critical, found "fatal""#),
  MalformedCase(
    "icon that is neither a system symbol nor an asset", doc(#""icon":{"url":"x"}"#),
    path: "icon", .missingField, says: #"exactly one of the members "system", "asset""#),
  MalformedCase(
    "clear button mode UIKit does not have",
    doc(#""textFields":[{"clearButton":"sometimes"}]"#), path: "textFields[0].clearButton",
    .invalidValue,
    says: #"expected one of never, whileEditing, unlessEditing, always, found "sometimes""#),
  MalformedCase(
    "keyboard appearance that is not a colour scheme",
    doc(#""textFields":[{"keyboardAppearance":"alert"}]"#),
    path: "textFields[0].keyboardAppearance", .invalidValue,
    says: #"expected one of default, light, dark, found "alert""#),
  MalformedCase(
    "malformed hex colour", doc(##""actions":[{"title":"OK","key":"ok","titleColor":"#GG0000"}]"##),
    path: "actions[0].titleColor", .invalidValue, says: #""G" is not a hex digit"#),
  MalformedCase(
    "colour component above 1", doc(#""titleStyle":{"color":{"red":2,"green":0,"blue":0}}"#),
    path: "titleStyle.color.red", .invalidValue, says: "expected a number from 0 to 1, found 2.0"),
  MalformedCase(
    "font with two forms", doc(#""titleStyle":{"font":{"system":17,"custom":"Avenir"}}"#),
    path: "titleStyle.font", .invalidValue, says: #"has both "system" and "custom""#),
  MalformedCase(
    "font member of another form", doc(#""titleStyle":{"font":{"system":17,"size":3}}"#),
    path: "titleStyle.font.size", .invalidValue,
    says: #""size" does not apply to a font with "system""#),
  MalformedCase(
    "colour member of another form", doc(#""titleStyle":{"color":{"system":"red","green":1}}"#),
    path: "titleStyle.color.green", .invalidValue,
    says: #""green" does not apply to a colour with "system""#),
  MalformedCase(
    "length range with min above max",
    doc(#""textFields":[{"requirement":{"rule":{"length":{"min":5,"max":2}}}}]"#),
    path: "textFields[0].requirement.rule.length", .invalidValue,
    says: "min 5 is greater than max 2"),
  MalformedCase(
    "duration without a unit", doc(#""autoDismiss":{"after":"5"}"#), path: "autoDismiss.after",
    .invalidValue, says: #"expected a duration such as "5s", "1.5s" or "250ms", found "5""#),
  MalformedCase(
    "duration out of range", doc(#""autoDismiss":{"after":"99999999999999999999s"}"#),
    path: "autoDismiss.after", .invalidValue, says: "expected a duration"),
  MalformedCase(
    "duration of Int64.max seconds", doc(#""autoDismiss":{"after":"9223372036854775807s"}"#),
    path: "autoDismiss.after", .invalidValue,
    says: #"expected a duration of at most 86400s (one day), found "9223372036854775807s""#),
  MalformedCase(
    "duration just under Int64.max + 1 seconds",
    doc(#""autoDismiss":{"after":"9223372036854775807.5s"}"#), path: "autoDismiss.after",
    .invalidValue, says: "expected a duration of at most 86400s (one day)"),
  MalformedCase(
    "duration one millisecond over a day", doc(#""autoDismiss":{"after":"86400001ms"}"#),
    path: "autoDismiss.after", .invalidValue, says: "expected a duration of at most 86400s"),
  MalformedCase(
    "anchor that is not a form", doc(#""anchor":"middle""#), path: "anchor", .invalidValue,
    says: #"found "middle""#),

  MalformedCase(
    "number too large for a Double",
    doc(#""anchor":{"rect":{"x":1e400,"y":0,"width":1,"height":1}}"#),
    path: "anchor.rect.x", .invalidValue, says: "expected a number, found a number out of range"),

  MalformedCase(
    "pattern that is not a regular expression",
    doc(#""textFields":[{"requirement":{"rule":{"matches":"[0-9"}}}]"#),
    path: "textFields[0].requirement.rule.matches", .invalidValue,
    says: #"pattern "[0-9" is not a valid regular expression: the class opened at character 1 "#
      + "is not closed"),
  MalformedCase(
    "pattern with a look-behind, inside all",
    doc(#""textFields":[{"requirement":{"rule":{"all":[{"matches":"(?<=a)b"}]}}}]"#),
    path: "textFields[0].requirement.rule.all[0].matches", .invalidValue,
    says: "uses a look-behind"),
  MalformedCase(
    "pattern with a back-reference",
    doc(#""textFields":[{"requirement":{"rule":{"matches":"(a*)\\1"}}}]"#),
    path: "textFields[0].requirement.rule.matches", .invalidValue,
    says: "uses a back-reference"),
  MalformedCase(
    "pattern too large once its counts are written out",
    doc(#""textFields":[{"requirement":{"rule":{"matches":"(a{100}){100}"}}}]"#),
    path: "textFields[0].requirement.rule.matches", .invalidValue,
    says: "compiles to more than 1000 states (10000)"),

  // Versions
  MalformedCase(
    "missing version", #"{"style":"alert"}"#, path: "", .unsupportedVersion(nil),
    says: #"missing "fluentalert" format version"#),
  MalformedCase(
    "newer version", #"{"fluentalert":2,"style":"alert","newThing":true}"#, path: "fluentalert",
    .unsupportedVersion(2), says: "fluentalert version 2 is newer than this library supports (1)"),
  MalformedCase(
    "version zero", #"{"fluentalert":0}"#, path: "fluentalert", .unsupportedVersion(0),
    says: "fluentalert version 0 is not valid; versions start at 1"),
  MalformedCase(
    "version as a string", #"{"fluentalert":"1"}"#, path: "fluentalert", .typeMismatch,
    says: #"expected an integer, found the string "1""#),

  // Limits
  MalformedCase(
    "65 actions",
    doc(
      #""actions":[\#((0..<65).map { #"{"title":"A","key":"k\#($0)"}"# }.joined(separator: ","))]"#),
    path: "actions", .limitExceeded(.maxActions),
    says: "65 elements, over the limit maxActions (64)"),
  MalformedCase(
    "9 text fields",
    doc(#""textFields":[\#(Array(repeating: "{}", count: 9).joined(separator: ","))]"#),
    path: "textFields", .limitExceeded(.maxTextFields),
    says: "9 elements, over the limit maxTextFields (8)"),
  MalformedCase(
    "65 gated keys",
    doc(
      #""textFields":[{"requirement":{"rule":"nonEmpty","gates":[\#(Array(repeating: #""k""#, count: 65).joined(separator: ","))]}}]"#
    ),
    path: "textFields[0].requirement.gates", .limitExceeded(.maxArrayElements),
    says: "65 elements, over the limit maxArrayElements (64)"),
  MalformedCase(
    "nesting 33 deep",
    #"{"fluentalert":1,"x":\#(String(repeating: "[", count: 32))\#(String(repeating: "]", count: 32))}"#,
    path: "x" + String(repeating: "[0]", count: 31), .limitExceeded(.maxDepth),
    says: "nesting deeper than the limit maxDepth (32) at line 1, column 53 (byte 52)"),
  MalformedCase(
    "rules nested 40 deep",
    doc(
      #""textFields":[{"requirement":{"rule":\#(String(repeating: #"{"all":["#, count: 40))"nonEmpty"\#(String(repeating: "]}", count: 40))}}]"#
    ),
    path: "textFields[0].requirement.rule" + String(repeating: ".all[0]", count: 14),
    .limitExceeded(.maxDepth), says: "nesting deeper than the limit maxDepth (32)"),
  MalformedCase(
    "title over the string limit", doc(#""title":"123456789""#), path: "title",
    .limitExceeded(.maxStringBytes),
    says: "string of 9 bytes is over the limit maxStringBytes (8)", options: smallStrings),
  MalformedCase(
    "escaped title over the string limit after unescaping",
    doc(#""title":"\#(String(repeating: #"\u00e9"#, count: 5))""#), path: "title",
    .limitExceeded(.maxStringBytes),
    says: "string of 10 bytes is over the limit maxStringBytes (8)", options: smallStrings),
  MalformedCase(
    "member name over the limit", doc(#""\#(String(repeating: "n", count: 65))":1"#),
    path: "", .limitExceeded(.maxMemberNameBytes),
    says: "member name of 65 bytes is over the limit maxMemberNameBytes (64)"),
  MalformedCase(
    "document over the size limit", doc(#""title":"\#(String(repeating: "x", count: 100))""#),
    path: "", .limitExceeded(.maxInputBytes), says: "over the limit maxInputBytes (64)",
    options: DialogDecodingOptions(limits: DialogDecodingLimits(maxInputBytes: 64))),
]

@Suite("Decoding malformed dialog JSON")
struct DialogJSONMalformedInputTests {
  @Test(
    "each malformed input gets its exact error: path, kind and what was expected",
    arguments: malformedCases)
  func malformed(_ input: MalformedCase) {
    do {
      let dialog = try Dialog<String>(json: Data(input.bytes), options: input.options)
      Issue.record("decoded instead of failing: \(dialog)")
    } catch {
      #expect(error.path == input.path)
      #expect(error.kind == input.kind)
      #expect(error.message.contains(input.says), "message: \(error.message)")
      #expect(!error.description.contains("\n"), "one line: \(error.description)")
    }
  }

  @Test("an unknown field is rejected by default and skipped with unknownFields: .ignore")
  func unknownFieldOption() throws {
    let json = Data(
      doc(#""mesage":"typo","actions":[{"title":"OK","key":"ok","new":{"x":[1]}}]"#).utf8)
    #expect(throws: DialogDecodingError.self) { try Dialog<String>(json: json) }
    let lenient = try Dialog<String>(
      json: json, options: DialogDecodingOptions(unknownFields: .ignore))
    #expect(lenient == Dialog(style: .alert, actions: [DialogAction(title: "OK", key: "ok")]))
  }

  @Test("a string exactly at the limit decodes; one byte more does not")
  func stringLimitBoundary() throws {
    let atLimit = try Dialog<String>(
      json: Data(doc(#""title":"12345678""#).utf8), options: smallStrings)
    #expect(atLimit.title == "12345678")
    #expect(throws: DialogDecodingError.self) {
      try Dialog<String>(json: Data(doc(#""title":"123456789""#).utf8), options: smallStrings)
    }
  }

  @Test("escaped NUL, ESC and surrogate pairs are kept exactly; the snapshot escapes them")
  func escapesKeptExactly() throws {
    let json = doc(#""title":"a\u0000b","message":"\u001B[31mred\r\n\uD83D\uDE00 \/ \"q\"""#)
    let dialog = try Dialog<String>(
      json: Data(json.utf8),
      options: DialogDecodingOptions(
        unknownFields: .reject))
    #expect(dialog.title == .localized(TextKey("a\u{0}b")))
    #expect(dialog.message == .localized(TextKey("\u{1B}[31mred\r\n😀 / \"q\"")))
    #expect(dialog.snapshot.contains(#"alert "a\0b""#))
    #expect(dialog.snapshot.contains(#"message "\u{1B}[31mred\r\n😀 / \"q\"""#))
  }

  @Test(
    "the decoder refuses exactly the patterns validation reports, at the pattern's path",
    arguments: [
      (#"[0-9]{6}"#, nil), (#".+@.+"#, nil), (#"(?i)yes|no"#, nil), (#"\\p{L}+"#, nil),
      (#"(\\d{3}-)?\\d{4}"#, nil), (#"([a-z]+)+"#, nil), (#"(\\d+)*x"#, nil),
      (#"(x|y){2,}"#, nil), (#"a*b*c*d*e*f*"#, nil), (#"(a?){16}a{16}"#, nil),
      (#"^(?!(?:admin|root)$).*"#, nil),
      (#"("#, DialogProblem.Kind.invalidPattern), (#"a{2,1}"#, .invalidPattern),
      (#"(a)\\1"#, .unsupportedPattern), (#"(?<=a)b"#, .unsupportedPattern),
      (#"a*+"#, .unsupportedPattern), (#"x(?=y)y"#, .unsupportedPattern),
      (#"(a{1000}){2}"#, .unsupportedPattern),
    ] as [(String, DialogProblem.Kind?)])
  func patternPolicy(pattern: String, refusal: DialogProblem.Kind?) throws {
    let json = Data(
      doc(#""textFields":[{"requirement":{"rule":{"matches":"\#(pattern)"}}}]"#).utf8)
    let unescaped = pattern.replacingOccurrences(of: "\\\\", with: "\\")
    let inCode = Dialog<String>(.alert, title: "Code") {
      TextInput("Code").required(.matches(unescaped))
      Cancel("Cancel", key: "cancel")
    }
    #expect(inCode.problems.map(\.kind) == (refusal.map { [$0] } ?? []), "\(unescaped)")
    do {
      let decoded = try Dialog<String>(json: json)
      #expect(refusal == nil, "decoded \(unescaped)")
      #expect(decoded.textFields.first?.requirement?.rule == .matches(unescaped))
    } catch {
      #expect(refusal != nil, "\(error)")
      #expect(error.kind == .invalidValue)
      #expect(error.path == "textFields[0].requirement.rule.matches")
      #expect(error.message.hasPrefix("pattern "))
      #expect(inCode.problems.first?.message.hasSuffix(error.message) == true, "\(error)")
    }
  }

  @Test("null for an optional member means absent")
  func nullIsAbsent() throws {
    let dialog = try Dialog<String>(
      json: Data(doc(#""title":null,"anchor":null,"actions":[\#(okAction)]"#).utf8))
    #expect(dialog == Dialog(style: .alert, actions: [DialogAction(title: "OK", key: "ok")]))
  }

  @Test(
    "a plain JSONDecoder reports the same unknown fields as the pre-scan",
    arguments: [
      (#""mesage":1"#, "mesage"),
      (#""actions":[{"title":"A","key":"a","colour":"red"}]"#, "actions[0].colour"),
      (#""title":{"localized":"k","bundle":{"id":"x"}}"#, "title.bundle.id"),
      (#""titleStyle":{"font":{"textStyle":"body","italic":true}}"#, "titleStyle.font.italic"),
      (#""anchor":{"rect":{"x":1,"y":1,"width":1,"height":1,"z":0}}"#, "anchor.rect.z"),
      (#""autoDismiss":{"after":"1s","when":"idle"}"#, "autoDismiss.when"),
      (
        #""textFields":[{"requirement":{"rule":{"length":{"min":1,"max":2,"step":1}}}}]"#,
        "textFields[0].requirement.rule.length.step"
      ),
    ])
  func unknownFieldsAgree(members: String, path: String) throws {
    let json = Data(doc(members).utf8)
    var errors: [DialogDecodingError] = []
    do { _ = try Dialog<String>(json: json) } catch { errors.append(error) }
    do {
      _ = try JSONDecoder().decode(Dialog<String>.self, from: json)
    } catch let error as DialogDecodingError {
      errors.append(error)
    }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.kind == .unknownField && $0.path == path }, "\(errors)")
    #expect(errors.first?.message == errors.last?.message)
  }

  @Test("limits hold through a plain JSONDecoder given the options in userInfo")
  func limitsThroughPlainDecoder() throws {
    let decoder = JSONDecoder()
    var limits = DialogDecodingLimits()
    limits.maxActions = 1
    decoder.userInfo[DialogDecodingOptions.userInfoKey] = DialogDecodingOptions(limits: limits)
    let json = Data(doc(#""actions":[\#(okAction),{"title":"B","key":"b"}]"#).utf8)
    do {
      _ = try decoder.decode(Dialog<String>.self, from: json)
      Issue.record("decoded two actions with maxActions 1")
    } catch let error as DialogDecodingError {
      #expect(error.kind == .limitExceeded(.maxActions))
      #expect(error.path == "actions")
    }
  }

  @Test("rule nesting is bounded through a plain JSONDecoder too, without the pre-scan")
  func ruleDepthThroughPlainDecoder() throws {
    let nested =
      String(repeating: #"{"all":["#, count: 40) + #""nonEmpty""#
      + String(repeating: "]}", count: 40)
    let json = Data(doc(#""textFields":[{"requirement":{"rule":\#(nested)}}]"#).utf8)
    do {
      _ = try JSONDecoder().decode(Dialog<String>.self, from: json)
      Issue.record("decoded rules nested 40 deep")
    } catch let error as DialogDecodingError {
      #expect(error.kind == .limitExceeded(.maxDepth))
      #expect(error.path.hasPrefix("textFields[0].requirement.rule.all[0]"))
    }
  }

  @Test("a decoded dialog with broken rules decodes, then fails validation with its problems")
  func decodedDialogsAreValidated() throws {
    let json = doc(
      #""actions":[{"title":"A","key":"a","role":"cancel"},{"title":"B","key":"b","role":"cancel"}]"#
    )
    let dialog = try Dialog<String>(json: Data(json.utf8))
    #expect(throws: DialogValidationError.self) { try dialog.validated() }
    #expect(dialog.problems.map(\.kind).contains(.multipleCancelActions))
  }
}
