/// A value in JSON input that is present but wrong, or missing, named by its path.
package struct JSONFieldError: Error, Equatable, CustomStringConvertible {
  /// Where the value is, such as `layout.itemCount` or `events[2].type`.
  package var path: String
  /// What is wrong with it.
  package var reason: String

  /// A field error.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  package var description: String { "\(path): \(reason)" }
}

/// Reads the members of one JSON object strictly: each member at most once, of the type
/// asked for, and none that nobody asked for (`finish()`).
///
///     var reader = try JSONObjectReader(value, path: "layout")
///     let count = try reader.int("itemCount") ?? 0
///     try reader.finish()  // throws "layout.colour: unknown field" for a stray member
package struct JSONObjectReader {
  /// The object's path, such as `layout` or `events[0]`.
  package let path: String
  private let members: [JSONMember]
  private var read: Set<String> = []

  /// A reader for `value`, which must be an object without duplicate keys.
  package init(_ value: JSONValue, path: String) throws(JSONFieldError) {
    guard case .object(let members) = value else {
      throw JSONFieldError(path: path, reason: "expected an object, got \(value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw JSONFieldError(path: Self.join(path, member.key), reason: "duplicate field")
    }
    self.path = path
    self.members = members
  }

  private static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? Echo.text(key) : "\(path).\(Echo.text(key))"
  }

  /// The path of member `key`.
  package func path(of key: String) -> String { Self.join(path, key) }

  /// The raw value of `key`, or nil when absent; marks it read.
  package mutating func value(_ key: String) -> JSONValue? {
    read.insert(key)
    return members.first { $0.key == key }?.value
  }

  /// A double, written as a JSON number or as `"nan"`, `"inf"`, `"-inf"`; nil when absent.
  package mutating func double(_ key: String) throws(JSONFieldError) -> Double? {
    guard let value = value(key) else { return nil }
    return try Self.double(value, path: path(of: key))
  }

  /// A double from a value, read exactly (`Double(String)` rounds correctly); a number too
  /// large for a double is an error, since infinity is spelled `"inf"`.
  package static func double(_ value: JSONValue, path: String) throws(JSONFieldError) -> Double {
    switch value {
    case .number(let text):
      guard let number = Double(text) else {
        throw JSONFieldError(path: path, reason: "number \(Echo.text(text)) is not a double")
      }
      guard number.isFinite else {
        throw JSONFieldError(
          path: path, reason: "number \(Echo.text(text)) overflows a double (write infinity as \"inf\" or \"-inf\")")
      }
      return number
    default:
      if case .string(let word) = value, let number = NumberSpelling.value(spelled: word) { return number }
      throw JSONFieldError(path: path, reason: "expected a number (or \"nan\", \"inf\", \"-inf\"), got \(value.kindDescription)")
    }
  }

  /// An integer written without fraction or exponent, within `range`; nil when absent.
  package mutating func int(_ key: String, in range: ClosedRange<Int>) throws(JSONFieldError) -> Int? {
    guard let value = value(key) else { return nil }
    return try Self.int(value, path: path(of: key), in: range)
  }

  /// An integer from a value, written without fraction or exponent, within `range`.
  package static func int(_ value: JSONValue, path: String, in range: ClosedRange<Int>) throws(JSONFieldError) -> Int {
    guard case .number(let text) = value, let number = Int(text) else {
      if case .number(let text) = value, !text.contains(where: { ".eE".contains($0) }) {
        throw JSONFieldError(
          path: path, reason: "\(Echo.text(text)) is outside \(range.lowerBound)...\(range.upperBound)")
      }
      throw JSONFieldError(path: path, reason: "expected an integer, got \(describe(value))")
    }
    guard range.contains(number) else {
      throw JSONFieldError(path: path, reason: "\(number) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  /// A boolean; nil when absent.
  package mutating func bool(_ key: String) throws(JSONFieldError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw JSONFieldError(path: path(of: key), reason: "expected true or false, got \(value.kindDescription)")
    }
    return flag
  }

  /// A string; nil when absent.
  package mutating func string(_ key: String) throws(JSONFieldError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw JSONFieldError(path: path(of: key), reason: "expected a string, got \(value.kindDescription)")
    }
    return text
  }

  /// One of `names`; nil when absent.
  package mutating func name(_ key: String, among names: [String]) throws(JSONFieldError) -> String? {
    guard let text = try string(key) else { return nil }
    guard names.contains(text) else {
      let expected = names.map { "\"\($0)\"" }.joined(separator: ", ")
      throw JSONFieldError(path: path(of: key), reason: "unknown value \(Echo.quoted(text)) (expected one of \(expected))")
    }
    return text
  }

  /// A present member's value; throws when absent.
  package mutating func required(_ key: String) throws(JSONFieldError) -> JSONValue {
    guard let value = value(key) else { throw JSONFieldError(path: path(of: key), reason: "missing") }
    return value
  }

  /// Fails on the first member (in source order) nobody read.
  package func finish() throws(JSONFieldError) {
    if let stray = members.first(where: { !read.contains($0.key) }) {
      throw JSONFieldError(path: path(of: stray.key), reason: "unknown field")
    }
  }

  private static func describe(_ value: JSONValue) -> String {
    if case .number(let text) = value { return Echo.text(text) }
    return value.kindDescription
  }
}
