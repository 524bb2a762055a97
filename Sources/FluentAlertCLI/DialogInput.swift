import FluentAlert
import Foundation

/// Reads the dialog bytes from a file or standard input, never more than the
/// decoding limit allows (plus one byte, so the limit error can be reported).
enum DialogInput {
  struct ReadError: Error {
    let message: String
  }

  static func read(_ path: String, limit: Int) throws(ReadError) -> Data {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ReadError(message: "no such file")
      }
      guard !isDirectory.boolValue else { throw ReadError(message: "is a directory") }
      guard let file = FileHandle(forReadingAtPath: path) else {
        throw ReadError(message: "cannot be opened for reading")
      }
      handle = file
    }
    defer { if path != "-" { try? handle.close() } }
    var data = Data()
    do {
      // One byte past the limit at most; `limit - data.count` cannot overflow
      // (0 <= data.count <= limit), and `+ 1` is only added below 65,536.
      while data.count <= limit,
        let chunk = try handle.read(upToCount: min(65_536, limit - data.count) + 1),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw ReadError(message: "read failed: \(error.localizedDescription)")
    }
    return data
  }
}
