import FluentAlert

/// Runs one DSL workload many times, for `valgrind --tool=callgrind`
/// (`--toggle-collect='*benchmarkRegion*'` counts only the workload) and for
/// memcheck's allocation count (subtract the `none` workload).
///
/// Usage: `DSLBenchmarks <workload> <size> <iterations>`; workloads:
/// none, init10, builder10, chain10, consuming, copying, builderFor, snapshot, dump.
@main
enum DSLBenchmarks {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let size = Int(arguments[2]), let iterations = Int(arguments[3])
    else {
      print("usage: DSLBenchmarks <workload> <size> <iterations>")
      return
    }
    let subject = snapshotSubject(arguments[1] == "snapshot" || arguments[1] == "dump" ? size : 0)
    let checksum = benchmarkRegion(arguments[1], size, iterations, subject)
    guard checksum >= 0 else {
      print("unknown workload \(arguments[1])")
      return
    }
    print("\(arguments[1]) \(size) x\(iterations): checksum \(checksum)")
  }
}

/// The measured region: everything called from here is counted.
@inline(never)
func benchmarkRegion(
  _ workload: String, _ size: Int, _ iterations: Int, _ subject: Dialog<BenchKey>
) -> Int {
  var checksum = 0
  for _ in 0..<iterations {
    switch workload {
    case "none": checksum += 1
    case "init10": checksum += sink(initializer10())
    case "builder10": checksum += sink(builder10())
    case "chain10": checksum += sink(chain10())
    case "consuming": checksum += sink(consumingLoop(size))
    case "copying": checksum += sink(copyingLoop(size))
    case "builderFor": checksum += sink(builderLoop(size))
    case "snapshot": checksum += sink(subject.snapshot)
    case "dump": checksum += sink(dumped(subject))
    default: return -1
    }
  }
  return checksum
}

/// The standard library's reflection-based text of the same value.
@inline(never)
func dumped(_ dialog: Dialog<BenchKey>) -> String {
  var text = ""
  dump(dialog, to: &text)
  return text
}

/// Keeps a result alive so the optimizer cannot drop the work.
@_optimize(none)
func sink<T>(_ value: T) -> Int {
  withExtendedLifetime(value) { 1 }
}
