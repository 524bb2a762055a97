import FluentAlert
import Foundation

extension DialogSession {
  /// Waits until this session has ended (`didDismiss`), or `seconds` pass:
  /// whether it ended.
  ///
  /// Nothing polls: the session's own `didDismiss` ends the wait. The time
  /// limit is a hang guard only, for a test whose input got lost, far above
  /// any real wait.
  ///
  /// - Parameter seconds: The hang guard.
  /// - Returns: Whether the session ended in time.
  package func ended(within seconds: Int = HangGuard.seconds) async -> Bool {
    if phase == .dismissed { return true }
    return await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      addObserver { event in
        if case .didDismiss = event { once.resume(true) }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
        Task { @MainActor in once.resume(false) }
      }
    }
  }
}

/// Resumes a continuation with the first answer it is given.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Bool, Never>?

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func resume(_ value: Bool) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
