internal import FluentAlertText

/// The key that presses a button: Return, Escape, or a character with
/// modifier keys (AppKit's `keyEquivalent`, SwiftUI's `keyboardShortcut`).
///
/// Without one, Return presses the preferred action and Escape the cancel
/// action. A key equivalent on another action takes that key over:
///
/// ```swift
/// let close = Dialog<String>(.alert, title: "Save changes to “Notes”?") {
///   Action("Save", key: "save").preferred()
///   Destructive("Don't Save", key: "discard").keyEquivalent(.character("d"))
///   Cancel("Cancel", key: "cancel")
/// }
/// ```
///
/// AppKit and SwiftUI set it on the button; the terminal presses it when
/// the key is typed on the action list (modifier keys cannot be told apart
/// there, so only the character counts); `DialogTester` presses it with
/// `press(_:)`. `UIAlertController` has no key equivalents but Return and
/// Escape for its preferred and cancel actions, which
/// ``Dialog/problems(for:)`` reports as
/// ``DialogProblem/Kind/keyEquivalentUnsupported``.
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
  /// The key equivalent each action answers to: its own, else Return for
  /// the preferred action (when the dialog has a default action) and Escape
  /// for the cancel action.
  ///
  /// - Parameters:
  ///   - actions: A dialog's actions, in order.
  ///   - hasDefaultAction: ``Dialog/hasDefaultAction``: whether Return
  ///     goes to the preferred action.
  /// - Returns: One entry per action; `nil` for an action no key presses.
  package static func effective<ActionKey>(
    in actions: [DialogAction<ActionKey>], hasDefaultAction: Bool
  ) -> [DialogKeyEquivalent?] {
    let preferredCount = actions.count { $0.isPreferred }
    return actions.map { action in
      if let own = action.keyEquivalent { return own }
      if action.isPreferred && preferredCount == 1 && hasDefaultAction { return .return }
      return action.role == .cancel ? .escape : nil
    }
  }

  /// The index of the action Return performs: the one rule the terminal,
  /// the pictures, the AppKit presenter and `DialogTester` follow.
  ///
  /// The action that takes Return as its own key equivalent; else the
  /// preferred action; else the first action that is neither destructive
  /// nor the cancel action; else the cancel action. Return never performs a
  /// destructive action the author did not mark preferred (or give Return).
  /// Whether the action can be chosen now is the caller's question.
  ///
  /// - Parameter actions: A dialog's actions, in order.
  /// - Returns: The default action's index, or `nil` when there is none.
  package static func defaultActionIndex<ActionKey>(
    in actions: [DialogAction<ActionKey>]
  ) -> Int? {
    // One pass without closures: unspecialized code (a picture of any key
    // type) looks the action type up again in every closure call.
    var preferred: Int?
    var preferredCount = 0
    var firstDefault: Int?
    var firstCancel: Int?
    for index in actions.indices {
      let action = actions[index]
      if action.keyEquivalent?.key == .return { return index }
      if action.isPreferred {
        preferred = index
        preferredCount += 1
      }
      switch action.role {
      case .default where firstDefault == nil: firstDefault = index
      case .cancel where firstCancel == nil: firstCancel = index
      default: break
      }
    }
    if preferredCount == 1 { return preferred }
    return firstDefault ?? firstCancel
  }

  /// The action a key typed without modifier keys presses: Return the
  /// default action (``defaultActionIndex(in:)``, none when the dialog has
  /// no default action), any other key as
  /// ``effective(in:hasDefaultAction:)`` assigns keys; modifiers are not
  /// compared.
  ///
  /// For terminals and tests, which cannot tell modifier keys apart.
  ///
  /// - Parameters:
  ///   - key: The key typed.
  ///   - actions: The dialog's actions, in order.
  ///   - hasDefaultAction: ``Dialog/hasDefaultAction``.
  /// - Returns: The pressed action's index, or `nil`.
  package static func actionIndex<ActionKey>(
    pressedBy key: Key, in actions: [DialogAction<ActionKey>], hasDefaultAction: Bool
  ) -> Int? {
    if key == .return { return hasDefaultAction ? defaultActionIndex(in: actions) : nil }
    return effective(in: actions, hasDefaultAction: hasDefaultAction).firstIndex { equivalent in
      switch (equivalent?.key, key) {
      case (.return?, .return), (.escape?, .escape): true
      case (.character?, .character(let typed)): equivalent?.isPressed(byTyping: typed) == true
      default: false
      }
    }
  }

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
