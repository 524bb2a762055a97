/// `Text`.
@MainActor
public struct Text: View, ShimPrimitive {
  let string: String

  /// `init(verbatim:)`.
  public nonisolated init(verbatim content: String) { string = content }

  /// `init(_:)` for a string value.
  public nonisolated init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }
  func shimRender(into renderer: inout ShimRenderer) { renderer.output.texts.append(string) }
}

/// `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// `.destructive`.
  public static let destructive = ButtonRole(name: "destructive")
  /// `.cancel`.
  public static let cancel = ButtonRole(name: "cancel")
}

/// `Button`.
@MainActor
public struct Button<Label: View>: View, ShimPrimitive {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// `init(role:action:label:)` (iOS 15).
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    var labelRenderer = renderer.child()
    labelRenderer.walk(label)
    renderer.output.buttons.append(
      ShimButton(
        title: labelRenderer.output.texts.joined(), role: role, action: action))
  }
}

extension Button where Label == Text {
  /// `init(_:action:)` with a title string.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// `init(_:role:action:)` with a title string (iOS 15).
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// `TextField`.
@MainActor
public struct TextField<Label: View>: View, ShimPrimitive {
  let title: String
  let text: Binding<String>
  let isSecure: Bool

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    renderer.output.fields.append(ShimField(title: title, isSecure: isSecure, text: text))
  }
}

extension TextField where Label == Text {
  /// `init(_:text:)` with a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, isSecure: false)
  }
}

/// `SecureField`.
@MainActor
public struct SecureField<Label: View>: View, ShimPrimitive {
  let title: String
  let text: Binding<String>

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    renderer.output.fields.append(ShimField(title: title, isSecure: true, text: text))
  }
}

extension SecureField where Label == Text {
  /// `init(_:text:)` with a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }
}

/// `ForEach`.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  ShimPrimitive
{
  let data: Data
  let content: (Data.Element) -> Content

  /// `init(_:id:content:)`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) {
    for element in data { renderer.walk(content(element)) }
  }
}

/// `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// `.automatic`.
  case automatic
  /// `.visible`.
  case visible
  /// `.hidden`.
  case hidden
}

/// `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  /// How it was made, for tests: `defaultAction`, or the key and modifiers.
  public let name: String
  /// `.defaultAction`.
  public static let defaultAction = KeyboardShortcut(name: "defaultAction")
  /// `.cancelAction`.
  public static let cancelAction = KeyboardShortcut(name: "cancelAction")

  init(name: String) { self.name = name }

  /// `init(_:modifiers:)`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    name = "\(key.name) \(modifiers.rawValue)"
  }
}

/// `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable {
  let name: String
  /// `.return`.
  public static let `return` = KeyEquivalent(name: "return")
  /// `.escape`.
  public static let escape = KeyEquivalent(name: "escape")

  init(name: String) { self.name = name }

  /// `init(_:)`.
  public init(_ character: Character) { name = String(character) }
}

/// `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// `init(rawValue:)`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `.shift`.
  public static let shift = Self(rawValue: 1 << 1)
  /// `.control`.
  public static let control = Self(rawValue: 1 << 2)
  /// `.option`.
  public static let option = Self(rawValue: 1 << 3)
  /// `.command`.
  public static let command = Self(rawValue: 1 << 4)
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// `init(_:content:)` over identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

/// `VStack`: its content, top to bottom (the shim renders it as its content).
@MainActor
public struct VStack<Content: View>: View, ShimPrimitive {
  let content: Content

  /// `init(alignment:spacing:content:)`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive view") }

  func shimRender(into renderer: inout ShimRenderer) { renderer.walk(content) }
}

/// `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String
  /// `.leading`.
  public static let leading = Self(name: "leading")
  /// `.center`.
  public static let center = Self(name: "center")
  /// `.trailing`.
  public static let trailing = Self(name: "trailing")
}
