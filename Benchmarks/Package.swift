// swift-tools-version: 6.0
// FluentAlert's benchmark programs and decoder fuzzer, kept apart from the library so that
// building FluentAlert never builds them. The scripts beside this manifest build them in
// release mode and run them; see README.md.
import PackageDescription

let fluentAlert = "FluentAlert"

let package = Package(
  name: "FluentAlertBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: fluentAlert, path: "..")],
  targets: [
    // Run time of the builder and the chain against the initializer (run.sh runtime).
    .executableTarget(
      name: "DSLBenchmarks", dependencies: [.product(name: "FluentAlert", package: fluentAlert)]),
    // Run time of drafts against the dialogs they finish as (MacrosFree/runtime.sh).
    .executableTarget(
      name: "FluentAlertMacrosFreeBenchmarks",
      dependencies: [.product(name: "FluentAlertMacrosFree", package: fluentAlert)]),
    // Snapshot text against dump(_:) of the same dialog.
    .executableTarget(
      name: "SnapshotBenchmark", dependencies: [.product(name: "FluentAlert", package: fluentAlert)]
    ),
    // Decoding hostile and well-formed documents.
    .executableTarget(
      name: "DecodeBenchmark",
      dependencies: [
        .product(name: "FluentAlert", package: fluentAlert),
        .product(name: "FluentAlertJSON", package: fluentAlert),
      ]),
    // `matches` rules on patterns that make a backtracking engine exponential (pattern.sh).
    .executableTarget(
      name: "PatternBenchmark", dependencies: [.product(name: "FluentAlert", package: fluentAlert)]),
    // Reading a session's state while it changes (session.sh).
    .executableTarget(
      name: "SessionReadBenchmark",
      dependencies: [.product(name: "FluentAlert", package: fluentAlert)]),
    // A terminal on a pseudo-terminal: pastes (paste.sh) and scrolling sheets (scroll.sh).
    .executableTarget(
      name: "PasteBenchmark",
      dependencies: [
        .product(name: "FluentAlert", package: fluentAlert),
        .product(name: "FluentAlertTerminal", package: fluentAlert), "BenchmarkSupport",
      ]),
    .executableTarget(
      name: "ScrollBenchmark",
      dependencies: [
        .product(name: "FluentAlert", package: fluentAlert),
        .product(name: "FluentAlertTerminal", package: fluentAlert), "BenchmarkSupport",
      ]),
    // The pseudo-terminal and CPU clock the tests use (the files are links into Tests/Support).
    .target(name: "BenchmarkSupport"),
    // libFuzzer target for the JSON decoder, with a seeded mutation loop where libFuzzer is
    // missing (the fuzz check of .ci/run).
    .executableTarget(
      name: "DialogDecodeFuzz",
      dependencies: [
        .product(name: "FluentAlert", package: fluentAlert),
        .product(name: "FluentAlertJSON", package: fluentAlert),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
