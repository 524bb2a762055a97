import FluentAlert
import FluentAlertTesting
import Foundation

/// Shows a sheet of many localized actions through `DialogTester`, for
/// `valgrind --tool=callgrind` (`--toggle-collect='*benchmarkRegion*'`
/// counts only the region).
///
/// Usage: `LocalizationBenchmark none|strings|catalog cold|warm <actions>`.
/// The titles are keys (`"Item 0"`, …) and the title a plural
/// (`"Delete %lld photos?"`), looked up in Russian in a bundle with no
/// tables (`none`, the baseline), a `ru.lproj/Localizable.strings`
/// (`strings`), or a `Localizable.xcstrings` with the same keys, plural
/// variations included (`catalog`). `cold` measures the first dialog (the
/// table is read and parsed inside the region); `warm` shows one dialog
/// before the region, so the region measures lookups alone. Run by
/// `Benchmarks/localization.sh`.
@main
enum LocalizationBenchmark {
  @MainActor
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let count = Int(arguments[3]),
      ["none", "strings", "catalog"].contains(arguments[1]),
      ["cold", "warm"].contains(arguments[2])
    else {
      print("usage: LocalizationBenchmark none|strings|catalog cold|warm <actions>")
      return
    }
    let folder = try makeBundle(arguments[1], keys: count)
    defer { try? FileManager.default.removeItem(at: folder) }
    let localization = DialogLocalization(
      bundle: Bundle(url: folder)!, locale: Locale(identifier: "ru"))
    let dialog = sheet(count)
    if arguments[2] == "warm" { _ = try warmUp(dialog, localization) }
    let state = try benchmarkRegion(dialog, localization)
    print("actions \(count) state \(state.utf8.count) bytes: \(state.prefix(40))")
  }

  static func sheet(_ count: Int) -> Dialog<Int> {
    let photos = 21
    return Dialog<Int>(.actionSheet, title: "Delete \(photos) photos?") {
      for index in 0..<count {
        Action(.localized(TextKey("Item \(index)")), key: index)
      }
      Cancel(.systemCancel, key: -1)
    }
  }

  /// A folder standing for a bundle, with the tables `kind` names.
  static func makeBundle(_ kind: String, keys: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-localization-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    switch kind {
    case "strings":
      let lproj = folder.appendingPathComponent("ru.lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      var lines = (0..<keys).map { "\"Item \($0)\" = \"Пункт \($0)\";" }
      lines.append("\"Delete %lld photos?\" = \"Удалить фотографии (%lld)?\";")
      try lines.joined(separator: "\n").write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true,
        encoding: .utf8)
    case "catalog":
      var strings: [String: Any] = [:]
      for index in 0..<keys {
        strings["Item \(index)"] = [
          "localizations": [
            "ru": ["stringUnit": ["state": "translated", "value": "Пункт \(index)"]]
          ]
        ]
      }
      func unit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
      }
      strings["Delete %lld photos?"] = [
        "localizations": [
          "ru": [
            "variations": [
              "plural": [
                "one": unit("Удалить %lld фотографию?"), "few": unit("Удалить %lld фотографии?"),
                "many": unit("Удалить %lld фотографий?"), "other": unit("Удалить %lld фотографии?"),
              ]
            ]
          ]
        ]
      ]
      let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
      try JSONSerialization.data(withJSONObject: catalog).write(
        to: folder.appendingPathComponent("Localizable.xcstrings"))
    default:
      break
    }
    return folder
  }
}

/// The measured region: a tester for the dialog (its rows resolved in the
/// localization) and what it shows.
@MainActor
@inline(never)
func benchmarkRegion(_ dialog: Dialog<Int>, _ localization: DialogLocalization) throws -> String {
  try DialogTester(dialog, localization: localization).visibleState
}

/// The same work outside the measured region: reads the table once. (It
/// returns a count, so the optimizer cannot fold it into the region.)
@MainActor
@inline(never)
func warmUp(_ dialog: Dialog<Int>, _ localization: DialogLocalization) throws -> Int {
  try DialogTester(dialog, localization: localization).visibleState.utf8.count
}
