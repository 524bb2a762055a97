import FluentAlert
import Foundation

/// Decoding throughput: a feed of 1,000 dialog documents decoded with
/// `Dialog<String>(json:)` (pre-scan + field checks + limits), against
/// `JSONSerialization` merely parsing the same bytes, in the same run.
///
/// Run: `swift run -c release DecodeBenchmark [rounds]`.
@main
struct DecodeBenchmark {
  static func main() throws {
    let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20
    let feed = try makeFeed(count: 1_000)
    let bytes = feed.reduce(0) { $0 + $1.count }
    print("feed: \(feed.count) dialogs, \(bytes) bytes, \(rounds) rounds (best round reported)")

    let baseline = try best(of: rounds) {
      for document in feed {
        _ = try JSONSerialization.jsonObject(with: document)
      }
    }
    let decoder = try best(of: rounds) {
      for document in feed {
        _ = try Dialog<String>(json: document)
      }
    }
    let plain = try best(of: rounds) {
      let jsonDecoder = JSONDecoder()
      for document in feed {
        _ = try jsonDecoder.decode(Dialog<String>.self, from: document)
      }
    }
    func report(_ name: String, _ seconds: Double) {
      let megabytes = Double(bytes) / 1_048_576
      let rate = megabytes / seconds
      let ratio = rate / (megabytes / baseline)
      print(
        "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
          + "\(String(format: "%8.2f", rate)) MB/s  \(String(format: "%.3f", ratio))x baseline")
    }
    report("JSONSerialization.jsonObject (baseline)", baseline)
    report("Dialog<String>(json:) (pre-scan + decode)", decoder)
    report("JSONDecoder().decode(Dialog<String>.self)", plain)
  }

  /// 1,000 varied documents: alerts and sheets, localized texts, styles,
  /// text fields with rules, escapes and non-ASCII text.
  static func makeFeed(count: Int) throws -> [Data] {
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
