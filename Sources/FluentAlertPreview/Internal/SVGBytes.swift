/// The growing bytes of an SVG picture.
///
/// The writer makes room once per piece it writes (an attribute, a number,
/// a text) and then stores its bytes one by one without further checks.
/// An `Array` checks its uniqueness and capacity on every append, and a
/// picture is written a few bytes at a time, so those checks were most of
/// the writer's cost.
///
/// The buffer is a reference: ``SVGDocument`` copies it before changing a
/// shared one, so the document keeps value semantics.
final class SVGBytes {
  private var base: UnsafeMutablePointer<UInt8>
  /// The bytes written so far.
  private(set) var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 1024) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// A buffer holding the same bytes.
  func copy() -> SVGBytes {
    let copy = SVGBytes(capacity: capacity)
    copy.append(UnsafeBufferPointer(start: base, count: count))
    return copy
  }

  /// Makes room for `extra` more bytes, to be stored with ``put(_:)``.
  @inline(__always)
  func reserve(_ extra: Int) {
    if extra > capacity &- count { grow(toHold: extra) }
  }

  @inline(never)
  private func grow(toHold extra: Int) {
    capacity = Swift.max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.initialize(from: base, count: count)
    base.deallocate()
    base = grown
  }

  /// Stores `byte` in room ``reserve(_:)`` made.
  @inline(__always)
  func put(_ byte: UInt8) {
    assert(count < capacity, "a byte written without room reserved for it")
    base[count] = byte
    count &+= 1
  }

  /// Appends `bytes`, making room for them.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count &+= bytes.count
  }

  /// Appends `other`'s bytes.
  func append(_ other: SVGBytes) {
    append(UnsafeBufferPointer(start: other.base, count: other.count))
  }

  /// The bytes as a string (they are UTF-8 by construction; they are
  /// validated all the same, as a `String` must be).
  var string: String {
    String(unsafeUninitializedCapacity: count) { buffer in
      _ = buffer.initialize(from: UnsafeBufferPointer(start: base, count: count))
      return count
    }
  }
}
