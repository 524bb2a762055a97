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
  ///
  /// `--mutate N [--seed S]` also runs N seeded random mutations of each
  /// input: the fallback where libFuzzer is not available.
  @main
  struct DialogDecodeFuzzReplay {
    static func main() throws {
      var arguments = Array(CommandLine.arguments.dropFirst())
      var mutations = 0
      var seed: UInt64 = 1
      if let index = arguments.firstIndex(of: "--mutate"), index + 1 < arguments.count {
        mutations = Int(arguments[index + 1]) ?? 0
        arguments.removeSubrange(index...(index + 1))
      }
      if let index = arguments.firstIndex(of: "--seed"), index + 1 < arguments.count {
        seed = UInt64(arguments[index + 1]) ?? 1
        arguments.removeSubrange(index...(index + 1))
      }
      var inputs: [Data] = []
      for argument in arguments {
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
          inputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
      }
      for input in inputs {
        DecodeOracle.check(input)
      }
      var rng = Mutator(seed: seed)
      for input in inputs {
        for _ in 0..<mutations {
          DecodeOracle.check(rng.mutate(input, donors: inputs))
        }
      }
      print(
        "replayed \(inputs.count) inputs and \(inputs.count * mutations) mutations: "
          + "no property violated")
    }
  }

  /// A small seeded mutator (SplitMix64): byte flips, inserts of JSON
  /// tokens, deletions, duplications and splices with other inputs.
  struct Mutator {
    private var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    private mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }

    private static let tokens = [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u0000", "\\uD83D", "null", "true", "-1e400",
      "\"fluentalert\":1", "\"actions\":[", "\"key\":", "\"all\":[", "\u{FF}", "\u{0}",
      "\"arguments\":[", "{\"double\":", "%@", "%lld", "%lf", "%2$@", "%n", "%9999$@", "%%",
    ].map { Array($0.utf8) }

    mutating func mutate(_ input: Data, donors: [Data]) -> Data {
      var bytes = [UInt8](input)
      for _ in 0...next(4) {
        let position = next(bytes.count + 1)
        switch next(5) {
        case 0 where !bytes.isEmpty:
          bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: next(256))
        case 1:
          bytes.insert(contentsOf: Self.tokens[next(Self.tokens.count)], at: position)
        case 2 where !bytes.isEmpty:
          let end = min(bytes.count, position + next(16) + 1)
          bytes.removeSubrange(min(position, end)..<end)
        case 3:
          let end = min(bytes.count, position + next(32))
          bytes.insert(contentsOf: bytes[position..<end], at: position)
        default:
          let donor = [UInt8](donors[next(donors.count)])
          let start = next(donor.count + 1)
          bytes.insert(contentsOf: donor[start..<min(donor.count, start + next(64))], at: position)
        }
      }
      return Data(bytes)
    }
  }
#endif
