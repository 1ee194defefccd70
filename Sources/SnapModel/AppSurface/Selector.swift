/// Objective-C's `Selector`: the name of a method, which is all the model keeps of one.
///
/// Swift on Linux has no Objective-C runtime, so nothing is ever sent through a selector here;
/// a `#selector(tap(_:))` in an app's file reaches the model as `Selector("tap(_:)")` (the
/// `SnapCheckAppFiles` plugin rewrites it, see the `AppFilesAsWritten` article), and the name
/// is kept only to be compared and shown.
///
///     let tap: Selector = "tap(_:)"
///     tap == Selector("tap(_:)")  // true
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name, as the `#selector` expression wrote it.
  public let name: String

  /// The selector named `name`.
  public init(_ name: String) { self.name = name }

  /// The selector named by a string literal, as Objective-C's `Selector` allows.
  public init(stringLiteral name: String) { self.init(name) }

  /// The name.
  public var description: String { name }
}
