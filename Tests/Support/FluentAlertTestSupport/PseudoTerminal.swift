import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // Glibc's module map leaves the X/Open pseudo-terminal calls out; they
  // are in libc all the same.
  private typealias DescriptorCall = @convention(c) (Int32) -> Int32
  private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  private func libc<T>(_ name: String, as type: T.Type) -> T {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
      fatalError("libc has no \(name)")
    }
    return unsafeBitCast(symbol, to: T.self)
  }

  private func openPseudoTerminal(_ flags: Int32) -> Int32 {
    libc("posix_openpt", as: DescriptorCall.self)(flags)
  }
  private func grantPseudoTerminal(_ descriptor: Int32) -> Int32 {
    libc("grantpt", as: DescriptorCall.self)(descriptor)
  }
  private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32 {
    libc("unlockpt", as: DescriptorCall.self)(descriptor)
  }
  private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? {
    libc("ptsname", as: NameCall.self)(descriptor)
  }
#else
  private func openPseudoTerminal(_ flags: Int32) -> Int32 { posix_openpt(flags) }
  private func grantPseudoTerminal(_ descriptor: Int32) -> Int32 { grantpt(descriptor) }
  private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32 { unlockpt(descriptor) }
  private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? {
    ptsname(descriptor)
  }
#endif

/// Both ends of a pseudo-terminal, with everything the presenter writes
/// collected by a thread (an unread terminal would block the writer).
///
/// Waiting for output never polls: a wait is checked again each time the
/// thread collects bytes, and ends as soon as its text is there. Its time
/// limit is a ``HangGuard`` only.
package final class PseudoTerminal: Sendable {
  /// The controlling end: what is written here is typed on the device.
  package let controller: Int32
  /// The terminal end, which a presenter reads and draws on (80 × 24).
  package let device: Int32
  private let transcript = TranscriptLock(Transcript())
  private let drained = DispatchSemaphore(value: 0)

  /// The bytes written so far and the waits they have not met yet.
  private struct Transcript {
    var bytes: [UInt8] = []
    var waits: [Wait] = []
    var lastWaitID = 0
    var isDrained = false
  }

  /// One wait: what it waits for and who to tell.
  private struct Wait {
    let id: Int
    let isMet: @Sendable ([UInt8]) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// Opens a pair and starts collecting the device's output.
  ///
  /// - Throws: `ENODEV` when no pseudo-terminal can be opened.
  package init() throws {
    controller = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard controller >= 0, grantPseudoTerminal(controller) == 0,
      unlockPseudoTerminal(controller) == 0,
      let name = pseudoTerminalName(controller)
    else { throw POSIXError(.ENODEV) }
    device = open(name, O_RDWR | O_NOCTTY)
    guard device >= 0 else { throw POSIXError(.ENODEV) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Glibc)
      _ = ioctl(device, UInt(TIOCSWINSZ), &size)
    #else
      _ = ioctl(device, TIOCSWINSZ, &size)
    #endif
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(controller, &buffer, buffer.count)
        if count <= 0 {
          // Nothing more will come: every wait still open has failed.
          let open = transcript.withLock { state in
            state.isDrained = true
            defer { state.waits = [] }
            return state.waits
          }
          for wait in open { wait.continuation.resume(returning: false) }
          drained.signal()
          return
        }
        let met = transcript.withLock { state in
          state.bytes += buffer[0..<count]
          var met: [Wait] = []
          state.waits.removeAll { wait in
            guard wait.isMet(state.bytes) else { return false }
            met.append(wait)
            return true
          }
          return met
        }
        for wait in met { wait.continuation.resume(returning: true) }
      }
    }
    thread.start()
  }

  /// Waits until `isMet` holds for the bytes written so far, checking again
  /// each time more arrive; gives up after `seconds` (a hang guard) or when
  /// the terminal closes.
  ///
  /// - Parameters:
  ///   - seconds: The hang guard.
  ///   - isMet: What the written bytes must satisfy.
  /// - Returns: Whether it held.
  private func wait(
    seconds: Int = HangGuard.seconds, until isMet: @escaping @Sendable ([UInt8]) -> Bool
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      let id: Int? = transcript.withLock { state in
        if isMet(state.bytes) {
          continuation.resume(returning: true)
          return nil
        }
        if state.isDrained {
          continuation.resume(returning: false)
          return nil
        }
        state.lastWaitID += 1
        state.waits.append(Wait(id: state.lastWaitID, isMet: isMet, continuation: continuation))
        return state.lastWaitID
      }
      guard let id else { return }
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
        let expired = transcript.withLock { state in
          state.waits.firstIndex { $0.id == id }.map { state.waits.remove(at: $0) }
        }
        expired?.continuation.resume(returning: false)
      }
    }
  }

  /// Everything written so far, as text.
  package var output: String {
    transcript.withLock { String(decoding: $0.bytes, as: UTF8.self) }
  }

  /// How many bytes have been written so far: a place to wait from.
  package var writtenCount: Int { transcript.withLock { $0.bytes.count } }

  /// Waits (with a ``HangGuard``) until the output written after the first `offset`
  /// bytes contains `text`; each check reads only those bytes, so a long
  /// transcript costs nothing (what a benchmark waiting per frame needs).
  ///
  /// - Parameters:
  ///   - text: What to wait for.
  ///   - offset: A ``writtenCount`` read before the awaited output.
  /// - Returns: Whether it came.
  package func waitFor(_ text: String, after offset: Int) async -> Bool {
    await wait { bytes in
      String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self).contains(text)
    }
  }

  /// Types bytes as the user would.
  package func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// Writes bytes as a terminal delivers a paste: all at once, on a
  /// thread of their own (the other end drains them as it reads).
  package func paste(_ text: String) {
    let bytes = Array(text.utf8)
    Thread { [controller] in
      var rest = bytes[...]
      while !rest.isEmpty {
        let written = rest.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        rest = rest.dropFirst(written)
      }
    }.start()
  }

  /// Gives the terminal a new size and tells this process, as the kernel
  /// tells the terminal's foreground process (which the test is not).
  ///
  /// - Parameters:
  ///   - columns: The new width.
  ///   - rows: The new height.
  package func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Glibc)
      _ = ioctl(device, UInt(TIOCSWINSZ), &size)
    #else
      _ = ioctl(device, TIOCSWINSZ, &size)
    #endif
    kill(getpid(), SIGWINCH)
  }

  /// Waits (with a ``HangGuard``) until `text` occurs at least `count` times.
  package func waitFor(_ text: String, count: Int) async -> Bool {
    await wait { bytes in Self.occurrences(of: text, in: bytes) >= count }
  }

  /// How many times `text` occurs in the output so far.
  package func occurrences(of text: String) -> Int {
    transcript.withLock { Self.occurrences(of: text, in: $0.bytes) }
  }

  private static func occurrences(of text: String, in bytes: [UInt8]) -> Int {
    String(decoding: bytes, as: UTF8.self).components(separatedBy: text).count - 1
  }

  /// Waits (with a ``HangGuard``) until the output contains `text`.
  package func waitFor(_ text: String) async -> Bool {
    await wait { bytes in String(decoding: bytes, as: UTF8.self).contains(text) }
  }

  /// The device's local mode flags.
  package var localFlags: tcflag_t {
    var mode = termios()
    _ = tcgetattr(device, &mode)
    return mode.c_lflag
  }

  /// Closes the device end, waits for the reading thread to see the end
  /// (so it never reads a reused descriptor), then closes the other end.
  package func close() {
    #if canImport(Glibc)
      _ = Glibc.close(device)
      _ = drained.wait(timeout: .now() + 5)
      _ = Glibc.close(controller)
    #else
      _ = Darwin.close(device)
      _ = drained.wait(timeout: .now() + 5)
      _ = Darwin.close(controller)
    #endif
  }
}

/// A value behind Foundation's lock.
///
/// Not Synchronization's `Mutex` (macOS 15, iOS 18), nor FluentAlertText's lock: the benchmarks
/// build this file too, and see only the package's products.
private final class TranscriptLock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
