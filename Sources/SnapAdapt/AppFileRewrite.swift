/// One run of ``AppFileAdapter``'s rules over a file's tokens: finds what to change, then
/// writes the file with those changes and every other byte as it was.
struct AppFileRewrite {
  /// A change: the bytes of `range` replaced by `replacement` (an insertion when `range` is empty).
  private struct Edit {
    var range: Range<Int>
    var replacement: [UInt8]
  }

  /// The file's UTF-8.
  let source: [UInt8]
  /// Its tokens, trivia included.
  let tokens: [SwiftToken]
  /// The indices in `tokens` of the tokens that are not trivia; rules walk these.
  private let significant: [Int]
  /// For each significant position holding `(`, `[` or `{`, the position of its closing bracket.
  private let closing: [Int?]
  /// For each significant position holding `)`, `]` or `}`, the position of its opening bracket.
  private let opening: [Int?]
  /// The changes found so far, none overlapping another.
  private var edits: [Edit] = []
  /// The names the file declares with `var` or `let`.
  private let declaredProperties: Set<String>

  /// Modifiers that may stand before `dynamic` or after it in a declaration.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "override", "final", "static", "class",
    "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "nonisolated",
    "indirect", "prefix", "postfix", "infix", "dynamic",
  ]
  /// Keywords that begin a declaration.
  private static let declarationKeywords: Set<String> = [
    "var", "let", "func", "subscript", "init", "deinit", "class", "struct", "enum", "protocol", "extension",
    "typealias", "actor", "associatedtype",
  ]
  /// Keywords that cannot end a statement, so a `dynamic` on the next line continues it.
  private static let continuingKeywords: Set<String> = [
    "case", "let", "var", "func", "in", "throw", "try", "await", "is", "as", "import", "typealias", "class",
    "struct", "enum", "protocol", "extension", "where", "if", "guard", "while", "switch", "for", "repeat", "some",
    "any", "inout", "else",
  ]
  /// The access levels an import may carry.
  private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
  /// The kinds a scoped import names (`import struct UIKit.CGRect`).
  private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

  /// The rewrite of `source`, nothing found yet.
  init(source: [UInt8]) {
    self.source = source
    let tokens = SwiftTokenizer.tokens(of: source)
    let significant = tokens.indices.filter { !tokens[$0].isTrivia }
    self.tokens = tokens
    self.significant = significant
    var closing = [Int?](repeating: nil, count: significant.count)
    var opening = [Int?](repeating: nil, count: significant.count)
    var open: [Int] = []
    let pairs: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")]
    for position in significant.indices where tokens[significant[position]].kind == .punctuation {
      let byte = source[tokens[significant[position]].range.lowerBound]
      if pairs.values.contains(byte) {
        open.append(position)
      } else if let partner = pairs[byte], let last = open.last, source[tokens[significant[last]].range.lowerBound] == partner {
        open.removeLast()
        closing[last] = position
        opening[position] = last
      }
    }
    self.closing = closing
    self.opening = opening
    self.declaredProperties = Set(
      significant.indices.dropLast().filter {
        ["var", "let"].contains(String(decoding: source[tokens[significant[$0]].range], as: UTF8.self))
      }.map { String(decoding: source[tokens[significant[$0 + 1]].range], as: UTF8.self).trimmingBackticks })
  }

  /// Finds every change the rules make.
  mutating func run() {
    var position = 0
    while position < significant.count {
      let token = tokens[significant[position]]
      let text = self.text(position)
      var next = position + 1
      switch token.kind {
      case .identifier where text == "import":
        next = rewriteImport(at: position)
      case .identifier where text == "dynamic" && isModifier(at: position):
        blank(position...position)
      case .identifier where position > 0 && self.text(position - 1) == ".":
        rewriteOptionalCall(at: position)
      case .attribute where AppFileAdapter.objectiveCAttributes.contains(String(text.dropFirst())):
        next = dropAttribute(at: position)
      case .pound where text == "#selector":
        next = rewriteSelector(at: position)
      case .pound where text == "#if" || text == "#elseif":
        next = rewriteCondition(at: position)
      default:
        break
      }
      position = max(next, position + 1)
    }
  }

  /// The source with every change made.
  func edited() -> [UInt8] {
    var output: [UInt8] = []
    var cursor = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      output += source[cursor..<edit.range.lowerBound]
      output += edit.replacement
      cursor = edit.range.upperBound
    }
    return output + source[cursor...]
  }

  // MARK: The rules

  /// Blanks an import of a replaced module, with its attributes and access level; returns
  /// where to go on.
  private mutating func rewriteImport(at position: Int) -> Int {
    guard position == 0 || text(position - 1) != "." else { return position + 1 }
    var module = position + 1
    if Self.importKinds.contains(text(module)) && kind(module + 1) == .identifier { module += 1 }
    guard kind(module) == .identifier, AppFileAdapter.replacedModules.contains(text(module).trimmingBackticks) else {
      return position + 1
    }
    var end = module
    while text(end + 1) == "." && kind(end + 2) == .identifier { end += 2 }
    var start = position
    while start > 0 {
      if kind(start - 1) == .attribute || Self.accessLevels.contains(text(start - 1)) {
        start -= 1
      } else if let open = opening[start - 1], let attribute = attributeBefore(open) {
        start = attribute
      } else {
        break
      }
    }
    blank(start...end)
    return end + 1
  }

  /// Blanks an Objective-C-only attribute and its arguments, and gives an `@objc protocol` its
  /// class bound; returns where to go on.
  private mutating func dropAttribute(at position: Int) -> Int {
    var end = position
    // Swift 5 accepted a space before the arguments (`@objc (name)`), with a warning.
    if text(position + 1) == "(" && !lineBreak(between: position, and: position + 1), let close = closing[position + 1] {
      end = close
    }
    blank(position...end)
    if text(position) == "@objc" { bindToClasses(protocolAfter: end + 1) }
    return end + 1
  }

  /// When the declaration starting at `position` (after its other attributes and modifiers)
  /// is a protocol, adds `AnyObject` to its inheritance unless it names `AnyObject` or `class`.
  private mutating func bindToClasses(protocolAfter position: Int) {
    var keyword = position
    while kind(keyword) == .attribute || Self.modifiers.contains(text(keyword)) {
      if text(keyword + 1) == "(", let close = closing[keyword + 1] { keyword = close }
      keyword += 1
    }
    guard text(keyword) == "protocol", kind(keyword + 1) == .identifier else { return }
    let name = keyword + 1
    if text(name + 1) == ":" {
      guard !["AnyObject", "class"].contains(text(name + 2)) else { return }
      insert(" AnyObject,", at: tokens[significant[name + 1]].range.upperBound)
    } else {
      insert(": AnyObject", at: tokens[significant[name]].range.upperBound)
    }
  }

  /// Turns `.name?(…)` into `.name_(…)` and `.name!(…)` into `.name_(…)!` when `name`, with
  /// the call's argument labels, is one of ``AppFileAdapter/optionalRequirements``: the
  /// model's `name_` calls the requirement and gives `nil` when the receiver lacks it, as the
  /// Objective-C call does. A chain that goes on after the call (`.name?(…).x`) goes on with
  /// `?.`. A name the file declares as a property, called with no labels, is left alone: that
  /// is the app's own optional closure (`var scrollViewDidScroll: ((UIScrollView) -> Void)?`).
  private mutating func rewriteOptionalCall(at position: Int) {
    let mark = text(position + 1)
    guard mark == "?" || mark == "!", text(position + 2) == "(", adjacent(position, position + 1),
      adjacent(position + 1, position + 2), let close = closing[position + 2]
    else { return }
    let labels = argumentLabels(open: position + 2, close: close)
    let name = text(position) + "(" + labels.map { $0 + ":" }.joined() + ")"
    guard AppFileAdapter.optionalRequirements.contains(name) else { return }
    if labels.allSatisfy({ $0 == "_" }) && declaredProperties.contains(text(position)) { return }
    replace(tokens[significant[position + 1]].range, with: Array("_".utf8))
    let end = tokens[significant[close]].range.upperBound
    if mark == "!" {
      insert("!", at: end)
    } else if text(close + 1) == "." || (text(close + 1) == "[" && adjacent(close, close + 1)) {
      insert("?", at: end)
    }
  }

  /// The argument labels of the call whose parentheses are at `open` and `close`, `_` for an
  /// argument without one.
  private func argumentLabels(open: Int, close: Int) -> [String] {
    var labels: [String] = []
    var position = open + 1
    var argumentStart = true
    while position < close {
      if argumentStart {
        labels.append(kind(position) == .identifier && text(position + 1) == ":" ? text(position).trimmingBackticks : "_")
        argumentStart = false
      }
      if let inner = closing[position] {
        position = inner
      } else if text(position) == "," {
        argumentStart = true
      }
      position += 1
    }
    return labels
  }

  /// Turns `#selector(x)` into `Selector("x")`, keeping its line breaks; returns where to go on.
  private mutating func rewriteSelector(at position: Int) -> Int {
    guard text(position + 1) == "(", let close = closing[position + 1] else { return position + 1 }
    var name = ""
    var space = false
    for token in tokens[(significant[position + 1] + 1)..<significant[close]] {
      if token.isTrivia {
        space = true
      } else {
        if space && !name.isEmpty { name += " " }
        name += String(decoding: source[token.range], as: UTF8.self)
        space = false
      }
    }
    let span = tokens[significant[position]].range.lowerBound..<tokens[significant[close]].range.upperBound
    let lineBreaks = source[span].filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    let quoted = name.escapedForLiteral
    replace(span, with: Array("Selector(\"\(quoted)\"".utf8) + lineBreaks + Array(")".utf8))
    return close + 1
  }

  /// In an `#if` or `#elseif` condition, makes `canImport` of a replaced module and `os(iOS)`
  /// read `canImport(SnapCheck)`; returns where to go on (the line after the condition).
  private mutating func rewriteCondition(at position: Int) -> Int {
    let lineEnd = tokens[significant[position]...].firstIndex { $0.kind == .newline } ?? tokens.count
    var condition = position + 1
    while condition < significant.count && significant[condition] < lineEnd {
      let iOS = text(condition) == "os" && text(condition + 2) == "iOS"
      let framework = text(condition) == "canImport" && AppFileAdapter.replacedModules.contains(text(condition + 2))
      if (iOS || framework) && text(condition + 1) == "(", let close = closing[condition + 1] {
        let span = tokens[significant[condition]].range.lowerBound..<tokens[significant[close]].range.upperBound
        replace(span, with: Array("canImport(SnapCheck)".utf8))
        condition = close
      }
      condition += 1
    }
    return condition
  }

  // MARK: Reading tokens

  /// The text of the significant token at `position`, or "" past the end.
  private func text(_ position: Int) -> String {
    guard significant.indices.contains(position) else { return "" }
    return String(decoding: source[tokens[significant[position]].range], as: UTF8.self)
  }

  /// The kind of the significant token at `position`, or `nil` past the end.
  private func kind(_ position: Int) -> SwiftToken.Kind? {
    significant.indices.contains(position) ? tokens[significant[position]].kind : nil
  }

  /// Whether the significant tokens at `first` and `second` touch, with no trivia between.
  private func adjacent(_ first: Int, _ second: Int) -> Bool {
    tokens[significant[first]].range.upperBound == tokens[significant[second]].range.lowerBound
  }

  /// Whether a line break separates the significant tokens at `first` and `second`.
  private func lineBreak(between first: Int, and second: Int) -> Bool {
    tokens[(significant[first] + 1)..<significant[second]].contains { $0.kind == .newline }
  }

  /// The position of the attribute whose arguments open at `open`, if one does.
  private func attributeBefore(_ open: Int) -> Int? {
    open > 0 && kind(open - 1) == .attribute && adjacent(open - 1, open) ? open - 1 : nil
  }

  /// Whether the `dynamic` at `position` is a declaration modifier: a declaration follows it,
  /// and it stands where a declaration may start (after a brace, a semicolon, an attribute or
  /// another modifier, or on a new line after a statement's end), not inside an expression.
  private func isModifier(at position: Int) -> Bool {
    guard kind(position + 1) == .attribute || Self.modifiers.contains(text(position + 1))
      || Self.declarationKeywords.contains(text(position + 1))
    else { return false }
    guard position > 0 else { return true }
    let previous = text(position - 1)
    if kind(position - 1) == .attribute || Self.modifiers.contains(previous) || ["{", "}", ";"].contains(previous) {
      return true
    }
    if let open = opening[position - 1], open > 0,
      kind(open - 1) == .attribute || Self.modifiers.contains(text(open - 1))
    {
      return true
    }
    let newLine = lineBreak(between: position - 1, and: position)
    switch kind(position - 1) {
    case .identifier: return newLine && !Self.continuingKeywords.contains(previous)
    case .number, .string, .regex: return newLine
    case .punctuation: return newLine && [")", "]"].contains(previous)
    case .operator: return newLine && ["?", "!", ">"].contains(previous)
    default: return false
    }
  }

  // MARK: Recording changes

  /// Blanks the significant tokens in `positions` and the trivia between them.
  private mutating func blank(_ positions: ClosedRange<Int>) {
    let span = tokens[significant[positions.lowerBound]].range.lowerBound..<tokens[significant[positions.upperBound]].range.upperBound
    replace(span, with: source[span].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") })
  }

  /// Replaces `span`, dropping any earlier change inside it.
  private mutating func replace(_ span: Range<Int>, with replacement: [UInt8]) {
    edits.removeAll { $0.range.overlaps(span) || span.contains($0.range.lowerBound) }
    edits.append(Edit(range: span, replacement: replacement))
  }

  /// Inserts `text` at byte `offset`.
  private mutating func insert(_ text: String, at offset: Int) {
    edits.append(Edit(range: offset..<offset, replacement: Array(text.utf8)))
  }
}
