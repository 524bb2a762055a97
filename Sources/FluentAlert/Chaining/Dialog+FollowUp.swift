extension Dialog {
  /// Returns the dialog with the callback that decides which dialog comes
  /// next, from the chosen key.
  ///
  /// After the user chose an action (or the auto-dismiss reported a key) and
  /// the dialog is gone, the dialog `next` returns is shown on the same
  /// presenter, before anything else a ``DialogQueue`` holds; `nil` ends the
  /// conversation. No presenter reference and no `Task` are needed, and a
  /// follow-up can have follow-ups of its own:
  ///
  /// ```swift
  /// enum Step: Hashable, Sendable { case install, replace, cancel }
  ///
  /// let replace = Dialog<Step>.alert("Replace the installed version?")
  ///   .addDestructive("Replace", key: .replace)
  ///   .addCancel("Cancel", key: .cancel)
  /// let install = Dialog<Step>.alert("Install Sketchbook?")
  ///   .addAction("Install", key: .install)
  ///   .addCancel("Cancel", key: .cancel)
  ///   .followUp { step in step == .install ? replace : nil }
  /// ```
  ///
  /// It runs after `actionTap`, on the main actor, once per presentation
  /// and only when a key was reported. `present` waits for the whole
  /// conversation and returns the last dialog's key. A follow-up with
  /// error-severity problems is not shown: an awaiting `present` throws its
  /// ``DialogValidationError``. It replaces any follow-up set before and
  /// takes no part in equality.
  ///
  /// - Parameter next: Receives the chosen key; returns the dialog to show
  ///   next, or `nil`.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func followUp(
    _ next: @escaping @MainActor @Sendable (Key) -> Dialog<Key>?
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.followUp = { key, _ in next(key) }
    return dialog
  }

  /// Returns the dialog with the callback that decides which dialog comes
  /// next, from the chosen key and what the user entered.
  ///
  /// The place to act on the answer and report a failure in the same
  /// conversation:
  ///
  /// ```swift
  /// enum Rename: Hashable, Sendable { case rename, cancel, ok }
  ///
  /// @MainActor func rename(to name: String) throws {}
  ///
  /// let failed = Dialog<Rename>.alert("Could not rename")
  ///   .addCancel("OK", key: .ok)
  /// let dialog = Dialog<Rename>.alert("Rename")
  ///   .addTextField("Name")
  ///   .addAction("Rename", key: .rename)
  ///   .addCancel("Cancel", key: .cancel)
  ///   .followUp { key, values in
  ///     guard key == .rename else { return nil }
  ///     do {
  ///       try rename(to: values[0])
  ///       return nil
  ///     } catch {
  ///       return failed
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameter next: Receives the chosen key and the values (the text of
  ///   every text field, top to bottom, and each control's value by its
  ///   key); returns the dialog to show next, or `nil`.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func followUp(
    _ next: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.followUp = next
    return dialog
  }

  /// Returns the dialog with a callback that runs exactly once when a
  /// presentation has ended, however it ended.
  ///
  /// A tap, the auto-dismiss, Escape or a tap outside, a dismissal by code,
  /// a cancelled task, a screen torn down or a presenter gone all end in
  /// it, with the ``DismissReason``. A dialog a ``DialogQueue`` drops
  /// before showing it (withdrawn, replaced, a duplicate) ends in it too,
  /// as ``DismissReason/programmatic``. That makes it the place to call a
  /// completion handler:
  ///
  /// ```swift
  /// @MainActor
  /// func confirmDelete(
  ///   on queue: DialogQueue, completion: @escaping @MainActor (Bool) -> Void
  /// ) throws {
  ///   let dialog = Dialog<Bool>.alert("Delete the draft?")
  ///     .addDestructive("Delete", key: true)
  ///     .addCancel("Keep", key: false)
  ///     .onDismiss { reason in completion(reason.key == true) }
  ///   try queue.enqueue(dialog)
  /// }
  /// ```
  ///
  /// It runs on the main actor after `actionTap` and `followUp`, and before
  /// an awaiting `present` returns. Each presentation of the value runs it
  /// once; a follow-up runs its own. It replaces any callback set before
  /// and takes no part in equality.
  ///
  /// - Parameter body: Receives why the presentation ended.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func onDismiss(
    _ body: @escaping @MainActor @Sendable (DismissReason<Key>) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.dismiss = body
    return dialog
  }

  /// Returns the dialog with a callback that runs exactly once when its
  /// whole conversation is over: when the last dialog has gone, follow-ups
  /// included.
  ///
  /// ``onDismiss(_:)`` runs when this dialog closes, before its follow-up
  /// appears; this runs when no dialog follows any more, with the last
  /// dialog's ``DialogEnding``: its reason, its texts and the state of its
  /// suppression toggle, whether a key was reported or not. The place to
  /// call an activity's completion handler:
  ///
  /// ```swift
  /// enum Share: Hashable, Sendable { case send, cancel, done }
  ///
  /// @MainActor
  /// func share(
  ///   on queue: DialogQueue, completion: @escaping @MainActor (Bool) -> Void
  /// ) throws {
  ///   let sent = Dialog<Share>.alert("Sent").addCancel("Done", key: .done)
  ///   let dialog = Dialog<Share>.alert("Send the report?")
  ///     .addAction("Send", key: .send)
  ///     .addCancel("Cancel", key: .cancel)
  ///     .followUp { key in key == .send ? sent : nil }
  ///     .onConversationEnd { ending in completion(ending.key == .done) }
  ///   try queue.enqueue(dialog)
  /// }
  /// ```
  ///
  /// It runs on the main actor after the last dialog's `onDismiss`, and
  /// before an awaiting `present` returns. A follow-up that cannot be shown
  /// (it has error-severity problems) ends the conversation with the dialog
  /// that asked for it. A follow-up's own `onConversationEnd` runs first,
  /// when it has one. It replaces any callback set before and takes no part
  /// in equality.
  ///
  /// A dialog that asks again after a wrong answer (a sign-in that shows
  /// itself once more) is one conversation: make each try in a function
  /// without the callback, and attach it once, where the conversation
  /// starts. Every try then follows the first, and the callback runs once,
  /// after the last:
  ///
  /// ```swift
  /// enum SignIn: Hashable, Sendable { case signIn, cancel }
  ///
  /// func attempt(_ message: DialogText?) -> Dialog<SignIn> {
  ///   Dialog<SignIn>.alert("Sign in", message: message)
  ///     .addTextField("Password") { $0.secure() }
  ///     .addAction("Sign In", key: .signIn)
  ///     .addCancel("Cancel", key: .cancel)
  ///     .followUp { key, texts in
  ///       key == .signIn && texts != ["hunter2"] ? attempt("Wrong password") : nil
  ///     }
  /// }
  ///
  /// let signIn = attempt(nil)
  ///   .onConversationEnd { ending in print("signed in:", ending.key == .signIn) }
  /// ```
  ///
  /// A callback attached inside `attempt` would belong to every try, and
  /// run once for each.
  ///
  /// - Parameter body: Receives how the conversation's last dialog ended.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func onConversationEnd(
    _ body: @escaping @MainActor @Sendable (DialogEnding<Key>) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.conversationEnd = body
    return dialog
  }

  /// Returns the dialog with a callback that receives its session once it
  /// is on screen: the handle through which the app drives it while it is
  /// up.
  ///
  /// Through the session the app enables or disables an action from its own
  /// state (``AnyDialogSession/setEnabled(_:actionAt:)``,
  /// ``DialogSession/setEnabled(_:for:)``), closes the dialog
  /// (``AnyDialogSession/dismiss()``) or observes it, however it was
  /// presented: on a presenter, through a ``DialogQueue`` or by an awaiting
  /// `present`.
  ///
  /// ```swift
  /// enum Shortcut: Hashable, Sendable { case save, cancel }
  ///
  /// @MainActor final class ShortcutRecorder {
  ///   weak var session: DialogSession<Shortcut>?
  ///   func recorded() { session?.setEnabled(true, for: .save) }
  /// }
  ///
  /// @MainActor
  /// func askForShortcut(with recorder: ShortcutRecorder) -> Dialog<Shortcut> {
  ///   Dialog<Shortcut>.alert("Type the new shortcut")
  ///     .addAction("Save", key: .save)
  ///     .actionStyle { $0.disabled() }
  ///     .addCancel("Cancel", key: .cancel)
  ///     .onPresent { session in recorder.session = session }
  /// }
  /// ```
  ///
  /// It runs on the main actor, once per presentation, right after the
  /// presenter reports the dialog visible (``DialogEvent/didPresent``); a
  /// dialog ended before it was shown never runs it. Hold the session
  /// weakly: it holds this callback. A follow-up runs its own. It replaces
  /// any callback set before and takes no part in equality.
  ///
  /// - Parameter body: Receives the session of the visible dialog.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func onPresent(
    _ body: @escaping @MainActor @Sendable (DialogSession<Key>) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.present = body
    return dialog
  }
}
