import FluentAlert
import FluentAlertTesting

/// A presenter without a screen that keeps virtual time: the oracle shows every valid dialog
/// on it and runs its auto-dismiss timer to the end, so a value that passes validation but
/// traps once scheduled is found by the fuzzer too.
@MainActor
final class VirtualPresenter: DialogPresenter {
  let testClock = TestClock()
  var clock: any Clock<Duration> { testClock }

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    completion()
  }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    completion()
  }

  /// Shows `dialog`, reads what a shell would read, and lets time run until it closes.
  static func run(_ dialog: Dialog<String>) {
    let presenter = VirtualPresenter()
    guard let session = try? DialogSession(dialog) else { return }
    session.present(using: presenter)
    for action in session.actions {
      _ = (action.title, action.isEnabled, action.role, action.accessibilityIdentifier)
    }
    for field in session.textFields {
      _ = (field.placeholder, field.text, field.isSecure, field.isSatisfied)
    }
    for index in session.texts.indices {
      _ = session.setText(session.texts[index] + "x", forField: index)
    }
    presenter.testClock.advance(by: .seconds(Int64.max))  // to the end of time
    if session.phase != .dismissed { _ = session.dismissWithoutAction() }
  }
}
