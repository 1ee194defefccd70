/// Splits Swift source into tokens, as far as a rewrite of imports, attributes, modifiers and
/// `#selector` needs: every comment, string literal (raw, multi-line, interpolated) and regex
/// literal is one token, so nothing inside one is ever mistaken for code.
///
///     let source = Array(#"let s = "@objc \(f(")"))" // @objc"#.utf8)
///     SwiftTokenizer.tokens(of: source).filter { !$0.isTrivia }.map(\.kind)
///     // [.identifier, .identifier, .operator, .string]   (the comment is trivia)
///
/// The tokens cover every byte of the source once, in order. Source that does not lex (an
/// unterminated string or comment) still covers every byte: the token runs to where Swift's
/// own lexer would give up (the line's end for a one-line string, the file's end otherwise).
///
/// Complexity: O(n) in the source's length.
public enum SwiftTokenizer {
  /// The tokens of `source` (UTF-8), in order.
  public static func tokens(of source: [UInt8]) -> [SwiftToken] {
    let lexer = Lexer(bytes: source)
    var tokens: [SwiftToken] = []
    var previous: SwiftToken?
    var position = 0
    while position < source.count {
      let token = lexer.token(at: position, after: previous)
      tokens.append(token)
      position = token.range.upperBound
      if !token.isTrivia { previous = token }
    }
    return tokens
  }
}

/// The byte-level rules behind ``SwiftTokenizer``.
struct Lexer {
  /// The source's UTF-8.
  let bytes: [UInt8]

  /// Keywords after which an expression (and so a bare `/…/` regex literal) may start.
  private static let expressionKeywords: Set<String> = [
    "return", "case", "in", "if", "guard", "while", "where", "throw", "try", "await", "else", "switch",
  ]

  /// The token starting at `start`; `previous` is the last token before it that is not trivia.
  func token(at start: Int, after previous: SwiftToken?) -> SwiftToken {
    let byte = bytes[start]
    let end: Int
    let kind: SwiftToken.Kind
    switch byte {
    case UInt8(ascii: "\n"):
      (kind, end) = (.newline, start + 1)
    case UInt8(ascii: "\r"):
      (kind, end) = (.newline, start + (at(start + 1) == UInt8(ascii: "\n") ? 2 : 1))
    case _ where Self.isHorizontalSpace(byte):
      (kind, end) = (.whitespace, scan(from: start) { Self.isHorizontalSpace($0) })
    case UInt8(ascii: "/") where at(start + 1) == UInt8(ascii: "/"):
      (kind, end) = (.lineComment, scan(from: start) { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") })
    case UInt8(ascii: "/") where at(start + 1) == UInt8(ascii: "*"):
      (kind, end) = (.blockComment, blockCommentEnd(from: start))
    case UInt8(ascii: "\""):
      (kind, end) = (.string, stringEnd(quote: start, hashes: 0))
    case UInt8(ascii: "#"):
      (kind, end) = poundToken(at: start)
    case UInt8(ascii: "@") where Self.isIdentifierStart(at(start + 1)):
      (kind, end) = (.attribute, scan(from: start + 1) { Self.isIdentifierBody($0) })
    case UInt8(ascii: "`"):
      (kind, end) = backtickedIdentifier(at: start)
    case _ where Self.isIdentifierStart(byte):
      (kind, end) = (.identifier, scan(from: start) { Self.isIdentifierBody($0) })
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      (kind, end) = (.number, numberEnd(from: start))
    case UInt8(ascii: "/") where startsExpression(after: previous):
      if let regexEnd = bareRegexEnd(from: start) { (kind, end) = (.regex, regexEnd) } else { (kind, end) = (.operator, operatorEnd(from: start)) }
    case UInt8(ascii: "."):
      (kind, end) = at(start + 1) == UInt8(ascii: ".") ? (.operator, operatorEnd(from: start)) : (.punctuation, start + 1)
    case _ where Self.isOperator(byte):
      (kind, end) = (.operator, operatorEnd(from: start))
    case _ where "()[]{},;:".utf8.contains(byte):
      (kind, end) = (.punctuation, start + 1)
    default:
      (kind, end) = (.unknown, start + 1)
    }
    return SwiftToken(kind, start..<end)
  }

  /// The byte at `index`, or `nil` past the end.
  private func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The first index from `start` whose byte fails `keep` (or the end).
  private func scan(from start: Int, while keep: (UInt8) -> Bool) -> Int {
    var index = start
    while index < bytes.count && keep(bytes[index]) { index += 1 }
    return index
  }

  /// Whether `count` `#` signs start at `index`.
  private func hashes(_ count: Int, at index: Int) -> Bool {
    (0..<count).allSatisfy { at(index + $0) == UInt8(ascii: "#") }
  }

  /// Whether `text`'s bytes start at `index`.
  private func has(_ text: String, at index: Int) -> Bool {
    text.utf8.enumerated().allSatisfy { at(index + $0.offset) == $0.element }
  }

  /// The end of a block comment starting at `start`, nested comments included.
  private func blockCommentEnd(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      if has("/*", at: index) {
        depth += 1
        index += 2
      } else if has("*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return index
  }

  /// A `#` token: a raw string (`#"…"#`), an extended regex (`#/…/#`), or a directive or
  /// macro name (`#if`, `#selector`).
  private func poundToken(at start: Int) -> (SwiftToken.Kind, Int) {
    let count = scan(from: start) { $0 == UInt8(ascii: "#") } - start
    switch at(start + count) {
    case UInt8(ascii: "\""):
      return (.string, stringEnd(quote: start + count, hashes: count))
    case UInt8(ascii: "/"):
      return (.regex, extendedRegexEnd(slash: start + count, hashes: count))
    case let next? where count == 1 && Self.isIdentifierStart(next):
      return (.pound, scan(from: start + 1) { Self.isIdentifierBody($0) })
    default:
      return (.unknown, start + 1)
    }
  }

  /// The end of a string literal whose first quote is at `quote`, delimited by `hashes` `#`
  /// signs on each side; escapes and interpolations use `\` followed by as many `#` signs.
  private func stringEnd(quote: Int, hashes count: Int) -> Int {
    let multiline = has(#"""""#, at: quote)
    var index = quote + (multiline ? 3 : 1)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hashes(count, at: index + 1) {
        let escaped = index + 1 + count
        index = at(escaped) == UInt8(ascii: "(") ? interpolationEnd(from: escaped + 1) : escaped + 1
      } else if multiline && has(#"""""#, at: index) && hashes(count, at: index + 3) {
        return index + 3 + count
      } else if !multiline && byte == UInt8(ascii: "\"") && hashes(count, at: index + 1) {
        return index + 1 + count
      } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
        return index
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// The end of an interpolation whose code starts at `start`: just past the `)` that closes
  /// it, found by lexing the code (its strings, comments and parentheses) as tokens.
  private func interpolationEnd(from start: Int) -> Int {
    var depth = 1
    var index = start
    var previous: SwiftToken?
    while index < bytes.count {
      let token = token(at: index, after: previous)
      index = token.range.upperBound
      if token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(ascii: "(") { depth += 1 }
      if token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      if !token.isTrivia { previous = token }
    }
    return index
  }

  /// The end of `#/…/#` (with `hashes` `#` signs), which may span lines.
  private func extendedRegexEnd(slash: Int, hashes count: Int) -> Int {
    var index = slash + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
      } else if bytes[index] == UInt8(ascii: "/") && hashes(count, at: index + 1) {
        return index + 1 + count
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// The end of a bare `/…/` regex literal starting at `start`, or `nil` when the `/` is an
  /// operator: the literal may not start or end with a space and ends on its line.
  private func bareRegexEnd(from start: Int) -> Int? {
    guard let first = at(start + 1), !Self.isHorizontalSpace(first), first != UInt8(ascii: "\n"),
      first != UInt8(ascii: "\r"), first != UInt8(ascii: "/")
    else { return nil }
    var index = start + 1
    var classDepth = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      switch bytes[index] {
      case UInt8(ascii: "\\"):
        index += 1
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]") where classDepth > 0:
        classDepth -= 1
      case UInt8(ascii: "/") where classDepth == 0:
        return Self.isHorizontalSpace(bytes[index - 1]) ? nil : index + 1
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Whether an expression may start after `previous` (the file's start, an opening bracket,
  /// a separator, an operator or a keyword such as `return`).
  private func startsExpression(after previous: SwiftToken?) -> Bool {
    guard let previous else { return true }
    let text = String(decoding: bytes[previous.range], as: UTF8.self)
    switch previous.kind {
    case .punctuation: return !")]}.".contains(text)
    case .operator: return true
    case .identifier: return Self.expressionKeywords.contains(text)
    default: return false
    }
  }

  /// A backticked name, or a stray backtick when no closing one follows on the line.
  private func backtickedIdentifier(at start: Int) -> (SwiftToken.Kind, Int) {
    let close = scan(from: start + 1) { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    return at(close) == UInt8(ascii: "`") && close > start + 1 ? (.identifier, close + 1) : (.unknown, start + 1)
  }

  /// The end of a number literal: digits, letters and `_`, a `.` followed by a digit, and an
  /// exponent's sign (`e` in a decimal literal, `p` in a hexadecimal one).
  private func numberEnd(from start: Int) -> Int {
    let exponents: [UInt8] = has("0x", at: start) || has("0X", at: start) ? Array("pP".utf8) : Array("eE".utf8)
    var index = start + 1
    while let byte = at(index) {
      if Self.isIdentifierBody(byte) {
        index += 1
      } else if byte == UInt8(ascii: "."), let next = at(index + 1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
        index += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), exponents.contains(bytes[index - 1]) {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  /// The end of an operator: a run of operator characters (dots too when it begins with
  /// one), stopping where a comment begins.
  private func operatorEnd(from start: Int) -> Int {
    let dots = bytes[start] == UInt8(ascii: ".")
    var index = start
    while let byte = at(index), Self.isOperator(byte) || (dots && byte == UInt8(ascii: ".")) {
      if index > start && (has("//", at: index) || has("/*", at: index)) { break }
      index += 1
    }
    return index
  }

  /// Spaces, tabs, and the other bytes Swift skips between tokens on a line.
  private static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0
  }

  /// Whether a name may start with `byte` (any byte of a non-ASCII character counts).
  private static func isIdentifierStart(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  /// Whether `byte` may continue a name.
  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` is an operator character.
  private static func isOperator(_ byte: UInt8) -> Bool {
    "/=-+!*%<>&|^~?".utf8.contains(byte)
  }
}
