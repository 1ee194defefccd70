import Foundation

/// UIKit's optional protocol requirements as an app calls them: `dataSource.numberOfSections?(in: self)`
/// gives `nil` when the data source does not implement the method.
///
/// Swift on Linux has no optional requirements, so the model's UIKit protocols give each one a
/// default that does what UIKit does when the method is missing. A default also tells this
/// type that it ran, and a call made through ``result(of:_:_:)`` then gives `nil`, as the
/// Objective-C call gives `nil` for a method the object lacks. The adapter of an app's files
/// turns `.name?(…)` into a call of the requirement's `name_(…)` form (the
/// AppFilesAsWritten article), which calls the requirement here.
///
///     final class Source: UICollectionViewDataSource { … }   // no numberOfSections(in:)
///     Source().numberOfSections_(in: collectionView) ?? 7    // 7, as numberOfSections?(in:) on iOS
package enum OptionalRequirement {
  /// One call in flight: which object was asked for which requirement, and whether the
  /// requirement's default ran for it.
  private final class Probe {
    /// The object asked.
    let receiver: ObjectIdentifier
    /// The requirement, as `#function` spells it in its default (`numberOfSections(in:)`).
    let name: String
    /// Whether the default ran for `receiver`.
    var missing = false

    /// A probe of `receiver` for `name`.
    init(receiver: ObjectIdentifier, name: String) {
      self.receiver = receiver
      self.name = name
    }
  }

  /// The thread-specific slot holding the innermost probe, unretained (``result(of:_:_:)``
  /// holds it for as long as it is bound).
  ///
  /// A thread's, not a task's, as `UIScreen.main`'s: every default of the model's UIKit
  /// protocols reads it, and the simulator calls those on every event.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "OptionalRequirement: no thread-specific key (pthread_key_create \(status))")
    return key
  }()

  /// What `receiver.name?(…)` gives on iOS: `call()`'s value, or `nil` when `receiver` does not
  /// implement the requirement `caller` (a `name_(…)` form's `#function`, whose `_` is dropped)
  /// and its default ran instead.
  ///
  /// Probes nest: a call inside `call()` is probed on its own.
  package static func result<Value>(of receiver: AnyObject, _ caller: String, _ call: () -> Value) -> Value? {
    let probe = Probe(receiver: ObjectIdentifier(receiver), name: caller.replacingOccurrences(of: "_(", with: "("))
    let outer = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(probe).toOpaque())
    defer { pthread_setspecific(slot, outer) }
    let value = withExtendedLifetime(probe) { call() }
    return probe.missing ? nil : value
  }

  /// Called by every default of an optional requirement (`name` is its `#function`): tells the
  /// innermost probe, when it asked `receiver` for `name`, that the method is missing.
  package static func defaultRan(for receiver: AnyObject, _ name: String) {
    guard let bound = pthread_getspecific(slot) else { return }
    let probe = Unmanaged<Probe>.fromOpaque(bound).takeUnretainedValue()
    if probe.receiver == ObjectIdentifier(receiver) && probe.name == name { probe.missing = true }
  }
}
