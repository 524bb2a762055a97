/// Decodes the byte stream of a terminal in raw mode into key presses.
///
/// Bytes may arrive split anywhere (an escape sequence or a UTF-8 character
/// across two reads): the decoder keeps an incomplete tail until more bytes
/// come. A lone `ESC` is ambiguous until the terminal has been quiet for a
/// moment; the reader calls ``flush()`` after a short timeout, which turns a
/// pending `ESC` into ``TerminalKey/escape``.
///
/// Between `ESC [200~` and `ESC [201~` (bracketed paste) the bytes are text:
/// they come out as ``TerminalKey/paste(_:)``, as much as each call has
/// (the decoder keeps only a possible start of the end marker or of a UTF-8
/// character), so a paste of any size holds no more memory than one read.
struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var lastWasCarriageReturn = false
  /// Whether the bytes are inside a bracketed paste.
  private var pasting = false

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Whether bytes are waiting for the rest of a sequence (inside a paste,
  /// the rest of the paste is waited for however long it takes).
  var hasPending: Bool { !pending.isEmpty && !pasting }

  /// Decodes as many keys as the bytes seen so far complete.
  ///
  /// - Parameter bytes: The next bytes read from the terminal.
  /// - Returns: The keys completed by them, in order.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    pending.append(contentsOf: bytes)
    var keys: [TerminalKey] = []
    var index = 0
    while index < pending.count {
      if pasting {
        let (text, used, ended) = pastedText(from: index)
        if !text.isEmpty { keys.append(.paste(text)) }
        index += used
        guard ended else { break }
        pasting = false
        continue
      }
      if pending[index] == 0x1B, hasPrefix(Self.pasteStart, at: index) {
        pasting = true
        index += Self.pasteStart.count
        continue
      }
      guard let (key, length) = parse(at: index) else { break }
      index += length
      if let key { keys.append(key) }
    }
    pending.removeFirst(index)
    return keys
  }

  /// Whether `marker` starts at `index` of the pending bytes.
  private func hasPrefix(_ marker: [UInt8], at index: Int) -> Bool {
    pending.count - index >= marker.count
      && pending[index..<(index + marker.count)].elementsEqual(marker)
  }

  /// The pasted text from `index`: up to the end marker when it is there
  /// (`ended`), else all but a tail that may begin the marker or a UTF-8
  /// character; `used` counts the bytes taken, marker included.
  private func pastedText(from index: Int) -> (text: String, used: Int, ended: Bool) {
    var end = index
    while let escape = pending[end...].firstIndex(of: 0x1B) {
      if hasPrefix(Self.pasteEnd, at: escape) {
        let text = String(decoding: pending[index..<escape], as: UTF8.self)
        return (text, escape - index + Self.pasteEnd.count, true)
      }
      // An ESC too close to the end to tell: keep it, and what follows.
      if pending.count - escape < Self.pasteEnd.count,
        pending[escape...].elementsEqual(Self.pasteEnd.prefix(pending.count - escape))
      {
        return (text(index, escape), escape - index, false)
      }
      end = escape + 1
    }
    // Keep an incomplete UTF-8 character for the next read.
    var cut = pending.count
    var back = 0
    while back < 3, cut > index, (0x80...0xBF).contains(pending[cut - 1]) {
      cut -= 1
      back += 1
    }
    if cut > index, pending[cut - 1] >= 0xC0 {
      let lead = pending[cut - 1]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      if back + 1 < length { cut -= 1 } else { cut = pending.count }
    } else {
      cut = pending.count
    }
    return (text(index, cut), cut - index, false)
  }

  /// The pending bytes `start..<end` as text.
  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: pending[start..<end], as: UTF8.self)
  }

  /// Ends whatever is pending: a lone `ESC` becomes ``TerminalKey/escape``
  /// (followed by whatever came after it); an incomplete sequence or UTF-8
  /// character becomes ``TerminalKey/unknown(_:)``.
  ///
  /// - Returns: The keys the pending bytes stand for.
  mutating func flush() -> [TerminalKey] {
    if pasting {
      // The input ended inside a paste: what came is still text.
      pasting = false
      let rest = text(0, pending.count)
      pending.removeAll()
      return rest.isEmpty ? [] : [.paste(rest)]
    }
    guard !pending.isEmpty else { return [] }
    var keys: [TerminalKey] = []
    if pending[0] == 0x1B {
      keys.append(.escape)
      pending.removeFirst()
      keys += decode([])
    }
    if !pending.isEmpty {
      keys.append(.unknown(pending))
      pending.removeAll()
    }
    return keys
  }

  // MARK: - Parsing

  /// The key at `index` and how many bytes it used.
  ///
  /// Returns `nil` when the bytes there are an incomplete prefix. A `nil` key means "consumed, no key"
  /// (the `LF` of a `CR LF`).
  private mutating func parse(at index: Int) -> (TerminalKey?, Int)? {
    let byte = pending[index]
    let afterReturn = lastWasCarriageReturn
    lastWasCarriageReturn = byte == 0x0D
    switch byte {
    case 0x0D: return (.enter, 1)
    case 0x0A: return (afterReturn ? nil : .enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfTransmission, 1)
    case 0x15: return (.clearLine, 1)
    case 0x1A: return (.suspend, 1)
    case 0x1B: return parseEscape(at: index)
    case 0x00..<0x20: return (.unknown([byte]), 1)
    case 0x20..<0x80: return (.character(Unicode.Scalar(byte)), 1)
    default: return parseUTF8(at: index)
    }
  }

  private func parseEscape(at index: Int) -> (TerminalKey?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let introducer = pending[index + 1]
    switch introducer {
    case UInt8(ascii: "["):
      return parseCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      let final = pending[index + 2]
      let key: TerminalKey =
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .unknown(Array(pending[index...(index + 2)]))
        }
      return (key, 3)
    default:
      // ESC followed by something else: the escape key, then that byte
      // decoded on its own (Alt-combinations are not distinguished).
      return (.escape, 1)
    }
  }

  /// Parses a control sequence.
  ///
  /// `ESC [`, parameters (0x30–0x3F), intermediates (0x20–0x2F), a final
  /// byte (0x40–0x7E). Modifier parameters (`1;5A`) are ignored.
  private func parseCSI(at index: Int) -> (TerminalKey?, Int)? {
    var end = index + 2
    while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
    guard end < pending.count else {
      // No final byte yet. Keys are a few bytes long; a sequence that keeps
      // growing is garbage (or hostile input), reported and dropped so it can
      // neither hold memory nor swallow the keys after it.
      guard end - index > Self.longestSequence else { return nil }
      return (.unknown(Array(pending[index..<end])), end - index)
    }
    let final = pending[end]
    let length = end - index + 1
    guard (0x40...0x7E).contains(final) else {
      return (.unknown(Array(pending[index..<end])), end - index)
    }
    let parameters = pending[(index + 2)..<end]
    let first = parameters.split(separator: UInt8(ascii: ";")).first.map { Array($0) } ?? []
    let key: TerminalKey
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "~"):
      switch String(decoding: first, as: UTF8.self) {
      case "1", "7": key = .home
      case "4", "8": key = .end
      case "3": key = .delete
      default: key = .unknown(Array(pending[index..<(index + length)]))
      }
    default: key = .unknown(Array(pending[index..<(index + length)]))
    }
    return (key, length)
  }

  /// The most bytes a control sequence may take before it is dropped as
  /// unknown; real keys (`ESC [ 1 ; 5 A`, `ESC [ 200 ~`) take under ten.
  static let longestSequence = 32

  private func parseUTF8(at index: Int) -> (TerminalKey?, Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([lead]), 1)
    }
    var end = index + 1
    while end < index + length {
      guard end < pending.count else { return nil }
      guard (0x80...0xBF).contains(pending[end]) else {
        return (.unknown(Array(pending[index..<end])), end - index)
      }
      end += 1
    }
    let decoded = String(decoding: pending[index..<end], as: UTF8.self).unicodeScalars
    guard decoded.count == 1, let scalar = decoded.first, scalar != "\u{FFFD}" else {
      return (.unknown(Array(pending[index..<end])), length)
    }
    return (.character(scalar), length)
  }
}
