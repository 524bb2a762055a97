extension Dialog {
  /// Runs what a dialog ended from code runs, for one never shown (taken
  /// out of a queue, or its presenting task cancelled before it started):
  /// `onDismiss`, then `onConversationEnd` with the initial values, so
  /// every presentation ends exactly once.
  @MainActor
  package func endUnshown() {
    callbacks.dismiss?(.programmatic)
    callbacks.conversationEnd?(
      DialogEnding(reason: .programmatic, values: initialValues))
  }
}
