/// The marker types a ``DialogDraft`` records its state with.
///
/// None of these types has a value; they only appear as generic arguments of
/// a draft, so the type checker knows what has been added so far and can
/// refuse a call that would make a dialog UIKit rejects. You never write them
/// yourself: ``alert(_:message:keys:)`` and ``actionSheet(_:message:keys:)``
/// start a draft in its empty state, and every chaining call returns the next
/// state.
public enum DraftState {
  // MARK: Style

  /// Whether the draft is an alert or an action sheet.
  public protocol StyleState {}
  /// The draft is an alert: it may have text fields and a preferred action.
  public enum Alert: StyleState {}
  /// The draft is an action sheet: no text fields, no preferred action.
  public enum ActionSheet: StyleState {}

  // MARK: Cancel action

  /// Whether the draft has its cancel action yet.
  public protocol CancelState {}
  /// No cancel action has been added.
  public enum NoCancel: CancelState {}
  /// The one cancel action has been added.
  public enum HasCancel: CancelState {}

  // MARK: Preferred action

  /// Whether an action has been marked preferred yet.
  public protocol PreferredState {}
  /// No action is preferred.
  public enum NoPreferred: PreferredState {}
  /// The one preferred action has been chosen.
  public enum HasPreferred: PreferredState {}

  // MARK: Ways to close

  /// Which ways the user (or a timer) has to close the dialog.
  public protocol ClosingState {
    /// The state after an action is added.
    associatedtype AddingAction: Closable & WithAction
    /// The state after an auto-dismiss is set.
    associatedtype AddingTimer: Closable & WithTimer
  }
  /// A state in which the dialog can be closed: it has an action or an
  /// auto-dismiss.
  public protocol Closable: ClosingState {}
  /// A state with at least one action, so `actionStyle` has one to style.
  public protocol WithAction: ClosingState {}
  /// A state without any action yet.
  public protocol WithoutAction: ClosingState {}
  /// A state without an auto-dismiss yet.
  public protocol WithoutTimer: ClosingState {}
  /// A state whose auto-dismiss is set.
  public protocol WithTimer: ClosingState {}

  /// Neither an action nor an auto-dismiss: the dialog could not be closed.
  public enum Unclosable: WithoutAction, WithoutTimer {
    /// Adding an action makes it closable by that action.
    public typealias AddingAction = ActionOnly
    /// Setting an auto-dismiss makes it closable by the timer.
    public typealias AddingTimer = TimerOnly
  }
  /// At least one action and no auto-dismiss.
  public enum ActionOnly: Closable, WithAction, WithoutTimer {
    /// More actions change nothing.
    public typealias AddingAction = ActionOnly
    /// Setting an auto-dismiss adds the second way to close.
    public typealias AddingTimer = ActionAndTimer
  }
  /// An auto-dismiss and no action yet.
  public enum TimerOnly: Closable, WithoutAction, WithTimer {
    /// Adding an action adds the second way to close.
    public typealias AddingAction = ActionAndTimer
    /// Unreachable: a second auto-dismiss is refused.
    public typealias AddingTimer = TimerOnly
  }
  /// At least one action and an auto-dismiss.
  public enum ActionAndTimer: Closable, WithAction, WithTimer {
    /// More actions change nothing.
    public typealias AddingAction = ActionAndTimer
    /// Unreachable: a second auto-dismiss is refused.
    public typealias AddingTimer = ActionAndTimer
  }

  // MARK: Tap handler

  /// Whether the `actionTap` callback is set yet.
  public protocol TapState {}
  /// No callback yet.
  public enum NoTap: TapState {}
  /// The one callback is set.
  public enum HasTap: TapState {}
}
