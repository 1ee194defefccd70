@testable import SnapEngine
import Testing

/// A witnesses file is cut into lines byte by byte (`String.lines`), where `split` on the
/// character "\n" cut it before: the lines must be the same, "\r\n" included (one character,
/// never cut), as the Witnesses article's file format is read either way.
@Suite("Witness files: lines read by byte")
struct WitnessLinesTests {
  @Test("Lines are cut at each line feed, empty ones dropped or kept as split does")
  func cutAtLineFeeds() {
    #expect("a\nbc\n\nd\n".lines() == ["a", "bc", "d"])
    #expect("a\nbc\n\nd\n".lines(omittingEmptySubsequences: false) == ["a", "bc", "", "d", ""])
    #expect("".lines() == [])
    #expect("".lines(omittingEmptySubsequences: false) == [""])
    #expect("\n".lines(omittingEmptySubsequences: false) == ["", ""])
  }

  @Test("A carriage return and line feed is one character and is not cut, as split leaves it")
  func carriageReturnLineFeed() {
    // "a\r\nb" is three characters, "a", "\r\n", "b": none of them is "\n".
    #expect("a\r\nb".count == 3)
    #expect("a\r\nb\nc".lines() == ["a\r\nb", "c"])
    #expect("a\r\nb\nc".split(separator: "\n") == ["a\r\nb", "c"])
    // A lone carriage return is a character of its own, and so is the line feed after "\r" + "é".
    #expect("a\r\u{E9}\nb".lines() == ["a\r\u{E9}", "b"])
  }

  @Test("Non-ASCII text and a combining mark after a line feed split as the characters do")
  func nonASCII() {
    // A line feed never joins the mark after it: "\n" then "\u{301}" are two characters.
    let text = "caf\u{E9} \u{1F600}\n\u{301}x\n\u{1F1EB}\u{1F1F7}"
    #expect(text.lines() == ["caf\u{E9} \u{1F600}", "\u{301}x", "\u{1F1EB}\u{1F1F7}"])
    #expect(text.lines() == text.split(separator: "\n"))
  }

  @Test("A witnesses file reads the same witnesses with its lines ended by \\r\\n as split reads them")
  func witnessFileWithCarriageReturns() {
    let line = #"realistic last-offset direction 12 v5 {"algorithm": "last-offset"}"#
    // With "\r\n" the whole text is one line: one witness, whose scenario runs on to the end.
    let joined = Witnesses.fileLines(line + "\r\n" + line + "\r\n")
    #expect(joined.count == 1)
    #expect(joined["realistic last-offset direction"]?.json == #"{"algorithm": "last-offset"}"# + "\r\n" + line + "\r\n")
    let read = Witnesses.fileLines(line + "\n")
    #expect(read["realistic last-offset direction"]?.number == 12)
    #expect(read["realistic last-offset direction"]?.stream == 5)
  }
  @Test("A prefix read by bytes is a prefix exactly when hasPrefix says so, a joining mark after it included")
  func asciiPrefix() {
    #expect(Substring("  fails for event 0").hasASCIIPrefix("  fails for "))
    #expect(Substring("  fails for ").hasASCIIPrefix("  fails for "))
    #expect(!Substring("  fails fo").hasASCIIPrefix("  fails for "))
    #expect(!Substring(" fails for x").hasASCIIPrefix("  fails for "))
    // "#" and a combining acute accent are one character, "#́", which is not "#".
    #expect(!Substring("#\u{301} comment").hasASCIIPrefix("#"))
    #expect(!Substring("#\u{301} comment").hasPrefix("#"))
    // The prefix's last space joined by a combining mark: the twelfth character is " ́".
    #expect(!Substring("  fails for \u{301}x").hasASCIIPrefix("  fails for "))
    // A non-ASCII letter after the prefix starts a character of its own.
    #expect(Substring("# \u{E9}t\u{E9}").hasASCIIPrefix("# "))
  }

  @Test("A blank line read by bytes is blank exactly when every character is whitespace")
  func blank() {
    #expect(Substring("").isBlank)
    #expect(Substring(" \t\r\n").isBlank)
    #expect(!Substring("  fails for").isBlank)
    // A no-break space (U+00A0) is whitespace; an acute accent on a space leaves the
    // character " ́", whose first scalar, the space, is whitespace.
    #expect(Substring(" \u{A0} ").isBlank)
    #expect(Substring(" \u{301}").isBlank)
    #expect(!Substring(" \u{E9}").isBlank)
  }
}
