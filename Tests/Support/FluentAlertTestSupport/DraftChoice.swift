import FluentAlert

/// The keys of `Dialog.deleteConfirmation`.
package enum DraftChoice: Hashable, Sendable {
  case delete, cancel
}

extension Dialog where Key == DraftChoice {
  /// The alert of the shells' usage snippets, as the docs write it: "Delete the draft?" with
  /// a destructive Delete and a Cancel.
  package static let deleteConfirmation = Dialog(
    style: .alert, title: "Delete the draft?",
    actions: [
      DialogAction(title: "Delete", role: .destructive, key: .delete),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])
}
