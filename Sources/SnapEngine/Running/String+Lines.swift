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
