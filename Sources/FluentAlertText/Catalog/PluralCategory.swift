/// One of the plural forms CLDR names, as a String Catalog writes them.
///
/// A language uses some of them: English `one` and `other`, Russian `one`,
/// `few`, `many` and `other`, Japanese only `other`. Every plural variation
/// has `other`, which stands in for any form a translation leaves out.
enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}
