/// One token of Swift source: what it is and where its bytes lie.
///
/// Tokens cover the source exactly, trivia included: their ranges, in order, are the whole
/// file's UTF-8 bytes, so a rewrite that copies the tokens it leaves alone leaves those bytes
/// as they were.
///
///     SwiftTokenizer.tokens(of: Array("@objc func f()".utf8)).map(\.kind)
///     // [.attribute, .whitespace, .identifier, .whitespace, .identifier, .punctuation, .punctuation]
public struct SwiftToken: Equatable, Sendable {
  /// What a token is.
  public enum Kind: Equatable, Sendable {
    /// Spaces and tabs (and any other byte Swift counts as horizontal whitespace).
    case whitespace
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// `// …` up to, not including, the line break.
    case lineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#` with any number of `#`), its
    /// interpolations included.
    case string
    /// A regular expression literal: `#/…/#` with any number of `#`, or `/…/` where an
    /// expression starts.
    case regex
    /// A name or keyword, backticked names included.
    case identifier
    /// `@` and the attribute's name (`@objc`); its arguments are tokens of their own.
    case attribute
    /// `#` and a name: a directive (`#if`) or a macro or literal (`#selector`, `#line`).
    case pound
    /// A number literal.
    case number
    /// One of `( ) [ ] { } , ; : .` (a `.` that does not begin an operator).
    case punctuation
    /// A run of operator characters (`=`, `->`, `...`, `?`, `!`).
    case `operator`
    /// A byte Swift gives no meaning to here (a stray backtick, `\`).
    case unknown
  }

  /// What the token is.
  public var kind: Kind
  /// Its bytes' offsets in the source's UTF-8.
  public var range: Range<Int>

  /// A token of `kind` over `range`.
  public init(_ kind: Kind, _ range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  /// Whether the token is trivia: whitespace, a line break or a comment.
  public var isTrivia: Bool {
    switch kind {
    case .whitespace, .newline, .lineComment, .blockComment: true
    default: false
    }
  }
}
