public import Foundation

/// An image: beside an action's title, or a dialog's icon.
///
/// ```swift
/// let trash = Action<String>("Delete", key: "delete").image(.system("trash"))
/// let backup = Dialog<String>.alert("Back up now?").icon(.asset("BackupIcon"))
/// ```
///
/// An image the app has at hand rather than in its asset catalogue, such
/// as the icon of the app being removed, is a file or data:
///
/// ```swift
/// import Foundation
///
/// let steam = URL(
///   filePath: "/Applications/Steam.app/Contents/Resources/steam.icns")
/// let removal = Dialog<String>.alert("Remove “Steam”?").icon(.file(steam))
/// ```
public enum DialogImage: Hashable, Sendable {
  /// A system symbol by name (SF Symbols on Apple platforms).
  case system(String)
  /// An image from the app's asset catalogue by name.
  case asset(String)
  /// An image file on this device, in a format the platform reads (ICNS,
  /// PNG, JPEG, PDF); a URL that is not a `file:` URL is refused by
  /// ``Dialog/problems``, so nothing is fetched from the network.
  case file(URL)
  /// Image data in a format the platform reads (PNG, JPEG, TIFF), such as
  /// an `NSImage`'s `tiffRepresentation`.
  case data(Data)
}

extension DialogImage {
  /// Why the image cannot be shown, or `nil` when it can be.
  package var defect: String? {
    switch self {
    case .system, .asset: nil
    case .file(let url) where !url.isFileURL:
      "\(url.absoluteString) is not a file: URL, and no image is fetched from the network"
    case .data(let data) where data.isEmpty: "its data is empty"
    case .file, .data: nil
    }
  }
}
