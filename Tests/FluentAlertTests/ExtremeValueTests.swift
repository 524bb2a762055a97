import FluentAlert
import FluentAlertTesting
import Testing

/// Values at the edges of their types, given through the Swift API: each is either a clear
/// problem before anything is shown, or works; none traps later.
@MainActor
@Suite("Extreme values", .timeLimit(.minutes(1)))
struct ExtremeValueTests {
  enum Choice: String, Hashable, Sendable, Codable { case ok, cancel }

  static func toast(after delay: Duration) -> Dialog<Choice> {
    Dialog<Choice>.alert("Saved")
      .addAction("OK", key: .ok)
      .addCancel("Cancel", key: .cancel)
      .dismiss(after: delay, reporting: .cancel)
  }

  @Test(
    "a delay longer than the maximum is an error before anything is shown",
    arguments: [
      Duration.seconds(Int64.max), .seconds(Int64.max) + .seconds(Int64.max),
      AutoDismiss<Choice>.maximumDelay + .nanoseconds(1), .seconds(86_401),
    ])
  func delayTooLong(delay: Duration) async throws {
    let dialog = Self.toast(after: delay)
    let problems = dialog.problems.filter { $0.kind == .autoDismissDelayTooLong }
    #expect(problems.map(\.severity) == [.error])
    #expect(problems.first?.message.contains("longer than the maximum of 86400s") == true)
    #expect(throws: DialogValidationError.self) { try DialogSession(dialog) }
    let presenter = FakePresenter()
    await #expect(throws: DialogValidationError.self) { try await dialog.present(using: presenter) }
    #expect(presenter.shown.isEmpty)
  }

  @Test(
    "delays up to the maximum are fine; zero and negative ones are errors",
    arguments: [
      (Duration.seconds(86_400), nil), (.nanoseconds(1), nil), (.milliseconds(1), nil),
      (.zero, DialogProblem.Kind.nonPositiveAutoDismissDelay),
      (.seconds(Int64.min), .nonPositiveAutoDismissDelay),
      (.seconds(Int64.min) - .seconds(Int64.max), .nonPositiveAutoDismissDelay),
    ])
  func delayRange(delay: Duration, kind: DialogProblem.Kind?) {
    let kinds = Self.toast(after: delay).problems.filter { $0.severity == .error }.map(\.kind)
    #expect(kinds == (kind.map { [$0] } ?? []))
  }

  @Test("the longest delay is presented and fires on time in virtual time")
  func longestDelayFires() throws {
    let presenter = FakePresenter()
    let session = try DialogSession(Self.toast(after: AutoDismiss<Choice>.maximumDelay))
    session.present(using: presenter)
    presenter.testClock.advance(by: AutoDismiss<Choice>.maximumDelay - .nanoseconds(1))
    #expect(session.reason == nil)
    presenter.testClock.advance(by: .nanoseconds(1))
    #expect(session.reason == .timeout(.cancel))
  }

  @Test("the snapshot writes any duration exactly")
  func snapshotOfExtremeDelay() {
    let snapshot = Self.toast(after: .seconds(Int64.max) + .seconds(Int64.max)).snapshot
    #expect(snapshot.contains("auto-dismiss after 18446744073709551614s reporting cancel"))
  }

  @Test("virtual time saturates instead of overflowing")
  func testClockSaturates() {
    let scheduler = TestClock()
    var ran = 0
    scheduler.schedule(after: .seconds(Int64.max) * 3) { ran += 1 }
    scheduler.schedule(after: .seconds(Int64.min)) { ran += 10 }
    scheduler.advance(by: .seconds(Int64.min))
    #expect(ran == 10)
    #expect(scheduler.now.offset == .zero)
    for _ in 0..<40 { scheduler.advance(by: .seconds(Int64.max)) }
    #expect(scheduler.now.offset == .seconds(Int64.max))
    #expect(ran == 11)
    // At the end of time everything scheduled is due at once.
    scheduler.schedule(after: .seconds(Int64.max)) { ran += 100 }
    scheduler.runAll()
    #expect(ran == 111)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a real clock accepts any delay: a huge one waits, a negative one runs at once")
  func clockSchedulerAnyDelay() async {
    let clock = ContinuousClock()
    var ran: [String] = []
    let huge = schedule(on: clock, after: .seconds(Int64.max)) { ran.append("huge") }
    let hugest = schedule(on: clock, after: .seconds(Int64.max) * 3) { ran.append("hugest") }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      _ = schedule(on: clock, after: .seconds(Int64.min)) {
        ran.append("negative")
        done.resume()
      }
    }
    // The three run on the main actor in the order they were scheduled, so by the time the
    // negative delay ran, both long sleeps had started (and, before the fix, trapped).
    huge.cancel()
    hugest.cancel()
    #expect(ran == ["negative"])
  }
}

/// Numbers at the edges of `Int` and `Double` in every place a dialog holds one: validation
/// reports the ones that make no sense, and the snapshot and the session take all of them.
@MainActor
@Suite("Extreme numbers", .timeLimit(.minutes(1)))
struct ExtremeNumberTests {
  typealias Choice = ExtremeValueTests.Choice

  static let doubles: [Double] = [
    .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -0.0, 0,
  ]

  static func alert(style: TextStyle? = nil, rule: TextRule? = nil) -> Dialog<Choice> {
    var dialog = Dialog<Choice>.alert("Title", message: "Message")
    if let style { dialog = dialog.titleStyle(style).messageStyle(style) }
    if let rule {
      dialog = dialog.addTextField("Code") { $0.text("12").required(rule) }
    }
    return dialog.addAction("OK", key: .ok).addCancel("Cancel", key: .cancel)
  }

  /// Every place the value goes: problems, snapshot, a session.
  func exercise(_ dialog: Dialog<Choice>) throws -> [DialogProblem.Kind] {
    _ = dialog.snapshot
    let presenter = FakePresenter()
    if let session = try? DialogSession(dialog) {
      session.present(using: presenter)
      for index in [Int.min, -1, 0, 1, 2, Int.max] {
        _ = session.isEnabled(actionAt: index)
        _ = session.refusal(forActionAt: index)
        _ = session.setText(String(repeating: "9", count: 3), forField: index)
      }
      _ = session.enabledKeys
      #expect(session.tap(actionAt: Int.max) == .refused(.noSuchAction))
      #expect(session.tap(actionAt: Int.min) == .refused(.noSuchAction))
    }
    return dialog.problems.filter { $0.severity == .error }.map(\.kind)
  }

  @Test("line limits: negative ones are errors, any other count is fine")
  func maxLines() throws {
    for lines in [Int.min, -1] {
      #expect(
        try exercise(Self.alert(style: TextStyle(maxLines: lines))).contains(.invalidMaxLines))
    }
    for lines in [0, 1, Int.max] {
      #expect(try exercise(Self.alert(style: TextStyle(maxLines: lines))) == [])
    }
  }

  @Test("length ranges: below zero is an error; up to Int.max is fine and checked exactly")
  func lengthRanges() throws {
    for range in [Int.min...Int.max, Int.min...Int.min, -1...0] {
      #expect(try exercise(Self.alert(rule: .length(range))).contains(.invalidLengthRange))
    }
    for range in [0...Int.max, Int.max...Int.max, 2...2] {
      #expect(try exercise(Self.alert(rule: .length(range))) == [])
    }
    #expect(TextRule.length(0...Int.max).isSatisfied(by: "12"))
    #expect(!TextRule.length(Int.max...Int.max).isSatisfied(by: "12"))
    #expect(!TextRule.length(Int.min...Int.min).isSatisfied(by: ""))
  }

  @Test("font sizes that are not positive and finite are errors")
  func fontSizes() throws {
    for size in Self.doubles {
      let dialog = Self.alert(style: TextStyle(font: .system(size: size)))
      let valid = size.isFinite && size > 0
      #expect(try exercise(dialog).contains(.invalidFontSize) == !valid, "\(size)")
    }
  }

  @Test("anchors that are not rectangles are errors")
  func anchors() throws {
    for value in Self.doubles {
      let dialog = Dialog<Choice>.actionSheet("Share")
        .addAction("Save", key: .ok)
        .addCancel("Cancel", key: .cancel)
        .anchor(.rect(x: value, y: value, width: value, height: value))
      let valid = value.isFinite && value >= 0
      #expect(try exercise(dialog).contains(.invalidAnchor) == !valid, "\(value)")
    }
  }

  @Test("colour components are clamped to 0...1, NaN to 0")
  func colours() throws {
    for value in Self.doubles {
      let colour = DialogColor.rgba(red: value, green: value, blue: value, alpha: value)
      let dialog = Self.alert(style: TextStyle(color: colour))
      #expect(try exercise(dialog) == [], "\(value)")
    }
    #expect(
      DialogColor.rgba(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)
        == .rgba(red: 0, green: 1, blue: 0, alpha: 0))
  }
}
