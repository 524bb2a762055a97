/// A dialog's accessory as a presenter draws it: its texts resolved for
/// the screen.
///
/// A session's ``AnyDialogSession/accessories`` are these, in the order
/// the dialog added them; draw them under the message.
///
/// ```swift
/// @MainActor
/// func drawAccessories(of session: AnyDialogSession) -> [String] {
///   session.accessories.flatMap { accessory -> [String] in
///     switch accessory {
///     case .lines(let lines): lines.map { "• \($0)" }
///     case .link(let text, let address): ["\(text) <\(address)>"]
///     case .footnote(let text): [text]
///     }
///   }
/// }
/// ```
public enum PresentedAccessory: Hashable, Sendable {
  /// A list of short lines, one item each.
  case lines([String])
  /// A link: the words shown and the address it opens.
  case link(String, address: String)
  /// A line of small print.
  case footnote(String)

  /// The accessory with its texts resolved.
  ///
  /// - Parameters:
  ///   - accessory: The accessory as the dialog describes it.
  ///   - localization: Where and in which language text is looked up.
  package init(_ accessory: DialogAccessory, in localization: DialogLocalization) {
    switch accessory {
    case .lines(let lines): self = .lines(lines.map { $0.resolved(in: localization) })
    case .link(let text, let address):
      self = .link(text.resolved(in: localization), address: address)
    case .footnote(let text): self = .footnote(text.resolved(in: localization))
    }
  }

  /// The accessory with `transform` applied to each text it shows (not to
  /// a link's address): for a presenter that must make text drawable.
  ///
  /// - Parameter transform: What becomes of each text.
  /// - Returns: The accessory with its texts transformed.
  package func mappingTexts(_ transform: (String) -> String) -> Self {
    switch self {
    case .lines(let lines): .lines(lines.map(transform))
    case .link(let text, let address): .link(transform(text), address: address)
    case .footnote(let text): .footnote(transform(text))
    }
  }
}
