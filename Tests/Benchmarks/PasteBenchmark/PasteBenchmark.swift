import FluentAlert
import FluentAlertTerminal
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pastes into a text field of a dialog shown by `TerminalPresenter` on a
/// pseudo-terminal and measures the CPU time it costs (every thread: the
/// input thread, the main actor, the terminal's two ends).
///
/// Usage: `PasteBenchmark bracketed|plain <characters> [<repetitions>]`: once
/// the dialog is on screen, that many characters are written to the terminal
/// at once, between `ESC [200~` and `ESC [201~` (`bracketed`, as a terminal
/// sends a paste when asked to) or bare (`plain`, a terminal that does not
/// bracket), then Enter. The field's requirement is a length range, so every
/// change is checked as well. Prints the least CPU time of the repetitions,
/// in microseconds, from the paste's first byte to the dialog's end. Exits
/// non-zero unless the dialog reports the whole text. Run by
/// `Tests/Benchmarks/paste.sh`.
@main
enum PasteBenchmark {
  @MainActor
  static func main() async throws {
    let arguments = CommandLine.arguments
    guard (3...4).contains(arguments.count), let count = Int(arguments[2]),
      ["bracketed", "plain"].contains(arguments[1]),
      let repetitions = arguments.count == 4 ? Int(arguments[3]) : 1, repetitions > 0
    else {
      print("usage: PasteBenchmark bracketed|plain <characters> [<repetitions>]")
      exit(2)
    }
    let text = String(String(repeating: "abcdefghij", count: count / 10 + 1).prefix(count))
    var paste = Array(text.utf8)
    if arguments[1] == "bracketed" {
      paste = Array("\u{1B}[200~".utf8) + paste + Array("\u{1B}[201~".utf8)
    }
    paste += Array("\r".utf8)
    var least = Int.max
    for _ in 0..<repetitions {
      let (microseconds, pasted) = try await measure(paste)
      guard pasted == text else {
        print("the dialog reported \(pasted.count) characters, not \(count)")
        exit(1)
      }
      least = min(least, microseconds)
    }
    print(least)
  }

  /// Shows the dialog, pastes, and returns the CPU time from the paste to
  /// the dialog's end and the text the dialog reported.
  @MainActor
  static func measure(_ paste: [UInt8]) async throws -> (Int, String) {
    let terminal = try PseudoTerminal(typeOnceShown: paste)
    defer { terminal.close() }
    let received = Mutex<[String]>([])
    let dialog = Dialog<Int>(
      style: .alert, title: "Paste",
      actions: [
        DialogAction(title: "OK", key: 0),
        DialogAction(title: "Cancel", role: .cancel, key: 1),
      ],
      textFields: [
        DialogTextField(placeholder: "Text", requirement: TextRequirement(.length(1...1_000_000)))
      ],
      actionTap: { _, texts in received.withLock { $0 = texts } })
    let presenter = TerminalPresenter(
      mode: .interactive, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    let key = try await dialog.present(using: presenter)
    let spent = cpuMicroseconds() - terminal.typingStarted.load(ordering: .acquiring)
    return (key == 0 ? spent : -1, received.withLock { $0.first ?? "" })
  }
}

/// The CPU time of the whole process so far, user and system, in µs.
func cpuMicroseconds() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let user = Int(usage.ru_utime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec)
  let system = Int(usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_stime.tv_usec)
  return user + system
}

/// A pseudo-terminal whose other end is read on a thread; once the dialog
/// has taken the screen, the bytes are written there, as a paste.
final class PseudoTerminal: Sendable {
  let controller: Int32
  let device: Int32
  /// The process's CPU time when the paste began, in µs.
  let typingStarted = Atomic<Int>(0)
  private let drained = DispatchSemaphore(value: 0)

  init(typeOnceShown bytes: [UInt8]) throws {
    controller = Self.call("posix_openpt", O_RDWR | O_NOCTTY)
    guard controller >= 0, Self.call("grantpt", controller) == 0,
      Self.call("unlockpt", controller) == 0, let name = Self.name(controller)
    else { throw POSIXError(.ENODEV) }
    device = open(name, O_RDWR | O_NOCTTY)
    guard device >= 0 else { throw POSIXError(.ENODEV) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Glibc)
      _ = ioctl(device, UInt(TIOCSWINSZ), &size)
    #else
      _ = ioctl(device, TIOCSWINSZ, &size)
    #endif
    let controller = controller
    let reader = Thread { [self] in
      defer { drained.signal() }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var seen: [UInt8] = []
      var typing = false
      let shown = Array("\u{1B}[?1049h".utf8)
      while true {
        let count = read(controller, &buffer, buffer.count)
        if count <= 0 { return }
        guard !typing else { continue }
        seen += buffer[0..<count]
        if seen.count >= shown.count,
          (0...(seen.count - shown.count)).contains(where: {
            Array(seen[$0..<($0 + shown.count)]) == shown
          })
        {
          typing = true
          typingStarted.store(cpuMicroseconds(), ordering: .releasing)
          // A writer of its own: the terminal's input fills while this thread
          // must keep draining its output.
          Thread {
            var rest = bytes[...]
            while !rest.isEmpty {
              let written = rest.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
              if written <= 0 { return }
              rest = rest.dropFirst(written)
            }
          }.start()
        }
      }
    }
    reader.start()
  }

  /// Closes both ends, the reading thread having seen the end first.
  func close() {
    #if canImport(Glibc)
      _ = Glibc.close(device)
      drained.wait()
      _ = Glibc.close(controller)
    #else
      _ = Darwin.close(device)
      drained.wait()
      _ = Darwin.close(controller)
    #endif
  }

  private typealias DescriptorCall = @convention(c) (Int32) -> Int32
  private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  /// Looks a libc call up by name: Glibc's module map leaves the X/Open
  /// pseudo-terminal calls out.
  private static func call(_ name: String, _ argument: Int32) -> Int32 {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return -1 }
    return unsafeBitCast(symbol, to: DescriptorCall.self)(argument)
  }

  private static func name(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptsname") else { return nil }
    return unsafeBitCast(symbol, to: NameCall.self)(descriptor)
  }
}
