// Linux only (Package.swift excludes ShimOnly/ elsewhere): it clicks the shim's checkboxes and
// radio buttons.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import FluentAlertTestSupport
import Testing

/// The keys of a licence alert: its actions, a toggle and a seat choice.
enum Seat: Hashable, Sendable { case deactivate, cancel, remember, machine, studio, laptop }

@MainActor
@Suite("AppKit controls against the shim", .serialized)
struct AppKitControlTests {
  init() { AppKitShimLog.reset() }

  static let seats = Dialog<Seat>.alert("All seats are in use")
    .accessory(.footnote("Deactivated Macs can be used again later."))
    .addControl(.toggle("Remember this Mac", key: .remember, isOn: true))
    .addControl(
      .choice(
        "Deactivate", key: .machine,
        options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")], gates: [.deactivate])
    )
    .addAction("Deactivate", key: .deactivate)
    .addCancel("Cancel", key: .cancel)

  @Test("the plan stacks each control under the accessories: a line per box, title and option")
  func plan() throws {
    let plan = try AppKitDialogPlan(Self.seats)
    let line = AppKitDialogPlan.controlLineHeight
    #expect(plan.controls.count == 2)
    #expect(plan.controlFrame(at: 0).height == line)
    #expect(plan.controlFrame(at: 1).height == 3 * line)
    let footnote = plan.contentFrame(at: 0)
    // Top to bottom (AppKit's origin is bottom left): footnote, checkbox, choice.
    #expect(footnote.y > plan.controlFrame(at: 0).y)
    #expect(plan.controlFrame(at: 0).y > plan.controlFrame(at: 1).y)
    #expect(plan.controlFrame(at: 1).y == 0)
    #expect(plan.lineFrame(2, ofControlAt: 1) == .init(x: 0, y: 0, width: 240, height: line))
    #expect(Self.seats.problems(for: .appKit).isEmpty)
  }

  @Test("a field's label stands at its leading edge and the field moves over to make room")
  func fieldLabel() throws {
    let export = Dialog<Seat>.alert("Export the Library")
      .addTextField("Untitled") { $0.label("Save As:") }
      .addTextField("Comment")
      .addAction("Deactivate", key: .deactivate)
    let plan = try AppKitDialogPlan(export)
    #expect(plan.fieldLabelWidth == 68)  // 8 characters at 7.5 points, and the gap
    #expect(plan.fieldFrame(at: 0).x == 68 && plan.fieldFrame(at: 0).width == 240 - 68)
    #expect(plan.fieldLabelFrame(at: 0)?.y == plan.fieldFrame(at: 0).y)
    #expect(plan.fieldLabelFrame(at: 1) == nil)
    let window = NSWindow()  // held: the presenter holds its window weakly
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(export)
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    let views = try #require(alert.accessoryView?.subviews)
    let label = try #require(views.compactMap { $0 as? NSTextField }.first { $0.shimIsLabel })
    #expect(label.stringValue == "Save As:" && label.frame.minX == 0)
    let fields = views.compactMap { $0 as? NSTextField }.filter { !$0.shimIsLabel }
    #expect(fields.map(\.placeholderString) == ["Untitled", "Comment"])
    #expect(fields[0].frame.minX == 68)
    session.dismiss()
  }

  @Test("a checkbox and radio buttons show the values; clicks reach the session and the gates")
  func clicks() async throws {
    let window = NSWindow()  // held: the presenter holds its window weakly
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(Self.seats)
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    let views = try #require(alert.accessoryView?.subviews)
    #expect(views.count == 3)  // the footnote, the checkbox's view, the choice's view
    let box = try #require(views[1].subviews.first as? NSButton)
    #expect(box.title == "Remember this Mac" && box.state == .on)
    let choice = views[2].subviews
    #expect((choice.first as? NSTextField)?.stringValue == "Deactivate")
    let radios = choice.compactMap { $0 as? NSButton }
    #expect(radios.map(\.title) == ["Studio Mac", "MacBook Air"])
    #expect(radios.allSatisfy { $0.state == .off })
    let deactivate = try #require(alert.buttons.first { $0.title == "Deactivate" })
    #expect(!deactivate.isEnabled)

    radios[1].performClick(nil)
    #expect(session.values.selection(.machine) == .laptop && deactivate.isEnabled)
    radios[0].performClick(nil)
    #expect(radios.map(\.state) == [.on, .off])
    #expect(session.values.selection(.machine) == .studio)
    box.performClick(nil)
    #expect(!session.values.isOn(.remember))

    // What the app sets while the alert is up is shown at once.
    session.setOn(true, for: .remember)
    session.select(.laptop, in: .machine)
    #expect(box.state == .on && radios.map(\.state) == [.off, .on])
    deactivate.performClick(nil)
    await settle()
    #expect(session.reason == .action(.deactivate))
    #expect(window.attachedSheet == nil)
  }
}
