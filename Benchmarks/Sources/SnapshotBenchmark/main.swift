// Snapshot cost against `dump(_:)` of the same value, for 10, 100 and 1000 actions.
//
// Run under callgrind and read the inclusive instruction count of each
// `measure…` function (all measured in the same run):
//
//   swift build -c release --package-path Benchmarks --product SnapshotBenchmark \
//     --scratch-path .build/bench-default
//   valgrind --tool=callgrind --callgrind-out-file=.build/snapshot.cg \
//     .build/bench-default/release/SnapshotBenchmark
//   callgrind_annotate --inclusive=yes .build/snapshot.cg | grep measure
//
// Without valgrind it just prints the output sizes, so nothing is optimised away.
import FluentAlert

/// A dialog with `count` actions that uses most fields, as an app's would.
func makeDialog(actions count: Int) -> Dialog<Int> {
  var actions: [DialogAction<Int>] = []
  actions.reserveCapacity(count)
  for index in 0..<count {
    actions.append(
      DialogAction(
        title: .verbatim("Action \"\(index)\""), role: index == 0 ? .cancel : .default, key: index
      ).preferred(index == 1).titleColor(index.isMultiple(of: 3) ? .system(.red) : nil).image(
        index.isMultiple(of: 5) ? .system("star") : nil))
  }
  return Dialog(
    style: .alert, title: "Pick one", message: "A longer message\nwith two lines",
    titleStyle: TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2),
    actions: actions,
    textFields: [DialogTextField("Name").required(.nonEmpty)],
    autoDismiss: AutoDismiss(after: .seconds(30), reporting: 0))
}

@inline(never)
func snapshotLength(_ dialog: Dialog<Int>, repeats: Int) -> Int {
  var total = 0
  for _ in 0..<repeats { total &+= dialog.snapshot.utf8.count }
  return total
}

@inline(never)
func dumpLength(_ dialog: Dialog<Int>, repeats: Int) -> Int {
  var total = 0
  for _ in 0..<repeats {
    var text = ""
    dump(dialog, to: &text)
    total &+= text.utf8.count
  }
  return total
}

@inline(never)
func problemCount(_ dialog: Dialog<Int>, repeats: Int) -> Int {
  var total = 0
  for _ in 0..<repeats { total &+= dialog.problems.count }
  return total
}

// One function per measurement, so callgrind reports each on its own line.
// Each runs 10,000 actions' worth of work: 1000 × 10, 100 × 100, 10 × 1000.
let small = makeDialog(actions: 10)
let medium = makeDialog(actions: 100)
let large = makeDialog(actions: 1000)

@inline(never) func measureSnapshot10() -> Int { snapshotLength(small, repeats: 1000) }
@inline(never) func measureSnapshot100() -> Int { snapshotLength(medium, repeats: 100) }
@inline(never) func measureSnapshot1000() -> Int { snapshotLength(large, repeats: 10) }
@inline(never) func measureDump10() -> Int { dumpLength(small, repeats: 1000) }
@inline(never) func measureDump100() -> Int { dumpLength(medium, repeats: 100) }
@inline(never) func measureDump1000() -> Int { dumpLength(large, repeats: 10) }
@inline(never) func measureProblems10() -> Int { problemCount(small, repeats: 1000) }
@inline(never) func measureProblems100() -> Int { problemCount(medium, repeats: 100) }
@inline(never) func measureProblems1000() -> Int { problemCount(large, repeats: 10) }

print("snapshot bytes:", measureSnapshot10(), measureSnapshot100(), measureSnapshot1000())
print("dump bytes:    ", measureDump10(), measureDump100(), measureDump1000())
print("problems:      ", measureProblems10(), measureProblems100(), measureProblems1000())
