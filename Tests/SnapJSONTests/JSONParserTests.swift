import SnapJSON
import Testing

@Suite("The strict JSON reader and the platform-independent writer")
struct JSONParserTests {
  @Test("Values parse with numbers kept as written and members in order")
  func parsesValues() throws {
    let value = try JSONParser.parse(#" {"b": [1, -0.5e3, true, null], "a": "x\u00e9\n\ud83d\ude00"} "#)
    #expect(value == .object([
      JSONMember(key: "b", value: .array([.number("1"), .number("-0.5e3"), .bool(true), .null])),
      JSONMember(key: "a", value: .string("xé\n😀")),
    ]))
  }

  @Test("Malformed text is rejected with its line and column", arguments: [
    ("[1,]", 1, 4), ("01", 1, 2), ("{\"a\" 1}", 1, 6), ("[1]\n x", 2, 2), ("\"abc", 1, 5), ("1.", 1, 3),
    ("nul", 1, 4), ("\"\\x\"", 1, 3), ("[\"\\ud800\"]", 1, 9),
  ])
  func rejectsMalformed(text: String, line: Int, column: Int) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.line == line, "\(text): \(error)")
      #expect(error.column == column, "\(text): \(error)")
    }
  }

  @Test("Nesting deeper than the limit is an error, not a stack overflow")
  func depthLimit() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
  }

  @Test("Doubles print in shortest round-trip form without .0; non-finite values as strings")
  func writesNumbers() {
    #expect(JSONWriter.number(265) == "265")
    #expect(JSONWriter.number(268.3333333333333) == "268.3333333333333")
    #expect(JSONWriter.number(-0.0) == "-0")
    #expect(JSONWriter.number(1e20) == "1e+20")
    #expect(JSONWriter.number(.nan) == "\"nan\"")
    #expect(JSONWriter.number(-.infinity) == "\"-inf\"")
    #expect(JSONWriter.string("a\"b\\\u{01}") == "\"a\\\"b\\\\\\u0001\"")
  }
}
