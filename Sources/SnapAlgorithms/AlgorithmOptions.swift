import Foundation

/// A scenario's algorithm options: the values its `"options"` object sets.
///
/// Each algorithm declares its own options, typed, in its own file (`AlgorithmOption`) and
/// reads them with `options[option]`, which gives the option's default when the scenario
/// leaves it unset. Values are kept by name in name order, so equal options compare and
/// hash equal whatever order they were set in; JSON writes them in the algorithm's order.
///
///     let options = AlgorithmOptions(ReferenceSnapLayout.Options.pageCap, 2)
///     options[ReferenceSnapLayout.Options.pageCap]  // 2
package struct AlgorithmOptions: Equatable, Hashable, Sendable {
  /// The set values, by name, in name order.
  package private(set) var values: [Setting] = []

  /// One set value.
  package struct Setting: Equatable, Hashable, Sendable {
    /// The option's name.
    package var name: String
    /// Its value.
    package var value: OptionValue
  }

  /// No options set: every algorithm's defaults.
  package init() {}

  /// Options with `option` set to `value`.
  package init<Value>(_ option: AlgorithmOption<Value>, _ value: Value) {
    self = AlgorithmOptions().setting(option, value)
  }

  /// These options with `option` set to `value` as well.
  package func setting<Value>(_ option: AlgorithmOption<Value>, _ value: Value) -> AlgorithmOptions {
    var changed = self
    changed.set(option.declaration.name, to: value.option)
    return changed
  }

  /// Sets the option called `name` to `value` (nil unsets it).
  package mutating func set(_ name: String, to value: OptionValue?) {
    values.removeAll { $0.name == name }
    guard let value else { return }
    values.append(Setting(name: name, value: value))
    values.sort { $0.name < $1.name }
  }

  /// The value of the option called `name`, or nil when unset.
  package func value(named name: String) -> OptionValue? {
    values.first { $0.name == name }?.value
  }

  /// The value of `option`: the scenario's, or the option's default.
  package subscript<Value>(option: AlgorithmOption<Value>) -> Value {
    value(named: option.declaration.name).flatMap { Value(option: $0) } ?? option.defaultValue
  }

  /// The largest item count an option may name: far past any generated item count, and small
  /// enough that an index plus it never overflows `Int`.
  package static let itemsToScrollLimit = 1_000_000
}
