internal import Foundation

extension Dialog {
  /// What a dialog shows as it is first drawn, before anything is typed:
  /// per action, whether it can be tapped, and the messages of the text
  /// checks that fail with the fields' initial texts.
  ///
  /// An action can be tapped when the description enables it, every
  /// requirement that gates it is met by its field's initial text, and no
  /// text check that gates it fails: what a session starts with, for those
  /// who draw a dialog without one (pictures). Text checks are the app's
  /// main-actor code: they run on the main actor, and a call from another
  /// thread waits for it. A dialog without checks runs no code of the app.
  ///
  /// - Parameter localization: Where and in which language the checks'
  ///   messages are looked up.
  /// - Returns: One flag per action in display order, and the failing
  ///   checks' messages, resolved, in the order the checks were added.
  package func firstFrame(in localization: DialogLocalization) -> (
    enabled: [Bool], checkMessages: [String]
  ) {
    // Closures, not key paths: a key path into a generic value is built at
    // run time on every call.
    let texts = textFields.map { $0.text }
    var allowed = RequirementGates(self, locale: localization.locale).allow(texts)
    var messages: [String] = []
    let checks = callbacks.checks
    let results = checks.isEmpty ? [] : Self.onMainActor { checks.map { $0.body(texts) } }
    for (check, result) in zip(checks, results) {
      guard let result else { continue }
      messages.append(result.resolved(in: localization))
      for index in actions.indices(gatedBy: check.gatedKeys) { allowed[index] = false }
    }
    for index in actions.indices where !actions[index].isEnabled { allowed[index] = false }
    return (allowed, messages)
  }

  /// How many text checks the dialog has: the lines a validation label
  /// keeps for their messages.
  package var textCheckCount: Int { callbacks.checks.count }

  /// Runs `body` on the main actor: at once on the main thread, else by
  /// waiting for the main queue.
  private static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}
