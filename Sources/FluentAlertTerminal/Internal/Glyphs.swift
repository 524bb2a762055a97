/// The characters a frame is drawn with: box drawing in a UTF-8 locale,
/// plain ASCII otherwise.
struct Glyphs: Hashable, Sendable {
  let topLeft: String
  let topRight: String
  let bottomLeft: String
  let bottomRight: String
  let horizontal: String
  let vertical: String
  let teeLeft: String
  let teeRight: String
  let selection: String
  let met: String
  let unmet: String
  let mask: String
  let ellipsis: String
  let rangeDash: String
  /// The clear button: the key that clears a field, two columns wide.
  let clear: String

  /// Rounded box drawing, `❯`, `✓`, `✗`, `•`, `…`, `⌃U`.
  static let unicode = Self(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
    vertical: "│", teeLeft: "├", teeRight: "┤", selection: "❯", met: "✓", unmet: "✗",
    mask: "•", ellipsis: "…", rangeDash: "–", clear: "⌃U")

  /// ASCII: `+`, `-`, `|` boxes, `>`, `[x]`/`[ ]` for met/unmet, `*`, `...`, `^U`.
  static let ascii = Self(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|", teeLeft: "+", teeRight: "+", selection: ">", met: "[x]", unmet: "[ ]",
    mask: "*", ellipsis: "...", rangeDash: "-", clear: "^U")

  /// The glyphs for these capabilities.
  ///
  /// - Parameter capabilities: What the terminal can show.
  /// - Returns: Unicode glyphs in a UTF-8 locale, ASCII otherwise.
  static func `for`(_ capabilities: TerminalCapabilities) -> Self {
    capabilities.unicode ? .unicode : .ascii
  }
}
