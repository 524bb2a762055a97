import FluentAlert
import FluentAlertJSON
import Foundation
import Testing

/// Values at the edges of their types in the JSON form: each encodes and decodes back to the
/// same dialog, or is refused with a clear error; none traps.
@Suite("Extreme values in JSON", .timeLimit(.minutes(1)))
struct JSONExtremeValueTests {
  enum Choice: String, Hashable, Sendable, Codable { case ok, cancel }

  static let doubles: [Double] = [
    .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -0.0, 0,
  ]

  static func toast(after delay: Duration) -> Dialog<Choice> {
    Dialog<Choice>.alert("Saved")
      .addAction("OK", key: .ok)
      .addCancel("Cancel", key: .cancel)
      .dismiss(after: delay, reporting: .cancel)
  }

  static func alert(style: TextStyle? = nil, rule: TextRule? = nil) -> Dialog<Choice> {
    var dialog = Dialog<Choice>.alert("Title", message: "Message")
    if let style { dialog = dialog.titleStyle(style).messageStyle(style) }
    if let rule {
      dialog = dialog.addTextField("Code") { $0.text("12").required(rule) }
    }
    return dialog.addAction("OK", key: .ok).addCancel("Cancel", key: .cancel)
  }

  /// Encodes `dialog` and decodes it back; returns whether it encoded at all.
  func roundTrips(_ dialog: Dialog<Choice>) throws -> Bool {
    guard let data = try? DialogJSON.encode(dialog) else { return false }
    let decoded = try Dialog<Choice>(json: data)
    #expect(decoded.snapshot == dialog.snapshot)
    return true
  }

  @Test("encoding a delay JSON cannot read back throws instead of trapping")
  func encodingOutOfRangeDelay() throws {
    for delay in [Duration.seconds(Int64.max) + .seconds(Int64.max), .seconds(86_401)] {
      #expect(throws: EncodingError.self) { try DialogJSON.encode(Self.toast(after: delay)) }
    }
    #expect(throws: EncodingError.self) {
      try DialogJSON.encode(Self.toast(after: .seconds(Int64.min) - .seconds(5)))
    }
    // Negative delays JSON can hold round-trip, so `check` can report them.
    let data = try DialogJSON.encode(Self.toast(after: .seconds(Int64.min)))
    let decoded = try Dialog<Choice>(json: data)
    #expect(decoded.autoDismiss?.delay == .seconds(Int64.min))
  }

  @Test("extreme line limits, length ranges and colours encode and decode back unchanged")
  func integersAndComponents() throws {
    for lines in [Int.min, -1, 0, Int.max] {
      #expect(try roundTrips(Self.alert(style: TextStyle(maxLines: lines))), "\(lines)")
    }
    for range in [Int.min...Int.max, Int.min...Int.min, 0...Int.max, Int.max...Int.max] {
      #expect(try roundTrips(Self.alert(rule: .length(range))), "\(range)")
    }
    for value in Self.doubles {
      let colour = DialogColor.rgba(red: value, green: value, blue: value, alpha: value)
      #expect(try roundTrips(Self.alert(style: TextStyle(color: colour))), "\(value)")
    }
  }

  @Test("font sizes and anchors: finite ones round-trip, infinities and NaN refuse to encode")
  func doubles() throws {
    for value in Self.doubles {
      let font = Self.alert(style: TextStyle(font: .system(size: value)))
      let anchored = Dialog<Choice>.actionSheet("Share")
        .addAction("Save", key: .ok)
        .addCancel("Cancel", key: .cancel)
        .anchor(.rect(x: value, y: value, width: value, height: value))
      #expect(try roundTrips(font) == value.isFinite, "\(value)")
      #expect(try roundTrips(anchored) == value.isFinite, "\(value)")
      if !value.isFinite {
        #expect(throws: EncodingError.self) { try DialogJSON.encode(font) }
        #expect(throws: EncodingError.self) { try DialogJSON.encode(anchored) }
      }
    }
  }

  @Test("decoding limits at the ends of Int: Int.max admits, zero and below refuse clearly")
  func decodingLimits() throws {
    let json = Data(
      #"{"fluentalert":1,"style":"alert","title":"Hi","actions":[{"title":"OK","key":"ok"}]}"#
        .utf8)
    let wide = DialogDecodingLimits(
      maxInputBytes: .max, maxDepth: .max, maxStringBytes: .max, maxMemberNameBytes: .max,
      maxActions: .max, maxTextFields: .max, maxArrayElements: .max)
    _ = try Dialog<String>(json: json, options: DialogDecodingOptions(limits: wide))
    for limit in [Int.min, -1, 0] {
      let narrow = DialogDecodingLimits(
        maxInputBytes: limit, maxDepth: limit, maxStringBytes: limit, maxMemberNameBytes: limit,
        maxActions: limit, maxTextFields: limit, maxArrayElements: limit)
      #expect(throws: DialogDecodingError.self) {
        try Dialog<String>(json: json, options: DialogDecodingOptions(limits: narrow))
      }
    }
  }

  @Test(
    "integers JSON cannot hold in Int, and fractions where an integer goes, are clear errors",
    arguments: [
      #""titleStyle":{"maxLines":9223372036854775808}"#,
      #""titleStyle":{"maxLines":-9223372036854775809}"#,
      #""titleStyle":{"maxLines":1.5}"#, #""titleStyle":{"maxLines":1e400}"#,
      #""textFields":[{"requirement":{"rule":{"length":{"min":0,"max":1e19}}}}]"#,
    ])
  func integersOutOfRange(members: String) {
    let json =
      #"{"fluentalert":1,"style":"alert","title":"Hi","# + members
      + #","actions":[{"title":"OK","key":"ok"}]}"#
    #expect(throws: DialogDecodingError.self) { try Dialog<String>(json: Data(json.utf8)) }
  }

  @Test("format versions at the ends of Int are unsupported, not a crash")
  func formatVersions() {
    for version in ["9223372036854775807", "-9223372036854775808", "0", "1e30"] {
      let json = #"{"fluentalert":"# + version + #","style":"alert","title":"Hi"}"#
      #expect(throws: DialogDecodingError.self) { try Dialog<String>(json: Data(json.utf8)) }
    }
  }
}
