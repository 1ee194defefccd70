/// A syntax error in JSON text, with the 1-based line and column where reading stopped.
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The 1-based line of the offending character.
  package var line: Int
  /// The 1-based column (in UTF-8 bytes) of the offending character.
  package var column: Int
  /// What was expected or found there.
  package var reason: String

  /// `malformed JSON at line L column C: reason`.
  package var description: String { "malformed JSON at line \(line) column \(column): \(reason)" }
}

/// A strict RFC 8259 JSON reader.
///
/// It accepts exactly one value surrounded by optional white space, rejects trailing
/// commas, comments, leading zeros and bare control characters, and limits nesting so a
/// hostile input cannot exhaust the stack.
///
///     let value = try JSONParser.parse(#"{"x": 1.50}"#)
///     // .object([JSONMember(key: "x", value: .number("1.50"))])
///
/// Complexity: O(n) in the length of the text.
package struct JSONParser {
  /// How deeply arrays and objects may nest.
  package static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses `text` as one JSON value.
  ///
  /// - Throws: `JSONSyntaxError` naming the line and column where the text stops being JSON.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(text)
    parser.skipWhiteSpace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhiteSpace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected text after the end of the value")
    }
    return value
  }

  private func error(_ reason: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhiteSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectLiteral("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character '\(printable(byte))', expected a value")
    }
  }

  private func printable(_ byte: UInt8) -> String {
    (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }

  private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
    for expected in literal.utf8 {
      guard current == expected else { throw error("invalid literal, expected '\(literal)'") }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
    index += 1
    var members: [JSONMember] = []
    skipWhiteSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhiteSpace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try parseString()
      skipWhiteSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      index += 1
      skipWhiteSpace()
      members.append(JSONMember(key: key, value: try parseValue(depth: depth)))
      skipWhiteSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"): index += 1; return .object(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
    index += 1
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhiteSpace()
      elements.append(try parseValue(depth: depth))
      skipWhiteSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"): index += 1; return .array(elements)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    index += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw error("a number may not have a leading zero")
    }
    if first != UInt8(ascii: "0") { skipDigits() }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let digit = current, isDigit(digit) else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let digit = current, isDigit(digit) else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { index += 1 }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ parser: JSONParser, to end: Int) {
      scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(self, to: index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(self, to: index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw error("control character in a string")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try parseHexUnit()
      if (0xD800..<0xDC00).contains(unit) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
          throw error("unpaired surrogate in \\u escape")
        }
        index += 2
        let low = try parseHexUnit()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate in \\u escape") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape '\\\(printable(byte))'")
    }
  }

  private mutating func parseHexUnit() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else { throw error("expected four hex digits in \\u escape") }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
