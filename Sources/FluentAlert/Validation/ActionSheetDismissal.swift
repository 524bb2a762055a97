/// How an action sheet without a cancel action is still dismissed with no
/// key, platform by platform, for the warning that says so.
enum ActionSheetDismissal {
  /// The rest of the warning's sentence: every platform's way when
  /// `platform` is `nil`, else that platform's alone.
  static func remark(on platform: DialogPlatform?) -> String {
    switch platform {
    case .uiKit?:
      "; on iPad a tap outside its popover dismisses it with no key"
    case .swiftUI?:
      "; SwiftUI adds a Cancel button of its own (and on iPad a tap outside closes the "
        + "popover), which dismisses it with no key"
    case .terminal?:
      "; Escape dismisses it with no key"
    case .appKit?, nil:
      "; on iPad a tap outside it, SwiftUI's own Cancel button and Escape in a terminal "
        + "dismiss it with no key"
    }
  }
}
