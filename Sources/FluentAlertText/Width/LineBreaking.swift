/// Where a line may not break, shared by everything that wraps text (the
/// terminal and the pictures), so a dialog breaks its lines the same way
/// wherever it is drawn.
///
/// As Japanese and Chinese typesetting does, and as Latin text does for its
/// punctuation, a line never starts with closing punctuation or a small kana
/// (`。`, `」`, `ょ`, `)`, `,`) nor ends with an opening bracket or quote
/// (`「`, `(`).
package enum LineBreaking {
  /// Characters a line does not start with: closing brackets and quotes,
  /// full stops, commas and other marks that close a clause, marks of
  /// repetition and prolonged sound, and small kana.
  package static let cannotStartLine: Set<Character> = Set(
    ".,;:!?)]}%…»”’"
      + "、。，．・：；？！‼⁇⁈⁉ヽヾゝゞ々〻ーｰ）］｝〕〉》」』】〙〗〟｠〜‥"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ")

  /// Characters a line does not end with: opening brackets and quotes.
  package static let cannotEndLine: Set<Character> = Set("([{«“‘（［｛〔〈《「『【〘〖〝｟")

  /// Whether a line may end between `before` and `after`, as far as their
  /// punctuation goes (spaces and word boundaries are the wrapper's to
  /// judge).
  ///
  /// - Parameters:
  ///   - before: The last character of the line.
  ///   - after: The first character of the next line.
  /// - Returns: `false` when `after` may not start a line or `before` may
  ///   not end one.
  package static func mayBreak(between before: Character, and after: Character) -> Bool {
    !cannotStartLine.contains(after) && !cannotEndLine.contains(before)
  }
}
