import FluentAlert
internal import FluentAlertText
import Foundation

/// JSON form: `{"system": "trash"}` (an SF Symbol name), `{"asset": "Logo"}`,
/// `{"data": "iVBORw0KGgo…"}` (the image's bytes in base64), or
/// `{"file": "file:///Applications/Steam.app/Contents/Resources/steam.icns"}`.
///
/// A document names a file on the device only when the app allows the
/// `file` scheme in ``DialogDecodingOptions/linkSchemes``, as for links: by
/// default a document from a server cannot point the app at its files.
extension DialogImage: JSONCodable {
  /// Decodes an image reference.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .image)
    switch try object.tag(["system", "asset", "file", "data"]) {
    case "system": self = .system(try object.require("system", object.string))
    case "asset": self = .asset(try object.require("asset", object.string))
    case "file":
      let address = try object.require("file", object.link)
      guard address.lowercased().hasPrefix("file:"), let url = URL(string: address) else {
        throw DialogDecodingError(
          .invalidValue, at: object.path("file"),
          "an image file is a file: URL, not \(TextEscaping.quoted(address))")
      }
      self = .file(url)
    default:
      let base64 = try object.require("data", object.string)
      guard let data = Data(base64Encoded: base64) else {
        throw DialogDecodingError(
          .invalidValue, at: object.path("data"), "image data is not valid base64")
      }
      self = .data(data)
    }
  }

  /// Encodes the image reference.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .system(let name): try container.encode(name, forKey: JSONField("system"))
    case .asset(let name): try container.encode(name, forKey: JSONField("asset"))
    case .file(let url): try container.encode(url.absoluteString, forKey: JSONField("file"))
    case .data(let data):
      try container.encode(data.base64EncodedString(), forKey: JSONField("data"))
    }
  }
}
