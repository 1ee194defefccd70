extension String {
  /// The string with every `target` replaced by `replacement`, as a string literal's escapes
  /// need it.
  private func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }

  /// The name without the backticks that let a keyword be one.
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }

  /// The string as the body of a Swift string literal: `\` and `"` escaped.
  var escapedForLiteral: String {
    replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
  }
}
