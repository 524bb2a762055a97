import FluentAlert
import FluentAlertTestSupport
import Testing

@Suite("equality and hashing of dialogs")
struct DialogEqualityTests {
  /// Generated dialogs plus, for each, a fresh copy and its one-field variants.
  static func pool(seed: UInt64, count: Int) -> [Dialog<GenKey>] {
    var rng = SeededGenerator(seed: seed)
    var result: [Dialog<GenKey>] = []
    for index in 0..<count {
      let validity: DialogGenerator.Validity = index.isMultiple(of: 2) ? .valid : .arbitrary
      let dialog = Dialog<GenKey>.random(using: &rng, validity: validity)
      result.append(dialog)
      result.append(DialogParts(dialog).dialog)
      result += DialogGenerator.mutations(of: dialog).prefix(4).map(\.dialog)
    }
    return result
  }

  @Test("equality is reflexive, symmetric and transitive, and equal dialogs hash equal")
  func hashableLaws() {
    for seed: UInt64 in 1...6 {
      let failures = checkHashable(Self.pool(seed: seed, count: 10))
      #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5))")
    }
    let large = Self.pool(seed: 7, count: 60)
    #expect(checkHashable(large).isEmpty)
  }

  @Test("a dialog differing in any one field is unequal")
  func oneFieldChangedIsUnequal() {
    var rng = SeededGenerator(seed: 11)
    var checked = 0
    for _ in 0..<40 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      for mutation in DialogGenerator.mutations(of: dialog) {
        #expect(mutation.dialog != dialog, "\(mutation.field)")
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }

  @Test("the tap handler is left out of equality and hashing")
  func handlerIgnored() {
    var rng = SeededGenerator(seed: 12)
    for _ in 0..<100 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      let withHandler = DialogParts(dialog).dialog(actionTap: { _, _ in })
      let otherHandler = DialogParts(dialog).dialog(actionTap: { key, _ in print(key) })
      #expect(withHandler.hasTapHandler && !dialog.hasTapHandler)
      #expect(withHandler == dialog && dialog == withHandler && withHandler == otherHandler)
      #expect(withHandler.hashValue == dialog.hashValue)
      #expect(withHandler.hashValue == otherHandler.hashValue)
      #expect(Set([dialog, withHandler, otherHandler]).count == 1)
    }
  }

  @Test("a NaN font size or anchor still equals itself and hashes stably")
  func notANumberIsReflexive() {
    let negativeNaN = -Double.nan
    let sizes: [Double] = [.nan, negativeNaN, .signalingNaN]
    for size in sizes {
      let dialog = Dialog<String>(
        style: .alert, title: "Hi", titleStyle: TextStyle(font: .system(size: size)),
        messageStyle: TextStyle(font: .custom(name: "Menlo", size: size)),
        actions: [DialogAction(title: "OK", key: "ok")],
        anchor: .rect(x: size, y: 0, width: size, height: 1))
      let twin = Dialog<String>(
        style: .alert, title: "Hi", titleStyle: TextStyle(font: .system(size: .nan)),
        messageStyle: TextStyle(font: .custom(name: "Menlo", size: .nan)),
        actions: [DialogAction(title: "OK", key: "ok")],
        anchor: .rect(x: .nan, y: 0, width: .nan, height: 1))
      #expect(checkHashable([dialog, twin]).isEmpty)
      #expect(dialog == twin && dialog.snapshot == twin.snapshot)
      #expect(Set([dialog, twin]).count == 1)
    }
    #expect(DialogFont.system(size: .nan) != .system(size: 17))
    #expect(
      PopoverAnchor.rect(x: .nan, y: 0, width: 0, height: 0)
        != .rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test("signed zeros are one value, as the snapshot writes them")
  func signedZero() {
    let positive = Dialog<String>(
      style: .alert, title: "Hi", anchor: .rect(x: 0, y: 0, width: 0, height: 0))
    let negative = Dialog<String>(
      style: .alert, title: "Hi", anchor: .rect(x: -0.0, y: 0, width: 0, height: 0))
    #expect(positive == negative && positive.hashValue == negative.hashValue)
    #expect(positive.snapshot == negative.snapshot)
  }

  @Test("canonically equivalent titles are equal and so are their snapshots")
  func canonicalEquivalence() {
    let composed = Dialog<String>(style: .alert, title: "caf\u{E9}")
    let decomposed = Dialog<String>(style: .alert, title: "cafe\u{301}")
    #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
    #expect(composed.snapshot == decomposed.snapshot)
    // The scalars are kept as given; only the comparison is canonical.
    #expect(composed.snapshot.unicodeScalars.count != decomposed.snapshot.unicodeScalars.count)
  }
}
