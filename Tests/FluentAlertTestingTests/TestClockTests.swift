import FluentAlertTesting
import Testing

@MainActor
@Suite("TestClock", .timeLimit(.minutes(1)))
struct TestClockTests {
  @Test("a task sleeping on the clock wakes only once the test advances past its deadline")
  func sleepWakes() async throws {
    let clock = TestClock()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(2))
      return clock.now.offset
    }
    while clock.pendingCount == 0 { await Task.yield() }
    clock.advance(by: .seconds(1))
    #expect(clock.pendingCount == 1)
    clock.advance(by: .seconds(1))
    #expect(clock.pendingCount == 0)
    #expect(try await sleeper.value == .seconds(2))
  }

  @Test("a deadline already reached returns at once")
  func pastDeadline() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(3))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    try await clock.sleep(for: .zero)
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("a cancelled sleep throws CancellationError and leaves nothing pending")
  func sleepCancelled() async {
    let clock = TestClock()
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    early.cancel()
    await #expect(throws: CancellationError.self) { try await early.value }
    let recorded = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.pendingCount == 0 { await Task.yield() }
    recorded.cancel()
    await #expect(throws: CancellationError.self) { try await recorded.value }
    #expect(clock.pendingCount == 0)
    #expect(clock.cancellationMarkCount == 0)
    clock.advance(by: .seconds(5))
  }

  @Test("a cancellation that arrives after the sleep woke leaves no mark behind")
  func cancellationAfterWaking() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.pendingCount == 0 { await Task.yield() }
    // Woken, but not yet resumed: the cancellation handler still runs and finds no sleep.
    clock.advance(by: .seconds(1))
    sleeper.cancel()
    try await sleeper.value
    #expect(clock.pendingCount == 0)
    #expect(clock.cancellationMarkCount == 0)
  }

  @Test("instants measure and order time, and saturate instead of overflowing")
  func instants() {
    let clock = TestClock()
    let start = clock.now
    let later = start.advanced(by: .seconds(90))
    #expect(start < later)
    #expect(start.duration(to: later) == .seconds(90))
    #expect(later.duration(to: start) == .seconds(-90))
    let end = start.advanced(by: .seconds(Int64.max) * 4)
    #expect(end.offset == .seconds(Int64.max))
    #expect(end.advanced(by: .seconds(1)) == end)
    #expect(clock.minimumResolution == .zero)
  }
}
