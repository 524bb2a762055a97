/// The progress a dialog shows while the app works: a dialog that the app
/// closes when the work ends, with or without actions of its own.
///
/// ```swift
/// let importing = Dialog<Bool>.alert("Importing 120 photos…")
///   .progress(.fraction(0))
///   .addCancel("Stop", key: false)
/// ```
///
/// A dialog with progress needs no action: the app closes it from code
/// (``AnyDialogSession/dismiss()``), and updates it while it is up through
/// its session (``AnyDialogSession/setProgress(_:)``,
/// ``AnyDialogSession/setMessage(_:)-(DialogText?)``), which ``Dialog/onPresent(_:)``
/// hands over.
public enum DialogProgress: Hashable, Sendable {
  /// Work whose end cannot be told: a spinning indicator.
  case indeterminate
  /// Work this far along, from 0 (nothing done) to 1 (all done): a bar.
  case fraction(Double)

  /// Whether the fraction, if any, is a finite number from 0 to 1.
  package var isValid: Bool {
    switch self {
    case .indeterminate: true
    case .fraction(let value): value.isFinite && (0...1).contains(value)
    }
  }
}
