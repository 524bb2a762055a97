import FluentAlert
import FluentAlertTesting
import Foundation
import Testing

/// The keys of an installer's licence alert: its actions, its toggles and
/// its seat choice with the options.
enum Licence: Hashable, Sendable {
  case install, cancel, agree, remember, seat, studio, laptop
}

@MainActor
@Suite("control values reach the app where text fields' texts do", .timeLimit(.minutes(1)))
struct ControlValuesTests {
  let presenter = FakePresenter()
  let log = StepLog()

  /// "I agree" gates Install; the seat choice starts on nothing and gates
  /// Install too; "Remember" gates nothing.
  static let licence = Dialog<Licence>.alert("Install “Studio Tools”?")
    .addTextField("Licence key") { $0.text("ABCD") }
    .addControl(.toggle("I agree to the licence", key: .agree, gates: [.install]))
    .addControl(.toggle("Remember this Mac", key: .remember, isOn: true))
    .addControl(
      .choice(
        "Use a seat of", key: .seat, options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")],
        gates: [.install])
    )
    .addAction("Install", key: .install)
    .addCancel("Cancel", key: .cancel)

  private func logged(_ dialog: Dialog<Licence> = Self.licence) -> Dialog<Licence> {
    let log = log
    return dialog.actionTap { key, values in
      log.record(
        "tap \(key) \(Array(values)) agree \(values.isOn(.agree)) "
          + "remember \(values.isOn(.remember)) seat \(values.selection(.seat).map { "\($0)" } ?? "none")"
      )
    }
  }

  @Test("a toggle that is off and a choice without a selection gate their actions until set")
  func gating() throws {
    let session = try DialogSession(logged())
    session.present(using: presenter)
    #expect(session.enabledKeys == [.cancel])
    #expect(session.tap(.install) == .refused(.unmetControl(controls: [0, 2])))
    #expect(session.setOn(true, for: .agree))
    #expect(session.tap(.install) == .refused(.unmetControl(controls: [2])))
    #expect(
      TapRefusal.unmetControl(controls: [2]).description
        == "the action is disabled until control 2 is turned on or given a selection")
    #expect(session.select(.laptop, in: .seat))
    #expect(session.enabledKeys == [.install, .cancel])
    #expect(session.setOn(false, for: .remember))
    #expect(session.tap(.install) == .accepted(actionIndex: 0))
    #expect(log.lines == ["tap install [\"ABCD\"] agree true remember false seat laptop"])
  }

  @Test("every change reaches the presenter; wrong keys, kinds and options change nothing")
  func changesAndRefusals() throws {
    let session = try DialogSession(Self.licence)
    #expect(!session.setOn(true, for: .agree))  // not presented yet
    session.present(using: presenter)
    let updates = presenter.calls.count
    #expect(session.setOn(true, for: .agree))
    #expect(session.select(.studio, in: .seat))
    #expect(presenter.calls.count == updates + 2)
    #expect(!session.setOn(true, for: .seat))  // a choice is not a toggle
    #expect(!session.select(.studio, in: .agree))  // a toggle is not a choice
    #expect(!session.select(.install, in: .seat))  // no such option
    #expect(!session.setOn(true, for: .install))  // an action, not a control
    #expect(!session.select(option: 5, forControl: 2))
    #expect(!session.setOn(true, forControl: 9))
    #expect(presenter.calls.count == updates + 2)
    #expect(
      session.values
        == DialogValues(
          texts: ["ABCD"], isOn: [.agree: true, .remember: true], selections: [.seat: .studio]))
  }

  @Test("the session's rows show each control resolved, with its value")
  func rows() throws {
    let session = try DialogSession(Self.licence)
    session.present(using: presenter)
    session.select(option: 1, forControl: 2)
    #expect(
      session.controls == [
        .toggle("I agree to the licence", isOn: false), .toggle("Remember this Mac", isOn: true),
        .choice("Use a seat of", options: ["Studio Mac", "MacBook Air"], selected: 1),
      ])
  }

  @Test("followUp, onConversationEnd and presentForEnding hear the values, keyed")
  func everyListenerHearsThem() async throws {
    let log = log
    let thanks = Dialog<Licence>.alert("Installed").addCancel("OK", key: .cancel)
    let dialog = Self.licence
      .followUp { key, values in
        log.record("follow-up \(key) remember \(values.isOn(.remember))")
        return thanks
      }
      .onConversationEnd { ending in log.record("ended \(ending.reason)") }
    let task = Task { try await dialog.presentForEnding(using: presenter) }
    await waitUntil { presenter.top(Licence.self) != nil }
    let session = try #require(presenter.top(Licence.self))
    session.setOn(true, for: .agree)
    session.select(.studio, in: .seat)
    session.tap(.install)
    await waitUntil { presenter.top(Licence.self)?.dialog.title != Self.licence.title }
    presenter.top(Licence.self)?.tap(.cancel)
    let ending = try await task.value
    #expect(ending.key == .cancel)
    #expect(ending.values == [])  // the last dialog's, which has no field and no control
    #expect(log.lines == ["follow-up install remember true", "ended action(cancel)"])

    // Dismissed by code before anything was set: the initial values.
    let dismissed = Task { try await Self.licence.presentForEnding(using: presenter) }
    await waitUntil { presenter.top(Licence.self) != nil }
    presenter.top(Licence.self)?.dismiss()
    let values = try await dismissed.value.values
    #expect(values.isOn(.remember) && !values.isOn(.agree) && values.selection(.seat) == nil)
    #expect(Array(values) == ["ABCD"])
  }

  @Test("a test double's values read like a dialog's: texts by position, controls by key")
  func doubles() {
    let values = DialogValues<Licence>(
      texts: ["a", "b"], isOn: [.agree: true], selections: [.seat: .laptop], isSuppressed: true)
    #expect(values[1] == "b" && values.count == 2)
    #expect(values.isOn(.agree) && !values.isOn(.remember) && !values.isOn(.seat))
    #expect(values.selection(.seat) == .laptop && values.selection(.agree) == nil)
    #expect(values.isSuppressed)
    #expect(DialogValues<Licence>(texts: ["a"]) == ["a"])
    #expect(DialogEnding<Licence>(reason: .programmatic).values.isEmpty)
  }
}
