// expected-error: cannot convert value of type 'String' to expected argument type 'DialogText'
import FluentAlert

// A `String` value is user data: it is shown verbatim, never looked up, and
// says so at the call site (`.verbatim(name)`, or an interpolation such as
// `"Rename \(name)"`). Only literals are localization keys.
let name = "Holiday.jpg"
let dialog = Dialog<Int>.alert()
  .addAction(name, key: 0)  // expected-error-here
