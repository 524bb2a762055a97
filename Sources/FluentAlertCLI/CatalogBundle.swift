import FluentAlert
internal import FluentAlertText
import Foundation

/// The String Catalogs given with `--catalog`, checked and copied into a
/// temporary folder that stands for the app's main bundle, each as the
/// table of its file's name: what presenters and previews look texts up in.
struct CatalogBundle {
  struct ReadError: Error {
    let message: String
  }

  /// The folder, removed by ``remove()``.
  let folder: URL
  let bundle: Bundle
  /// The languages the catalogs translate into, their source languages
  /// first, then the others sorted.
  let languages: [String]

  /// Reads and checks each catalog and copies it into a new folder.
  ///
  /// - Parameter paths: `.xcstrings` files; two may not share a name.
  /// - Throws: ``ReadError`` naming the file that cannot be read or used.
  init(_ paths: [String]) throws(ReadError) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-catalogs-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw ReadError(message: "cannot create a temporary folder: \(error.localizedDescription)")
    }
    do throws(ReadError) {
      languages = try Self.copy(paths, into: folder)
      guard let bundle = Bundle(url: folder) else {
        throw ReadError(message: "cannot open the temporary folder as a bundle")
      }
      self.bundle = bundle
    } catch {
      // Nothing of a refused set of catalogs stays behind, not even the
      // copies of the ones read before the one refused.
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    self.folder = folder
  }

  /// Reads and checks each catalog and copies it into `folder`.
  ///
  /// - Returns: The languages the catalogs translate into, their source
  ///   languages first, then the others sorted.
  private static func copy(_ paths: [String], into folder: URL) throws(ReadError) -> [String] {
    var sources: [String] = []
    var others: Set<String> = []
    var tables: Set<String> = []
    for path in paths {
      let name = TextEscaping.escaped(path)
      let file = URL(fileURLWithPath: path).lastPathComponent
      guard file.hasSuffix(".xcstrings"), file.count > ".xcstrings".count else {
        throw ReadError(message: "\(name): a String Catalog's name ends in .xcstrings")
      }
      guard tables.insert(file).inserted else {
        throw ReadError(message: "\(name): another catalog has the same name")
      }
      let data: Data
      do { data = try DialogInput.read(path, limit: StringCatalog.maximumByteCount) } catch {
        throw ReadError(message: "\(name): \(error.message)")
      }
      let catalog: StringCatalog
      do { catalog = try StringCatalog(data: data) } catch {
        throw ReadError(message: "\(name): \(TextEscaping.escaped(String(describing: error)))")
      }
      if !sources.contains(catalog.sourceLanguage) { sources.append(catalog.sourceLanguage) }
      others.formUnion(catalog.languages)
      do { try data.write(to: folder.appendingPathComponent(file)) } catch {
        throw ReadError(message: "\(name): cannot copy: \(error.localizedDescription)")
      }
    }
    return sources + others.subtracting(sources).sorted()
  }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
