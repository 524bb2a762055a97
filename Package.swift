// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FluentAlert",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "FluentAlert", targets: ["FluentAlert"]),
    .library(name: "FluentAlertMacrosFree", targets: ["FluentAlertMacrosFree"]),
    .library(name: "FluentAlertTesting", targets: ["FluentAlertTesting"]),
    .library(name: "FluentAlertTerminal", targets: ["FluentAlertTerminal"]),
    .library(name: "FluentAlertUIKit", targets: ["FluentAlertUIKit"]),
    .library(name: "FluentAlertSwiftUI", targets: ["FluentAlertSwiftUI"]),
    .library(name: "FluentAlertAppKit", targets: ["FluentAlertAppKit"]),

    // MARK: Terminal demo (issue 5)
    .executable(name: "fluentalert-demo", targets: ["TerminalDemo"]),
    // MARK: End terminal demo
  ],
  targets: [
    // MARK: Library modules
    .target(name: "FluentAlert"),
    .target(name: "FluentAlertMacrosFree", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertTesting", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertTerminal", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertUIKit", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertSwiftUI", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertAppKit", dependencies: ["FluentAlert"]),

    // MARK: Tests
    .testTarget(name: "FluentAlertTests", dependencies: ["FluentAlert", "FluentAlertTestSupport"]),

    // MARK: Core test support (coretests): seeded dialog generator and law checkers
    .target(name: "FluentAlertTestSupport", dependencies: ["FluentAlert"], path: "Tests/Support"),

    // MARK: Terminal presenter tests and demo (issue 5)
    .executableTarget(
      name: "TerminalDemo", dependencies: ["FluentAlertTerminal"], path: "Examples/TerminalDemo"),
    .testTarget(
      name: "FluentAlertTerminalTests", dependencies: ["FluentAlertTerminal", "FluentAlert"]),
    // MARK: End terminal presenter
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Codable form (issue 9): `fluentalert` CLI, decoder fuzzer, decode benchmark, CLI tests
package.products += [
  .executable(name: "fluentalert", targets: ["DialogCLI"])
]
package.targets += [
  .executableTarget(
    name: "DialogCLI", dependencies: ["FluentAlert", "FluentAlertTerminal"],
    path: "Examples/DialogCLI"),
  .executableTarget(
    name: "DialogDecodeFuzz", dependencies: ["FluentAlert"], path: "Tests/Fuzz/DialogDecodeFuzz"),
  .executableTarget(
    name: "DecodeBenchmark", dependencies: ["FluentAlert"],
    path: "Tests/Benchmarks/DecodeBenchmark"),
  .testTarget(
    name: "FluentAlertCLITests", dependencies: ["DialogCLI"], path: "Tests/FluentAlertCLITests"),
]
