import FluentAlert
import Foundation
import Testing

@Suite("Images the app has at hand: a file or data, besides symbols and assets")
struct DialogImageTests {
  static let steam = URL(filePath: "/Applications/Steam.app/Contents/Resources/steam.icns")

  @Test("the snapshot names a file by its URL and data by its size and a digest of its bytes")
  func snapshot() {
    let dialog = Dialog<Int>.alert("Remove “Steam”?")
      .addAction("Remove", key: 0)
      .actionStyle { $0.image(.data(Data([1, 2, 3]))) }
      .icon(.file(Self.steam))
    #expect(
      dialog.snapshot.contains(
        #"icon file "file:///Applications/Steam.app/Contents/Resources/steam.icns""#),
      "\(dialog.snapshot)")
    #expect(dialog.snapshot.contains("image data 3 bytes fnv1a "), "\(dialog.snapshot)")
    let other = dialog.actionStyle { $0.image(.data(Data([1, 2, 4]))) }
    #expect(other != dialog && other.snapshot != dialog.snapshot)
  }

  @Test("a web address or empty data is refused on every platform; a file or data is not")
  func invalidImages() {
    let remote = Dialog<Int>.alert("Remove “Steam”?").addAction("Remove", key: 0)
      .icon(.file(URL(string: "https://example.com/steam.png")!))
    for platform in DialogPlatform.allCases {
      #expect(remote.problems(for: platform).contains { $0.kind == .invalidImage })
    }
    let empty = Dialog<Int>.alert("Remove?").addAction("Remove", key: 0)
      .actionStyle { $0.image(.data(Data())) }
    #expect(empty.problems.contains { $0.kind == .invalidImage && $0.severity == .error })
    let local = remote.icon(.file(Self.steam))
    #expect(!local.problems.contains { $0.kind == .invalidImage })
    #expect(local.problems(for: .appKit).isEmpty)
    #expect(local.problems(for: .uiKit).map(\.kind) == [.iconUnsupported])
  }
}
