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
    // The text engines the libraries share, a module but not a product: format strings, the
    // String Catalog reader and plural rules, FluentAlert's own texts (a String Catalog), the
    // pattern matcher, display width and escaping. Nothing in it knows a dialog.
    .target(name: "FluentAlertText", resources: [.copy("Resources/FluentAlert.xcstrings")]),
    // Executables users run: the JSON checker and presenter, and the terminal demo.
    .executableTarget(
      name: "FluentAlertCLI",
      dependencies: [
        "FluentAlertJSON", "FluentAlertPreview", "FluentAlertTerminal", "FluentAlertText",
      ]),
    .executableTarget(
      name: "TerminalDemo", dependencies: ["FluentAlertTerminal"], path: "Examples/TerminalDemo",
      resources: [.process("Localizable.xcstrings")]),
    // Tests: one target per module, and the support they share (with a script that uses
    // DialogTester outside any test, run as a child process).
    .target(
      name: "FluentAlertTestSupport", dependencies: ["FluentAlert", "FluentAlertText"],
      path: "Tests/Support/FluentAlertTestSupport", resources: [.copy("Localization")]),
    .executableTarget(
      name: "DialogTesterScript", dependencies: ["FluentAlertTesting"],
      path: "Tests/Support/DialogTesterScript"),
    tests(of: "FluentAlertText"),
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

// What a library builds on: the core, and the text engines where it measures, escapes or
// formats text itself; for the previews also the terminal, whose own layout
// draws the terminal look, and the AppKit shell, whose button order the macOS look draws; for
// the testing helpers also the previews they pin.
func dependencies(of library: String) -> [Target.Dependency] {
  switch library {
  case "FluentAlert": ["FluentAlertText"]
  case "FluentAlertJSON", "FluentAlertTerminal", "FluentAlertUIKit":
    ["FluentAlert", "FluentAlertText"]
  case "FluentAlertPreview":
    ["FluentAlert", "FluentAlertText", "FluentAlertTerminal", "FluentAlertAppKit"]
  case "FluentAlertTesting": ["FluentAlert", "FluentAlertText", "FluentAlertPreview"]
  // SwiftUI's text fields take UIKit's keyboard and content types, mapped once in the UIKit shell.
  case "FluentAlertSwiftUI": ["FluentAlert", "FluentAlertUIKit"]
  default: ["FluentAlert"]
  }
}

// The tests of `module`, in `Tests/<module>Tests`. A platform shell's tests in `Shell/` read only
// what Apple's API exposes, so they run on Linux against the shim of its framework and on Apple
// platforms against the framework itself; those in `ShimOnly/` need the shim's recording (taps,
// presentations, raised exceptions), so they build on Linux only.
func tests(
  of module: String, with others: [Target.Dependency] = [], snapshots: Bool = false,
  shim framework: String? = nil
) -> Target {
  var dependencies: [Target.Dependency] =
    [.target(name: module), "FluentAlertTestSupport"] + others
  if module != "FluentAlertText" { dependencies.append("FluentAlertText") }
  var exclude = snapshots ? ["__Snapshots__"] : []
  #if os(Linux)
    if let framework {
      let shimmed = module == "FluentAlert" ? "FluentAlert\(framework)Shimmed" : module + "Shimmed"
      dependencies += [.target(name: framework + "Shim"), .target(name: shimmed)]
    }
  #else
    if framework != nil { exclude += ["ShimOnly"] }
  #endif
  return .testTarget(name: module + "Tests", dependencies: dependencies, exclude: exclude)
}

// Linux-only shims: `<Framework>Shim` declares Apple's published signatures with recording
// fakes, and `FluentAlert<Framework>Shimmed` compiles that shell's real sources (a link) against
// it, unchanged: a module alias makes `canImport(UIKit)` and `import UIKit` find the shim. For
// Foundation, the core's Apple-only sources (`Sources/FluentAlert/Localization/Apple`) see the shim's
// `LocalizedStringResource` and the core through an implicit import, and `canImport(Darwin)`
// finds the shim. SwiftUI's shell takes its macOS branches where AppKit can be imported, so its
// shim sees AppKit's too. Test fixtures, declared only when the manifest is evaluated on Linux,
// never shipped.
func linuxShims() -> [Target] {
  #if os(Linux)
    func alias(_ names: [String: String]) -> [String] {
      names.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
    }
    let aliases: [String: [String]] = [
      // Here the resource type is the shim's, so the sources' `public import Foundation` looks
      // unused: the one warning, silenced; .ci/checks/12-apple-core.sh checks them in the core.
      "Foundation": alias(["Darwin": "FoundationShim"])
        + ["-Xfrontend", "-import-module", "-Xfrontend", "Darwin"]
        + ["-Xfrontend", "-no-warnings-as-errors", "-Xfrontend", "-suppress-warnings"],
      "UIKit": alias(["UIKit": "UIKitShim"]),
      "SwiftUI": alias(["SwiftUI": "SwiftUIShim", "AppKit": "AppKitShim"]),
      "AppKit": alias(["AppKit": "AppKitShim"]),
    ]
    return ["Foundation", "UIKit", "SwiftUI", "AppKit"].flatMap { framework -> [Target] in
      let (shim, shimmed) = (framework + "Shim", "FluentAlert\(framework)Shimmed")
      var shims: [Target.Dependency] = [.target(name: shim)]
      if framework == "SwiftUI" { shims.append(.target(name: "AppKitShim")) }
      return [
        .target(
          name: shim,
          dependencies: framework == "Foundation"
            ? ["FluentAlert"] : framework == "SwiftUI" ? ["AppKitShim"] : [],
          path: "Tests/Support/AppleShims/" + shim),
        .target(
          name: shimmed, dependencies: ["FluentAlert"] + shims,
          path: "Tests/Support/AppleShims/" + shimmed,
          swiftSettings: [.unsafeFlags(aliases[framework] ?? [])]),
      ]
    }
  #else
    return []
  #endif
}
