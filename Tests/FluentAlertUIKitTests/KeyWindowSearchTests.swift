import FluentAlertUIKitShimmed
import Testing

@Suite("key window search")
struct KeyWindowSearchTests {
  typealias Scene = KeyWindowSearch.Scene<String>

  @Test("the foreground active scene's key window wins over a key window in the background")
  func activeSceneFirst() {
    let scenes = [
      Scene(activation: .background, windows: [("old", true)]),
      Scene(activation: .foregroundActive, windows: [("main", false), ("key", true)]),
    ]
    #expect(KeyWindowSearch.window(among: scenes) == "key")
  }

  @Test("without a key window, the best scene's first window")
  func firstWindowOtherwise() {
    let scenes = [
      Scene(activation: .foregroundInactive, windows: [("first", false), ("second", false)]),
      Scene(activation: .background, windows: [("back", true)]),
    ]
    #expect(KeyWindowSearch.window(among: scenes) == "first")
  }

  @Test("a key window in any scene of the best rank wins over an earlier scene's first window")
  func keyAmongEqualRank() {
    let scenes = [
      Scene(activation: .foregroundActive, windows: [("left", false)]),
      Scene(activation: .foregroundActive, windows: [("right", true)]),
    ]
    #expect(KeyWindowSearch.window(among: scenes) == "right")
  }

  @Test("scenes without windows are skipped; none at all gives nil")
  func noWindows() {
    let active = Scene(activation: .foregroundActive, windows: [])
    #expect(KeyWindowSearch.window(among: [active]) == nil)
    #expect(KeyWindowSearch.window(among: []) == nil)
    let unattached = Scene(activation: .unattached, windows: [("late", false)])
    #expect(KeyWindowSearch.window(among: [active, unattached]) == "late")
  }
}
