import Foundation
import Testing

@testable import FluentAlertTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `pipe(2)`, named apart from the ``LineSourceTests/Kind/pipe`` case.
private func openPipe(_ descriptors: inout [Int32]) -> Int32 { pipe(&descriptors) }

/// Line mode's input read in blocks, from each kind of input, never past
/// the line asked for.
@Suite("Line source")
struct LineSourceTests {
  /// An input of one kind with `text` in it: the descriptor to read and one
  /// to close afterwards.
  enum Kind: String, CaseIterable, Sendable {
    case pipe, socket, file

    func input(holding text: String) throws -> (read: Int32, other: Int32) {
      var bytes = Array(text.utf8)
      var descriptors: [Int32] = [-1, -1]
      switch self {
      case .pipe:
        guard openPipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        _ = write(descriptors[1], &bytes, bytes.count)
        return (descriptors[0], descriptors[1])
      case .socket:
        #if canImport(Glibc)
          let stream = Int32(SOCK_STREAM.rawValue)
        #else
          let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &descriptors) == 0 else {
          throw POSIXError(.EMFILE)
        }
        _ = write(descriptors[1], &bytes, bytes.count)
        return (descriptors[0], descriptors[1])
      case .file:
        let path = FileManager.default.temporaryDirectory
          .appendingPathComponent("fluentalert-lines-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        unlink(path)
        return (descriptor, -1)
      }
    }
  }

  /// Reads one line the way line mode does, in blocks through the source.
  private func line(_ source: LineSource) -> String? {
    var block = [UInt8](repeating: 0, count: InputReader.blockSize)
    var line: [UInt8] = []
    while true {
      let count = source.read(into: &block)
      guard count > 0 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
      line += block[0..<count]
      if line.last == UInt8(ascii: "\n") { return String(decoding: line.dropLast(), as: UTF8.self) }
    }
  }

  @Test(
    "each read stops at a line break, so the next reader gets the rest", arguments: Kind.allCases)
  func stopsAtLineBreak(kind: Kind) throws {
    let long = String(repeating: "x", count: 40_000)  // more than one block
    let (input, other) = try kind.input(holding: "follow\n\(long)\n3\nrest")
    defer { close(input) }
    #expect(line(LineSource(input)) == "follow")
    // A new source, as the next dialog makes: nothing was taken from it.
    #expect(line(LineSource(input)) == long)
    #expect(line(LineSource(input)) == "3")
    if other >= 0 {
      shutdown(other, Int32(SHUT_WR))
      close(other)
    }
    var rest = [UInt8](repeating: 0, count: 64)
    let count = read(input, &rest, rest.count)
    #expect(count == 4 && String(decoding: rest[0..<max(count, 0)], as: UTF8.self) == "rest")
  }
}
