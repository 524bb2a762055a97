/// `UIControl.Event` (UIKit/UIControl.h).
@MainActor
open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.editingChanged`.
    public static let editingChanged = Self(rawValue: 1 << 17)
    /// `.editingDidEnd`.
    public static let editingDidEnd = Self(rawValue: 1 << 18)
  }

  var shimActions: [(UIAction, Event)] = []

  /// `addAction(_:for:)` (iOS 14).
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    shimActions.append((action, controlEvents))
  }

  /// `sendActions(for:)`: performs the actions registered for `controlEvents`.
  open func sendActions(for controlEvents: Event) { shimSend(controlEvents) }

  /// Fires the actions registered for `event`.
  public func shimSend(_ event: Event) {
    for (action, events) in shimActions where events.contains(event) { action.handler(action) }
  }
}

/// `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction` (UIKit/UIAction.h), with the initializer's handler-only spelling.
@MainActor
open class UIAction: NSObject {
  /// `title`.
  open var title: String
  let handler: UIActionHandler

  /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, trimmed to
  /// the parameters the shell uses.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    self.handler = handler
  }
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// `.default`.
  case `default`
  /// `.asciiCapable`.
  case asciiCapable
  /// `.numbersAndPunctuation`.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `.URL`.
  case URL
  /// `.numberPad`.
  case numberPad
  /// `.phonePad`.
  case phonePad
  /// `.namePhonePad`.
  case namePhonePad
  /// `.emailAddress`.
  case emailAddress
  /// `.decimalPad`.
  case decimalPad
  /// `.twitter`.
  case twitter
  /// `.webSearch`.
  case webSearch
  /// `.asciiCapableNumberPad`.
  case asciiCapableNumberPad
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// `.none`.
  case none
  /// `.words`.
  case words
  /// `.sentences`.
  case sentences
  /// `.allCharacters`.
  case allCharacters
}

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  /// `.default`.
  case `default`
  /// `.no`.
  case no
  /// `.yes`.
  case yes
}

/// `UIReturnKeyType` (UIKit/UITextInputTraits.h).
public enum UIReturnKeyType: Int, Sendable {
  /// `.default`.
  case `default`
  /// `.go`.
  case go
  /// `.google`.
  case google
  /// `.join`.
  case join
  /// `.next`.
  case next
  /// `.route`.
  case route
  /// `.search`.
  case search
  /// `.send`.
  case send
  /// `.yahoo`.
  case yahoo
  /// `.done`.
  case done
  /// `.emergencyCall`.
  case emergencyCall
  /// `.continue`.
  case `continue`
}

/// `UIKeyboardAppearance` (UIKit/UITextInputTraits.h).
public enum UIKeyboardAppearance: Int, Sendable {
  /// `.default`.
  case `default`
  /// `.dark`.
  case dark
  /// `.light`.
  case light
}

/// `UITextContentType`, whose shim raw values are the Objective-C constant names.
///
/// A shell that passed FluentAlert's raw strings through instead of using the constants is
/// caught by them.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// `init(rawValue:)`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `.name`.
  public static let name = Self(rawValue: "UITextContentTypeName")
  /// `.namePrefix`.
  public static let namePrefix = Self(rawValue: "UITextContentTypeNamePrefix")
  /// `.givenName`.
  public static let givenName = Self(rawValue: "UITextContentTypeGivenName")
  /// `.middleName`.
  public static let middleName = Self(rawValue: "UITextContentTypeMiddleName")
  /// `.familyName`.
  public static let familyName = Self(rawValue: "UITextContentTypeFamilyName")
  /// `.nameSuffix`.
  public static let nameSuffix = Self(rawValue: "UITextContentTypeNameSuffix")
  /// `.nickname`.
  public static let nickname = Self(rawValue: "UITextContentTypeNickname")
  /// `.jobTitle`.
  public static let jobTitle = Self(rawValue: "UITextContentTypeJobTitle")
  /// `.organizationName`.
  public static let organizationName = Self(rawValue: "UITextContentTypeOrganizationName")
  /// `.location`.
  public static let location = Self(rawValue: "UITextContentTypeLocation")
  /// `.fullStreetAddress`.
  public static let fullStreetAddress = Self(rawValue: "UITextContentTypeFullStreetAddress")
  /// `.streetAddressLine1`.
  public static let streetAddressLine1 = Self(rawValue: "UITextContentTypeStreetAddressLine1")
  /// `.streetAddressLine2`.
  public static let streetAddressLine2 = Self(rawValue: "UITextContentTypeStreetAddressLine2")
  /// `.addressCity`.
  public static let addressCity = Self(rawValue: "UITextContentTypeAddressCity")
  /// `.addressState`.
  public static let addressState = Self(rawValue: "UITextContentTypeAddressState")
  /// `.addressCityAndState`.
  public static let addressCityAndState = Self(rawValue: "UITextContentTypeAddressCityAndState")
  /// `.sublocality`.
  public static let sublocality = Self(rawValue: "UITextContentTypeSublocality")
  /// `.countryName`.
  public static let countryName = Self(rawValue: "UITextContentTypeCountryName")
  /// `.postalCode`.
  public static let postalCode = Self(rawValue: "UITextContentTypePostalCode")
  /// `.telephoneNumber`.
  public static let telephoneNumber = Self(rawValue: "UITextContentTypeTelephoneNumber")
  /// `.emailAddress`.
  public static let emailAddress = Self(rawValue: "UITextContentTypeEmailAddress")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `.URL`.
  public static let URL = Self(rawValue: "UITextContentTypeURL")
  /// `.username`.
  public static let username = Self(rawValue: "UITextContentTypeUsername")
  /// `.password`.
  public static let password = Self(rawValue: "UITextContentTypePassword")
  /// `.newPassword`.
  public static let newPassword = Self(rawValue: "UITextContentTypeNewPassword")
  /// `.oneTimeCode`.
  public static let oneTimeCode = Self(rawValue: "UITextContentTypeOneTimeCode")
  /// `.creditCardNumber`.
  public static let creditCardNumber = Self(rawValue: "UITextContentTypeCreditCardNumber")
  /// `.shipmentTrackingNumber`.
  public static let shipmentTrackingNumber = Self(
    rawValue: "UITextContentTypeShipmentTrackingNumber")
  /// `.flightNumber`.
  public static let flightNumber = Self(rawValue: "UITextContentTypeFlightNumber")
  /// `.dateTime`.
  public static let dateTime = Self(rawValue: "UITextContentTypeDateTime")
}

/// `UITextField` (UIKit/UITextField.h).
@MainActor
open class UITextField: UIControl {
  /// `text`.
  open var text: String? = ""
  /// `placeholder`.
  open var placeholder: String?
  /// `isSecureTextEntry`.
  open var isSecureTextEntry = false
  /// `keyboardType`.
  open var keyboardType: UIKeyboardType = .default
  /// `textContentType`.
  open var textContentType: UITextContentType!
  /// `autocapitalizationType`.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// `autocorrectionType`.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// `keyboardAppearance`.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// `returnKeyType`.
  open var returnKeyType: UIReturnKeyType = .default
  /// `clearButtonMode`.
  open var clearButtonMode: ViewMode = .never

  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    /// `.never`.
    case never
    /// `.whileEditing`.
    case whileEditing
    /// `.unlessEditing`.
    case unlessEditing
    /// `.always`.
    case always
  }

  /// `delegate`.
  open weak var delegate: (any UITextFieldDelegate)?
  /// `selectedTextRange` (UITextInput): here always a caret.
  open var selectedTextRange: UITextRange?
  /// `beginningOfDocument` (UITextInput).
  open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

  /// `position(from:offset:)` (UITextInput): `nil` outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.shimOffset + offset
    return (0...(text ?? "").utf16.count).contains(target) ? UITextPosition(offset: target) : nil
  }

  /// `textRange(from:to:)` (UITextInput).
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    UITextRange(start: fromPosition, end: toPosition)
  }

  /// The caret's offset in UTF-16 code units, or `nil` when none was set.
  public var shimCursor: Int? { selectedTextRange?.end.shimOffset }

  /// The user replaces the text: sets it and sends `.editingChanged`.
  public func shimType(_ newText: String) {
    text = newText
    shimSend(.editingChanged)
  }

  /// The keyboard replaces `range` (UTF-16 offsets) with `string`, as a
  /// keystroke or a paste does: the delegate is asked first; when it
  /// agrees the text changes, the caret goes after the new characters and
  /// `.editingChanged` is sent.
  public func shimReplace(_ range: NSRange, with string: String) {
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
    {
      return
    }
    let old = (text ?? "") as NSString
    text = old.replacingCharacters(in: range, with: string)
    let caret = UITextPosition(offset: range.location + (string as NSString).length)
    selectedTextRange = UITextRange(start: caret, end: caret)
    shimSend(.editingChanged)
  }
}

/// `UITextFieldDelegate` (UIKit/UITextField.h), with the one method the
/// shell implements.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
}

/// `UITextPosition` (UIKit/UITextInput.h): here an offset in UTF-16 code units.
@MainActor
open class UITextPosition {
  /// The offset from the beginning of the text.
  public let shimOffset: Int
  init(offset: Int) { shimOffset = offset }
}

/// `UITextRange` (UIKit/UITextInput.h).
@MainActor
open class UITextRange {
  /// `start`.
  open var start: UITextPosition
  /// `end`.
  open var end: UITextPosition
  init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }
}
