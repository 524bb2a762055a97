/// The marker types a ``DialogDraft`` records its state with.
///
/// None of these types has a value; they only appear as generic arguments of
/// a draft, so the type checker knows what has been added so far and can
/// refuse a call that would make a dialog UIKit rejects. You never write them
/// yourself: ``alert(_:message:keys:)-(DialogText?,DialogText?,_)`` and ``actionSheet(_:message:keys:)-(DialogText?,DialogText?,_)``
/// start a draft in its empty state (every flag ``No``), and every chaining
/// call returns the next state.
///
/// The first parameter after the key is ``Alert`` or ``ActionSheet``; each
/// other one is ``Yes`` or ``No``, and says what it records:
/// `DialogDraft<Choice, DraftState.Alert, DraftState.Yes, DraftState.No,
/// DraftState.Yes, DraftState.No, DraftState.No>` is an alert that has its
/// cancel action (`HasCancel`), no preferred action (`HasPreferred`), at least
/// one action (`HasAction`), no auto-dismiss (`HasTimer`) and no `actionTap`
/// callback (`HasTap`).
public enum DraftState {
  /// The draft is an alert: it may have text fields and a preferred action.
  public enum Alert {}
  /// The draft is an action sheet: no text fields, no preferred action.
  public enum ActionSheet {}

  /// The draft has it (its cancel action, its preferred action, an action,
  /// its auto-dismiss or its `actionTap` callback).
  public enum Yes {}
  /// The draft does not have it yet.
  public enum No {}
}
