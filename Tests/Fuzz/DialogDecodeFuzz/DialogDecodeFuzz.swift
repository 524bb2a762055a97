import Foundation

#if FUZZING
  /// libFuzzer's entry point: one input per call.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzDialogDecode(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    DecodeOracle.check(data)
    return 0
  }
#else
  /// Without `-DFUZZING`: replays files and folders (the corpus, a crash
  /// reproducer) through the same oracle, so findings can be debugged.
  @main
  struct DialogDecodeFuzzReplay {
    static func main() throws {
      var count = 0
      for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
          FileHandle.standardError.write(Data("no such file: \(argument)\n".utf8))
          exit(2)
        }
        let paths =
          isDirectory.boolValue
          ? try FileManager.default.contentsOfDirectory(atPath: argument).sorted().map {
            argument + "/" + $0
          }
          : [argument]
        for path in paths {
          DecodeOracle.check(try Data(contentsOf: URL(fileURLWithPath: path)))
          count += 1
        }
      }
      print("replayed \(count) inputs: no property violated")
    }
  }
#endif
