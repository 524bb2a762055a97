internal import FluentAlert
internal import FluentAlertText
internal import Foundation

/// Every word the terminal adds to a dialog, in the language the dialog's
/// own texts are shown in: the marks after an action, the prompts and
/// answers of line mode, the countdown, the scroll marks, the notices.
///
/// Each phrase is a key of FluentAlert's own table (`FluentAlert`), looked
/// up like the system's "Cancel": an app's own `FluentAlert` table first,
/// then the built-in String Catalog, in the plural form its count calls
/// for. Numbers are written as the language writes them (grouping, digits),
/// and the app's texts inside a sentence (an action's title, a field's
/// name) arrive escaped. A phrase is looked up once per presentation: the
/// wording travels with the screen's content and remembers what it found,
/// so a redrawn frame looks nothing up.
///
/// In a language written right to left, the app's texts inside a sentence
/// are wrapped in first-strong isolates and each line the terminal composes
/// starts with a right-to-left mark: a terminal that orders bidirectional
/// text then shows the sentence right to left with a Latin title in its
/// place; one that does not shows it in logical order, unchanged.
struct TerminalWording: Hashable, Sendable {
  /// One phrase, with the values it is said with.
  ///
  /// Strings are already safe for a terminal (escaped app text); counts are
  /// numbers the phrase writes in the user's language.
  enum Phrase: Hashable, Sendable {
    /// After a destructive action (where colour cannot say it).
    case destructive
    /// After the cancel action in line mode's list.
    case cancelMark
    /// After a checked action in line mode's list.
    case checked
    /// After an action that cannot be chosen now.
    case unavailable
    /// A field's maximum length, after its name.
    case atMost(Int)
    /// In place of a secure field's text.
    case hidden
    /// How to keep or clear a field's text.
    case keepsOrClears
    /// An aside in parentheses (a requirement after a field's name).
    case aside(String)
    /// A question's prompt: its words and the colon the language puts after
    /// them.
    case prompt(String)
    /// A field without a placeholder, by its number from 1.
    case textField(Int)
    /// The word for yes.
    case yes
    /// The word for no.
    case no
    /// The letter that answers yes.
    case yesLetter
    /// The letter that answers no.
    case noLetter
    /// How to answer a yes-or-no question, with the two letters.
    case answerYesOrNo(String, String)
    /// The question for a list of this many actions (two or more).
    case chooseRange(Int)
    /// The question for a list of one action.
    case chooseOne
    /// The question for a dialog without actions.
    case pressEnterToClose
    /// After an empty answer to the question.
    case pleaseChoose
    /// After an answer that is no choice.
    case notAChoice(String)
    /// How to answer the question of this many actions.
    case chooseHint(Int)
    /// The help address.
    case help(String)
    /// How to see the help address.
    case helpHint
    /// An action the requirements hold back (line mode).
    case needsFields(String)
    /// An action a check holds back; its reasons follow on their own lines.
    case notAvailableBecause(String)
    /// An action that cannot be chosen.
    case notAvailable(String)
    /// An answer cut to the field's maximum length.
    case keptFirst(Int)
    /// How to go on after an unmet requirement.
    case typeAgain
    /// A name and what is said about it.
    case labelled(String, String)
    /// A sentence the terminal ends with the language's full stop.
    case sentence(String)
    /// The countdown, without an action.
    case closesIn(Int)
    /// The countdown, naming the action it chooses.
    case closesInChoosing(Int, String)
    /// Line mode's countdown, naming an action the requirements may hold
    /// back then.
    case closesInChoosingIfAvailable(Int, String)
    /// Rows hidden above.
    case moreAbove(Int)
    /// Rows hidden below.
    case moreBelow(Int)
    /// Work whose end cannot be told.
    case inProgress
    /// A digit pressed past the last action.
    case noAction(Int)
    /// Enter pressed while the fields hold every action back.
    case fillInFields
    /// Progress in line mode, with its percentage written.
    case progress(String)
    /// A question closed by the app before it was answered.
    case closedWithoutAnswer
    /// The input ended before an answer.
    case endOfInput
    /// An answer longer than this many bytes ended the input.
    case answerTooLong(Int)
    /// What a text field's requirement asks for, with the range dash the
    /// terminal can show.
    case requirement(RequirementWording.Phrase, dash: String)
    /// Two things said one after the other, as the language lists them.
    case both(String, String)
  }

  /// Where and in which language the words are looked up.
  let localization: DialogLocalization
  /// Whether the language is written right to left.
  let isRightToLeft: Bool
  private let memo = Memo()

  /// The wording of a localization.
  ///
  /// - Parameter localization: The dialog's localization.
  init(_ localization: DialogLocalization) {
    self.localization = localization
    isRightToLeft = localization.isRightToLeft
  }

  /// The phrase as the user reads it: safe, one-line text.
  ///
  /// - Parameter phrase: A phrase and its values.
  /// - Returns: The text, looked up the first time it is asked for.
  subscript(_ phrase: Phrase) -> String {
    if let known = memo.known.withLock({ $0[phrase] }) { return known }
    let text = resolve(phrase)
    memo.lookups.withLock { $0 += 1 }
    memo.known.withLock { known in
      if known.count >= Memo.capacity { known.removeAll(keepingCapacity: true) }
      known[phrase] = text
    }
    return text
  }

  /// How many phrases have been looked up in a table, for tests that show
  /// a redrawn frame looks nothing up.
  var lookupCount: Int { memo.lookups.withLock { $0 } }

  /// App text as it stands inside one of the terminal's sentences: as is,
  /// or, in a right-to-left language, between isolates, so that its own
  /// direction cannot reorder the sentence around it.
  ///
  /// - Parameter text: Safe text (escaped app text).
  /// - Returns: The text to put in a phrase.
  func embedded(_ text: String) -> String {
    isRightToLeft ? "\u{2068}" + text + "\u{2069}" : text
  }

  /// A line the terminal composes, starting with a right-to-left mark in
  /// a right-to-left language so a terminal that orders text sets the
  /// line's direction from it.
  ///
  /// - Parameter text: Safe text.
  /// - Returns: The line.
  func line(_ text: String) -> String {
    isRightToLeft && !text.isEmpty ? "\u{200F}" + text : text
  }

  /// Text the app wrote, as a sentence: as it is when it already ends with
  /// a sentence's punctuation (in any script), else with the language's
  /// full stop after it.
  ///
  /// - Parameter text: Safe text.
  /// - Returns: The sentence.
  func sentence(_ text: String) -> String {
    guard let last = text.last, !Self.closesSentence(last) else { return text }
    return self[.sentence(text)]
  }

  /// Whether a character ends a sentence in some script (`.`, `!`, `?`,
  /// `…`, `。`, `！`, `？`, `؟`, `।`) or closes a quotation after one.
  static func closesSentence(_ character: Character) -> Bool {
    ".!?…。！？؟।\u{FF0E}".contains(character)
  }

  /// A fraction as a percentage, as the language writes one (`50 %` in
  /// French, `%50` in Turkish).
  ///
  /// - Parameter fraction: A value from 0 to 1 (clamped).
  /// - Returns: The whole percent, rounded down.
  func percent(_ fraction: Double) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let whole = (clamped * 100).rounded(.down) / 100
    return whole.formatted(.percent.locale(localization.locale))
  }

  /// A whole number as the language writes it.
  ///
  /// - Parameter number: Any integer.
  /// - Returns: Its digits, grouped.
  func number(_ number: Int) -> String {
    LocalizedNumber.format(number, locale: localization.locale)
  }

  static func == (lhs: TerminalWording, rhs: TerminalWording) -> Bool {
    lhs.localization == rhs.localization
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(localization)
  }

  // MARK: - Lookup

  /// The phrase looked up and filled in: the format's control characters
  /// escaped (a table is text from outside), its counts written in the
  /// language, its strings (already safe) isolated in a right-to-left
  /// language.
  private func resolve(_ phrase: Phrase) -> String {
    let key = Self.key(phrase)
    let format = TerminalText.controlsEscaped(localization.builtInFormat(key))
    let arguments: [FormatArgument] = key.arguments.map { argument in
      switch argument {
      case .integer(let integer): .string(number(integer))
      case .string(let string): .string(embedded(string))
      case .double(let double): .string(String(double))
      }
    }
    return TextFormat.lenient(format, arguments, locale: localization.locale)
  }

  /// The key of a phrase in FluentAlert's table: its English words.
  static func key(_ phrase: Phrase) -> TextKey {
    switch phrase {
    case .destructive: "(destructive)"
    case .cancelMark: "(cancel)"
    case .checked: "(checked)"
    case .unavailable: "(unavailable)"
    case .atMost(let count): "(\(count) characters at most)"
    case .hidden: "[hidden]"
    case .keepsOrClears: "(Enter keeps it, \\ clears it)"
    case .aside(let text): "(\(text))"
    case .prompt(let text): "\(text):"
    case .textField(let number): "Text field \(number)"
    case .yes: "yes"
    case .no: "no"
    case .yesLetter: "y"
    case .noLetter: "n"
    case .answerYesOrNo(let yes, let no): "Please answer \(yes) or \(no) (Enter keeps it as it is)."
    case .chooseRange(let count): "Choose \(1)–\(count), or type an action's name"
    case .chooseOne: "Choose \(1), or type the action's name"
    case .pressEnterToClose: "Press Enter to close"
    case .pleaseChoose: "Please choose an action."
    case .notAChoice(let answer): "“\(answer)” is not one of the choices."
    case .chooseHint(let count):
      count == 1
        ? "Type \(1) or the action's name."
        : "Type a number from \(1) to \(count), or an action's name."
    case .help(let address): "Help: \(address)"
    case .helpHint: "Type ? for help."
    case .needsFields(let title): "“\(title)” needs the fields filled in as required."
    case .notAvailableBecause(let title): "“\(title)” is not available:"
    case .notAvailable(let title): "“\(title)” is not available."
    case .keptFirst(let count): "Only the first \(count) characters are kept."
    case .typeAgain:
      "Type it again, or press Enter to go on without it (the actions that need it stay unavailable)."
    case .labelled(let name, let text): "\(name): \(text)"
    case .sentence(let text): "\(text)."
    case .closesIn(let seconds): "Closes by itself in \(seconds) seconds."
    case .closesInChoosing(let seconds, let title):
      "Closes by itself in \(seconds) seconds, choosing “\(title)”."
    case .closesInChoosingIfAvailable(let seconds, let title):
      "Closes by itself in \(seconds) seconds, choosing “\(title)” if it is available then."
    case .moreAbove(let count): "\(count) more lines above"
    case .moreBelow(let count): "\(count) more lines below"
    case .inProgress: "In progress…"
    case .noAction(let number): "There is no action \(number)."
    case .fillInFields: "Fill in the fields above to continue."
    case .progress(let percent): "Progress: \(percent)"
    case .closedWithoutAnswer: "(Closed without an answer.)"
    case .endOfInput: "(End of input: dismissed.)"
    case .answerTooLong(let bytes):
      "(The answer is longer than \(bytes) bytes: input ended, dismissed.)"
    case .requirement(let phrase, let dash): RequirementWording.key(phrase, dash: dash)
    case .both(let first, let second): "\(first), \(second)"
    }
  }

  /// What a wording has found, shared by its copies.
  private final class Memo: Sendable {
    /// The most phrases remembered (a countdown adds one a second).
    static let capacity = 256
    let known = MemoLock<[Phrase: String]>([:])
    let lookups = MemoLock(0)
  }
}
