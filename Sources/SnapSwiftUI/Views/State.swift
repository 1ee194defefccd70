import Foundation

/// SwiftUI's `State`: a value a view owns. SnapCheck builds a fresh view for every case, so
/// the value starts as the view declares it.
@propertyWrapper
public struct State<Value> {
  /// Where the value lives, shared by the bindings made from it.
  private let box: Box<Value>

  /// A state starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// A state starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

/// A value shared by reference between a state and its bindings.
final class Box<Value> {
  /// The value.
  var value: Value
  /// A box holding `value`.
  init(_ value: Value) { self.value = value }
}

/// SwiftUI's `Binding`: a value another view owns, read and written through.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// Reads the value.
  private let get: () -> Value
  /// Writes the value.
  private let set: (Value) -> Void

  /// A binding reading with `get` and writing with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to another binding's value.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding {
  /// A binding to an optional value, or nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
  }

  /// The binding with the value made optional (writing nil writes nothing).
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}

/// A `scrollPosition(id:)` binding with its id type erased: what S7 writes after every rest.
package struct ScrollPositionBinding {
  /// The bound id, if any.
  package let read: () -> AnyHashable?
  /// Writes the id of a target, or nothing when it is not of the binding's type.
  package let write: (AnyHashable?) -> Void
  /// The bound id type's name, as a message names it.
  package let idTypeName: String

  /// The erased `binding`.
  init<ID: Hashable>(_ binding: Binding<ID?>) {
    read = { Self.read(binding) }
    write = { id in Self.write(id, to: binding) }
    idTypeName = "\(ID.self)"
  }

  /// The id `binding` holds, erased.
  private static func read<ID: Hashable>(_ binding: Binding<ID?>) -> AnyHashable? {
    guard let id = binding.wrappedValue else { return nil }
    return AnyHashable(id)
  }

  /// Writes `id` to `binding`: nil, or an id of its type (another type writes nothing).
  private static func write<ID: Hashable>(_ id: AnyHashable?, to binding: Binding<ID?>) {
    guard let id else { return binding.wrappedValue = nil }
    if let id = id.base as? ID { binding.wrappedValue = id }
  }
}

/// SwiftUI's `Environment`: a value of the environment the view is read in.
///
///     @Environment(\.horizontalSizeClass) private var sizeClass
@propertyWrapper
public struct Environment<Value> {
  /// Which value.
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// Reads `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// The value in the environment SnapCheck reads the view in.
  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// SwiftUI's `Namespace`: an identity for matched geometry (drawn only).
@propertyWrapper
public struct Namespace: Sendable {
  /// A namespace.
  public init() {}
  /// The namespace's id.
  public var wrappedValue: ID { ID() }

  /// A namespace's id.
  public struct ID: Hashable, Sendable {}
}
