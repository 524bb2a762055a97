import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: proof that it is
/// well-formed, and its elements for asserting what was drawn where.
struct ParsedSVG {
  /// One element, its attributes and the text directly inside it.
  struct Element {
    let name: String
    let attributes: [String: String]
    var text = ""

    /// A numeric attribute, or `nil`.
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
  }

  /// Why a document was refused.
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  let elements: [Element]

  /// The root `svg` element.
  var root: Element? { elements.first }

  /// The `text` elements, in document order.
  var texts: [Element] { elements.filter { $0.name == "text" } }

  /// The text element whose text is `content`.
  func text(_ content: String) -> Element? { texts.first { $0.text == content } }

  /// Parses `svg`, or throws with the parser's line and reason.
  init(_ svg: String) throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    guard parser.parse() else {
      throw Malformed(
        description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    elements = collector.elements
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      open.append(elements.count)
      elements.append(Element(name: name, attributes: attributes))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }
  }
}
