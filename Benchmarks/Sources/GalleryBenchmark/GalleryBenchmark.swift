import FluentAlert
import FluentAlertPreview
import Foundation

// Instructions a review gallery costs, against drawing the same pictures one by one
// (gallery.sh).
//
//   GalleryBenchmark <pictures|gallery> DIALOGS
//
// DIALOGS dialogs (alerts with a message, action sheets, alerts with text fields, in turn) in
// the four looks, light and dark, at three text sizes, in five languages: `pictures` draws each
// picture with `preview` and keeps its warnings, `gallery` adds the dialogs to a
// `PreviewGallery` and writes its page. The work is measured inside `benchmarkRegion` (which
// callgrind counts alone), after a one-dialog gallery outside it, so the count leaves out
// what a process pays once.

/// The measured call: callgrind's `--toggle-collect` counts only what runs inside it.
@inline(never) func benchmarkRegion(_ body: () -> Int) -> Int { body() }

let looks = PreviewLook.allCases
let appearances = PreviewAppearance.allCases
let sizes: [PreviewTextSize] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraLarge]
let localizations = ["en", "de", "ru", "ar", "ja"].map {
  DialogLocalization(locale: Locale(identifier: $0))
}

func dialog(_ index: Int) -> Dialog<Int> {
  switch index % 3 {
  case 0:
    Dialog(
      style: .alert, title: .verbatim("Discard the changes to draft \(index)?"),
      message: "Your edits since the last save will be lost.",
      actions: [
        DialogAction(title: "Discard", role: .destructive, key: 0),
        DialogAction(title: "Keep Editing", role: .cancel, key: 1),
      ])
  case 1:
    Dialog(
      style: .actionSheet, title: .verbatim("Photo \(index)"),
      actions: [
        DialogAction(title: "Copy Link", key: 0), DialogAction(title: "Share with Family", key: 1),
        DialogAction(title: "Add to Album", key: 2),
        DialogAction(title: "Delete Photo", role: .destructive, key: 3),
        DialogAction(title: "Cancel", role: .cancel, key: 4),
      ])
  default:
    Dialog(
      style: .alert, title: .verbatim("Sign in to account \(index)"),
      actions: [
        DialogAction(title: "Sign In", key: 0),
        DialogAction(title: "Cancel", role: .cancel, key: 1),
      ],
      textFields: [DialogTextField("Email address"), DialogTextField("Password").secure()])
  }
}

/// The pictures a gallery of `count` dialogs holds, drawn one by one: bytes and warnings.
func pictures(_ count: Int) -> Int {
  var total = 0
  for index in 0..<count {
    let dialog = dialog(index)
    for localization in localizations {
      for look in looks {
        let sized = look == .iOSAlert || look == .iOSActionSheet
        for size in sized ? sizes : [sizes[0]] {
          for appearance in appearances {
            let preview = dialog.preview(
              look, appearance: appearance, textSize: size, in: localization)
            total += preview.svg.utf8.count + preview.warnings.count
          }
        }
      }
    }
  }
  return total
}

/// The page of a gallery of `count` dialogs.
func gallery(_ count: Int) -> Int {
  var gallery = PreviewGallery(
    looks: looks, appearances: appearances, textSizes: sizes, localizations: localizations)
  for index in 0..<count { gallery.add(dialog(index), named: "dialog-\(index).json") }
  return gallery.html.utf8.count
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["pictures", "gallery"].contains(arguments[1]),
  let count = Int(arguments[2])
else {
  print("usage: GalleryBenchmark <pictures|gallery> DIALOGS")
  exit(2)
}
let run = arguments[1] == "pictures" ? pictures : gallery
let warmUp = run(1)
let bytes = benchmarkRegion { run(count) }
print(bytes, warmUp)
