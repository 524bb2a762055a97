import FluentAlert
import FluentAlertPreview
import Foundation

/// What one dialog weighs: the instructions to build it, resolve its texts,
/// snapshot and draw it, and the bytes its values take, for `weight.sh`
/// (`valgrind --tool=callgrind --toggle-collect='*benchmarkRegion*'` counts
/// only the measured region).
///
/// Usage:
/// - `WeightBenchmark sizes`: `MemoryLayout` sizes of the model's values;
/// - `WeightBenchmark build none|init|builder|chain|snapshot <iterations>`:
///   the ten-action dialog built (or its snapshot taken) `iterations` times,
///   after one warm-up build; `none` is the empty loop to subtract;
/// - `WeightBenchmark resolve none|strings|catalog <iterations>`: the
///   dialog's 12 texts resolved in Russian `iterations` times, after one
///   warm-up resolution that reads the tables, from a bundle with no table,
///   a `ru.lproj/Localizable.strings`, or a `Localizable.xcstrings`;
/// - `WeightBenchmark svg <actions>`: an iOS action sheet of `actions`
///   localized actions drawn as SVG, after one warm-up drawing.
@main
enum WeightBenchmark {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch (arguments.first, arguments.count) {
    case ("sizes", 1):
      printSizes()
    case ("build", 3):
      // One warm-up build first: the types' metadata and conformances are looked up once
      // per process, not per dialog.
      guard let iterations = Int(arguments[2]), let warmUp = build(arguments[1], 1),
        let checksum = benchmarkRegion({ build(arguments[1], iterations) })
      else { return usage() }
      _ = warmUp
      print("build \(arguments[1]) x\(iterations): \(checksum)")
    case ("resolve", 3):
      guard let iterations = Int(arguments[2]),
        ["none", "strings", "catalog"].contains(arguments[1])
      else { return usage() }
      let folder = try TableFolder(kind: arguments[1])
      defer { folder.remove() }
      let localization = DialogLocalization(bundle: folder.bundle, locale: Locale(identifier: "ru"))
      let texts = builder10().texts
      let warmUp = resolve(texts, in: localization, 1)
      let bytes = benchmarkRegion { resolve(texts, in: localization, iterations) }
      print("resolve \(arguments[1]) \(texts.count) texts x\(iterations): \(bytes) \(warmUp)")
    case ("svg", 2):
      guard let count = Int(arguments[1]) else { return usage() }
      let warmUp = sheet(2).svgPreview(.iOSActionSheet).utf8.count
      let measured = sheet(count)
      let bytes = benchmarkRegion { measured.svgPreview(.iOSActionSheet).utf8.count }
      print("svg \(count) actions: \(bytes) bytes \(warmUp)")
    default:
      usage()
    }
  }

  static func usage() {
    print(
      """
      usage: WeightBenchmark sizes
             WeightBenchmark build none|init|builder|chain|snapshot <iterations>
             WeightBenchmark resolve none|strings|catalog <iterations>
             WeightBenchmark svg <actions>
      """)
  }

  static func printSizes() {
    print("Dialog<Int>", MemoryLayout<Dialog<Int>>.size)
    print("DialogAction<Int>", MemoryLayout<DialogAction<Int>>.size)
    print("DialogText", MemoryLayout<DialogText>.size)
    print("DialogTextField<Int>", MemoryLayout<DialogTextField<Int>>.size)
  }

  /// An action sheet of `count` actions whose titles are keys, as an app's are.
  static func sheet(_ count: Int) -> Dialog<Int> {
    Dialog<Int>(.actionSheet, title: "Choose an action", message: "Pick one of the items below") {
      for index in 0..<count {
        Action(.localized(TextKey("Action \(index)")), key: index)
      }
      Cancel("Cancel", key: -1)
    }
  }
}

/// The measured region: everything called from here is counted.
@inline(never)
func benchmarkRegion<Result>(_ body: () -> Result) -> Result { body() }

/// The ten-action dialog built `iterations` times in the spelling `workload` names.
@inline(never)
func build(_ workload: String, _ iterations: Int) -> Int? {
  var checksum = 0
  for _ in 0..<iterations {
    switch workload {
    case "none": checksum += 1
    case "init": checksum += sink(initializer10())
    case "builder": checksum += sink(builder10())
    case "chain": checksum += sink(chain10())
    case "snapshot": checksum += snapshot10().utf8.count
    default: return nil
    }
  }
  return checksum
}

/// The snapshot of a freshly built ten-action dialog, minus nothing: the
/// build is a few percent of it.
@inline(never)
func snapshot10() -> String { builder10().snapshot }

/// Resolves every text `iterations` times; returns the bytes shown.
@inline(never)
func resolve(_ texts: [DialogText], in localization: DialogLocalization, _ iterations: Int)
  -> Int
{
  var bytes = 0
  for _ in 0..<iterations {
    for text in texts { bytes += text.resolved(in: localization).utf8.count }
  }
  return bytes
}

/// Keeps a result alive so the optimizer cannot drop the work.
@_optimize(none)
func sink<T>(_ value: T) -> Int {
  withExtendedLifetime(value) { 1 }
}

extension Dialog {
  /// The title, the message and every action's title.
  var texts: [DialogText] {
    [title, message].compactMap { $0 } + actions.map(\.title)
  }
}

/// A folder standing for a bundle, holding the Russian table `kind` names
/// for the ten-action dialog's keys.
struct TableFolder {
  let url: URL

  init(kind: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-weight-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let keys = ["Title", "Message"] + (0..<10).map { "Action \($0)" }
    switch kind {
    case "strings":
      let lproj = url.appendingPathComponent("ru.lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let lines = keys.map { "\"\($0)\" = \"Перевод: \($0)\";" }
      try lines.joined(separator: "\n").write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true,
        encoding: .utf8)
    case "catalog":
      var strings: [String: Any] = [:]
      for key in keys {
        strings[key] = [
          "localizations": [
            "ru": ["stringUnit": ["state": "translated", "value": "Перевод: \(key)"]]
          ]
        ]
      }
      let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
      try JSONSerialization.data(withJSONObject: catalog).write(
        to: url.appendingPathComponent("Localizable.xcstrings"))
    default:
      break
    }
  }

  var bundle: Bundle { Bundle(url: url)! }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
