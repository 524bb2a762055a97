import FluentAlert

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// The only place FluentAlert uses undocumented UIKit keys, and the switch
/// that turns them off.
///
/// `UIAlertController` has no public API for an attributed title or
/// message, an action's title colour, an action's image, or a checkmark. They can only be
/// set with key-value coding on keys UIKit does not document:
///
/// | what | object | key |
/// | --- | --- | --- |
/// | styled title | `UIAlertController` | `attributedTitle` |
/// | styled message | `UIAlertController` | `attributedMessage` |
/// | action title colour | `UIAlertAction` | `titleTextColor` |
/// | action image | `UIAlertAction` | `image` |
/// | action checkmark | `UIAlertAction` | `checked` |
///
/// Apple may rename or remove these keys in any release (KVC on a missing
/// key raises an exception) and App Review may object to them. Set
/// ``isEnabled`` to `false` to draw every dialog with public API only; the
/// plain title, message and action titles are always set through public API,
/// so nothing but the styling is lost.
///
/// ```swift
/// UIKitUndocumentedAttributes.isEnabled = false  // e.g. at app launch
/// ```
public enum UIKitUndocumentedAttributes {
  /// Whether the UIKit shell sets the undocumented keys; `true` by default.
  @MainActor public static var isEnabled = true

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
      if row.action.titleColor != nil {
        writes.append(Write(.action(index: row.index), "titleTextColor"))
      }
      if row.action.image != nil { writes.append(Write(.action(index: row.index), "image")) }
      if row.action.isChecked { writes.append(Write(.action(index: row.index), "checked")) }
    }
    return writes
  }
}

#if canImport(UIKit) && !os(watchOS)
  extension UIKitUndocumentedAttributes {
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
