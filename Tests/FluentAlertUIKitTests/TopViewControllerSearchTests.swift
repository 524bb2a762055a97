import FluentAlertUIKit
import Testing

/// A stand-in view controller: a name, what it presents, and how it contains others.
@MainActor
private final class Node: ViewControllerNode {
  let name: String
  var presented: Node?
  var topSearchIsBeingDismissed = false
  var topSearchContainer: ViewControllerContainer = .none

  init(_ name: String) { self.name = name }

  var topSearchPresented: (any ViewControllerNode)? { presented }
}

@MainActor
private func names(_ path: [any ViewControllerNode]) -> [String] {
  path.map { ($0 as! Node).name }
}

@MainActor
@Suite("top view controller search")
struct TopViewControllerSearchTests {
  @Test("a plain root is its own top")
  func plainRoot() {
    let root = Node("root")
    #expect(names(TopViewControllerSearch.path(from: root)) == ["root"])
    #expect(TopViewControllerSearch.top(from: root) === root)
  }

  @Test("presented controllers are followed to the last one")
  func presentedChain() {
    let root = Node("root")
    let first = Node("first")
    let second = Node("second")
    root.presented = first
    first.presented = second
    #expect(names(TopViewControllerSearch.path(from: root)) == ["root", "first", "second"])
  }

  @Test("a presented controller being dismissed is skipped")
  func dismissing() {
    let root = Node("root")
    let leaving = Node("leaving")
    leaving.topSearchIsBeingDismissed = true
    root.presented = leaving
    #expect(names(TopViewControllerSearch.path(from: root)) == ["root"])
  }

  @Test("navigation, tab and split containers lead to their visible child")
  func containers() {
    let tab = Node("tab")
    let nav = Node("nav")
    let split = Node("split")
    let primary = Node("primary")
    let detail = Node("detail")
    tab.topSearchContainer = .tab(selected: nav)
    nav.topSearchContainer = .navigation(top: split)
    split.topSearchContainer = .split(viewControllers: [primary, detail], isCollapsed: false)
    #expect(
      names(TopViewControllerSearch.path(from: tab)) == ["tab", "nav", "split", "detail"])
    split.topSearchContainer = .split(viewControllers: [primary, detail], isCollapsed: true)
    #expect(
      names(TopViewControllerSearch.path(from: tab)) == ["tab", "nav", "split", "primary"])
  }

  @Test("a modal over a container wins over the container's child")
  func modalOverContainer() {
    let nav = Node("nav")
    let top = Node("top")
    let modal = Node("modal")
    nav.topSearchContainer = .navigation(top: top)
    nav.presented = modal
    #expect(names(TopViewControllerSearch.path(from: nav)) == ["nav", "modal"])
  }

  @Test("a modal presented from inside a container is followed")
  func modalInsideContainer() {
    let tab = Node("tab")
    let selected = Node("selected")
    let modal = Node("modal")
    tab.topSearchContainer = .tab(selected: selected)
    selected.presented = modal
    #expect(names(TopViewControllerSearch.path(from: tab)) == ["tab", "selected", "modal"])
  }

  @Test("empty containers stop the search at the container")
  func emptyContainers() {
    let nav = Node("nav")
    nav.topSearchContainer = .navigation(top: nil)
    #expect(names(TopViewControllerSearch.path(from: nav)) == ["nav"])
    let tab = Node("tab")
    tab.topSearchContainer = .tab(selected: nil)
    #expect(names(TopViewControllerSearch.path(from: tab)) == ["tab"])
    let split = Node("split")
    split.topSearchContainer = .split(viewControllers: [], isCollapsed: false)
    #expect(names(TopViewControllerSearch.path(from: split)) == ["split"])
  }

  @Test("a hierarchy that points back at itself ends instead of looping")
  func cycle() {
    let a = Node("a")
    let b = Node("b")
    a.presented = b
    b.topSearchContainer = .navigation(top: a)
    #expect(names(TopViewControllerSearch.path(from: a)) == ["a", "b"])
  }
}
