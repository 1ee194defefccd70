import SnapAdapt
import Testing

/// The tokens of `source` that are not whitespace or line breaks, as (kind, text) pairs.
private func tokens(_ source: String) -> [(SwiftToken.Kind, String)] {
  let bytes = Array(source.utf8)
  return SwiftTokenizer.tokens(of: bytes).filter { $0.kind != .whitespace && $0.kind != .newline }
    .map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
}

/// Whether two lists of (kind, text) pairs are equal.
private func same(_ left: [(SwiftToken.Kind, String)], _ right: [(SwiftToken.Kind, String)]) -> Bool {
  left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
}

@Suite("The Swift tokenizer: strings, comments and attributes as Swift reads them")
struct SwiftTokenizerTests {
  @Test("An interpolation's own strings and parentheses do not end the string it sits in")
  func nestedInterpolation() {
    let source = #"let s = "@objc \(f("x)", g(")("))) // @objc" + t"#
    #expect(same(tokens(source), [
      (.identifier, "let"), (.identifier, "s"), (.operator, "="),
      (.string, #""@objc \(f("x)", g(")("))) // @objc""#), (.operator, "+"), (.identifier, "t"),
    ]))
  }

  @Test("Raw strings end only at a quote followed by as many # as opened them")
  func rawStrings() {
    let source = ###"a = #"say "@objc" \(x) \#(y)"# + ##"one "# two"## + b"###
    #expect(same(tokens(source), [
      (.identifier, "a"), (.operator, "="), (.string, ##"#"say "@objc" \(x) \#(y)"#"##), (.operator, "+"),
      (.string, ###"##"one "# two"##"###), (.operator, "+"), (.identifier, "b"),
    ]))
  }

  @Test("A multi-line string spans its lines, quotes and a raw one's inner \"\"\" included")
  func multilineStrings() {
    let source = "x = \"\"\"\n@objc \"a\" \"\"\n\\(f(\"\"\"\ninner\n\"\"\"))\n\"\"\"\ny = #\"\"\"\n\"\"\"\n\"\"\"#\n@objc"
    #expect(same(tokens(source), [
      (.identifier, "x"), (.operator, "="), (.string, "\"\"\"\n@objc \"a\" \"\"\n\\(f(\"\"\"\ninner\n\"\"\"))\n\"\"\""),
      (.identifier, "y"), (.operator, "="), (.string, "#\"\"\"\n\"\"\"\n\"\"\"#"), (.attribute, "@objc"),
    ]))
  }

  @Test("Block comments nest, and a line comment ends at the line break")
  func comments() {
    let source = "/* @objc /* inner */ still */ a // @objc \"\n@objc"
    #expect(same(tokens(source), [
      (.blockComment, "/* @objc /* inner */ still */"), (.identifier, "a"), (.lineComment, "// @objc \""),
      (.attribute, "@objc"),
    ]))
  }

  @Test("An attribute is @ and its name; its arguments are tokens of their own")
  func attributesWithArguments() {
    #expect(same(tokens("@available(iOS 17, *) @objc(tap:) func"), [
      (.attribute, "@available"), (.punctuation, "("), (.identifier, "iOS"), (.number, "17"), (.punctuation, ","),
      (.operator, "*"), (.punctuation, ")"), (.attribute, "@objc"), (.punctuation, "("), (.identifier, "tap"),
      (.punctuation, ":"), (.punctuation, ")"), (.identifier, "func"),
    ]))
  }

  @Test("# names, backticked names, numbers and operators")
  func poundsNamesNumbersOperators() {
    #expect(same(tokens("#selector(`dynamic`) 1.5e-3 0x1p+4 a...b x?.y !z ->"), [
      (.pound, "#selector"), (.punctuation, "("), (.identifier, "`dynamic`"), (.punctuation, ")"), (.number, "1.5e-3"),
      (.number, "0x1p+4"), (.identifier, "a"), (.operator, "..."), (.identifier, "b"), (.identifier, "x"),
      (.operator, "?"), (.punctuation, "."), (.identifier, "y"), (.operator, "!"), (.identifier, "z"), (.operator, "->"),
    ]))
  }

  @Test("Regex literals hold their quotes; a / between operands divides")
  func regexLiterals() {
    #expect(same(tokens(#"let r = #/"@objc/# ; let s = /a"b/ ; x = a / b / c"#), [
      (.identifier, "let"), (.identifier, "r"), (.operator, "="), (.regex, #"#/"@objc/#"#), (.punctuation, ";"),
      (.identifier, "let"), (.identifier, "s"), (.operator, "="), (.regex, #"/a"b/"#), (.punctuation, ";"),
      (.identifier, "x"), (.operator, "="), (.identifier, "a"), (.operator, "/"), (.identifier, "b"),
      (.operator, "/"), (.identifier, "c"),
    ]))
  }

  @Test("CRLF is one line break, and a lone CR another")
  func lineBreaks() {
    let bytes = Array("a\r\nb\rc\n".utf8)
    let kinds = SwiftTokenizer.tokens(of: bytes).map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
    #expect(same(kinds, [(.identifier, "a"), (.newline, "\r\n"), (.identifier, "b"), (.newline, "\r"), (.identifier, "c"), (.newline, "\n")]))
  }

  @Test("Unterminated literals stop where Swift's lexer stops: a string at its line's end, a comment at the file's")
  func unterminated() {
    #expect(same(tokens("s = \"open\n@objc /* open"), [
      (.identifier, "s"), (.operator, "="), (.string, "\"open"), (.attribute, "@objc"), (.blockComment, "/* open"),
    ]))
  }

  @Test("The tokens cover every byte once, in order", arguments: [
    "import UIKit\r\n@objc dynamic var x = \"\\(y)\"\n", "/* a /* b */", "#\"\"\"\n\\#(f(\")\"))\n\"\"\"#", "`", "@ #", "é = 1",
  ])
  func coverage(source: String) {
    let bytes = Array(source.utf8)
    let tokens = SwiftTokenizer.tokens(of: bytes)
    #expect(tokens.flatMap { bytes[$0.range] } == bytes)
    #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
  }
}
