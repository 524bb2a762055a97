// UIKitShim: a Linux-only test fixture, never a product, never built on Apple platforms.
//
// It copies the published Swift signatures of the UIKit API that FluentAlertUIKit's shell
// uses (from developer.apple.com; iOS 16 SDK spellings), so the real shell source files
// type-check on Linux. The bodies are recording fakes: they keep what the shell set, log
// each call in `UIKitShimLog`, and offer `shim…` methods (which real UIKit does not have)
// for a test to play the user: tap a button, type into a field.
//
// Files are grouped by Apple header, not one type per file, to mirror the SDK.
@_exported import Foundation

/// Everything the shell asked UIKit to do, in order, as readable lines.
@MainActor
public enum UIKitShimLog {
  /// The calls recorded so far.
  public private(set) static var calls: [String] = []
  /// Problems real UIKit would raise as exceptions (the shim records instead of crashing).
  public private(set) static var exceptions: [String] = []

  /// Records a call.
  public static func record(_ call: String) { calls.append(call) }
  /// Records an exception UIKit would raise.
  public static func raise(_ reason: String) { exceptions.append(reason) }
  /// Forgets everything (call at the start of each test).
  public static func reset() {
    calls = []
    exceptions = []
  }
}

/// The device idiom the shim pretends to run on (`UIDevice.current.userInterfaceIdiom`).
@MainActor
public enum UIKitShimDevice {
  /// Whether action sheets become popovers (iPad) or not (iPhone).
  public static var isPad = false
}
