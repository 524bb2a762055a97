import FluentAlert
import Testing

@Suite("interaction values")
struct InteractionValueTests {
  @Test("refusals explain themselves in one sentence")
  func refusalDescriptions() {
    let texts = [
      TapRefusal.notPresented, .alreadyDismissed, .noSuchAction, .disabled,
      .unmetRequirement(fields: [1]), .unmetRequirement(fields: [0, 2]),
    ].map(\.description)
    #expect(
      texts == [
        "the dialog is not presented yet",
        "the dialog has already been dismissed",
        "the dialog has no such action",
        "the action is disabled",
        "the action is disabled until the requirement of text field 1 is met",
        "the action is disabled until the requirement of text fields 0, 2 is met",
      ])
  }

  @Test("tap outcomes expose acceptance and the refusal")
  func tapOutcomes() {
    let accepted = TapOutcome.accepted(actionIndex: 2)
    let refused = TapOutcome.refused(.disabled)
    #expect(accepted.isAccepted && accepted.refusal == nil)
    #expect(!refused.isAccepted && refused.refusal == .disabled)
    #expect(
      [accepted.description, refused.description] == [
        "accepted action 2", "refused: the action is disabled",
      ])
  }

  @Test("a dismiss reason reports a key only for actions, timeouts and keyless dismissals")
  func reasonKeys() {
    let reasons: [DismissReason<String>] = [
      .action("a"), .timeout("t"), .timeout(nil), .outsideTap("c"), .outsideTap(nil),
      .programmatic, .tornDown,
    ]
    #expect(reasons.map(\.key) == ["a", "t", nil, "c", nil, nil, nil])
    #expect(
      reasons.map(\.description) == [
        "action(a)", "timeout(t)", "timeout(no key)", "outsideTap(c)", "outsideTap(no key)",
        "programmatic", "tornDown",
      ])
  }

  @Test("mapKey transforms the key of reasons and events and keeps everything else")
  func mapKey() {
    let reason = DismissReason<Int>.timeout(3).mapKey { "k\($0)" }
    #expect(reason == .timeout("k3"))
    let events: [DialogEvent<Int>] = [.willPresent, .didDismiss(.outsideTap(nil))]
    #expect(events.map { $0.mapKey(String.init) } == [.willPresent, .didDismiss(.outsideTap(nil))])
    #expect(DialogEvent<Int>.willDismiss(.action(1)).description == "willDismiss(action(1))")
  }

  @Test("queue errors say why the dialog was never shown")
  func queueErrors() {
    #expect(
      [DialogQueueError.withdrawn, .replaced, .duplicate].map(\.description) == [
        "the dialog was withdrawn from the queue before it was shown",
        "a dialog of the same identity replaced it before it was shown",
        "a dialog of the same identity was already queued or visible",
      ])
  }

  @Test("only dismissing and dismissed count as ended")
  func phaseHasEnded() {
    #expect(DialogPhase.allCases.filter(\.hasEnded) == [.dismissing, .dismissed])
  }
}
