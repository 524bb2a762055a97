/// A value a format's specifier takes: the text engine's form of the
/// arguments a localized text is shown with.
package enum FormatArgument: Hashable, Sendable {
  /// A string, for `%@`.
  case string(String)
  /// An integer, for `%d`, `%i`, `%u` and their `l`/`ll` forms.
  case integer(Int)
  /// A number, for `%f`, `%e` and `%g`.
  case double(Double)
}
