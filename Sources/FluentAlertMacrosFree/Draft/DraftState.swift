/// The marker types a ``DialogDraft`` records its state with.
///
/// None of these types has a value; they only appear as generic arguments of
/// a draft, so the type checker knows what has been added so far and can
/// refuse a call that would make a dialog UIKit rejects. You never write them
/// yourself: ``alert(_:message:keys:)`` and ``actionSheet(_:message:keys:)``
/// start a draft in its empty state (every flag ``No``), and every chaining
/// call returns the next state.
///
/// A draft's generic parameters say what each flag records:
/// `DialogDraft<Choice, DraftState.Alert, DraftState.Yes, DraftState.No,
/// DraftState.Yes, DraftState.No, DraftState.No>` is an alert that has its
/// cancel action (`HasCancel`), no preferred action (`HasPreferred`), at least
/// one action (`HasAction`), no auto-dismiss (`HasTimer`) and no `actionTap`
/// callback (`HasTap`).
public enum DraftState {
  /// Whether the draft is an alert or an action sheet.
  public protocol Style {}
  /// The draft is an alert: it may have text fields and a preferred action.
  public enum Alert: Style {}
  /// The draft is an action sheet: no text fields, no preferred action.
  public enum ActionSheet: Style {}

  /// Whether the draft has something yet: its cancel action, its preferred
  /// action, an action, its auto-dismiss, its `actionTap` callback.
  public protocol Flag {}
  /// The draft has it.
  public enum Yes: Flag {}
  /// The draft does not have it yet.
  public enum No: Flag {}
}
