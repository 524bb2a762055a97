import FluentAlert

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// The only place FluentAlert uses undocumented UIKit keys, and the switch
/// that turns them on.
///
/// `UIAlertController` has no public API for an attributed title or
/// message, an action's title colour, an action's image, or a checkmark.
/// They can only be set with key-value coding on keys UIKit does not
/// document (`attributedTitle`, `attributedMessage`, `titleTextColor`,
/// `image`, `checked`). They are off unless the app allows them, with
/// `UIKitDialogPresenter.allowUndocumentedAttributes()` or the Boolean
/// ``infoPlistKey`` set to `YES` in its Info.plist; the styling article says
/// what each one draws.
package enum UIKitUndocumentedAttributes {
  /// The Info.plist key whose `YES` lets the shell set the undocumented keys.
  package static let infoPlistKey = "FluentAlertUndocumentedUIKitAttributes"

  /// What the shell tests decide in place of the app; `nil` reads what the
  /// app allowed.
  @MainActor package static var override: Bool?

  /// Whether the app allowed the keys in code; once allowed, they stay
  /// allowed, so no presentation sees them switched halfway.
  @MainActor package static var allowedInCode = false

  /// The object a key is set on.
  package enum Target: Hashable, Sendable {
    /// The `UIAlertController`.
    case controller
    /// The `UIAlertAction` of the action at this index.
    case action(index: Int)
  }

  /// One key-value write the shell would make.
  package struct Write: Hashable, Sendable {
    /// The object written to.
    package let target: Target
    /// The undocumented key.
    package let key: String

    /// Creates a write.
    ///
    /// - Parameters:
    ///   - target: The object written to.
    ///   - key: The undocumented key.
    package init(_ target: Target, _ key: String) {
      self.target = target
      self.key = key
    }
  }

  /// Every undocumented write a plan needs, in the order the shell makes
  /// them: title, message, then each action's colour, image and checkmark.
  ///
  /// - Parameter plan: A UIKit plan.
  /// - Returns: The writes; empty when the dialog needs no styling.
  package static func writes(for plan: UIKitDialogPlan) -> [Write] {
    var writes: [Write] = []
    if plan.title?.needsAttributedString == true {
      writes.append(Write(.controller, "attributedTitle"))
    }
    if plan.message?.needsAttributedString == true {
      writes.append(Write(.controller, "attributedMessage"))
    }
    for row in plan.actions {
      if row.titleColor != nil {
        writes.append(Write(.action(index: row.index), "titleTextColor"))
      }
      if row.image != nil { writes.append(Write(.action(index: row.index), "image")) }
      if row.isChecked { writes.append(Write(.action(index: row.index), "checked")) }
    }
    return writes
  }
}

#if canImport(UIKit) && !os(watchOS)
  extension UIKitUndocumentedAttributes {
    /// Whether the shell sets the undocumented keys: only when the app
    /// allowed them in code or in its Info.plist.
    @MainActor
    static var isEnabled: Bool {
      override
        ?? (allowedInCode
          || Bundle.main.object(forInfoDictionaryKey: infoPlistKey) as? Bool ?? false)
    }

    /// Makes the plan's undocumented writes on a controller built from it,
    /// when ``isEnabled``.
    @MainActor
    static func apply(_ plan: UIKitDialogPlan, to controller: UIAlertController) {
      guard isEnabled else { return }
      let actions = controller.actions
      for write in writes(for: plan) {
        switch write.target {
        case .controller:
          let text = write.key == "attributedTitle" ? plan.title : plan.message
          if let text { controller.setValue(attributed(text), forKey: write.key) }
        case .action(let index):
          guard actions.indices.contains(index) else { continue }
          let action = plan.actions[index].action
          let value: Any? =
            switch write.key {
            case "titleTextColor": action.titleColor.map(UIColor.resolving)
            case "checked": true
            default: action.image.flatMap(UIImage.resolving)
            }
          if let value { actions[index].setValue(value, forKey: write.key) }
        }
      }
    }

    @MainActor
    private static func attributed(_ text: UIKitDialogPlan.Text) -> NSAttributedString {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font = text.style?.font { attributes[.font] = UIFont.resolving(font) }
      if let color = text.style?.color {
        attributes[.foregroundColor] = UIColor.resolving(color)
      }
      if text.style?.lineBreakMode != nil || text.style?.alignment != nil {
        let paragraph = NSMutableParagraphStyle()
        if let mode = text.style?.lineBreakMode {
          paragraph.lineBreakMode = NSLineBreakMode(mode)
        }
        if let alignment = text.style?.alignment {
          paragraph.alignment = NSTextAlignment(alignment)
        }
        attributes[.paragraphStyle] = paragraph
      }
      return NSAttributedString(string: text.text, attributes: attributes)
    }
  }
#endif
