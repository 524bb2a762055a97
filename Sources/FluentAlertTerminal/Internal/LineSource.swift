#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line mode's input, read in blocks without ever taking bytes past the
/// line break of the answer asked for.
///
/// Whatever reads the input next (the next dialog, another program in the
/// same pipeline, the script itself) starts right after the answer, as
/// with a shell's `read`. How depends on the input:
///
/// - a terminal in canonical mode hands over at most one line per read;
/// - a file is read in blocks and wound back to just after the line break;
/// - a socket is peeked (`MSG_PEEK`), then exactly the line is read;
/// - a pipe is duplicated into a private pipe without consuming it (`tee`,
///   on Linux), then exactly the line is read; where `tee` is missing, one
///   byte per read;
/// - any other device (such as `/dev/zero`) is read in blocks.
final class LineSource {
  /// How the input is read.
  private enum Kind {
    case whole, file, socket, pipe, byteByByte
  }

  private let descriptor: Int32
  private let kind: Kind
  /// The private pipe a pipe's bytes are duplicated into, for peeking.
  private var scratch: (read: Int32, write: Int32) = (-1, -1)

  /// The source for an input descriptor.
  ///
  /// - Parameter descriptor: The descriptor line mode reads.
  init(_ descriptor: Int32) {
    self.descriptor = descriptor
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      kind = .byteByByte
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .file
    case S_IFSOCK: kind = .socket
    case S_IFIFO:
      var descriptors: [Int32] = [-1, -1]
      if Self.duplicate != nil, pipe(&descriptors) == 0 {
        scratch = (descriptors[0], descriptors[1])
        kind = .pipe
      } else {
        kind = .byteByByte
      }
    default:
      var mode = termios()
      let canonical = tcgetattr(descriptor, &mode) == 0 && mode.c_lflag & tcflag_t(ICANON) != 0
      let isTerminal = isatty(descriptor) == 1
      kind = isTerminal && !canonical ? .byteByByte : .whole
    }
  }

  deinit {
    if scratch.read >= 0 { close(scratch.read) }
    if scratch.write >= 0 { close(scratch.write) }
  }

  /// Reads the next bytes of the input, never past a line break.
  ///
  /// Call it when the input is readable (it may block otherwise).
  ///
  /// - Parameter buffer: Where the bytes go; its count is the most read.
  /// - Returns: How many bytes were read; 0 at the end of input; -1 on an
  ///   error (`errno` says which).
  func read(into buffer: inout [UInt8]) -> Int {
    switch kind {
    case .whole:
      return Self.read(descriptor, &buffer, buffer.count)
    case .file:
      let count = Self.read(descriptor, &buffer, buffer.count)
      let taken = Self.lineLength(buffer, count)
      if taken < count { lseek(descriptor, off_t(taken - count), SEEK_CUR) }
      return taken
    case .socket:
      let peeked = recv(descriptor, &buffer, buffer.count, Int32(MSG_PEEK))
      guard peeked > 0 else { return peeked }
      return Self.read(descriptor, &buffer, Self.lineLength(buffer, peeked))
    case .pipe:
      guard let duplicate = Self.duplicate else { return Self.read(descriptor, &buffer, 1) }
      let peeked = duplicate(descriptor, scratch.write, buffer.count, 0)
      guard peeked > 0 else {
        // End of input (0), or a pipe tee refuses: read it the slow way.
        return peeked == 0 ? 0 : Self.read(descriptor, &buffer, 1)
      }
      var seen = 0
      while seen < peeked {
        let count = buffer.withUnsafeMutableBytes { bytes in
          systemRead(scratch.read, bytes.baseAddress.map { $0 + seen }, peeked - seen)
        }
        if count <= 0 { break }
        seen += count
      }
      return Self.read(descriptor, &buffer, Self.lineLength(buffer, seen))
    case .byteByByte:
      return Self.read(descriptor, &buffer, 1)
    }
  }

  /// How many of the first `count` bytes to take: up to and including the
  /// first line break, else all of them.
  private static func lineLength(_ buffer: [UInt8], _ count: Int) -> Int {
    guard count > 0 else { return count }
    return buffer[0..<count].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? count
  }

  private static func read(_ descriptor: Int32, _ buffer: inout [UInt8], _ count: Int) -> Int {
    systemRead(descriptor, &buffer, min(count, buffer.count))
  }

  /// The `tee` system call, which copies a pipe's bytes into another pipe.
  ///
  /// It leaves them unread in the first. Linux only, and left out of Glibc's
  /// module map, so looked up by name.
  private static let duplicate: (@convention(c) (Int32, Int32, Int, UInt32) -> Int)? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tee") else { return nil }
      return unsafeBitCast(
        symbol, to: (@convention(c) (Int32, Int32, Int, UInt32) -> Int).self)
    #else
      return nil
    #endif
  }()
}

/// `read(2)`, named apart from ``LineSource/read(into:)``.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, bytes, count)
}
