/// A parsed JSON value that keeps what a scenario reader needs to be exact and strict.
///
/// Numbers keep their source text, so a reader converts them with `Double(_:)` (correctly
/// rounded) or `Int(_:)` and can tell `3` from `3.0`. Objects keep their members in source
/// order, so nothing downstream depends on a `Dictionary`'s iteration order.
package enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written in the source (already checked against JSON's number grammar).
  case number(String)
  /// A string, with its escapes resolved.
  case string(String)
  /// An array, in source order.
  case array([JSONValue])
  /// An object, its members in source order (duplicates kept; readers reject them).
  case object([JSONMember])

  /// A short name of this value's kind for error messages, such as `"a string"`.
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Equatable, Sendable {
  /// The member's key.
  package var key: String
  /// The member's value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
