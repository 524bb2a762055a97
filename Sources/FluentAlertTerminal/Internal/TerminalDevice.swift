#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file descriptors a presenter talks to, and the few system calls it
/// needs on them: is-a-terminal, window size, raw mode, and writes that
/// survive partial writes and interrupted calls.
struct TerminalDevice: Sendable {
  /// Where keys or lines are read from.
  let input: Int32
  /// Where frames or prompts are written to.
  let output: Int32

  /// Whether both ends are terminals (the condition for interactive mode).
  var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// Whether the input end is a terminal (line mode then hides secure
  /// answers by turning echo off).
  var inputIsTerminal: Bool { isatty(input) == 1 }

  /// The output terminal's size in columns and rows; `COLUMNS`/`LINES` or
  /// 80×24 when the terminal does not say.
  ///
  /// - Parameter environment: The process environment, for the fallback.
  /// - Returns: Columns and rows, each at least 1 (``DialogRenderer``
  ///   bounds what it draws).
  func size(environment: [String: String]) -> (columns: Int, rows: Int) {
    var window = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    if ioctl(output, request, &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    let columns = environment["COLUMNS"].flatMap(Int.init).map { max($0, 1) } ?? 80
    let rows = environment["LINES"].flatMap(Int.init).map { max($0, 1) } ?? 24
    return (columns, rows)
  }

  /// The input terminal's current settings, or `nil` when it is not a
  /// terminal.
  func currentMode() -> termios? {
    var mode = termios()
    return tcgetattr(input, &mode) == 0 ? mode : nil
  }

  /// Applies terminal settings (after pending output is written).
  ///
  /// - Parameters:
  ///   - mode: Settings read earlier with ``currentMode()``.
  ///   - discardingInput: Whether keys typed but not yet read are thrown
  ///     away (taking the terminal for a dialog: a stray key must not choose)
  ///     or kept (line mode's echo switches: a pasted next answer must
  ///     arrive).
  /// - Returns: `true` on success.
  @discardableResult
  func apply(_ mode: termios, discardingInput: Bool = true) -> Bool {
    var mode = mode
    let when = discardingInput ? TCSAFLUSH : TCSADRAIN
    while tcsetattr(input, when, &mode) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// Raw mode derived from cooked settings.
  ///
  /// No line buffering, no echo, no signal keys (Ctrl-C arrives as a byte and is handled, so the terminal
  /// is restored first), no flow control or CR translation; one byte
  /// satisfies a read. Output processing stays on.
  ///
  /// - Parameter cooked: The settings to start from.
  /// - Returns: The raw settings.
  static func raw(from cooked: termios) -> termios {
    var raw = cooked
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return raw
  }

  /// The same settings with echo off: line mode's secure answers.
  ///
  /// - Parameter cooked: The settings to start from.
  /// - Returns: The settings without echo.
  static func silent(from cooked: termios) -> termios {
    var silent = cooked
    silent.c_lflag &= ~tcflag_t(ECHO)
    return silent
  }

  /// Writes all of a string's bytes, retrying partial and interrupted
  /// writes; gives up silently when the output is gone.
  ///
  /// - Parameter text: What to write.
  func write(_ text: String) {
    Self.write(text, to: output)
  }

  /// Writes all of a string's bytes to a descriptor.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - descriptor: Where to.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard var base = buffer.baseAddress else { return }
      var left = buffer.count
      while left > 0 {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base, left)
        #else
          let written = Darwin.write(descriptor, base, left)
        #endif
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        left -= written
        base += written
      }
    }
  }
}
