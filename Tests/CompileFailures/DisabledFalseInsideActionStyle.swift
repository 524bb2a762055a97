// expected-error: a typed draft keeps its actions enabled, so it can prove the dialog can be closed; gate them with a text field requirement instead
import FluentAlertMacrosFree

// Dialog's modifier takes a flag; the draft refuses every spelling of it.
let dialog = alert("Export", keys: String.self)
  .addAction("Save", key: "save")
  .actionStyle { $0.disabled(false) }  // expected-error-here
  .dialog
