// swift-tools-version: 6.0
// FluentAlert's benchmark programs and decoder fuzzer, kept apart from the library so that
// building FluentAlert never builds them. The scripts beside this manifest build them in
// release mode and run them; see README.md.
import PackageDescription

let package = Package(
  name: "FluentAlertBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "FluentAlert", path: "..")],
  targets: [
    // Run time of the builder and the chain against the initializer (run.sh runtime).
    .executableTarget(name: "DSLBenchmarks", dependencies: fluentAlert("FluentAlert")),
    // Run time of drafts against the dialogs they finish as (MacrosFree/runtime.sh).
    .executableTarget(
      name: "FluentAlertMacrosFreeBenchmarks", dependencies: fluentAlert("FluentAlertMacrosFree")),
    // Snapshot text against dump(_:) of the same dialog.
    .executableTarget(name: "SnapshotBenchmark", dependencies: fluentAlert("FluentAlert")),
    // Decoding a feed of documents against a plain parse (decode.sh).
    .executableTarget(name: "DecodeBenchmark", dependencies: fluentAlert("FluentAlertJSON")),
    // `matches` rules on patterns that make a backtracking engine exponential (pattern.sh).
    .executableTarget(name: "PatternBenchmark", dependencies: fluentAlert("FluentAlert")),
    // Reading a session's state while it changes (session.sh).
    .executableTarget(name: "SessionReadBenchmark", dependencies: fluentAlert("FluentAlert")),
    // Showing localized text from a String Catalog and a strings table (localization.sh).
    .executableTarget(
      name: "LocalizationBenchmark", dependencies: fluentAlert("FluentAlertTesting")),
    // A terminal on a pseudo-terminal: pastes (paste.sh) and scrolling sheets (scroll.sh).
    .executableTarget(
      name: "PasteBenchmark",
      dependencies: fluentAlert("FluentAlertTerminal") + ["BenchmarkSupport"]),
    .executableTarget(
      name: "ScrollBenchmark",
      dependencies: fluentAlert("FluentAlertTerminal") + ["BenchmarkSupport"]),
    // Drawing a picture against the snapshot text of the same dialog (preview.sh).
    .executableTarget(name: "PreviewBenchmark", dependencies: fluentAlert("FluentAlertPreview")),
    // A review gallery's page against drawing its pictures one by one (gallery.sh).
    .executableTarget(name: "GalleryBenchmark", dependencies: fluentAlert("FluentAlertPreview")),
    // What one dialog weighs: build, resolve, snapshot, draw, and its sizes (weight.sh).
    .executableTarget(name: "WeightBenchmark", dependencies: fluentAlert("FluentAlertPreview")),
    // The pseudo-terminal and CPU clock the tests use (the files are links into Tests/Support).
    .target(name: "BenchmarkSupport"),
    // libFuzzer target for the JSON decoder, its dialogs drawn in every preview look, with a
    // seeded mutation loop where libFuzzer is missing (the fuzz check of .ci/run).
    .executableTarget(
      name: "DialogDecodeFuzz",
      dependencies: fluentAlert("FluentAlertJSON", "FluentAlertPreview", "FluentAlertTesting")),
  ],
  swiftLanguageModes: [.v6]
)

// Products of the FluentAlert package, with the core module they all build on.
func fluentAlert(_ libraries: String...) -> [Target.Dependency] {
  Set(["FluentAlert"] + libraries).sorted().map { .product(name: $0, package: "FluentAlert") }
}
