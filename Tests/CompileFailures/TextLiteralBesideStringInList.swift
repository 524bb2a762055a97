// expected-error: write .lines(verbatim: values), or .verbatim(value) for one item beside literal keys
import FluentAlert

// The items of an array literal share one type: taken as Strings, "Camera" would be shown as
// written instead of being looked up.
let deviceName = "Ana's iPhone"
let accessory = DialogAccessory.lines(["Camera", deviceName])  // expected-error-here
