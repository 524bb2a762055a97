import FluentAlert
import FluentAlertJSON
import FluentAlertPreview
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The properties every input must keep, however hostile.
///
/// Decoding either
/// fails with a one-line error or gives a dialog that re-encodes to stable
/// bytes, decodes back to itself, and validates, snapshots and (when valid)
/// is presented and timed out in virtual time without trapping, and is drawn
/// in every look, appearance and the smallest and largest text sizes as
/// well-formed XML. A violated property is a crash, which the fuzzer reports.
enum DecodeOracle {
  static let optionSets: [DialogDecodingOptions] = [
    DialogDecodingOptions(),
    DialogDecodingOptions(unknownFields: .ignore),
    DialogDecodingOptions(
      limits: DialogDecodingLimits(
        maxInputBytes: 4_096, maxDepth: 6, maxStringBytes: 16, maxMemberNameBytes: 12,
        maxActions: 2, maxTextFields: 1, maxArrayElements: 2)),
  ]

  static func check(_ data: Data) {
    for (index, options) in optionSets.enumerated() {
      // Pictures once per input: the option sets decode the same dialog or refuse it.
      check(data, options, drawing: index == 0)
    }
    checkCatalog(data)
  }

  /// The same bytes as a String Catalog: read, or refused with a one-line
  /// error that names the place.
  private static func checkCatalog(_ data: Data) {
    do {
      let catalog = try StringCatalog(data: data)
      require(!catalog.sourceLanguage.isEmpty, "a catalog without a source language")
      _ = (catalog.keys, catalog.languages)
    } catch {
      require(!error.reason.isEmpty, "empty catalog error")
      require(!error.description.contains("\n"), "multi-line catalog error: \(error)")
    }
  }

  private static func check(_ data: Data, _ options: DialogDecodingOptions, drawing: Bool) {
    let dialog: Dialog<String>
    do {
      dialog = try Dialog<String>(json: data, options: options)
    } catch {
      require(!error.message.isEmpty, "empty error message")
      require(!error.description.contains("\n"), "multi-line error: \(error.description)")
      // Differential: bytes the pre-scan passes must parse in JSONDecoder too
      // (a syntax error there would surface as "not valid JSON", no path).
      // The converse does not hold on purpose: Foundation's parser accepts a
      // trailing comma and stops at a raw NUL byte; the pre-scan refuses both.
      require(
        !error.message.contains("not valid JSON") && !error.message.hasPrefix("could not decode"),
        "pre-scan passed bytes the JSON parser refuses: \(error)")
      return
    }
    _ = dialog.problems
    // Every text resolves, whatever its format: a mismatch is refused above,
    // and a format that passed is formatted without trusting it.
    let texts =
      [dialog.title, dialog.message] + dialog.actions.map(\.title)
      + dialog.textFields.map(\.placeholder)
    for text in texts { _ = text?.resolved() }
    if let valid = try? dialog.validated() {
      MainActor.assumeIsolated { VirtualPresenter.run(valid) }
    }
    if drawing { checkPictures(dialog) }
    let snapshot = dialog.snapshot
    require(
      !snapshot.unicodeScalars.contains { $0 != "\n" && mustBeEscaped($0) },
      "snapshot holds a raw control character")
    let encoded: Data
    do {
      encoded = try DialogJSON.encode(dialog)
    } catch {
      // JSON numbers are finite, so anything decoded must encode again.
      fatalError("decoded dialog does not encode: \(error)")
    }
    do {
      let again = try Dialog<String>(json: encoded, options: options)
      require(again == dialog, "decode(encode(d)) != d")
      require(try DialogJSON.encode(again) == encoded, "encoding is not byte-stable")
    } catch {
      // Canonical output can exceed tight limits only through the escapes it adds.
      if let error = error as? DialogDecodingError, case .limitExceeded = error.kind { return }
      fatalError("re-encoded dialog does not decode: \(error)")
    }
  }

  /// Every look, valid dialog or not, in both appearances, and the iOS looks
  /// (the only ones a text size changes) at the extreme text sizes, parse as
  /// one `<svg>` document: drawing is total over whatever a document holds,
  /// so a trap anywhere in a look is a crash the fuzzer reports.
  private static func checkPictures(_ dialog: Dialog<String>) {
    for look in PreviewLook.allCases {
      for appearance in PreviewAppearance.allCases {
        checkXML(dialog.svgPreview(look, appearance: appearance), "\(look) \(appearance)")
      }
    }
    for size in [PreviewTextSize.extraSmall, .accessibilityExtraExtraExtraLarge] {
      checkXML(dialog.svgPreview(.iOSAlert, textSize: size), "iOS alert \(size)")
      checkXML(dialog.svgPreview(.iOSActionSheet, textSize: size), "iOS sheet \(size)")
    }
  }

  private static func checkXML(_ svg: String, _ name: String) {
    let root = RootElement()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = root
    require(
      parser.parse(), "\(name): not well-formed XML: \(String(describing: parser.parserError))")
    require(root.name == "svg", "\(name): the root is \(root.name ?? "missing"), not svg")
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
  }
}

/// What a snapshot never holds raw, as the snapshot format documents it: controls, line and
/// paragraph separators, directional marks, bidirectional controls and the byte order mark.
private func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C: true
  case 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
  default: false
  }
}

/// Records the name of a document's first element.
private final class RootElement: NSObject, XMLParserDelegate {
  var name: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if name == nil { name = elementName }
  }
}
