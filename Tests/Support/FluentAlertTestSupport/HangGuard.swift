/// How long a test waits for something that must happen before it calls it
/// a hang.
///
/// A guard, never a measurement: waits end the moment their event comes, and
/// this limit only turns a lost answer into a failure instead of a stuck run.
/// It is counted on the wall clock, during which a loaded two-core machine
/// may not run the waiting test at all for several seconds (a suite of child
/// processes starting at once has stalled it for eight), so it is set far
/// above that.
package enum HangGuard {
  /// The limit, in seconds.
  package static let seconds = 60
}
