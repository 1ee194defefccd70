import Foundation

#if !canImport(ObjectiveC)
/// Foundation's `NSKeyValueObservingOptions`, which Foundation on Linux leaves out.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Report the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  /// Report the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  /// Report once at once, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  /// Report before each change too.
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// Foundation's `NSKeyValueObservedChange`: what an observation reports.
public struct NSKeyValueObservedChange<Value> {
  /// The value after the change, if `.new` was asked for.
  public let newValue: Value?
  /// The value before the change, if `.old` was asked for.
  public let oldValue: Value?
  /// Whether the report comes before the change.
  public let isPrior: Bool
}

/// Foundation's `NSKeyValueChangeKey`: the keys of an Objective-C observation's change.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// The key.
  public let rawValue: String
  /// A key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new value.
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The old value.
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
}

extension NSObject {
  /// Keeps nothing: Swift on Linux has no Objective-C runtime to observe `keyPath`, so
  /// `observeValue(forKeyPath:of:change:context:)` is never called.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {}

  /// Does nothing: nothing was observed.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}

  /// Does nothing: nothing was observed.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
}

/// Foundation's `NSKeyValueObservation`: an observation that lasts while it is kept.
public final class NSKeyValueObservation: NSObject {
  /// Ends the observation (nothing more is ever reported).
  public func invalidate() {}
}

/// Key-value observing for the model's objects, as `NSObject` gives it on Apple platforms.
///
/// Compile-only: the model has no Objective-C runtime to watch properties, so an observation
/// reports once at once when `.initial` is asked for and never again. Code that reacts to
/// `contentOffset` should do it in `scrollViewDidScroll`, which the simulator calls.
///
///     let observation = collectionView.observe(\.contentOffset, options: [.initial, .new]) { view, change in
///       print(change.newValue!)  // printed once, with the current offset
///     }
public protocol KeyValueObservingCompatible: AnyObject {}

extension KeyValueObservingCompatible {
  /// Observes `keyPath`: `changeHandler` runs once at once with the current value if `options`
  /// holds `.initial`, and never after (see `KeyValueObservingCompatible`).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
    }
    return NSKeyValueObservation()
  }
}

extension NSObject: KeyValueObservingCompatible {}
#endif
