internal import FluentAlertText
internal import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something the input thread observed.
enum InputEvent: Hashable, Sendable {
  /// Keys decoded from raw-mode input.
  case keys([TerminalKey])
  /// One line of cooked input, without its line break.
  case line(String)
  /// The input was closed (EOF).
  case endOfInput
  /// Line mode met a line longer than ``InputReader/longestLine`` bytes: the
  /// input is treated as ended, with memory held to that bound.
  case lineTooLong
  /// The terminal was resized.
  case resize
}

/// Reads the terminal on its own thread and hands what it reads to the main
/// actor as ``InputEvent``s, so waiting for a key never blocks the main
/// actor (where the dialog session's timers run).
///
/// The thread `poll`s the input and a wake-up pipe: the pipe carries
/// `SIGWINCH` (a resize) and the stop request, so ``stop()`` returns at once
/// instead of after the next key. In key mode a lone `ESC` becomes the
/// Escape key after ``escapeTimeout`` of quiet. In line mode the input is
/// read in blocks through a ``LineSource``, which never takes bytes past the
/// answer's line break: the next dialog, or the program, reads the rest. A
/// line longer than ``longestLine`` ends the input
/// (``InputEvent/lineTooLong``) instead of growing memory without bound.
final class InputReader: Sendable {
  /// How input is split into events.
  enum Mode: Sendable {
    /// Raw-mode bytes decoded into keys.
    case keys
    /// Cooked input split into lines.
    case lines
  }

  /// How long a lone `ESC` waits for the rest of a sequence, in ms.
  static let escapeTimeout: Int32 = 30

  /// The longest line line mode accepts, in bytes (64 KiB).
  static let longestLine = 65_536

  /// How many bytes one `read` asks for.
  static let blockSize = 16_384

  /// The most bytes of ready input gathered into one event of keys.
  static let largestBatch = 262_144

  /// Appends keys, joining a paste split across reads into one.
  private static func append(_ more: [TerminalKey], to keys: inout [TerminalKey]) {
    guard case .paste(let head) = more.first, case .paste(let tail) = keys.last else {
      keys += more
      return
    }
    keys[keys.count - 1] = .paste(tail + head)
    keys += more.dropFirst()
  }

  /// Whether more input can be read at once, without waiting.
  private func inputIsReady() -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// The events, in order; finishes after ``stop()`` or the end of input.
  let events: AsyncStream<InputEvent>
  /// The write end of the wake-up pipe (for the resize signal handler).
  let wakeDescriptor: Int32

  private let input: Int32
  private let wakeRead: Int32
  private let finished = DispatchSemaphore(value: 0)
  // A lock, not `Atomic`: Synchronization's types need macOS 15, and the package supports 13.
  private let stopped = MemoLock(false)

  /// Starts the reading thread.
  ///
  /// - Parameters:
  ///   - input: The descriptor to read.
  ///   - mode: Keys or lines.
  init(input: Int32, mode: Mode) {
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) != 0 { descriptors = [-1, -1] }
    self.input = input
    wakeRead = descriptors[0]
    wakeDescriptor = descriptors[1]
    let (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    self.events = events
    let thread = Thread { [self] in
      run(mode: mode, continuation: continuation)
      continuation.finish()
      finished.signal()
    }
    thread.name = "FluentAlertTerminal input"
    thread.start()
  }

  deinit {
    if wakeRead >= 0 { close(wakeRead) }
    if wakeDescriptor >= 0 { close(wakeDescriptor) }
  }

  /// Stops the thread and waits for it to finish.
  ///
  /// Returns at once: the wake-up pipe interrupts its `poll`. Safe to call
  /// more than once.
  func stop() {
    let wasStopped = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    var byte: UInt8 = 0
    _ = write(wakeDescriptor, &byte, 1)
    finished.wait()
  }

  /// Asks for one more line (line mode): the thread reads exactly one line
  /// and yields it as ``InputEvent/line(_:)``, or ``InputEvent/endOfInput``.
  func requestLine() {
    var byte = Self.lineRequestByte
    _ = write(wakeDescriptor, &byte, 1)
  }

  /// Byte written to the wake-up pipe to ask for a line.
  private static let lineRequestByte: UInt8 = 2

  // MARK: - The thread

  private func run(mode: Mode, continuation: AsyncStream<InputEvent>.Continuation) {
    switch mode {
    case .keys: readKeys(continuation)
    case .lines: readLines(continuation)
    }
  }

  /// What `poll` reported.
  private enum Readiness {
    case input
    case wake([UInt8])
    case timeout, failed
  }

  private func wait(timeout: Int32) -> Readiness {
    while true {
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failed
      }
      if ready == 0 { return .timeout }
      if descriptors[1].revents != 0 {
        var wake = [UInt8](repeating: 0, count: 64)
        let count = read(wakeRead, &wake, wake.count)
        return .wake(count > 0 ? Array(wake[0..<count]) : [])
      }
      return .input
    }
  }

  private func readKeys(_ continuation: AsyncStream<InputEvent>.Continuation) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: Self.blockSize)
    while !stopped.withLock({ $0 }) {
      switch wait(timeout: decoder.hasPending ? Self.escapeTimeout : -1) {
      case .failed:
        continuation.yield(.endOfInput)
        return
      case .timeout:
        let keys = decoder.flush()
        if !keys.isEmpty { continuation.yield(.keys(keys)) }
      case .wake(let bytes):
        if bytes.contains(SignalGuard.resizeByte) { continuation.yield(.resize) }
      case .input:
        // Everything the terminal has ready becomes one event (up to a
        // bound), so a paste is handled, and drawn, once rather than once
        // per read.
        var keys: [TerminalKey] = []
        var taken = 0
        repeat {
          let count = read(input, &buffer, buffer.count)
          if count < 0, errno == EINTR || errno == EAGAIN { break }
          if count <= 0 {
            Self.append(decoder.flush(), to: &keys)
            if !keys.isEmpty { continuation.yield(.keys(keys)) }
            continuation.yield(.endOfInput)
            return
          }
          taken += count
          Self.append(decoder.decode(buffer[0..<count]), to: &keys)
        } while taken < Self.largestBatch && inputIsReady()
        if !keys.isEmpty { continuation.yield(.keys(keys)) }
      }
    }
  }

  private func readLines(_ continuation: AsyncStream<InputEvent>.Continuation) {
    let source = LineSource(input)
    var pending: [UInt8] = []
    // Bytes of `pending` known to hold no line break, so each byte is
    // searched once however many reads a line takes.
    var searched = 0
    var requested = 0
    var block = [UInt8](repeating: 0, count: Self.blockSize)
    while !stopped.withLock({ $0 }) {
      if requested == 0 {
        // Wait for a request without touching the input.
        var wake = [UInt8](repeating: 0, count: 64)
        let count = read(wakeRead, &wake, wake.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        requested += wake[0..<count].filter { $0 == Self.lineRequestByte }.count
        continue
      }
      if let end = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        continuation.yield(.line(Self.text(pending[..<end])))
        pending.removeSubrange(...end)
        searched = 0
        requested -= 1
        continue
      }
      searched = pending.count
      if pending.count > Self.longestLine {
        continuation.yield(.lineTooLong)
        pending = []
        return
      }
      switch wait(timeout: -1) {
      case .failed:
        continuation.yield(.endOfInput)
        return
      case .timeout:
        continue
      case .wake(let bytes):
        requested += bytes.filter { $0 == Self.lineRequestByte }.count
      case .input:
        let count = source.read(into: &block)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 {
          if !pending.isEmpty { continuation.yield(.line(Self.text(pending[...]))) }
          pending = []
          continuation.yield(.endOfInput)
          return
        }
        pending += block[0..<count]
      }
    }
  }

  /// A line's bytes as text, without a trailing carriage return.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
