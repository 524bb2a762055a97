// swift-tools-version: 6.0
import PackageDescription

// The libraries, each a product and a module of the same name: the core in plain Swift, and
// modules that each add one thing to it.
let libraries = [
  "FluentAlert", "FluentAlertJSON", "FluentAlertMacrosFree", "FluentAlertPreview",
  "FluentAlertTesting", "FluentAlertTerminal", "FluentAlertUIKit", "FluentAlertSwiftUI",
  "FluentAlertAppKit",
]

let package = Package(
  name: "FluentAlert",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: libraries.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "fluentalert", targets: ["FluentAlertCLI"]),
    .executable(name: "fluentalert-demo", targets: ["TerminalDemo"]),
  ],
  targets: libraries.map {
    .target(name: $0, dependencies: dependencies(of: $0))
  } + [
    // Executables users run: the JSON checker and presenter, and the terminal demo.
    .executableTarget(
      name: "FluentAlertCLI",
      dependencies: ["FluentAlertJSON", "FluentAlertPreview", "FluentAlertTerminal"]),
    .executableTarget(
      name: "TerminalDemo", dependencies: ["FluentAlertTerminal"], path: "Examples/TerminalDemo",
      resources: [.process("Localizable.xcstrings")]),
    // Tests: one target per module, and the support they share (with a script that uses
    // DialogTester outside any test, run as a child process).
    .target(
      name: "FluentAlertTestSupport", dependencies: ["FluentAlert"],
      path: "Tests/Support/FluentAlertTestSupport", resources: [.copy("Localization")]),
    .executableTarget(
      name: "DialogTesterScript", dependencies: ["FluentAlertTesting"],
      path: "Tests/Support/DialogTesterScript"),
    tests(of: "FluentAlert", with: ["FluentAlertTesting"], shim: "Foundation"),
    tests(of: "FluentAlertJSON"),
    tests(of: "FluentAlertMacrosFree"),
    tests(
      of: "FluentAlertPreview",
      with: ["FluentAlertTesting", "FluentAlertTerminal", "FluentAlertAppKit"], snapshots: true),
    tests(of: "FluentAlertTesting", with: ["DialogTesterScript"], snapshots: true),
    tests(of: "FluentAlertTerminal", with: ["FluentAlertTesting"], snapshots: true),
    tests(of: "FluentAlertCLI"),
    tests(of: "FluentAlertUIKit", with: ["FluentAlertTesting"], shim: "UIKit"),
    tests(of: "FluentAlertSwiftUI", shim: "SwiftUI"),
    tests(of: "FluentAlertAppKit", with: ["FluentAlertTesting"], shim: "AppKit"),
  ] + linuxShims(),
  swiftLanguageModes: [.v6]
)

// What a library builds on: the core; for the previews also the terminal, whose own layout
// draws the terminal look; for the testing helpers also the previews they pin.
func dependencies(of library: String) -> [Target.Dependency] {
  switch library {
  case "FluentAlert": []
  case "FluentAlertPreview": ["FluentAlert", "FluentAlertTerminal"]
  case "FluentAlertTesting": ["FluentAlert", "FluentAlertPreview"]
  default: ["FluentAlert"]
  }
}

// The tests of `module`, in `Tests/<module>Tests`. A platform shell's tests in `Shell/` drive
// the shell itself against the shim of its framework, so they build on Linux only.
func tests(
  of module: String, with others: [Target.Dependency] = [], snapshots: Bool = false,
  shim framework: String? = nil
) -> Target {
  var dependencies = [.target(name: module), "FluentAlertTestSupport"] + others
  var exclude = snapshots ? ["__Snapshots__"] : []
  #if os(Linux)
    if let framework {
      let shimmed = module == "FluentAlert" ? "FluentAlert\(framework)Shimmed" : module + "Shimmed"
      dependencies += [.target(name: framework + "Shim"), .target(name: shimmed)]
    }
  #else
    if framework != nil { exclude += ["Shell"] }
  #endif
  return .testTarget(name: module + "Tests", dependencies: dependencies, exclude: exclude)
}

// Linux-only shims: `<Framework>Shim` declares Apple's published signatures with recording
// fakes, and `FluentAlert<Framework>Shimmed` compiles that shell's real sources (a link) against
// it; for Foundation, the core's Apple-only sources (`Sources/FluentAlert/Apple`). Test
// fixtures, declared only when the manifest is evaluated on Linux, never shipped.
func linuxShims() -> [Target] {
  #if os(Linux)
    return ["Foundation", "UIKit", "SwiftUI", "AppKit"].flatMap { framework -> [Target] in
      let (shim, shimmed) = (framework + "Shim", "FluentAlert\(framework)Shimmed")
      return [
        .target(name: shim, path: "Tests/Support/AppleShims/" + shim),
        .target(
          name: shimmed, dependencies: ["FluentAlert", .target(name: shim)],
          path: "Tests/Support/AppleShims/" + shimmed,
          swiftSettings: [.define("FLUENTALERT_\(framework.uppercased())_SHIM")]),
      ]
    }
  #else
    return []
  #endif
}
