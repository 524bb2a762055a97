import FluentAlert
import FluentAlertTestSupport
import Foundation
import Testing

@Suite("rules per platform")
struct PlatformRuleTests {
  static let unanchoredSheet = Dialog<String>.actionSheet("Share")
    .addAction("Copy Link", key: "copy")
    .addCancel("Cancel", key: "cancel")

  @Test(
    "an action sheet without an anchor warns on UIKit only",
    arguments: DialogPlatform.allCases)
  func sheetWithoutAnchor(platform: DialogPlatform) {
    let kinds = Self.unanchoredSheet.problems(for: platform).map(\.kind)
    #expect(kinds == (platform == .uiKit ? [.actionSheetWithoutAnchor] : []))
    #expect(Self.unanchoredSheet.problems.map(\.kind) == [.actionSheetWithoutAnchor])
  }

  @Test("an alert closed only by its timer warns on SwiftUI and AppKit, which add an OK button")
  func timerOnly() {
    let toast = Dialog<String>.alert("Saved").dismiss(after: .seconds(2))
    for platform in DialogPlatform.allCases {
      #expect(
        toast.problems(for: platform).map(\.kind)
          == ([.swiftUI, .appKit].contains(platform) ? [.autoDismissOnly] : []), "\(platform)")
    }
  }

  @Test("an action sheet without cancel warns where it can end without a key, not on AppKit")
  func sheetWithoutCancel() {
    let sheet = Dialog<String>.actionSheet("Share").addAction("Copy", key: "copy").anchor(.center)
    let warned = DialogPlatform.allCases.filter { !sheet.problems(for: $0).isEmpty }
    #expect(warned == [.uiKit, .swiftUI, .terminal])
  }

  @Test("every error holds on every platform: presenters refuse it wherever they run")
  func errorsEverywhere() {
    var rng = SeededGenerator(seed: 5)
    var errorKinds: Set<DialogProblem.Kind> = []
    for _ in 0..<3_000 {
      for problem in Dialog<GenKey>.random(using: &rng, validity: .arbitrary).problems
      where problem.severity == .error {
        errorKinds.insert(problem.kind)
      }
    }
    #expect(errorKinds.count >= 15)
    for kind in errorKinds {
      #expect(kind.platforms == Set(DialogPlatform.allCases), "\(kind)")
    }
  }

  @Test("problems(for:) keeps problems' order and drops only rules of other platforms")
  func subsequence() {
    var rng = SeededGenerator(seed: 6)
    for _ in 0..<500 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      let all = dialog.problems
      var union: Set<DialogProblem.Kind> = []
      for platform in DialogPlatform.allCases {
        let some = dialog.problems(for: platform)
        let kept = all.filter { $0.kind.platforms.contains(platform) }
        #expect(some.map(\.kind) == kept.map(\.kind))
        #expect(some.map(\.severity) == kept.map(\.severity))
        // Messages are the same but for the one that says how this platform ends a sheet.
        for (one, other) in zip(some, kept) where one.kind != .actionSheetWithoutCancel {
          #expect(one.message == other.message)
        }
        union.formUnion(some.map(\.kind))
      }
      #expect(union == Set(all.map(\.kind)))
    }
  }

  @Test("the validation article's platform table says what each rule's platforms are")
  func articleTable() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Docs/FluentAlert.docc/Articles/ValidationRules.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    var table: [String: Set<DialogPlatform>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ``DialogProblem/Kind/") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let kind = String(cells[0].dropFirst("``DialogProblem/Kind/".count).dropLast(2))
      let names: [(String, DialogPlatform)] = [
        ("UIKit", .uiKit), ("SwiftUI", .swiftUI), ("AppKit", .appKit), ("Terminal", .terminal),
      ]
      let marks = cells.dropFirst(2).prefix(4)
      table[kind] = Set(zip(names, marks).filter { $0.1 == "✓" }.map(\.0.1))
    }
    for kind in DialogProblem.Kind.allCases {
      #expect(table[kind.rawValue] == kind.platforms, "\(kind) in the article's table")
    }
    #expect(table.count == DialogProblem.Kind.allCases.count)
  }

  @Test("the platform support article says where each setting is dropped, as problems(for:) does")
  func supportTable() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Docs/FluentAlert.docc/Articles/PlatformSupport.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let names: [DialogPlatform] = [.uiKit, .swiftUI, .appKit, .terminal]
    var rows = 0
    for line in text.split(separator: "\n") where line.contains("| ``DialogProblem/Kind/") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let raw = String(cells[1].dropFirst("``DialogProblem/Kind/".count).dropLast(2))
      let kind = try #require(DialogProblem.Kind(rawValue: raw), "\(raw)")
      let dropped = Set(zip(names, cells[2...5]).filter { $0.1.hasPrefix("dropped") }.map(\.0))
      #expect(dropped == kind.platforms, "\(kind) in the platform support table")
      rows += 1
    }
    #expect(rows == 8)
  }
}
