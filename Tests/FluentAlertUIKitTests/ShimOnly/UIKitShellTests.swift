// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs taps, presentations from each
// view controller, iPad popovers presented for real, raised exceptions and the shim's call log.
import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import FluentAlertUIKitShimmed
import Foundation
import Testing
import UIKitShim

private typealias Choice = SaveChoice

/// Scenes live as long as the app; the shim's windows hold theirs weakly, as UIKit's do.
@MainActor private var scenes: [UIWindowScene] = []

@MainActor
private func window() -> UIWindow {
  let scene = UIWindowScene()
  scenes.append(scene)
  let window = UIWindow(windowScene: scene)
  window.isKeyWindow = true
  let root = UIViewController()
  root.title = "root"
  window.rootViewController = root
  return window
}

@MainActor
@Suite("UIKit shell against the shim", .serialized)
struct UIKitShellTests {
  init() {
    UIKitShimLog.reset()
    UIKitShimDevice.isPad = false
    UIKitUndocumentedAttributes.override = true
  }

  /// A presented alert whose one field takes at most four characters,
  /// and that field.
  private func presentedCodeField(
    _ recorder: TapRecorder<Choice>
  ) async throws -> (UIAlertController, UITextField) {
    let dialog = Dialog<Choice>.alert("Enter the code")
      .addTextField("Code") { $0.maxLength(4) }
      .addAction("Verify", key: .save)
      .actionTap(recorder.handler)
    let controller = try UIAlertController(dialog: dialog)
    UIViewController().present(controller, animated: true)
    await settle()
    return (controller, try #require(controller.textFields?.first))
  }

  @Test("a field with a maximum length shows only what fits of each edit")
  func maxLength() async throws {
    let recorder = TapRecorder<Choice>()
    let (controller, code) = try await presentedCodeField(recorder)
    code.shimType("12345")
    #expect(code.text == "1234")
    code.shimType("12x34")
    #expect(code.text == "1234")
    controller.shimTap(title: "Verify")
    await settle()
    #expect(recorder.taps.first?.1 == ["1234"])
  }

  @Test("the field's delegate refuses a keystroke past the limit; a paste keeps what fits")
  func maxLengthDelegate() async throws {
    let recorder = TapRecorder<Choice>()
    let (controller, code) = try await presentedCodeField(recorder)
    #expect(code.delegate != nil)
    for (offset, digit) in ["1", "2", "4", "5"].enumerated() {
      code.shimReplace(NSRange(location: offset, length: 0), with: digit)
    }
    #expect(code.text == "1245" && code.shimCursor == 4)
    // A fifth digit typed between 2 and 4 is refused: text and caret stay.
    code.selectedTextRange = code.textRange(
      from: try #require(code.position(from: code.beginningOfDocument, offset: 2)),
      to: try #require(code.position(from: code.beginningOfDocument, offset: 2)))
    code.shimReplace(NSRange(location: 2, length: 0), with: "3")
    #expect(code.text == "1245" && code.shimCursor == 2)
    // Over "24", a paste of "3456" keeps "34", the caret after it, and the rest.
    code.shimReplace(NSRange(location: 1, length: 2), with: "3456")
    #expect(code.text == "1345" && code.shimCursor == 3)
    controller.shimTap(title: "Verify")
    await settle()
    #expect(recorder.taps.first?.1 == ["1345"])
  }

  @Test("a tap on an action that keeps the dialog open closes it, as UIKit does, reporting once")
  func keptOpenCloses() async throws {
    let recorder = TapRecorder<Choice>()
    let themes = Dialog<Choice>.alert("Themes")
      .addAction("Open Folder", key: .later)
      .actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: .save)
      .actionTap(recorder.handler)
    #expect(themes.problems(for: .uiKit).map(\.kind) == [.keptOpenActionUnsupported])
    let root = UIViewController()
    let controller = try UIAlertController(dialog: themes)
    root.present(controller, animated: true)
    controller.shimTap(title: "Open Folder")
    await settle()
    #expect(recorder.keys == [.later])
    #expect(root.presentedViewController == nil)
    controller.shimTap(title: "OK")  // the alert is gone: nothing more is reported
    await settle()
    #expect(recorder.keys == [.later])
  }

  @Test("a simulated tap reaches actionTap with the action's key and the texts")
  func tapReachesHandler() async throws {
    let recorder = TapRecorder<Choice>()
    let root = UIViewController()
    let controller = try UIAlertController(dialog: saveDialog(recorder))
    root.present(controller, animated: true)
    controller.textFields?[1].shimType("secret")
    controller.shimTap(title: "Save")
    await settle()
    #expect(recorder.keys == [.save])
    #expect(recorder.taps.first?.1 == ["draft", "secret"])
    #expect(root.presentedViewController == nil)
    controller.shimTap(title: "Discard")  // the alert is gone: nothing more is reported
    await settle()
    #expect(recorder.keys == [.save])
  }

  @Test("typing re-evaluates requirements and UIKit's buttons follow")
  func typingGates() async throws {
    let recorder = TapRecorder<Choice>()
    let controller = try UIAlertController(dialog: saveDialog(recorder))
    UIViewController().present(controller, animated: true)
    let name = try #require(controller.textFields?.first)
    name.shimType("  ")
    #expect(controller.actions[1].isEnabled == false)
    controller.shimTap(title: "Save")  // UIKit ignores a disabled button
    await settle()
    #expect(recorder.keys.isEmpty)
    name.shimType("Ana")
    #expect(controller.actions[1].isEnabled)
    #expect(controller.actions[2].isEnabled == false)  // disabled by the description, not by text
    controller.shimTap(title: "Save")
    await settle()
    #expect(recorder.keys == [.save])
    #expect(recorder.taps.first?.1 == ["Ana", ""])
  }

  @Test("an action the app enables or disables, or a text it sets, follows at once")
  func appDrivenState() async throws {
    let recorder = TapRecorder<Choice>()
    var handed: DialogSession<Choice>?
    let controller = try UIAlertController(
      dialog: saveDialog(recorder).onPresent { handed = $0 })
    UIViewController().present(controller, animated: true)
    await settle()
    let session = try #require(handed)
    #expect(controller.actions[2].isEnabled == false)  // "Later", disabled by the description
    session.setEnabled(true, for: .later)
    #expect(controller.actions[2].isEnabled)
    session.setEnabled(false, for: .cancel)
    #expect(controller.actions.last?.isEnabled == false)
    // A text the app fills in (one field completing another) is shown in the field.
    session.setText("Quarterly report", forField: 0)
    #expect(controller.textFields?.first?.text == "Quarterly report")
    controller.shimTap(title: "Later")
    await settle()
    #expect(recorder.keys == [.later])
  }

  @Test("an invalid dialog is refused before UIKit is asked for anything")
  func refusesInvalid() {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Bad",
      actions: [
        DialogAction(title: "A", role: .cancel, key: 0),
        DialogAction(title: "B", role: .cancel, key: 1),
      ])
    // Counted from here, synchronously: suites running in parallel share the shim's log.
    let (calls, exceptions) = (UIKitShimLog.calls.count, UIKitShimLog.exceptions.count)
    #expect(throws: DialogValidationError.self) { try UIAlertController(dialog: dialog) }
    #expect(UIKitShimLog.calls.dropFirst(calls).isEmpty)
    #expect(UIKitShimLog.exceptions.dropFirst(exceptions).isEmpty)
  }

  @Test("present(from:) finds the top controller through tab, navigation and modal")
  func presentsOnTop() async throws {
    let window = window()
    let tab = UITabBarController()
    let content = UIViewController()
    content.title = "content"
    let navigation = UINavigationController(rootViewController: content)
    tab.viewControllers = [UIViewController(), navigation]
    tab.selectedIndex = 1
    window.rootViewController = tab
    let modal = UIViewController()
    modal.title = "modal"
    content.present(modal, animated: false)
    UIKitShimLog.reset()

    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 7)],
      actionTap: recorder.handler)
    let task = Task { try await dialog.present(from: content) }
    await settle()
    let alert = try #require(modal.presentedViewController as? UIAlertController)
    #expect(UIKitShimLog.calls.contains("present UIAlertController from modal animated: true"))
    alert.shimTap(title: "OK")
    #expect(try await task.value == 7)
    #expect(recorder.keys == [7])
  }

  @Test("a dialog opened from a handler waits until the first is gone")
  func nestedDialogsWait() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    var order: [String] = []
    let second = Dialog<Int>(
      style: .alert, title: "Second", actions: [DialogAction(title: "OK", key: 2)],
      actionTap: { _, _ in order.append("second tapped") })
    let first = Dialog<Int>(
      style: .alert, title: "First", actions: [DialogAction(title: "Next", key: 1)],
      actionTap: { _, _ in
        order.append("first tapped")
        _ = try? UIKitDialogPresenter.queue(for: window).enqueue(second)
        _ = try? enqueue(second, from: root)  // the same window: the same queue
      })
    try enqueue(first, from: root)
    await settle()
    let firstAlert = try #require(root.presentedViewController as? UIAlertController)
    #expect(firstAlert.title == "First")
    firstAlert.shimTap(title: "Next")
    await settle()
    let secondAlert = try #require(root.presentedViewController as? UIAlertController)
    #expect(secondAlert.title == "Second")
    #expect(UIKitShimLog.exceptions.isEmpty)  // never "already presenting"
    secondAlert.shimTap(title: "OK")
    await settle()
    let third = try #require(root.presentedViewController as? UIAlertController)
    #expect(third.title == "Second")  // the second enqueue waited its turn too
    third.shimTap(title: "OK")
    await settle()
    #expect(order == ["first tapped", "second tapped", "second tapped"])
    #expect(root.presentedViewController == nil)
  }

  @Test("a follow-up is presented once UIKit has dismissed the first alert")
  func followUpAfterDismissal() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    let replace = Dialog<Int>.alert("Replace it?").addDestructive("Replace", key: 2)
      .addCancel("Cancel", key: 0)
    let install = Dialog<Int>.alert("Install it?").addAction("Install", key: 1)
      .addCancel("Cancel", key: 0)
      .followUp { $0 == 1 ? replace : nil }
    let task = Task { try await install.present(from: root) }
    await settle()
    try #require(root.presentedViewController as? UIAlertController).shimTap(title: "Install")
    await settle()
    let second = try #require(root.presentedViewController as? UIAlertController)
    #expect(second.title == "Replace it?")
    #expect(UIKitShimLog.exceptions.isEmpty)  // never "already presenting"
    second.shimTap(title: "Replace")
    #expect(try await task.value == 2)
  }

  @Test("on iPad an action sheet without an anchor points at the centre instead of raising")
  func popoverFallback() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    root.view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [
        DialogAction(title: "Copy", key: 1), DialogAction(title: "Cancel", role: .cancel, key: 0),
      ])
    try enqueue(sheet, from: root)
    await settle()
    let alert = try #require(root.presentedViewController as? UIAlertController)
    let popover = try #require(alert.popoverPresentationController)
    #expect(popover.sourceView === root.view)
    #expect(popover.sourceRect == CGRect(x: 400, y: 300, width: 0, height: 0))
    #expect(popover.permittedArrowDirections == [])
    #expect(UIKitShimLog.exceptions.isEmpty)
    alert.shimTap(title: "Cancel")
    await settle()
  }

  @Test("on iPad the popover points at the anchor view, bar item or rectangle it finds")
  func popoverAnchors() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    let avatar = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 44))
    avatar.accessibilityIdentifier = "avatar"
    let container = UIView(frame: .zero)
    container.addSubview(avatar)
    root.view.addSubview(container)
    let share = UIBarButtonItem(title: "Share")
    share.accessibilityIdentifier = "share"
    root.navigationItem.rightBarButtonItems = [share]

    func sheet(_ anchor: PopoverAnchor) -> Dialog<Int> {
      Dialog<Int>(
        style: .actionSheet, title: "Share",
        actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)], anchor: anchor)
    }
    func shownPopover(_ anchor: PopoverAnchor) async throws -> UIPopoverPresentationController {
      try enqueue(sheet(anchor), from: root)
      await settle()
      let alert = try #require(root.presentedViewController as? UIAlertController)
      defer { alert.shimTap(title: "Cancel") }
      return try #require(alert.popoverPresentationController)
    }

    let onView = try await shownPopover(.view(identifier: "avatar"))
    #expect(onView.sourceView === avatar)
    #expect(onView.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(onView.permittedArrowDirections == .any)
    await settle()
    let onItem = try await shownPopover(.barButtonItem(identifier: "share"))
    #expect(onItem.sourceItem === share)
    await settle()
    let onRect = try await shownPopover(.rect(x: 5, y: 6, width: 7, height: 8))
    #expect(onRect.sourceView === root.view)
    #expect(onRect.sourceRect == CGRect(x: 5, y: 6, width: 7, height: 8))
    await settle()
    #expect(UIKitShimLog.exceptions.isEmpty)
  }

  @Test("an anchor identifier that matches nothing is refused with the problem, not centred")
  func unmatchedAnchor() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    for anchor in [PopoverAnchor.view(identifier: "nowhere"), .barButtonItem(identifier: "gone")] {
      let sheet = Dialog<Int>(
        style: .actionSheet, title: "Share",
        actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)], anchor: anchor)
      let error = await #expect(throws: DialogValidationError.self) {
        try await sheet.present(from: root)
      }
      #expect(error?.problems.map(\.kind) == [.invalidAnchor])
      #expect(error?.description.contains("matches no") == true, "\(String(describing: error))")
      #expect(root.presentedViewController == nil)
    }
    // The fire-and-forget spelling ends the dialog as torn down, once.
    let log = ReasonLog()
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)],
      anchor: .view(identifier: "nowhere")
    ).onDismiss { log.reasons.append($0) }
    try enqueue(sheet, from: root)
    await settle()
    #expect(log.reasons == [.tornDown])
    #expect(root.presentedViewController == nil)
    // An alert has no popover: its anchor is never looked up.
    let alert = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 0)],
      anchor: .view(identifier: "nowhere"))
    try enqueue(alert, from: root)
    await settle()
    #expect(root.presentedViewController is UIAlertController)
    (root.presentedViewController as? UIAlertController)?.shimTap(title: "OK")
    await settle()
    #expect(UIKitShimLog.exceptions.isEmpty)
  }

  @Test("present(from:anchor:) points the popover at the view, bar item or rectangle given")
  func anchorObjects() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    let button = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 30))
    root.view.addSubview(button)
    let share = UIBarButtonItem(title: "Share")
    // The dialog's own anchor names something else: the object wins.
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [
        DialogAction(title: "Copy", key: 1), DialogAction(title: "Cancel", role: .cancel, key: 0),
      ],
      anchor: .view(identifier: "nowhere"))
    func shownPopover(_ anchor: UIKitAnchor) async throws -> UIPopoverPresentationController {
      let task = Task { try await sheet.present(from: root, anchor: anchor) }
      await settle()
      let alert = try #require(root.presentedViewController as? UIAlertController)
      let popover = try #require(alert.popoverPresentationController)
      alert.shimTap(title: "Copy")
      #expect(try await task.value == 1)
      await settle()
      return popover
    }
    let onView = try await shownPopover(.view(button))
    #expect(onView.sourceView === button)
    #expect(onView.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 30))
    #expect(onView.permittedArrowDirections == .any)
    let onItem = try await shownPopover(.barButtonItem(share))
    #expect(onItem.sourceItem === share)
    let rect = CGRect(x: 5, y: 6, width: 7, height: 8)
    let onRect = try await shownPopover(.rect(rect, in: button))
    #expect(onRect.sourceView === button)
    #expect(onRect.sourceRect == rect)

    // A view that is not on screen is refused with the problem.
    let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let error = await #expect(throws: DialogValidationError.self) {
      try await sheet.present(from: root, anchor: .view(detached))
    }
    #expect(error?.problems.map(\.kind) == [.invalidAnchor])
    #expect(error?.description.contains("is not in a window") == true)
    #expect(root.presentedViewController == nil)
    #expect(UIKitShimLog.exceptions.isEmpty)
  }

  @Test("a programmatic dismissal closes the alert and reports no key")
  func programmaticDismiss() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Wait", actions: [DialogAction(title: "OK", key: 1)],
      actionTap: recorder.handler)
    let task = Task { try await dialog.present(from: root) }
    await settle()
    #expect(root.presentedViewController is UIAlertController)
    let queue = UIKitDialogPresenter.queue(for: root)
    #expect(queue.currentSession?.dismiss() == true)
    #expect(try await task.value == nil)
    #expect(root.presentedViewController == nil)
    #expect(recorder.keys.isEmpty)
  }

  @Test("an alert dismissed behind FluentAlert's back still ends its session, once")
  func dismissedElsewhere() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    let dialog = Dialog<Int>(
      style: .alert, title: "Gone", actions: [DialogAction(title: "OK", key: 1)])
    let task = Task { try await dialog.present(from: root) }
    await settle()
    root.dismiss(animated: false)  // e.g. the app dismissed everything
    await settle()
    #expect(try await task.value == nil)
    #expect(UIKitShimLog.exceptions.isEmpty)
  }

  @Test("a tap outside an iPad popover reports the cancel action's key")
  func outsideTap() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [
        DialogAction(title: "Copy", key: 1), DialogAction(title: "Cancel", role: .cancel, key: 0),
      ],
      anchor: .center)
    let task = Task { try await dialog.present(from: root) }
    await settle()
    let alert = try #require(root.presentedViewController as? UIAlertController)
    alert.shimTapOutsidePopover()
    #expect(try await task.value == 0)
  }

  @Test("a tap outside a popover without a cancel action ends the dialog with no key")
  func outsideTapWithoutCancel() async throws {
    UIKitShimDevice.isPad = true
    let window = window()
    let root = try #require(window.rootViewController)
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [DialogAction(title: "Copy", key: 1), DialogAction(title: "Mail", key: 2)],
      anchor: .center, actionTap: recorder.handler)
    let task = Task { try await dialog.present(from: root) }
    await settle()
    try #require(root.presentedViewController as? UIAlertController).shimTapOutsidePopover()
    #expect(try await task.value == nil)
    #expect(recorder.keys.isEmpty)
  }

  @Test("UIAlertController(dialog:) presented by hand on iPad still gets a popover source")
  func handPresentedSheet() throws {
    UIKitShimDevice.isPad = true
    let root = UIViewController()
    root.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let avatar = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 30))
    avatar.accessibilityIdentifier = "avatar"
    root.view.addSubview(avatar)
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Profile",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)],
      anchor: .view(identifier: "avatar"))
    let controller = try UIAlertController(dialog: sheet)
    root.present(controller, animated: true)
    #expect(UIKitShimLog.exceptions.isEmpty)
    #expect(controller.popoverPresentationController?.sourceView === avatar)
    // Presented by hand it cannot be refused: an identifier that matches
    // nothing points at the centre.
    let unmatched = try UIAlertController(
      dialog: Dialog<Int>(
        style: .actionSheet, title: "Profile",
        actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)],
        anchor: .view(identifier: "nowhere")))
    let host = UIViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    host.present(unmatched, animated: true)
    #expect(unmatched.popoverPresentationController?.sourceView === host.view)
    #expect(
      unmatched.popoverPresentationController?.sourceRect
        == CGRect(x: 50, y: 30, width: 0, height: 0))
    #expect(unmatched.popoverPresentationController?.permittedArrowDirections == [])
    let plain = try UIAlertController(
      dialog: Dialog<Int>(
        style: .actionSheet, title: "No anchor",
        actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)]))
    let other = UIViewController()
    other.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    other.present(plain, animated: true)
    #expect(UIKitShimLog.exceptions.isEmpty)
    #expect(plain.popoverPresentationController?.sourceView === other.view)
    #expect(
      plain.popoverPresentationController?.sourceRect == CGRect(x: 512, y: 384, width: 0, height: 0)
    )
  }

  @Test("the next dialog waits until the previous alert has finished animating out")
  func waitsForDismissalAnimation() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    let first = Dialog<Int>(
      style: .alert, title: "First", actions: [DialogAction(title: "OK", key: 1)])
    let second = Dialog<Int>(
      style: .alert, title: "Second", actions: [DialogAction(title: "OK", key: 2)])
    try enqueue(first, from: root)
    try enqueue(second, from: root)
    await settle()
    let firstAlert = try #require(root.presentedViewController as? UIAlertController)
    let transition = try #require(firstAlert.shimTapDuringDismissal(title: "OK"))
    await settle()
    #expect(root.presentedViewController === firstAlert)  // still animating out
    transition.finish()
    await settle()
    #expect((root.presentedViewController as? UIAlertController)?.title == "Second")
    #expect(UIKitShimLog.exceptions.isEmpty)
    (root.presentedViewController as? UIAlertController)?.shimTap(title: "OK")
    await settle()
  }

  @Test("a view controller outside any window ends the dialog instead of hanging")
  func notInWindow() async throws {
    let loose = UIViewController()
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 1)])
    #expect(try await dialog.present(using: UIKitDialogPresenter(viewController: loose)) == nil)
    #expect(loose.presentedViewController == nil)
  }

  @Test("auto-dismiss closes the alert and reports its key")
  func autoDismiss() async throws {
    let window = window()
    let root = try #require(window.rootViewController)
    let clock = TestClock()
    let presenter = UIKitDialogPresenter(window: window)
    presenter.clock = clock
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Saved", actions: [DialogAction(title: "OK", key: 1)],
      autoDismiss: AutoDismiss(after: .seconds(3), reporting: 1), actionTap: recorder.handler)
    let task = Task { try await dialog.present(using: presenter) }
    await settle()
    #expect(root.presentedViewController is UIAlertController)
    clock.advance(by: .seconds(2))
    #expect(root.presentedViewController is UIAlertController)
    clock.advance(by: .seconds(1))
    #expect(try await task.value == 1)
    #expect(root.presentedViewController == nil)
    #expect(recorder.keys == [1])
  }

}

/// Adds `dialog` to the queue `present(from:)` uses for `viewController`, without waiting.
@MainActor
@discardableResult
private func enqueue(_ dialog: Dialog<Int>, from viewController: UIViewController) throws
  -> DialogTicket
{
  try UIKitDialogPresenter.queue(for: viewController).enqueue(dialog)
}

/// The dismissal reasons a dialog's `onDismiss` heard.
@MainActor
private final class ReasonLog {
  var reasons: [DismissReason<Int>] = []
}
