import FluentAlert
import FluentAlertJSON
import FluentAlertTestSupport
import Foundation
import Testing

/// Whether the dialog holds a value the JSON form cannot.
///
/// A non-finite number, or an
/// auto-dismiss delay longer than the maximum.
private func hasUnencodableValue(_ dialog: Dialog<GenKey>) -> Bool {
  if let delay = dialog.autoDismiss?.delay, delay > AutoDismiss<GenKey>.maximumDelay {
    return true
  }
  // The format refuses a pattern validation refuses, both ways.
  if dialog.problems.contains(where: { [.invalidPattern, .unsupportedPattern].contains($0.kind) }) {
    return true
  }
  // JSON has no infinity, the bound of a number range without an end.
  if dialog.problems.contains(where: { $0.kind == .invalidNumberRange }) { return true }
  var numbers: [Double] = []
  for style in [dialog.titleStyle, dialog.messageStyle] {
    switch style?.font {
    case .system(let size, _), .custom(_, let size): numbers.append(size)
    default: break
    }
  }
  if case .rect(let x, let y, let width, let height) = dialog.anchor {
    numbers += [x, y, width, height]
  }
  return numbers.contains { !$0.isFinite }
}

/// Options that read what the generator writes: its images may name files,
/// which a document names only when the app allows the file scheme.
private let trusting: DialogDecodingOptions = {
  var options = DialogDecodingOptions()
  options.linkSchemes.insert("file")
  return options
}()

@Suite("Dialog JSON round trips")
struct DialogJSONRoundTripTests {
  @Test("decode(encode(d)) == d and encoding is byte-stable, for 500 generated valid dialogs")
  func validRoundTrip() throws {
    var rng = SeededGenerator(seed: 0x9_2026)
    for _ in 0..<500 {
      let dialog = Dialog<GenKey>.random(using: &rng)
      let data = try DialogJSON.encode(dialog)
      let decoded = try Dialog<GenKey>(json: data, options: trusting)
      #expect(decoded == dialog, "\(String(decoding: data, as: UTF8.self))")
      #expect(try DialogJSON.encode(decoded) == data)
      #expect(try DialogJSON.encode(dialog) == data)
      #expect(decoded.problems == dialog.problems)
    }
  }

  @Test("a localized text keeps its key, arguments, table, bundle, comment and default")
  func localizedRoundTrip() throws {
    let count = 3
    let dialog = Dialog<String>.alert(
      .localized(
        "Delete \(count) items of \("Ana") (\(1.5) GB)?", table: "Alerts",
        bundle: .identifier("com.example.app"), comment: "Asked before deleting",
        defaultValue: "Delete %2$@’s %1$lld items?"),
      message: .verbatim("Holiday.jpg")
    )
    .addAction("OK", key: "ok")
    .addCancel("Cancel", key: "cancel")
    let json = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
    // Members in sorted order, as every encoding writes them.
    #expect(
      json.contains(
        #""title":{"arguments":[3,"Ana",{"double":1.5}],"bundle":{"identifier":"com.example.app"},"#
          + #""comment":"Asked before deleting","default":"Delete %2$@’s %1$lld items?","#
          + #""localized":"Delete %lld items of %@ (%lf GB)?","table":"Alerts"}"#), "\(json)")
    #expect(json.contains(#""message":{"verbatim":"Holiday.jpg"}"#))
    #expect(json.contains(#"{"key":"ok","title":"OK"}"#))
    #expect(try Dialog<String>(json: Data(json.utf8)) == dialog)
  }

  @Test("arbitrary dialogs round-trip, or fail to encode only where JSON cannot hold them")
  func arbitraryRoundTrip() throws {
    var rng = SeededGenerator(seed: 42)
    let generator = DialogGenerator(validity: .arbitrary)
    var encoded = 0
    for _ in 0..<500 {
      let dialog = generator.dialog(using: &rng)
      do {
        let data = try DialogJSON.encode(dialog, prettyPrinted: true)
        encoded += 1
        #expect(!hasUnencodableValue(dialog))
        if dialog.problems.contains(where: {
          $0.kind == .invalidTextFormat || ($0.kind == .invalidImage && $0.message.contains("file"))
        }) {
          // Written as it is, refused when read: a format that does not fit
          // its arguments, or an image file that is a web address, never
          // reaches a device.
          #expect(throws: DialogDecodingError.self) {
            try Dialog<GenKey>(json: data, options: trusting)
          }
          continue
        }
        let decoded = try Dialog<GenKey>(json: data, options: trusting)
        #expect(decoded == dialog, "\(String(decoding: data, as: UTF8.self))")
        #expect(try DialogJSON.encode(decoded, prettyPrinted: true) == data)
      } catch is EncodingError {
        #expect(hasUnencodableValue(dialog), "\(dialog)")
      }
    }
    #expect(encoded > 300)
  }

  @Test("changing any one field changes the encoded bytes")
  func everyFieldIsEncoded() throws {
    var rng = SeededGenerator(seed: 7)
    var checked = 0
    for _ in 0..<40 {
      let dialog = Dialog<GenKey>.random(using: &rng)
      let data = try DialogJSON.encode(dialog)
      for mutation in DialogGenerator.mutations(of: dialog)
      where mutation.dialog != dialog && !hasUnencodableValue(mutation.dialog) {
        let mutated = try DialogJSON.encode(mutation.dialog)
        #expect(mutated != data, "\(mutation.field) is not encoded")
        #expect(
          try Dialog<GenKey>(json: mutated, options: trusting) == mutation.dialog,
          "\(mutation.field)")
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }

  @Test("-0.0 and 0 are equal values and encode to the same bytes")
  func negativeZero() throws {
    let positive = Dialog<String>(
      style: .actionSheet, actions: [DialogAction(title: "OK", key: "ok")],
      anchor: .rect(x: 0, y: 0, width: 0, height: 0))
    let negative = Dialog<String>(
      style: .actionSheet, actions: [DialogAction(title: "OK", key: "ok")],
      anchor: .rect(x: -0.0, y: -0.0, width: -0.0, height: -0.0))
    #expect(positive == negative)
    #expect(try DialogJSON.encode(positive) == DialogJSON.encode(negative))
  }

  @Test("an empty suppression toggle object is a toggle with the platform's words, starting clear")
  func emptySuppressionToggle() throws {
    let json = #"{"fluentalert":1,"style":"alert","title":"Hi","suppressionToggle":{}}"#
    let decoded = try Dialog<String>(json: Data(json.utf8))
    #expect(decoded.suppressionToggle == SuppressionToggle())
    #expect(decoded == Dialog<String>.alert("Hi").addControl(.suppressionToggle()))
    let encoded = String(decoding: try DialogJSON.encode(decoded), as: UTF8.self)
    #expect(encoded.contains(#""suppressionToggle":{}"#))
  }

  @Test("the tap handler is never encoded and a decoded dialog has none")
  func tapHandlerNotEncoded() throws {
    let dialog = Dialog<String>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: "ok")],
      actionTap: { _, _ in })
    let decoded = try Dialog<String>(json: DialogJSON.encode(dialog))
    #expect(dialog.hasTapHandler)
    #expect(!decoded.hasTapHandler)
    #expect(decoded == dialog)
  }

  @Test("Int keys encode as numbers and String-backed enum keys as their raw value")
  func otherKeyTypes() throws {
    enum Choice: String, Codable, Hashable, Sendable {
      case keep
      case discard
    }
    let numbered = Dialog<Int>(
      style: .alert, title: "Hi",
      actions: [DialogAction(title: "A", key: 0), DialogAction(title: "B", key: 1)])
    #expect(
      String(decoding: try DialogJSON.encode(numbered), as: UTF8.self)
        == #"{"actions":[{"key":0,"title":"A"},{"key":1,"title":"B"}],"fluentalert":1,"#
        + #""style":"alert","title":"Hi"}"#)
    #expect(try Dialog<Int>(json: DialogJSON.encode(numbered)) == numbered)
    let fractional = Data(
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"A","key":1.5}]}"#.utf8)
    #expect {
      try Dialog<Int>(json: fractional)
    } throws: { error in
      let error = error as? DialogDecodingError
      return error?.path == "actions[0].key" && error?.kind == .invalidValue
        && error?.message == "expected a value of type Int, found one that does not fit"
    }
    let json = Data(
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"Keep","key":"keep"}]}"#.utf8)
    #expect(
      try Dialog<Choice>(json: json)
        == Dialog(style: .alert, actions: [DialogAction(title: "Keep", key: .keep)]))
    let bad = Data(
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"Keep","key":"maybe"}]}"#.utf8)
    #expect {
      try Dialog<Choice>(json: bad)
    } throws: { error in
      (error as? DialogDecodingError)?.path == "actions[0].key"
        && (error as? DialogDecodingError)?.kind == .invalidValue
    }
  }

  @Test("every field has the documented form")
  func documentedForm() throws {
    let dialog = Dialog<String>(
      style: .alert,
      title: "Update required",
      message: .localized(
        "update.message", table: "Alerts", bundle: .identifier("com.example.app"),
        defaultValue: "Please update."),
      titleStyle: TextStyle(
        font: .system(size: 17, weight: .semibold), color: try DialogColor(hex: "#FF3B30"),
        maxLines: 2, lineBreakMode: .byTruncatingTail, alignment: .center),
      messageStyle: TextStyle(
        font: .custom(name: "Avenir", size: 13.5), color: .rgba(red: 0.1, green: 0.2, blue: 0.3)),
      actions: [
        DialogAction(title: "Update", key: "update").preferred().titleColor(.system(.blue)).image(
          .system("arrow.down")
        ).keepsDialogOpen().keyEquivalent(.character("u", modifiers: [.command, .shift]))
          .accessibilityIdentifier("update-button"),
        DialogAction(title: "Later", role: .cancel, key: "later").disabled().titleColor(
          try DialogColor(hex: "#00000080")
        ).image(.asset("Icons/later")).checked(),
      ],
      textFields: [
        DialogTextField("Code").text("12").secure().keyboard(.numberPad).contentType(.oneTimeCode)
          .capitalization(.never).autocorrection(false).clearButton(.whileEditing)
          .keyboardAppearance(.dark).accessibilityIdentifier("code").required(
            .all([.nonEmpty, .length(6...6), .matches("[0-9]+")]), gates: ["update"],
            message: "Six digits")
      ],
      anchor: .rect(x: 10, y: 20, width: 44, height: 44.5),
      autoDismiss: AutoDismiss(after: .milliseconds(1500), reporting: "later"),
      accessibilityIdentifier: "update-alert", severity: .warning,
      icon: .system("arrow.down.circle")
    )
    .addControl(
      .suppressionToggle(
        .localized("update.quiet", comment: "Stops the reminder"), isSuppressed: true))
    let expected = #"""
      {
        "accessibilityIdentifier" : "update-alert",
        "actions" : [
          {
            "accessibilityIdentifier" : "update-button",
            "image" : {
              "system" : "arrow.down"
            },
            "keepsDialogOpen" : true,
            "key" : "update",
            "keyEquivalent" : {
              "character" : "u",
              "modifiers" : [
                "shift",
                "command"
              ]
            },
            "preferred" : true,
            "title" : "Update",
            "titleColor" : {
              "system" : "blue"
            }
          },
          {
            "checked" : true,
            "enabled" : false,
            "image" : {
              "asset" : "Icons/later"
            },
            "key" : "later",
            "role" : "cancel",
            "title" : "Later",
            "titleColor" : "#00000080"
          }
        ],
        "anchor" : {
          "rect" : {
            "height" : 44.5,
            "width" : 44,
            "x" : 10,
            "y" : 20
          }
        },
        "autoDismiss" : {
          "after" : "1.5s",
          "reporting" : "later"
        },
        "fluentalert" : 1,
        "icon" : {
          "system" : "arrow.down.circle"
        },
        "message" : {
          "bundle" : {
            "identifier" : "com.example.app"
          },
          "default" : "Please update.",
          "localized" : "update.message",
          "table" : "Alerts"
        },
        "messageStyle" : {
          "color" : {
            "blue" : 0.3,
            "green" : 0.2,
            "red" : 0.1
          },
          "font" : {
            "custom" : "Avenir",
            "size" : 13.5
          }
        },
        "severity" : "warning",
        "style" : "alert",
        "suppressionToggle" : {
          "suppressed" : true,
          "title" : {
            "comment" : "Stops the reminder",
            "localized" : "update.quiet"
          }
        },
        "textFields" : [
          {
            "accessibilityIdentifier" : "code",
            "autocorrection" : false,
            "capitalization" : "none",
            "clearButton" : "whileEditing",
            "contentType" : "oneTimeCode",
            "keyboard" : "numberPad",
            "keyboardAppearance" : "dark",
            "placeholder" : "Code",
            "requirement" : {
              "gates" : [
                "update"
              ],
              "message" : "Six digits",
              "rule" : {
                "all" : [
                  "nonEmpty",
                  {
                    "length" : {
                      "max" : 6,
                      "min" : 6
                    }
                  },
                  {
                    "matches" : "[0-9]+"
                  }
                ]
              }
            },
            "secure" : true,
            "text" : "12"
          }
        ],
        "title" : "Update required",
        "titleStyle" : {
          "alignment" : "center",
          "color" : "#FF3B30",
          "font" : {
            "system" : 17,
            "weight" : "semibold"
          },
          "lineBreakMode" : "byTruncatingTail",
          "maxLines" : 2
        }
      }
      """#
    #expect(
      String(decoding: try DialogJSON.encode(dialog, prettyPrinted: true), as: UTF8.self)
        == expected)
    #expect(try Dialog<String>(json: Data(expected.utf8)) == dialog)
  }

  @Test("durations are written in exact decimal seconds and read in seconds or milliseconds")
  func durations() throws {
    let cases: [(String, Duration)] = [
      ("5s", .seconds(5)), ("1.5s", .milliseconds(1500)), ("0.000000001s", .nanoseconds(1)),
      ("2.000000000000000005s", Duration(secondsComponent: 2, attosecondsComponent: 5)),
      ("-0.25s", .milliseconds(-250)), ("0s", .zero),
    ]
    for (text, duration) in cases {
      let dialog = Dialog<String>(
        style: .alert, title: "T", autoDismiss: AutoDismiss(after: duration))
      let json = String(decoding: try DialogJSON.encode(dialog), as: UTF8.self)
      #expect(json.contains(#""autoDismiss":{"after":"\#(text)"}"#), "\(json)")
      #expect(try Dialog<String>(json: Data(json.utf8)).autoDismiss?.delay == duration)
    }
    let millis = Data(#"{"fluentalert":1,"style":"alert","autoDismiss":{"after":"250ms"}}"#.utf8)
    #expect(try Dialog<String>(json: millis).autoDismiss?.delay == .milliseconds(250))
    let fraction = Data(#"{"fluentalert":1,"style":"alert","autoDismiss":{"after":"0.5ms"}}"#.utf8)
    #expect(try Dialog<String>(json: fraction).autoDismiss?.delay == .microseconds(500))
  }

  @Test("short hex colours decode; every colour form round-trips")
  func colours() throws {
    let json = Data(
      ##"{"fluentalert":1,"style":"alert","titleStyle":{"color":"#F00"}}"##.utf8)
    #expect(try Dialog<String>(json: json).titleStyle?.color == .rgba(red: 1, green: 0, blue: 0))
    let rgba = Data(
      #"{"fluentalert":1,"style":"alert","titleStyle":{"color":{"red":1,"green":0.5,"blue":0}}}"#
        .utf8)
    #expect(
      try Dialog<String>(json: rgba).titleStyle?.color == .rgba(red: 1, green: 0.5, blue: 0))
  }
}
