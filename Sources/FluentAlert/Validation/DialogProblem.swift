/// One broken rule in a dialog description: a stable kind, a severity and a
/// one-line message that names the offending action or field.
///
/// ```swift
/// let dialog = Dialog<String>(
///   style: .alert, title: "Close?",
///   actions: [
///     DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///     DialogAction(title: "Close", role: .cancel, key: "close"),
///   ])
/// for problem in dialog.problems {
///   // error: 2 cancel actions ("Cancel" key cancel, "Close" key close); …
///   print(problem)
/// }
/// ```
public struct DialogProblem: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable, Comparable, Codable {
    /// The dialog may misbehave on some platform or in some layout; it can
    /// still be presented.
    case warning
    /// The dialog cannot be presented: a platform would raise an exception,
    /// or the user could not close it or could not be told apart which
    /// button they chose. Presenters refuse it.
    case error

    /// Orders warnings before errors.
    ///
    /// - Parameters:
    ///   - lhs: A severity.
    ///   - rhs: Another severity.
    /// - Returns: `true` when `lhs` is a warning and `rhs` an error.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// The rule that is broken.
  ///
  /// Raw values are stable and safe to log or match. ``platforms`` says on
  /// which platforms each rule holds.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// More than one action has the cancel role (UIKit raises an exception).
    case multipleCancelActions
    /// An action sheet has text fields (UIKit raises an exception).
    case textFieldOnActionSheet
    /// Two actions share a key, so a tap would be ambiguous.
    case duplicateKey
    /// No enabled action that closes the dialog (one that does not keep it
    /// open) and no auto-dismiss: the dialog could not be closed.
    case cannotBeClosed
    /// A cancel action keeps the dialog open: Escape and a tap outside report
    /// the cancel action and close the dialog, so its own tap must too.
    case keptOpenCancelAction
    /// A key equivalent is a control or whitespace character (Return and
    /// Escape have their own keys) or has modifier bits that name no key.
    case invalidKeyEquivalent
    /// Two actions answer to the same key equivalent, counting the
    /// preferred action's Return and the cancel action's Escape: a key
    /// press could not be told apart.
    case duplicateKeyEquivalent
    /// More than one action is marked preferred.
    case multiplePreferredActions
    /// A text field's requirement, or a text check
    /// (``Dialog/textCheck(gates:_:)``), gates a key that no action has.
    case requirementNamesUnknownKey
    /// The auto-dismiss reports a key that no action has.
    case autoDismissNamesUnknownKey
    /// The auto-dismiss delay is zero or negative.
    case nonPositiveAutoDismissDelay
    /// The auto-dismiss delay is longer than ``AutoDismiss/maximumDelay``.
    case autoDismissDelayTooLong
    /// A cancel action's title is empty (UIKit requires one on iPhone).
    case emptyCancelTitle
    /// A non-cancel action's title is empty: the button would be blank.
    case emptyActionTitle
    /// The suppression toggle's title is given and empty: the checkbox would
    /// have no words (give `nil` for the platform's own).
    case emptySuppressionToggleTitle
    /// A text style's line limit is negative.
    case invalidMaxLines
    /// A font size is zero, negative or not finite.
    case invalidFontSize
    /// A text field's pattern is not a valid regular expression.
    case invalidPattern
    /// A text field's pattern is a regular expression FluentAlert does not
    /// match: a construct outside the supported syntax (a back-reference,
    /// look-behind, look-ahead after the start) or more states than a match
    /// may visit per character. See <doc:TextPatterns>.
    case unsupportedPattern
    /// A text field's length range starts below zero.
    case invalidLengthRange
    /// A text field's ``TextRule/number(in:)`` range has a bound that is
    /// not a finite number (infinity): no text could be described by it.
    case invalidNumberRange
    /// A text field's maximum length leaves no room: it is below 1, its
    /// initial text is longer, or its requirement needs more characters.
    case invalidMaxLength
    /// A text field's rule names a text field the dialog does not have
    /// (``TextRule/sameAs(field:)`` and its siblings), or
    /// ``TextRule/anyNonEmpty(fields:)`` names none: a rule never met.
    case unknownRuleField
    /// A popover anchor points at nothing: a rectangle with a negative or
    /// non-finite size or origin or, found by UIKit at presentation, an
    /// identifier that matches no view or bar button item there, or an
    /// anchor view that is not in a window.
    case invalidAnchor
    /// A localized text's format does not fit its arguments: a specifier
    /// takes an argument that is missing or of another kind, an argument has
    /// no specifier, or a specifier is one FluentAlert does not format (such
    /// as `%n` or `%s`). The format checked is the one a table at hand holds
    /// for the key, else the default value, else the key itself when it is
    /// written as a format. See ``TextKey``.
    case invalidTextFormat
    /// A localized text's key looks made by interpolating a value into a
    /// key name, such as `"alert.\(name).title"` (a warning: the value
    /// becomes an argument and the format key `alert.%@.title` is looked
    /// up, which no strings table has). Reported when the default value has
    /// no specifier for the key's arguments, or when, without a default
    /// value, the key is a name with dots or underscores and no spaces. Build
    /// such a key from a `String` instead. See ``TextKey``.
    case interpolatedKey
    /// A localized text's key is a name with arguments (such as
    /// `"items.selected"` with a count), no table at hand holds it and it has
    /// no default value, so its format could not be checked (a warning: the
    /// app's tables may hold it where validation cannot see them, as a
    /// `.stringsdict` on Linux; where none does, the key is shown as
    /// written). Tables at hand are those of the text's bundle, or the main
    /// bundle, in the process's language and the catalog's source language.
    case uncheckedTextFormat
    /// An action sheet has no anchor (a warning, UIKit only: on iPad UIKit
    /// needs one; FluentAlert's shell falls back to the centre of the view).
    case actionSheetWithoutAnchor
    /// An action sheet has no cancel action (a warning: on iPad an outside
    /// tap dismisses it without a key).
    case actionSheetWithoutCancel
    /// An action sheet's only actions are cancel actions (a warning: iPad
    /// hides the cancel button of a popover, leaving it empty).
    case actionSheetWithOnlyCancel
    /// The preferred action is disabled (a warning: Return does nothing).
    case preferredActionDisabled
    /// The action a dismissal without a tap reports — the cancel action
    /// (Escape, a tap outside) or the auto-dismiss key — is disabled or
    /// gated by a requirement (a warning: while it cannot be tapped, the
    /// dismissal reports no key, since a dismissal never reports a key the
    /// user could not have tapped).
    case dismissalActionDisabled
    /// An action sheet marks a preferred action (a warning: UIKit ignores
    /// `preferredAction` on action sheets).
    case preferredActionOnActionSheet
    /// An alert has neither title nor message (a warning: it shows an empty
    /// box above its buttons).
    case alertWithoutText
    /// A text field's requirement can never be met by the initial text and
    /// gates every action (a warning: only auto-dismiss can close it if the
    /// user cannot type).
    case requirementGatesEveryAction
    /// A text field's requirement, or a text check, names a disabled action
    /// in its gates (a warning: a disabled action stays disabled whatever
    /// the texts are, so the requirement can never enable it; leave out
    /// `.disabled()` and the requirement alone keeps the action disabled
    /// until it is met).
    case disabledActionGated
    /// Two actions, or two text fields, share an explicit accessibility
    /// identifier (a warning: UI tests and assistive technologies address
    /// elements by identifier, and XCUITest fails a query that matches more
    /// than one element).
    case duplicateAccessibilityIdentifier
    /// The dialog has no action and closes only by auto-dismiss (a warning:
    /// SwiftUI and AppKit add an "OK" button of their own to an alert
    /// without actions, which closes it with no key; UIKit shows no button).
    case autoDismissOnly
    /// A secure text field asks for autocorrection (a warning: UIKit and
    /// AppKit never autocorrect or suggest words in secure text entry, so the
    /// setting is ignored).
    case autocorrectionOnSecureField
    /// A text field asks for a clear button (a warning, SwiftUI and AppKit
    /// only: their alert text fields have none, so the setting is dropped).
    case clearButtonUnsupported
    /// A text field asks for a light or dark keyboard (a warning, SwiftUI
    /// and AppKit only: SwiftUI has no such setting and macOS no on-screen
    /// keyboard, so the setting is dropped).
    case keyboardAppearanceUnsupported
    /// A dialog is critical (a warning, SwiftUI only: `dialogSeverity`
    /// exists on macOS and watchOS only, so on iOS, tvOS and visionOS the
    /// alert looks like any other).
    case severityUnsupported
    /// A dialog has an icon (a warning, UIKit, SwiftUI and the terminal
    /// only: UIKit alerts have no icon, SwiftUI shows one on macOS and
    /// watchOS only, and a terminal draws no images).
    case iconUnsupported
    /// An action is checked (a warning, UIKit, SwiftUI and AppKit: their
    /// buttons have no checkmark; UIKit shows it only through an
    /// undocumented key the app allows, the terminal with a mark).
    case checkedActionUnsupported
    /// An action keeps the dialog open (a warning, UIKit and SwiftUI only:
    /// their alerts close on any button, so there the action closes it;
    /// AppKit, the terminal and `DialogTester` keep it open).
    case keptOpenActionUnsupported
    /// An action has a key equivalent other than Return on the preferred
    /// action of an alert or Escape on the cancel action (a warning, UIKit
    /// only: `UIAlertController` sets no other keys).
    case keyEquivalentUnsupported
    /// The dialog has a suppression toggle (a warning, UIKit and SwiftUI
    /// only: UIKit alerts have no such checkbox and SwiftUI shows it on
    /// macOS only, so the handler hears its initial state).
    case suppressionToggleUnsupported
    /// The title or message has a style (a warning, UIKit, SwiftUI and
    /// AppKit: their alerts draw plain text, so the font, colour, line
    /// limit, line breaking and alignment are dropped; UIKit draws them only
    /// through undocumented keys the app allows).
    case textStyleUnsupported
    /// The title or message has a positive line limit (a warning, UIKit only:
    /// `UIAlertController` draws the other attributes of a style through
    /// undocumented keys, but has no line limit).
    case lineLimitUnsupported
    /// An action takes Return as its key equivalent on a dialog made
    /// ``Dialog/withoutDefaultAction()``, which says no action does.
    case returnKeyWithoutDefaultAction
    /// The dialog has no default action (a warning, UIKit and SwiftUI
    /// only: their alerts give Return to a button of their own choosing,
    /// UIKit's to the preferred action, and offer no way to take it away;
    /// AppKit, the terminal and `DialogTester` give it to no action).
    case defaultActionUnsupported
    /// The dialog's help cannot be used: an empty anchor, or a link without
    /// a scheme or with spaces or control characters (which a terminal
    /// would take for commands).
    case invalidHelp
    /// The dialog has help (a warning, UIKit and SwiftUI only: their alerts
    /// have no Help button; AppKit shows one, the terminal offers a link
    /// as `?`).
    case helpUnsupported
    /// The dialog's help is a Help Book anchor (a warning, terminal only:
    /// a terminal cannot open Help Viewer; give a link instead).
    case helpAnchorUnsupported
    /// A text field asks for a return key (a warning, AppKit only: macOS
    /// has no on-screen keyboard; UIKit sets `returnKeyType`, SwiftUI the
    /// field's submit label).
    case returnKeyUnsupported
    /// The dialog's progress is not a fraction from 0 to 1 (a negative,
    /// greater or non-finite ``DialogProgress/fraction(_:)``).
    case invalidProgress
    /// The dialog shows progress (a warning, UIKit and SwiftUI only: their
    /// alerts have no indicator; AppKit shows an `NSProgressIndicator`, the
    /// terminal a bar).
    case progressUnsupported
    /// An accessory cannot be shown: a list without lines, or a link
    /// without a scheme or with spaces or control characters.
    case invalidAccessory
    /// The dialog has accessory content (a warning, UIKit and SwiftUI
    /// only: their alerts have no room under the message; AppKit draws it
    /// in the accessory view, the terminal under the message).
    case accessoryUnsupported
    /// An image cannot be shown: a ``DialogImage/file(_:)`` URL that is
    /// not a `file:` URL (nothing is fetched from the network), or empty
    /// ``DialogImage/data(_:)``.
    case invalidImage
    /// A text field has a label (a warning, UIKit and SwiftUI only: their
    /// alerts show the placeholder inside the field and no label beside
    /// it; AppKit and the terminal show it).
    case textFieldLabelUnsupported
    /// A control cannot be read or shown as given: a key that another
    /// control or an action has too, a choice without options, with two
    /// options of one key or selecting a key none of its options has, a
    /// toggle without a title, or gates naming a key no action has.
    case invalidControl
    /// The dialog has controls (a warning, UIKit and SwiftUI only: their
    /// alerts have no room for checkboxes or choices, and the app hears
    /// each control's initial value; AppKit draws them in the accessory
    /// view, the terminal as rows).
    case controlUnsupported
    /// The dialog has a view of the app's own under the message (a
    /// warning, everywhere but AppKit, the one platform that takes one).
    case accessoryViewUnsupported
    /// A platform shows the default action ahead of actions the dialog
    /// writes before it (a warning, AppKit only: `NSAlert` gives Return to
    /// its first button, the rightmost, so the default action goes there,
    /// unless an action is given Return itself, which keeps the dialog's
    /// order).
    case actionOrderChanged
  }

  /// The rule that is broken.
  public let kind: Kind
  /// How serious it is.
  public let severity: Severity
  /// A one-line explanation naming the offending action or field.
  public let message: String

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - kind: The rule that is broken.
  ///   - severity: How serious it is.
  ///   - message: A one-line explanation naming the offender.
  package init(_ kind: Kind, _ severity: Severity, _ message: String) {
    self.kind = kind
    self.severity = severity
    self.message = message
  }

  /// The severity, the message and the kind on one line.
  ///
  /// For example `error: 2 cancel actions: … [multipleCancelActions]`.
  public var description: String {
    "\(severity.rawValue): \(message) [\(kind.rawValue)]"
  }
}

extension DialogProblem.Kind {
  /// The platforms on which this rule holds.
  ///
  /// Every error holds on every platform: a dialog value is shared (the same
  /// JSON may reach an iPhone and a terminal), and presenters refuse an
  /// error wherever they run. Some warnings are about one platform's
  /// behaviour only; ``Dialog/problems(for:)`` leaves out those that do not
  /// hold on the platform asked about.
  public var platforms: Set<DialogPlatform> {
    switch self {
    case .keyEquivalentUnsupported:
      // AppKit and SwiftUI set key equivalents on buttons; the terminal
      // presses an action when its character is typed.
      [.uiKit]
    case .actionSheetWithoutAnchor, .preferredActionOnActionSheet:
      // Only UIKit turns an action sheet into a popover that needs a source
      // and ignores `preferredAction` on sheets; SwiftUI's
      // confirmationDialog anchors itself to its view, NSAlert has no
      // popover, and the terminal draws a sheet along the bottom.
      [.uiKit]
    case .actionSheetWithOnlyCancel:
      // iPad hides the cancel button of a popover, in UIKit and in SwiftUI.
      [.uiKit, .swiftUI]
    case .actionSheetWithoutCancel:
      // A tap outside the iPad popover, SwiftUI's own Cancel button, or
      // Escape in the terminal ends the sheet with no key; an NSAlert
      // closes only through its buttons.
      [.uiKit, .swiftUI, .terminal]
    case .autoDismissOnly:
      // SwiftUI and NSAlert add a button of their own to an alert without actions.
      [.swiftUI, .appKit]
    case .actionOrderChanged:
      // The terminal, UIKit and SwiftUI move only the cancel action, to the place their users
      // look for it.
      [.appKit]
    case .severityUnsupported:
      // NSAlert's style, UIAlertController's `severity` and the terminal's
      // badge show it; SwiftUI has `dialogSeverity` on macOS and watchOS only.
      [.swiftUI]
    case .iconUnsupported:
      [.uiKit, .swiftUI, .terminal]
    case .checkedActionUnsupported, .textStyleUnsupported:
      // UIKit draws them only through undocumented keys, off unless the app allows them; the
      // terminal with its own attributes, line limits and marks.
      [.uiKit, .swiftUI, .appKit]
    case .lineLimitUnsupported:
      [.uiKit]
    case .defaultActionUnsupported:
      // AppKit gives no button Return; the terminal selects no action.
      [.uiKit, .swiftUI]
    case .helpUnsupported:
      // NSAlert's Help button opens an anchor or a link; the terminal
      // shows a link on `?`.
      [.uiKit, .swiftUI]
    case .helpAnchorUnsupported:
      [.terminal]
    case .progressUnsupported, .accessoryUnsupported, .controlUnsupported,
      .textFieldLabelUnsupported:
      [.uiKit, .swiftUI]
    case .accessoryViewUnsupported:
      // An `NSView` goes in NSAlert's accessory view; a UIKit alert has
      // no public place for a view, SwiftUI's alert takes only text,
      // buttons and fields, and a terminal draws no views.
      [.uiKit, .swiftUI, .terminal]
    case .returnKeyUnsupported:
      // A terminal has no on-screen keyboard either, and no one expects one.
      [.appKit]
    case .suppressionToggleUnsupported:
      // NSAlert's suppression button and the terminal's checkbox row show
      // it; SwiftUI's `dialogSuppressionToggle` does on macOS only.
      [.uiKit, .swiftUI]
    case .keptOpenActionUnsupported:
      // NSAlert keeps its alert open when a button sends its click to the
      // presenter instead of to NSAlert; UIKit's and SwiftUI's buttons
      // always dismiss.
      [.uiKit, .swiftUI]
    case .clearButtonUnsupported, .keyboardAppearanceUnsupported:
      // UIKit's text fields have both; the terminal clears a field with
      // Control-U and has no on-screen keyboard to colour.
      [.swiftUI, .appKit]
    case .duplicateAccessibilityIdentifier, .autocorrectionOnSecureField:
      // The terminal has neither accessibility identifiers nor
      // autocorrection.
      [.uiKit, .swiftUI, .appKit]
    default:
      Set(DialogPlatform.allCases)
    }
  }
}
