#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// A lock around a value that lookups read on every text they show: the
/// platform's own lock (an unfair lock on Apple platforms, a mutex
/// elsewhere), because a Foundation lock and Swift's exclusivity checks on a
/// class's stored property cost more than the lookups it guards.
///
/// The value is reached only inside ``withLock(_:)``.
package final class MemoLock<Value: Sendable>: @unchecked Sendable {
  #if canImport(Darwin)
    private let lock = UnsafeMutablePointer<os_unfair_lock_s>.allocate(capacity: 1)
  #else
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  #endif
  private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  /// Creates a lock around `initial`.
  ///
  /// - Parameter initial: The value the lock guards.
  package init(_ initial: Value) {
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock_s())
    #else
      lock.initialize(to: pthread_mutex_t())
      pthread_mutex_init(lock, nil)
    #endif
    value.initialize(to: initial)
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
    lock.deallocate()
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` with the value, holding the lock.
  ///
  /// - Parameter body: What reads or changes the value; it must not take
  ///   this lock again.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return body(&value.pointee)
  }
}
