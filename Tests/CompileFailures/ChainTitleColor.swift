// expected-error: the dialog's title colour is part of .titleStyle
import FluentAlert

let dialog = Dialog<Int>.alert("Save?").titleColor(.system(.red))
