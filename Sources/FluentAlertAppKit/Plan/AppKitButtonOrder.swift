import FluentAlert

/// The order `NSAlert` shows a dialog's buttons in, shared by the AppKit
/// presenter and the macOS preview so both put the same button first.
///
/// Pure Swift, so it is built and tested on every system; the previews read
/// it from here.
///
/// `NSAlert` puts its first button on the right (on top when they stack)
/// and gives it Return: the dialog's default action (see
/// `Dialog.defaultActionIndex`) comes first; then the cancel action
/// (Escape); then the rest in the dialog's order.
package enum AppKitButtonOrder {
  /// The actions' order as action indices.
  ///
  /// - Parameters:
  ///   - roles: The actions' roles, in display order.
  ///   - defaultIndex: The index of the default action, if any; one
  ///     outside `roles` is ignored.
  /// - Returns: A permutation of `roles.indices`.
  package static func of(roles: [ActionRole], defaultIndex: Int?) -> [Int] {
    let first = defaultIndex.flatMap { roles.indices.contains($0) ? $0 : nil }
    let cancel = roles.firstIndex(of: .cancel)
    var order: [Int] = []
    for index in [first, cancel].compactMap({ $0 }) where !order.contains(index) {
      order.append(index)
    }
    order += roles.indices.filter { !order.contains($0) }
    return order
  }
}
