internal import FluentAlertText

/// The key that presses a button: Return, Escape, or a character with
/// modifier keys (an `NSButton`'s key equivalent, SwiftUI's `keyboardShortcut`).
///
/// An action's own key adds to the keys every platform gives anyway: Return
/// presses the default action and Escape the cancel action, and one action
/// can answer to Return, Escape and its own key at once. Give Return or
/// Escape to another action to move that key there. The rule, with a table
/// of what each platform binds, is in <doc:PresentingDialogs>.
///
/// ```swift
/// let save = DialogKeyEquivalent.character("s")  // ⌘S
/// let help = DialogKeyEquivalent(.character("?"), modifiers: [.command, .shift])
/// assert("\(save) \(help)" == "command+s shift+command+?")
/// ```
///
/// AppKit sets it on the button (a second key through a key monitor while the
/// alert is shown); the terminal presses it when the key is typed on the
/// action list (modifier keys cannot be told apart there, so only the
/// character counts); `DialogTester` presses it with `press(_:)`.
/// `UIAlertController` has no such keys but Return and Escape for its
/// preferred and cancel actions, which ``Dialog/problems(for:)`` reports.
public struct DialogKeyEquivalent: Hashable, Sendable {
  /// The key pressed.
  public enum Key: Hashable, Sendable {
    /// Return (or Enter).
    case `return`
    /// Escape.
    case escape
    /// A character key, such as `"d"`; letters are matched without case.
    case character(Character)
  }

  /// The modifier keys held with it.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// ⌘ Command.
    public static let command = Self(rawValue: 1 << 0)
    /// ⌥ Option.
    public static let option = Self(rawValue: 1 << 1)
    /// ⌃ Control.
    public static let control = Self(rawValue: 1 << 2)
    /// ⇧ Shift.
    public static let shift = Self(rawValue: 1 << 3)

    /// Every modifier key.
    package static let all: Self = [.command, .option, .control, .shift]

    /// Every modifier with its name, in the order they are written.
    package static let named: [(Self, String)] = [
      (.control, "control"), (.option, "option"), (.shift, "shift"), (.command, "command"),
    ]
  }

  /// The key pressed.
  public let key: Key
  /// The modifier keys held with it.
  public let modifiers: Modifiers

  /// Creates a key equivalent.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - modifiers: The modifier keys held with it; none when omitted.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, without modifiers.
  public static let `return` = Self(.return)

  /// Escape, without modifiers.
  public static let escape = Self(.escape)

  /// A character key, Command held unless other modifiers are given: the
  /// macOS habit (⌘D for "Don't Save").
  ///
  /// - Parameters:
  ///   - character: The character, such as `"d"`.
  ///   - modifiers: The modifier keys; `.command` when omitted.
  /// - Returns: The key equivalent.
  public static func character(
    _ character: Character, modifiers: Modifiers = .command
  ) -> Self {
    Self(.character(character), modifiers: modifiers)
  }
}

extension DialogKeyEquivalent: CustomStringConvertible {
  /// The keys in words, modifiers first: `command+d`, `return`, `shift+escape`.
  public var description: String {
    var parts = Modifiers.named.filter { modifiers.contains($0.0) }.map(\.1)
    switch key {
    case .return: parts.append("return")
    case .escape: parts.append("escape")
    case .character(let character): parts.append(String(character))
    }
    return parts.joined(separator: "+")
  }

  /// Whether a key typed without modifier keys presses it.
  ///
  /// The character, without case for letters: for terminals and tests,
  /// which cannot tell modifier keys apart.
  ///
  /// - Parameter character: The typed character.
  /// - Returns: `true` when this is a character key equivalent for it.
  package func isPressed(byTyping character: Character) -> Bool {
    guard case .character(let own) = key else { return false }
    return own == character || own.lowercased() == character.lowercased()
  }
}

extension DialogKeyEquivalent {
  /// Whether the key is Return, Escape or a visible character (not a
  /// control or whitespace character).
  package var hasVisibleKey: Bool {
    guard case .character(let character) = key else { return true }
    return !character.unicodeScalars.contains {
      TextEscaping.mustEscape($0) || $0.properties.isWhitespace
    }
  }

  /// Whether a platform can show and press it: a visible key and only known
  /// modifier keys (what validation checks).
  package var isValid: Bool { hasVisibleKey && Modifiers.all.isSuperset(of: modifiers) }

  /// Whether this is the key the platforms give `action` anyway: Return on
  /// an alert's preferred action, Escape on the cancel action, without
  /// modifiers. (What UIKit can do; it sets no other key.)
  ///
  /// - Parameters:
  ///   - action: The action it belongs to.
  ///   - style: The dialog's style.
  /// - Returns: `true` when the key equivalent changes nothing.
  package func isImplicit<ActionKey>(for action: DialogAction<ActionKey>, in style: DialogStyle)
    -> Bool
  {
    modifiers.isEmpty
      && ((key == .return && action.isPreferred && style == .alert)
        || (key == .escape && action.role == .cancel))
  }

  /// What one key press is.
  ///
  /// The modifier keys and the key, letters without case: two key
  /// equivalents with the same press clash.
  package struct Press: Hashable, Sendable {
    let modifiers: Int
    let key: String
  }

  /// The key press that presses this key equivalent.
  package var press: Press {
    let name =
      switch key {
      case .return: "\r"
      case .escape: "\u{1B}"
      case .character(let character): "=" + character.lowercased()
      }
    return Press(modifiers: modifiers.rawValue, key: name)
  }

}
