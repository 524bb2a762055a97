#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output, written with `write(2)` so that a failed write (a closed
/// descriptor, a full disk, `/dev/full`) is an error the command reports
/// instead of output silently lost.
enum StandardOutput {
  /// Why standard output could not be written.
  struct WriteError: Error {
    let message: String
  }

  /// Whether descriptor 1 is open.
  ///
  /// Checked before anything else: a closed descriptor 1 would be reused by
  /// the next file the command opens.
  static var isOpen: Bool { fcntl(STDOUT_FILENO, F_GETFD) != -1 }

  /// Writes all of `text`, retrying short and interrupted writes.
  static func write(_ text: String) throws(WriteError) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        writeToStandardOutput(buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError(message: String(cString: strerror(errno)))
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// `write(2)` on descriptor 1 (the free function, which `StandardOutput.write` hides).
private func writeToStandardOutput(_ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(STDOUT_FILENO, bytes, count)
}
