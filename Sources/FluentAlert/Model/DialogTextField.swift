/// A text field in an alert: its placeholder, initial text, keyboard and
/// input settings, and an optional requirement that gates actions.
///
/// Only alerts can contain text fields (UIKit raises an exception for an
/// action sheet with one; validation reports
/// ``DialogProblem/Kind/textFieldOnActionSheet``).
///
/// In a `@DialogBuilder` body it is spelled ``TextInput`` (so it does not
/// clash with SwiftUI's `TextField`), and its modifiers return adjusted
/// copies: `TextInput("Password").secure().required(.nonEmpty)`.
///
/// Each setting is read through one property and set through one modifier,
/// whichever spelling made the field: the builder, the chain, the typed
/// drafts and the JSON form.
public struct DialogTextField<Key: Hashable & Sendable>: Hashable, Sendable {
  /// Every setting but the requirement, read through the properties below.
  @usableFromInline package var settings: TextFieldSettings
  /// A rule the text must meet before the actions it gates are enabled.
  public internal(set) var requirement: TextRequirement<Key>?

  /// The grey hint shown while the field is empty.
  public var placeholder: DialogText? { settings.placeholder }
  /// The label beside the field ("Save As:"), or `nil` for none.
  public var label: DialogText? { settings.label }
  /// The initial text.
  public var text: String { settings.text }
  /// Whether the text is masked (passwords).
  public var isSecure: Bool { settings.isSecure }
  /// The keyboard shown.
  public var keyboard: KeyboardKind { settings.keyboard }
  /// What the field holds, for AutoFill.
  public var contentType: TextContentType? { settings.contentType }
  /// When the shift key turns on by itself, or `nil` for the platform's default.
  public var capitalization: TextCapitalization? { settings.capitalization }
  /// Whether autocorrection is on, or `nil` for the platform's default.
  public var autocorrection: Bool? { settings.autocorrection }
  /// When the button that clears the text shows, or `nil` for the
  /// platform's default (no button).
  public var clearButton: ClearButtonMode? { settings.clearButton }
  /// The on-screen keyboard's colour scheme, or `nil` for the platform's
  /// default.
  public var keyboardAppearance: KeyboardAppearance? { settings.keyboardAppearance }
  /// What the on-screen keyboard's Return key says, or `nil` for the
  /// platform's plain Return.
  public var returnKey: ReturnKey? { settings.returnKey }
  /// The most characters the field takes, or `nil` for no limit: a
  /// character typed or pasted beyond it is refused.
  public var maxLength: Int? { settings.maxLength }
  /// The identifier UI tests use to find the field.
  public var accessibilityIdentifier: String? { settings.accessibilityIdentifier }

  /// Creates a text field from its parts.
  ///
  /// - Parameters:
  ///   - settings: Every setting but the requirement.
  ///   - requirement: A rule the text must meet to enable gated actions.
  package init(settings: TextFieldSettings, requirement: TextRequirement<Key>?) {
    self.settings = settings
    self.requirement = requirement
  }
}

extension DialogTextField {
  /// Creates a text field with a placeholder and the default settings; the
  /// spelling of a `@DialogBuilder` body, `TextInput("Name")`.
  ///
  /// Change a setting with the modifiers:
  ///
  /// ```swift
  /// let code = DialogTextField<String>("Code")
  ///   .keyboard(.numberPad)
  ///   .required(.length(6...6))
  /// ```
  ///
  /// - Parameter placeholder: The hint shown while the field is empty: a
  ///   literal (a localization key), an interpolation (a key with
  ///   arguments), or `.verbatim(value)`; `nil` (the default) for none.
  public init(_ placeholder: DialogText? = nil) {
    self.init(settings: TextFieldSettings(placeholder: placeholder), requirement: nil)
  }

  /// Creates a text field whose placeholder is shown exactly as written, in
  /// a `@DialogBuilder` body: `TextInput(hint)` with a `String` or
  /// `Substring` value, which is never looked up.
  ///
  /// - Parameter placeholder: The hint shown while the field is empty, as
  ///   written.
  @_disfavoredOverload
  public init(_ placeholder: some StringProtocol) {
    self.init(DialogText.verbatim(String(placeholder)))
  }

  /// Returns a copy that masks its text (passwords), or does not.
  ///
  /// - Parameter isSecure: Whether the text is masked; `true` when omitted.
  /// - Returns: The adjusted field.
  public func secure(_ isSecure: Bool = true) -> Self {
    adjusting { $0.settings.isSecure = isSecure }
  }

  /// Returns a copy that shows this keyboard.
  ///
  /// - Parameter keyboard: The keyboard.
  /// - Returns: The adjusted field.
  public func keyboard(_ keyboard: KeyboardKind) -> Self {
    adjusting { $0.settings.keyboard = keyboard }
  }

  /// Returns a copy that starts with this text.
  ///
  /// - Parameter text: The initial text, kept exactly as given.
  /// - Returns: The adjusted field.
  public func text(_ text: String) -> Self {
    adjusting { $0.settings.text = text }
  }

  /// Returns a copy that tells AutoFill what it holds.
  ///
  /// - Parameter contentType: The content type, or `nil` for none.
  /// - Returns: The adjusted field.
  public func contentType(_ contentType: TextContentType?) -> Self {
    adjusting { $0.settings.contentType = contentType }
  }

  /// Returns a copy whose text must meet `rule` before the gated actions are
  /// enabled.
  ///
  /// - Parameters:
  ///   - rule: The condition on the text.
  ///   - gates: The keys of the actions kept disabled until it holds, or `nil`
  ///     (the default) for every non-cancel action.
  ///   - message: What the requirement asks for, shown instead of a
  ///     description of the rule; `nil` (the default) describes the rule.
  /// - Returns: The adjusted field.
  public func required(
    _ rule: TextRule, gates: [Key]? = nil, message: DialogText? = nil
  ) -> Self {
    adjusting { $0.requirement = TextRequirement(rule, gates: gates, message: message) }
  }

  /// Returns a copy whose text must meet `rule` before the gated actions are
  /// enabled, with a message shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - rule: The condition on the text.
  ///   - gates: The keys of the actions kept disabled until it holds, or `nil`
  ///     (the default) for every non-cancel action.
  ///   - message: What the requirement asks for, shown as written.
  /// - Returns: The adjusted field.
  @_disfavoredOverload
  public func required(
    _ rule: TextRule, gates: [Key]? = nil, message: some StringProtocol
  ) -> Self {
    required(rule, gates: gates, message: DialogText.verbatim(String(message)))
  }

  /// Returns a copy whose shift key turns on by itself as given.
  ///
  /// Without this modifier the platform's default applies. `.never` turns
  /// capitalization off (`.none` does not compile: Swift would read it as
  /// "no setting").
  ///
  /// - Parameter capitalization: The capitalization.
  /// - Returns: The adjusted field.
  public func capitalization(_ capitalization: TextCapitalization) -> Self {
    adjusting { $0.settings.capitalization = capitalization }
  }

  /// Returns a copy with autocorrection on or off.
  ///
  /// - Parameter autocorrection: Whether autocorrection is on, or `nil` for
  ///   the platform's default.
  /// - Returns: The adjusted field.
  public func autocorrection(_ autocorrection: Bool?) -> Self {
    adjusting { $0.settings.autocorrection = autocorrection }
  }

  /// Returns a copy that shows the button that clears its text as given.
  ///
  /// ```swift
  /// let search = TextInput<String>("Search").clearButton(.whileEditing)
  /// ```
  ///
  /// - Parameter mode: When the button shows, or `nil` for the platform's
  ///   default.
  /// - Returns: The adjusted field.
  public func clearButton(_ mode: ClearButtonMode?) -> Self {
    adjusting { $0.settings.clearButton = mode }
  }

  /// Returns a copy whose on-screen keyboard has this colour scheme.
  ///
  /// - Parameter appearance: The keyboard's appearance, or `nil` for the
  ///   platform's default.
  /// - Returns: The adjusted field.
  public func keyboardAppearance(_ appearance: KeyboardAppearance?) -> Self {
    adjusting { $0.settings.keyboardAppearance = appearance }
  }

  /// Returns a copy whose on-screen keyboard's Return key says `returnKey`.
  ///
  /// ```swift
  /// let search = TextInput<String>("Search").returnKey(.search)
  /// ```
  ///
  /// - Parameter returnKey: What the key says, or `nil` for the platform's
  ///   plain Return.
  /// - Returns: The adjusted field.
  public func returnKey(_ returnKey: ReturnKey?) -> Self {
    adjusting { $0.settings.returnKey = returnKey }
  }

  /// Returns a copy that takes at most `count` characters: the next
  /// character typed is refused, and a paste keeps what fits.
  ///
  /// ```swift
  /// let code = TextInput<String>("Code").keyboard(.numberPad).maxLength(6)
  /// ```
  ///
  /// Unlike a requirement, which leaves the text as typed and disables the
  /// actions it gates, a maximum length keeps the text from growing: every
  /// presenter refuses the character (UIKit, AppKit, SwiftUI, the terminal)
  /// and so does `DialogTester`. Characters are counted as the user sees
  /// them: "é" and "👍🏽" are one each. A count below 1, an initial text
  /// longer than the limit, or a requirement that needs more characters
  /// than it allows is an error (``DialogProblem/Kind/invalidMaxLength``).
  ///
  /// - Parameter count: The most characters, or `nil` for no limit.
  /// - Returns: The adjusted field.
  public func maxLength(_ count: Int?) -> Self {
    adjusting { $0.settings.maxLength = count }
  }

  /// Returns a copy with a label beside the field, which names it while
  /// the placeholder inside gives an example ("Save As:" beside
  /// "Untitled").
  ///
  /// ```swift
  /// let export = Dialog<Bool>.alert("Export the Library")
  ///   .addTextField("Untitled") { $0.label("Save As:") }
  ///   .addAction("Export", key: true)
  ///   .addCancel("Cancel", key: false)
  /// ```
  ///
  /// AppKit draws it at the field's leading edge, the terminal before the
  /// field (line mode asks for the field by it), the macOS picture as
  /// AppKit does. UIKit and SwiftUI alerts have no room for it:
  /// ``Dialog/problems(for:)`` reports
  /// ``DialogProblem/Kind/textFieldLabelUnsupported`` there.
  ///
  /// - Parameter label: The label: a literal (a localization key), an
  ///   interpolation, or `.verbatim(value)`; `nil` for none.
  /// - Returns: The adjusted field.
  public func label(_ label: DialogText?) -> Self {
    adjusting { $0.settings.label = label }
  }

  /// Returns a copy with a label shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// - Parameter label: The label, as written.
  /// - Returns: The adjusted field.
  @_disfavoredOverload
  public func label(_ label: some StringProtocol) -> Self {
    self.label(DialogText.verbatim(String(label)))
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` for none.
  /// - Returns: The adjusted field.
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    adjusting { $0.settings.accessibilityIdentifier = identifier }
  }

  /// The same field with `change` applied.
  private func adjusting(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension DialogTextField {
  /// `new` as a field limited to `limit` characters takes it, when it
  /// replaces `old`: the characters the edit inserted are kept only as far
  /// as they fit, wherever the edit was, and the rest of the text stays.
  ///
  /// An edit in the middle keeps the text after it, as a refused keystroke
  /// would; a paste keeps its beginning.
  ///
  /// - Parameters:
  ///   - new: The text after the edit.
  ///   - old: The text before it.
  ///   - limit: The most characters.
  /// - Returns: `new` when it fits, else the edit cut to fit.
  package static func fitting(_ new: String, replacing old: String, limit: Int) -> String {
    keeping(new, replacing: old, limit: limit)?.text ?? new
  }

  /// What a field limited to `limit` characters keeps of an edit from
  /// `old` to `new`, as ``fitting(_:replacing:limit:)`` does, and where
  /// the cursor goes: after what was kept of the insertion.
  ///
  /// A platform field that takes the edit itself (UIKit's delegate, an
  /// AppKit field after the change) shows this text with the cursor
  /// there, so a refused keystroke in the middle leaves it in place.
  ///
  /// - Parameters:
  ///   - new: The text after the edit.
  ///   - old: The text before it.
  ///   - limit: The most characters, or `nil` for no limit.
  /// - Returns: `nil` when `new` fits; else the kept text and the cursor's
  ///   offset in UTF-16 code units, as UIKit and AppKit count them.
  package static func keeping(
    _ new: String, replacing old: String, limit: Int?
  ) -> (text: String, cursor: Int)? {
    guard let limit, new.count > limit else { return nil }
    let before = Array(old)
    let after = Array(new)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let inserted = after[prefix..<(after.count - suffix)]
    let room = max(0, limit - prefix - suffix)
    let head = String(after[..<prefix] + inserted.prefix(room))
    let tail = String(after[(after.count - suffix)...])
    let kept = String((head + tail).prefix(limit))
    return (kept, min(head.utf16.count, kept.utf16.count))
  }

  /// Whether the field asks for a clear button at some point: the setting
  /// platforms without one report and drop.
  package var asksForClearButton: Bool { (clearButton ?? .never) != .never }

  /// Whether the field asks for a light or dark keyboard: the setting
  /// platforms without one report and drop.
  package var asksForKeyboardAppearance: Bool {
    (keyboardAppearance ?? .default) != .default
  }

  /// The same field with another requirement, whose gates name actions by
  /// another key type (a session's indices).
  ///
  /// - Parameter requirement: The requirement of the returned field.
  /// - Returns: A field with every other setting of this one.
  package func replacingRequirement<Other>(
    with requirement: TextRequirement<Other>?
  ) -> DialogTextField<Other> {
    DialogTextField<Other>(settings: settings, requirement: requirement)
  }
}

/// Everything about one text field but the requirement, whose gates name
/// actions by key: what it shows and how it takes input, declared once.
///
/// ``DialogTextField`` stores one and reads each setting from it; its
/// modifiers change one setting, and a field is given another key type (a
/// session's indices) by moving the whole value beside a re-keyed
/// requirement, so a new setting is added here, read by
/// ``DialogTextField``, and reaches every spelling and every row.
@usableFromInline
package struct TextFieldSettings: Hashable, Sendable {
  /// The grey hint shown while the field is empty.
  @usableFromInline package var placeholder: DialogText?
  /// The label beside the field.
  @usableFromInline package var label: DialogText?
  /// The initial text.
  @usableFromInline package var text = ""
  /// Whether the text is masked.
  @usableFromInline package var isSecure = false
  /// The keyboard shown.
  @usableFromInline package var keyboard = KeyboardKind.default
  /// What the field holds, for AutoFill.
  @usableFromInline package var contentType: TextContentType?
  /// When the shift key turns on by itself, or `nil` for the platform's.
  @usableFromInline package var capitalization: TextCapitalization?
  /// Whether autocorrection is on, or `nil` for the platform's.
  @usableFromInline package var autocorrection: Bool?
  /// When the clear button shows, or `nil` for the platform's.
  @usableFromInline package var clearButton: ClearButtonMode?
  /// The on-screen keyboard's colour scheme, or `nil` for the platform's.
  @usableFromInline package var keyboardAppearance: KeyboardAppearance?
  /// What the Return key says, or `nil` for the platform's.
  @usableFromInline package var returnKey: ReturnKey?
  /// The most characters the field takes, or `nil` for no limit.
  @usableFromInline package var maxLength: Int?
  /// The identifier UI tests use to find the field.
  @usableFromInline package var accessibilityIdentifier: String?

  /// The settings of a field with this placeholder and nothing else.
  ///
  /// - Parameter placeholder: The hint, or `nil` for none.
  @inlinable
  package init(placeholder: DialogText? = nil) {
    self.placeholder = placeholder
  }
}
