/// `UIColor` (UIKit/UIColor.h), with a readable description of how it was made.
public final class UIColor: NSObject, Sendable {
  /// How the colour was made, such as `systemRed` or `rgba(1.0, 0.0, 0.0, 1.0)`.
  public let shimName: String

  init(shimName: String) { self.shimName = shimName }

  /// `isEqual(_:)`: as on UIKit, two colours made the same way are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.shimName == shimName
  }

  /// `hash`, consistent with `isEqual(_:)`.
  public override var hash: Int { shimName.hashValue }

  /// `init(red:green:blue:alpha:)`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(shimName: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// `init(named:)`: the shim finds every name.
  public convenience init?(named name: String) {
    self.init(shimName: "named(\(name))")
  }

  /// `.label`.
  public static let label = UIColor(shimName: "label")
  /// `.secondaryLabel`.
  public static let secondaryLabel = UIColor(shimName: "secondaryLabel")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `.tintColor` (iOS 15).
  public static let tintColor = UIColor(shimName: "tintColor")
  /// `.systemRed`.
  public static let systemRed = UIColor(shimName: "systemRed")
  /// `.systemOrange`.
  public static let systemOrange = UIColor(shimName: "systemOrange")
  /// `.systemYellow`.
  public static let systemYellow = UIColor(shimName: "systemYellow")
  /// `.systemGreen`.
  public static let systemGreen = UIColor(shimName: "systemGreen")
  /// `.systemMint` (iOS 15).
  public static let systemMint = UIColor(shimName: "systemMint")
  /// `.systemTeal`.
  public static let systemTeal = UIColor(shimName: "systemTeal")
  /// `.systemCyan` (iOS 15).
  public static let systemCyan = UIColor(shimName: "systemCyan")
  /// `.systemBlue`.
  public static let systemBlue = UIColor(shimName: "systemBlue")
  /// `.systemIndigo`.
  public static let systemIndigo = UIColor(shimName: "systemIndigo")
  /// `.systemPurple`.
  public static let systemPurple = UIColor(shimName: "systemPurple")
  /// `.systemPink`.
  public static let systemPink = UIColor(shimName: "systemPink")
  /// `.systemBrown`.
  public static let systemBrown = UIColor(shimName: "systemBrown")
  /// `.systemGray`.
  public static let systemGray = UIColor(shimName: "systemGray")
}

/// `UIFont` (UIKit/UIFont.h).
public final class UIFont: NSObject, Sendable {
  /// `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat
    /// `init(rawValue:)`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// `.ultraLight`.
    public static let ultraLight = Self(rawValue: -0.8)
    /// `.thin`.
    public static let thin = Self(rawValue: -0.6)
    /// `.light`.
    public static let light = Self(rawValue: -0.4)
    /// `.regular`.
    public static let regular = Self(rawValue: 0)
    /// `.medium`.
    public static let medium = Self(rawValue: 0.23)
    /// `.semibold`.
    public static let semibold = Self(rawValue: 0.3)
    /// `.bold`.
    public static let bold = Self(rawValue: 0.4)
    /// `.heavy`.
    public static let heavy = Self(rawValue: 0.56)
    /// `.black`.
    public static let black = Self(rawValue: 0.62)
  }

  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.largeTitle`.
    public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
    /// `.title1`.
    public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
    /// `.title2`.
    public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
    /// `.title3`.
    public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
    /// `.headline`.
    public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
    /// `.subheadline`.
    public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
    /// `.body`.
    public static let body = Self(rawValue: "UICTFontTextStyleBody")
    /// `.callout`.
    public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
    /// `.footnote`.
    public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
    /// `.caption1`.
    public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
    /// `.caption2`.
    public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")
  }

  /// How the font was made, for tests.
  public let shimName: String

  init(shimName: String) { self.shimName = shimName }

  /// `isEqual(_:)`: as on UIKit, two fonts made the same way are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.shimName == shimName
  }

  /// `hash`, consistent with `isEqual(_:)`.
  public override var hash: Int { shimName.hashValue }

  /// `init(name:size:)`: the shim knows only fonts whose name does not start with "Missing".
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if fontName.hasPrefix("Missing") { return nil }
    self.init(shimName: "\(fontName) \(fontSize)")
  }

  /// `systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(shimName: "system \(fontSize) weight \(weight.rawValue)")
  }

  /// `preferredFont(forTextStyle:)`.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(shimName: "preferred \(style.rawValue)")
  }
}

/// `UIImage` (UIKit/UIImage.h).
public final class UIImage: NSObject, Sendable {
  /// How the image was made, for tests.
  public let shimName: String

  /// `init(systemName:)`.
  public init?(systemName name: String) { shimName = "system \(name)" }
  /// `init(named:)`.
  public init?(named name: String) { shimName = "named \(name)" }
  /// `init(contentsOfFile:)`: `nil` when the file cannot be read.
  public init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
    shimName = "file \((path as NSString).lastPathComponent) \(data.count) bytes"
  }
  /// `init(data:)`: `nil` for empty data.
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    shimName = "data \(data.count) bytes"
  }
}

/// `NSLineBreakMode` (UIKit/NSParagraphStyle.h).
public enum NSLineBreakMode: Int, Sendable {
  /// `.byWordWrapping`.
  case byWordWrapping = 0
  /// `.byCharWrapping`.
  case byCharWrapping
  /// `.byClipping`.
  case byClipping
  /// `.byTruncatingHead`.
  case byTruncatingHead
  /// `.byTruncatingTail`.
  case byTruncatingTail
  /// `.byTruncatingMiddle`.
  case byTruncatingMiddle
}

/// `NSTextAlignment` (UIKit/NSText.h).
public enum NSTextAlignment: Int, Sendable {
  /// `.left`.
  case left = 0
  /// `.center`.
  case center = 1
  /// `.right`.
  case right = 2
  /// `.justified`.
  case justified = 3
  /// `.natural`.
  case natural = 4
}

/// `NSParagraphStyle` (UIKit/NSParagraphStyle.h).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  // @unchecked Sendable: as in the SDK; tests use it on one thread.
  /// `lineBreakMode`.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// `alignment`.
  open var alignment: NSTextAlignment = .natural
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSAttributedString.Key {
  /// `.font` (UIKit/NSAttributedString.h).
  public static let font = NSAttributedString.Key("NSFont")
  /// `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// `.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
