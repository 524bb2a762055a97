// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FluentAlert",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "FluentAlert", targets: ["FluentAlert"]),
    .library(name: "FluentAlertJSON", targets: ["FluentAlertJSON"]),
    .library(name: "FluentAlertMacrosFree", targets: ["FluentAlertMacrosFree"]),
    .library(name: "FluentAlertTesting", targets: ["FluentAlertTesting"]),
    .library(name: "FluentAlertTerminal", targets: ["FluentAlertTerminal"]),
    .library(name: "FluentAlertUIKit", targets: ["FluentAlertUIKit"]),
    .library(name: "FluentAlertSwiftUI", targets: ["FluentAlertSwiftUI"]),
    .library(name: "FluentAlertAppKit", targets: ["FluentAlertAppKit"]),

    // MARK: Terminal demo
    .executable(name: "fluentalert-demo", targets: ["TerminalDemo"]),
    // MARK: End terminal demo
  ],
  targets: [
    // MARK: Library modules
    .target(name: "FluentAlert"),
    .target(name: "FluentAlertJSON", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertMacrosFree", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertTesting", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertTerminal", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertUIKit", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertSwiftUI", dependencies: ["FluentAlert"]),
    .target(name: "FluentAlertAppKit", dependencies: ["FluentAlert"]),

    // MARK: Tests
    .testTarget(name: "FluentAlertTests", dependencies: ["FluentAlert", "FluentAlertTestSupport"]),
    .testTarget(
      name: "FluentAlertJSONTests",
      dependencies: ["FluentAlert", "FluentAlertJSON", "FluentAlertTestSupport"]),

    // MARK: Core test support (coretests): seeded dialog generator and law checkers
    .target(name: "FluentAlertTestSupport", dependencies: ["FluentAlert"], path: "Tests/Support"),

    // MARK: FluentAlertMacrosFree (macrosfree): equivalence tests, run-time benchmark workloads
    .testTarget(
      name: "FluentAlertMacrosFreeTests",
      dependencies: ["FluentAlertMacrosFree", "FluentAlertTestSupport"]),

    // MARK: Interaction: tests of the testing module
    .testTarget(
      name: "FluentAlertTestingTests",
      dependencies: ["FluentAlert", "FluentAlertTesting", "FluentAlertTestSupport"],
      exclude: ["__Snapshots__"]
    ),

    // MARK: Terminal presenter tests and demo
    .executableTarget(
      name: "TerminalDemo", dependencies: ["FluentAlertTerminal"], path: "Examples/TerminalDemo"),
    .testTarget(
      name: "FluentAlertTerminalTests",
      dependencies: [
        "FluentAlertTerminal", "FluentAlert", "FluentAlertTesting", "FluentAlertTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    // MARK: End terminal presenter
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Apple shells: plan tests everywhere; shell tests on Linux only
// The shims copy Apple's published UIKit/AppKit/SwiftUI signatures with recording fakes. They
// are test fixtures: declared only when the manifest is evaluated on Linux, so they are never
// built on Apple platforms and never shipped. The *Shimmed targets compile the real shell
// sources (a symlink to Sources/FluentAlertUIKit, …AppKit, …SwiftUI) against them.
package.targets += [
  .testTarget(name: "FluentAlertUIKitTests", dependencies: ["FluentAlertUIKit"]),
  .testTarget(name: "FluentAlertSwiftUITests", dependencies: ["FluentAlertSwiftUI"]),
  .testTarget(name: "FluentAlertAppKitTests", dependencies: ["FluentAlertAppKit"]),
]
#if os(Linux)
  package.targets += [
    .target(name: "UIKitShim", path: "Tests/AppleShims/UIKitShim"),
    .target(name: "AppKitShim", path: "Tests/AppleShims/AppKitShim"),
    .target(name: "SwiftUIShim", path: "Tests/AppleShims/SwiftUIShim"),
    .target(
      name: "FluentAlertUIKitShimmed", dependencies: ["FluentAlert", "UIKitShim"],
      path: "Tests/AppleShims/FluentAlertUIKitShimmed",
      swiftSettings: [.define("FLUENTALERT_UIKIT_SHIM")]),
    .target(
      name: "FluentAlertSwiftUIShimmed", dependencies: ["FluentAlert", "SwiftUIShim"],
      path: "Tests/AppleShims/FluentAlertSwiftUIShimmed",
      swiftSettings: [.define("FLUENTALERT_SWIFTUI_SHIM")]),
    .target(
      name: "FluentAlertAppKitShimmed", dependencies: ["FluentAlert", "AppKitShim"],
      path: "Tests/AppleShims/FluentAlertAppKitShimmed",
      swiftSettings: [.define("FLUENTALERT_APPKIT_SHIM")]),
    .testTarget(
      name: "AppleShellTests",
      dependencies: [
        "FluentAlert", "UIKitShim", "AppKitShim", "FluentAlertUIKitShimmed",
        "FluentAlertAppKitShimmed", "SwiftUIShim", "FluentAlertSwiftUIShimmed",
      ]),
  ]
#endif
// MARK: - end of Apple shells
// MARK: - Codable form: `fluentalert` CLI, decoder fuzzer, decode benchmark, CLI tests
package.products += [
  .executable(name: "fluentalert", targets: ["DialogCLI"])
]
package.targets += [
  .executableTarget(
    name: "DialogCLI", dependencies: ["FluentAlert", "FluentAlertJSON", "FluentAlertTerminal"],
    path: "Examples/DialogCLI"),
  .testTarget(
    name: "FluentAlertCLITests", dependencies: ["DialogCLI", "FluentAlertTestSupport"],
    path: "Tests/FluentAlertCLITests"),
]
