public import FluentAlert
public import Foundation

extension DialogLocalization {
  /// The localization a command-line program's environment names: the
  /// language of `LC_ALL`, else `LC_MESSAGES`, else `LANG` (`ru_RU.UTF-8`
  /// is Russian), as the C library and gettext read it.
  ///
  /// `C` and `POSIX` mean English. Without any of the three the user's
  /// current locale is used. A language no table has shows the texts as
  /// written (English, in most programs).
  ///
  /// ```swift
  /// import FluentAlertTerminal
  ///
  /// // LANG=pl_PL.UTF-8 swift run my-tool
  /// let presenter = TerminalDialogPresenter(
  ///   localization: .environment(bundle: .main))
  /// ```
  ///
  /// - Parameters:
  ///   - bundle: The bundle texts are looked up in (a package's
  ///     `Bundle.module`, for example).
  ///   - environment: The variables to read; the process environment by
  ///     default.
  /// - Returns: The localization.
  public static func environment(
    bundle: Bundle = .main, _ environment: [String: String]? = nil
  ) -> DialogLocalization {
    let environment = environment ?? ProcessInfo.processInfo.environment
    let named = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let named else { return DialogLocalization(bundle: bundle) }
    // "ru_RU.UTF-8@euro" → "ru_RU": the codeset and modifier say nothing of
    // the language.
    let identifier = String(named.prefix { $0 != "." && $0 != "@" })
    let english = identifier.isEmpty || identifier == "C" || identifier == "POSIX"
    return DialogLocalization(
      bundle: bundle, locale: Locale(identifier: english ? "en" : identifier))
  }
}
