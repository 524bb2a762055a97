/// Where in the test source a failure is reported: the caller's file, line
/// and column, captured by default arguments.
package struct FailureLocation: Sendable, CustomStringConvertible {
  /// `#fileID`: `Module/File.swift`.
  package let fileID: StaticString
  /// `#filePath`: the full path of the source file.
  package let filePath: StaticString
  /// The line, starting at 1.
  package let line: UInt
  /// The column, starting at 1.
  package let column: UInt

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - fileID: `#fileID`.
  ///   - filePath: `#filePath`.
  ///   - line: `#line`.
  ///   - column: `#column`.
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12:5`, as compilers print locations.
  package var description: String { "\(fileID):\(line):\(column)" }
}
