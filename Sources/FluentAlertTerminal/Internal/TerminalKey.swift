/// One key press, decoded from the bytes a terminal sends in raw mode.
enum TerminalKey: Hashable, Sendable {
  /// Arrow up (`ESC [ A`, `ESC O A`, with or without modifiers).
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Forward delete (`ESC [ 3 ~`).
  case delete
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Return or Enter (`CR`, `LF`, or `CR LF` once).
  case enter
  /// Escape pressed on its own (not the start of a sequence).
  case escape
  /// Backspace (`DEL` or `BS`).
  case backspace
  /// Ctrl-C.
  case interrupt
  /// Ctrl-Z.
  case suspend
  /// Ctrl-D.
  case endOfTransmission
  /// Ctrl-U: clears the text field being edited, as in a shell.
  case clearLine
  /// A printable character (one Unicode scalar; combining scalars arrive as
  /// their own keys and join the text they follow).
  case character(Unicode.Scalar)
  /// Text the terminal marked as pasted (bracketed paste, `ESC [200~` …
  /// `ESC [201~`): text, never keys, so a pasted line break or digit chooses
  /// nothing. A long paste may arrive as several of these in a row.
  case paste(String)
  /// Anything else: other control bytes, unknown escape sequences and
  /// malformed UTF-8, kept so callers can ignore them knowingly.
  case unknown([UInt8])
}
