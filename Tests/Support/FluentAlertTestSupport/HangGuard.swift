/// How long a test waits for something that must happen before it calls it
/// a hang.
///
/// A guard, never a measurement: waits end the moment their event comes, and
/// this limit only turns a lost answer into a failure instead of a stuck run.
/// It is counted on the wall clock, and a waiting `@MainActor` test resumes
/// only when the main actor gets to it: every `@MainActor` test of the suite
/// queues there, and on a two-core machine an answer read at once has waited
/// 7.6 s to be handled. So it is set far above that.
package enum HangGuard {
  /// The limit, in seconds.
  package static let seconds = 60
}
