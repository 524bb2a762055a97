/// Writes a ``PreviewGallery`` as one XHTML page: a heading, the table of
/// every warning, then a section per dialog with its pictures grouped by
/// language, each captioned with its look, text size and appearance, and
/// its warnings listed under it.
///
/// Every text taken from a dialog, a name or a language is escaped, so the
/// page holds only the elements written here and the pictures' SVG, which
/// escapes its own texts. Nothing depends on the time or the machine, so
/// the same gallery gives the same bytes.
struct GalleryPage {
  let gallery: PreviewGallery

  init(_ gallery: PreviewGallery) {
    self.gallery = gallery
  }

  /// The page's style: a grid of pictures, warned ones outlined.
  static let style = """
    body{font-family:-apple-system,system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}
    h2{margin-top:40px;border-bottom:1px solid #ccc}
    h3{margin:24px 0 8px;font-size:15px;color:#555}
    table{border-collapse:collapse;font-size:13px}
    th,td{text-align:left;padding:4px 10px;border-bottom:1px solid #ddd;vertical-align:top}
    .pictures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    figure{margin:0;padding:8px;border:1px solid #ddd;border-radius:8px;max-width:680px}
    figure.warned{border:2px solid #d70015}
    figcaption{font-size:12px;color:#555;margin-top:6px}
    ul.warnings{font-size:12px;color:#d70015;margin:4px 0 0;padding-left:18px}
    """

  func rendered() -> String {
    var page = Page()
    let pictures = gallery.entries.reduce(0) { $0 + $1.pictures.count }
    let warnings = gallery.listedWarnings
    page.reserve(
      gallery.entries.reduce(4_096) { total, entry in
        entry.pictures.reduce(total) { $0 + $1.svg.utf8.count + 512 }
      })
    page.raw(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="UTF-8"/>
      <title>
      """)
    page.text(gallery.title)
    page.raw("</title>\n<style>\n\(Self.style)\n</style>\n</head>\n<body>\n<h1>")
    page.text(gallery.title)
    page.raw("</h1>\n<p>")
    page.text(
      "\(count(gallery.entries.count, "dialog")), \(count(pictures, "picture")), "
        + "\(count(warnings.count, "warning")).")
    page.raw("</p>\n")
    summary(warnings, on: &page)
    var number = 0
    for (index, entry) in gallery.entries.enumerated() {
      page.raw("<section id=\"dialog-\(index + 1)\">\n<h2>")
      page.text(entry.name)
      page.raw("</h2>\n")
      var language: String?
      for picture in entry.pictures {
        if picture.language != language {
          if language != nil { page.raw("</div>\n") }
          language = picture.language
          page.raw("<h3 lang=\"\(Self.languageTag(picture.language))\">")
          page.text(picture.language)
          page.raw("</h3>\n<div class=\"pictures\">\n")
        }
        number += 1
        figure(picture, id: "picture-\(number)", on: &page)
      }
      if language != nil { page.raw("</div>\n") }
      page.raw("</section>\n")
    }
    page.raw("</body>\n</html>\n")
    return page.markup
  }

  /// The table of every warning, each linked to its dialog's section.
  private func summary(
    _ warnings: [(entry: Int, warning: PreviewWarning)], on page: inout Page
  ) {
    page.raw("<h2>Warnings</h2>\n")
    guard !warnings.isEmpty else {
      page.raw("<p>None: every text fits.</p>\n")
      return
    }
    page.raw(
      "<table>\n<thead><tr><th>Dialog</th><th>Look</th><th>Text size</th><th>Language</th>"
        + "<th>Warning</th></tr></thead>\n<tbody>\n")
    for (entry, warning) in warnings {
      page.raw("<tr><td><a href=\"#dialog-\(entry + 1)\">")
      page.text(gallery.entries[entry].name)
      page.raw("</a></td><td>\(warning.look.rawValue)</td><td>")
      page.text(warning.textSize?.rawValue ?? "—")
      page.raw("</td><td>")
      page.text(warning.language)
      page.raw("</td><td>")
      page.text(warning.what)
      page.raw("</td></tr>\n")
    }
    page.raw("</tbody>\n</table>\n")
  }

  /// One picture with its caption and warnings.
  private func figure(_ picture: PreviewGallery.Picture, id: String, on page: inout Page) {
    let warned = !picture.warnings.isEmpty
    page.raw("<figure id=\"\(id)\"\(warned ? " class=\"warned\"" : "")>\n")
    page.raw(picture.svg)
    page.raw("<figcaption>")
    let caption = [picture.look.rawValue, picture.textSize?.rawValue, picture.appearance.rawValue]
      .compactMap { $0 }.joined(separator: " · ")
    page.text(caption)
    page.raw("</figcaption>\n")
    if warned {
      page.raw("<ul class=\"warnings\">\n")
      for warning in picture.warnings {
        page.raw("<li>")
        page.text(warning.what)
        page.raw("</li>\n")
      }
      page.raw("</ul>\n")
    }
    page.raw("</figure>\n")
  }

  /// "1 dialog", "3 dialogs".
  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A language identifier as an HTML `lang` value: `ru_RU` as `ru-RU`,
  /// anything but letters, digits and hyphens left out (`und` when
  /// nothing is left).
  static func languageTag(_ identifier: String) -> String {
    let tag = String(
      identifier.unicodeScalars.compactMap { scalar -> Character? in
        if scalar == "_" { return "-" }
        return scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          || scalar == "-" ? Character(scalar) : nil
      })
    return tag.isEmpty ? "und" : tag
  }

  /// The page as it is written: markup as given, text escaped.
  private struct Page {
    var markup = ""

    mutating func reserve(_ count: Int) { markup.reserveCapacity(count) }

    /// Markup written here, or a picture's SVG.
    mutating func raw(_ written: String) { markup += written }

    /// Text from outside: names, languages, warnings.
    mutating func text(_ content: String) { markup += SVGDocument.escaped(content) }
  }
}
