extension String {
  /// The text's lines, exactly as `split(separator: "\n", omittingEmptySubsequences:)` cuts
  /// them, found by reading bytes instead of characters (a witnesses file runs to hundreds of
  /// thousands of characters, read on every run).
  ///
  /// A line feed is a character of its own everywhere but after a carriage return: "\r\n" is
  /// one character, which is not "\n", so the split does not cut it and neither does this.
  ///
  ///     "a\nb\r\nc\n\nd\n".lines()                            // ["a", "b\r\nc", "d"]
  ///     "a\n\nb\n".lines(omittingEmptySubsequences: false)    // ["a", "", "b", ""]
  func lines(omittingEmptySubsequences: Bool = true) -> [Substring] {
    var lines: [Substring] = []
    let bytes = utf8
    var lineStart = bytes.startIndex
    var index = bytes.startIndex
    var afterCarriageReturn = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      let next = bytes.index(after: index)
      if byte == UInt8(ascii: "\n") && !afterCarriageReturn {
        if !omittingEmptySubsequences || lineStart < index { lines.append(self[lineStart..<index]) }
        lineStart = next
      }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
      index = next
    }
    if !omittingEmptySubsequences || lineStart < bytes.endIndex { lines.append(self[lineStart..<bytes.endIndex]) }
    return lines
  }
}

extension Substring {
  /// Whether the line begins with `prefix`, exactly as `hasPrefix` answers, read by bytes
  /// where the bytes decide it.
  ///
  /// `prefix` is ASCII with none of "K", ";" and "`" (the ASCII characters Unicode also
  /// spells another way, which `hasPrefix` would match): then only the same bytes spell it,
  /// and the line has it as a prefix unless a non-ASCII scalar after it joins its last
  /// character (a combining mark after "#"), which `hasPrefix` itself then decides.
  ///
  ///     Substring("  fails for x").hasASCIIPrefix("  fails for ")   // true
  ///     Substring("#\u{301}").hasASCIIPrefix("#")                   // false: one character, "#́"
  func hasASCIIPrefix(_ prefix: String) -> Bool {
    let bytes = prefix.utf8
    guard utf8.starts(with: bytes) else { return false }
    guard let next = utf8.dropFirst(bytes.count).first else { return true }
    let joins = next >= 0x80 || (bytes.last == UInt8(ascii: "\r") && next == UInt8(ascii: "\n"))
    return joins ? hasPrefix(prefix) : true
  }

  /// Whether every character of the line is whitespace, exactly as `allSatisfy(\.isWhitespace)`
  /// answers, read by bytes while they are ASCII: an ASCII character other than a line feed
  /// after a carriage return begins a character of its own, which is whitespace exactly when
  /// it is a space or one of tab, line feed, vertical tab, form feed and carriage return.
  var isBlank: Bool {
    for byte in utf8 {
      if byte >= 0x80 { return allSatisfy(\.isWhitespace) }
      if byte != UInt8(ascii: " ") && !(0x09...0x0D).contains(byte) { return false }
    }
    return true
  }
}
