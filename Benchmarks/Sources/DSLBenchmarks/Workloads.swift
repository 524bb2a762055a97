import FluentAlert

/// The keys of the ten-action dialog.
enum BenchKey: Hashable, Sendable {
  case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9
}

/// Ten actions with the public initializer: the baseline.
@inline(never)
func initializer10() -> Dialog<BenchKey> {
  Dialog(
    style: .alert, title: "Title", message: "Message",
    actions: [
      DialogAction(title: "Action 0", key: .k0),
      DialogAction(title: "Action 1", key: .k1),
      DialogAction(title: "Action 2", key: .k2),
      DialogAction(title: "Action 3", role: .destructive, key: .k3),
      DialogAction(title: "Action 4", key: .k4),
      DialogAction(title: "Action 5", key: .k5),
      DialogAction(title: "Action 6", key: .k6),
      DialogAction(title: "Action 7", role: .destructive, key: .k7),
      DialogAction(title: "Action 8", key: .k8),
      DialogAction(title: "Action 9", role: .cancel, key: .k9),
    ])
}

/// The same ten actions with the result builder.
@inline(never)
func builder10() -> Dialog<BenchKey> {
  Dialog<BenchKey>(.alert, title: "Title", message: "Message") {
    Action("Action 0", key: .k0)
    Action("Action 1", key: .k1)
    Action("Action 2", key: .k2)
    Destructive("Action 3", key: .k3)
    Action("Action 4", key: .k4)
    Action("Action 5", key: .k5)
    Action("Action 6", key: .k6)
    Destructive("Action 7", key: .k7)
    Action("Action 8", key: .k8)
    Cancel("Action 9", key: .k9)
  }
}

/// The same ten actions by chaining.
@inline(never)
func chain10() -> Dialog<BenchKey> {
  Dialog<BenchKey>.alert("Title", message: "Message")
    .addAction("Action 0", key: .k0)
    .addAction("Action 1", key: .k1)
    .addAction("Action 2", key: .k2)
    .addDestructive("Action 3", key: .k3)
    .addAction("Action 4", key: .k4)
    .addAction("Action 5", key: .k5)
    .addAction("Action 6", key: .k6)
    .addDestructive("Action 7", key: .k7)
    .addAction("Action 8", key: .k8)
    .addCancel("Action 9", key: .k9)
}

/// `count` chained calls in a loop that hands the variable over with `consume`.
@inline(never)
func consumingLoop(_ count: Int) -> Dialog<Int> {
  var dialog = Dialog<Int>.actionSheet("Items")
  for index in 0..<count {
    dialog = (consume dialog).addAction("Item", key: index)
  }
  return dialog
}

/// `count` chained calls in a loop that keeps the old value while adding: O(n²).
@inline(never)
func copyingLoop(_ count: Int) -> Dialog<Int> {
  var dialog = Dialog<Int>.actionSheet("Items")
  for index in 0..<count {
    dialog = dialog.addAction("Item", key: index)
  }
  return dialog
}

/// `count` actions with the builder's `for`.
@inline(never)
func builderLoop(_ count: Int) -> Dialog<Int> {
  Dialog<Int>(.actionSheet, title: "Items") {
    for index in 0..<count {
      Action("Item", key: index)
    }
  }
}

/// A dialog with `count` varied actions, two text fields and styles, to snapshot.
func snapshotSubject(_ count: Int) -> Dialog<BenchKey> {
  let keys: [BenchKey] = [.k0, .k1, .k2, .k3, .k4, .k5, .k6, .k7, .k8, .k9]
  var dialog = Dialog<BenchKey>.alert("Title \"quoted\"", message: "Line one\nline two")
    .titleStyle(TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2))
    .addTextField("Name") { $0.required(.nonEmpty) }
    .addTextField("Password") { $0.secure() }
  for index in 0..<count {
    dialog = (consume dialog).addAction("Action \(index)", key: keys[index % 10])
      .actionStyle { $0.titleColor(.system(.red)).disabled(index % 3 == 0) }
  }
  return (consume dialog).anchor(.center).dismiss(after: .seconds(5))
}
