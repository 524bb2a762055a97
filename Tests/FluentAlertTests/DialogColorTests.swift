import FluentAlert
import FluentAlertText
import Testing

@Suite("colours")
struct DialogColorTests {
  private func components(_ color: DialogColor) -> [Double]? {
    guard case .rgba(let red, let green, let blue, let alpha) = color.representation else {
      return nil
    }
    return [red, green, blue, alpha]
  }

  @Test(
    "well-formed hex strings give the colour they spell",
    arguments: [
      ("#FF3B30", [255, 59, 48, 255]), ("ff3b30", [255, 59, 48, 255]),
      ("#FF3B3080", [255, 59, 48, 128]), ("#fff", [255, 255, 255, 255]),
      ("#0F08", [0, 255, 0, 136]), ("000", [0, 0, 0, 255]), ("#aBcDeF", [171, 205, 239, 255]),
    ])
  func wellFormedHex(input: String, bytes: [Int]) throws {
    let color = try DialogColor(hex: input)
    #expect(components(color) == bytes.map { Double($0) / 255 })
    let direct = DialogColor.rgba(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: Double(bytes[3]) / 255)
    #expect(color == direct)
  }

  @Test(
    "a hex string of the wrong length is a clear error naming the input",
    arguments: [
      ("", 0), ("#", 0), ("#1", 1), ("#12", 2), ("#12345", 5), ("#1234567", 7),
      ("#123456789", 9), ("1234567890ABCDEF", 16),
    ])
  func wrongLength(input: String, count: Int) {
    let error = #expect(throws: DialogColor.HexError.self) { try DialogColor(hex: input) }
    #expect(error == .wrongLength(input: input, digits: count))
    #expect(error?.description.contains(TextEscaping.quoted(input)) == true)
    #expect(error?.description.contains("\(count) hex digits, expected 3, 4, 6 or 8") == true)
  }

  @Test(
    "a non-hex character is a clear error naming it",
    arguments: [
      ("#GG0000", "G"), ("#ＦＦ0000", "Ｆ"), ("#１２３", "１"), ("#12 456", " "), ("##FFF", "#"),
      ("0xFFFFFF", "x"), ("#FF3B3\u{301}0", "3\u{301}"), ("#é00", "é"), ("#FF\n000", "\n"),
      ("-FFF", "-"), ("#٣٣٣", "٣"),
    ])
  func notHex(input: String, character: Character) {
    let error = #expect(throws: DialogColor.HexError.self) { try DialogColor(hex: input) }
    #expect(error == .notAHexDigit(input: input, character: character))
    #expect(error?.description.contains("is not a hex digit") == true)
    #expect(error?.description.contains("\n") == false)
  }

  @Test("RGBA components are clamped to 0...1 and NaN becomes 0")
  func clamping() {
    let color = DialogColor.rgba(red: 2, green: -1, blue: .nan, alpha: .infinity)
    #expect(components(color) == [1, 0, 0, 1])
    #expect(color == .rgba(red: 1, green: 0, blue: 0))
  }

  @Test("colours are written as hex when exact bytes, RGBA otherwise")
  func snapshotForms() throws {
    func line(_ color: DialogColor) -> String {
      Dialog<Int>(style: .alert, titleStyle: TextStyle(color: color)).snapshot
        .replacing("alert\n  title style: color ", with: "")
    }
    #expect(line(try DialogColor(hex: "#ff3b30")) == "#FF3B30")
    #expect(line(try DialogColor(hex: "#FF3B3001")) == "#FF3B3001")
    #expect(line(.rgba(red: 0.5, green: 1, blue: 0)) == "rgba(0.5, 1, 0, 1)")
    #expect(line(.system(.secondaryLabel)) == "system secondaryLabel")
    #expect(line(.asset("Brand \"Red\"")) == #"asset "Brand \"Red\"""#)
  }
}
