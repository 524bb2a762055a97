import FluentAlert
import FluentAlertJSON
import Foundation

/// Decoding throughput: a feed of 1,000 dialog documents decoded with
/// `Dialog<String>(json:)` (pre-scan + field checks + limits), against
/// `JSONSerialization` merely parsing the same bytes, in the same run.
///
/// Run: `swift run -c release --package-path Benchmarks DecodeBenchmark
/// [rounds]` for throughput; `bash Benchmarks/decode.sh` counts instructions
/// (`--only baseline|decoder|plain|none 1` under callgrind, each net of
/// `none`, which only builds the feed) and checks the budget.
@main
struct DecodeBenchmark {
  static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    // `--only NAME` runs one contender (or `none`: only building the feed),
    // for instruction counts under `valgrind --tool=callgrind`.
    var only: String?
    if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
      only = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
    }
    let rounds = arguments.first.flatMap(Int.init) ?? 20
    let feed = makeFeed(count: 1_000)
    let bytes = feed.reduce(0) { $0 + $1.count }
    let contenders: [(name: String, label: String, run: () throws -> Void)] = [
      (
        "baseline", "JSONSerialization.jsonObject (baseline)",
        {
          for document in feed { _ = try JSONSerialization.jsonObject(with: document) }
        }
      ),
      (
        "decoder", "Dialog<String>(json:) (pre-scan + decode)",
        {
          for document in feed { _ = try Dialog<String>(json: document) }
        }
      ),
      (
        "plain", "JSONDecoder().decode(Dialog<String>.self)",
        {
          let decoder = JSONDecoder()
          for document in feed { _ = try decoder.decode(Dialog<String>.self, from: document) }
        }
      ),
    ]
    if let only {
      for contender in contenders where contender.name == only {
        for _ in 0..<rounds { try contender.run() }
      }
      return
    }
    print("feed: \(feed.count) dialogs, \(bytes) bytes, \(rounds) rounds (best round reported)")
    let megabytes = Double(bytes) / 1_048_576
    var baseline = 0.0
    for contender in contenders {
      let seconds = try best(of: rounds, contender.run)
      if contender.name == "baseline" { baseline = seconds }
      print(
        "\(contender.label.padding(toLength: 44, withPad: " ", startingAt: 0)) "
          + "\(String(format: "%8.2f", megabytes / seconds)) MB/s  "
          + "\(String(format: "%.3f", baseline / seconds))x baseline")
    }
  }

  /// 1,000 varied documents: alerts and sheets, localized texts, styles,
  /// text fields with rules, escapes and non-ASCII text.
  static func makeFeed(count: Int) -> [Data] {
    (0..<count).map { index in
      var actions = [
        ##"{"title":"Open item \##(index)","key":"open","preferred":true,"titleColor":"#0A84FF"}"##,
        #"{"title":"Delete \"\#(index)\"","key":"delete","role":"destructive","image":{"system":"trash"}}"#,
        #"{"title":"Cancel","key":"cancel","role":"cancel"}"#,
      ]
      if index % 3 == 0 { actions.insert(#"{"title":"Share…","key":"share"}"#, at: 1) }
      let fields =
        index % 4 == 0
        ? #","textFields":[{"placeholder":"Reason","requirement":{"rule":{"all":["nonEmpty",{"length":{"min":1,"max":140}}]},"gates":["delete"]}}]"#
        : ""
      let style = index % 4 == 0 ? "alert" : (index % 2 == 0 ? "actionSheet" : "alert")
      let anchor =
        style == "actionSheet" ? #","anchor":{"rect":{"x":10,"y":20,"width":44,"height":44}}"# : ""
      return Data(
        (#"{"fluentalert":1,"style":"\#(style)","title":"Message \#(index) from Ana 👩‍💻","#
          + #""message":{"localized":"feed.message.\#(index % 10)","table":"Feed","default":"#
          + #""Ünïcödé text with a\nnewline and a tab\t."},"#
          + ##""titleStyle":{"font":{"system":17,"weight":"semibold"},"color":"#1C1C1E","maxLines":2},"##
          + #""actions":[\#(actions.joined(separator: ","))]\#(fields)\#(anchor),"#
          + #""autoDismiss":{"after":"30s","reporting":"cancel"},"accessibilityIdentifier":"feed-\#(index)"}"#)
          .utf8)
    }
  }

  static func best(of rounds: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let elapsed = try clock.measure(body)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = min(best, seconds)
    }
    return best
  }
}
