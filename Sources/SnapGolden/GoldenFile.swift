/// A golden file's content: a header, then for each corpus scenario its name, fingerprint
/// and step lines, then an end marker that shows the file is whole.
package struct GoldenFile: Equatable, Sendable {
  /// The format's version.
  package static let formatVersion = 1

  /// One scenario's record.
  package struct Record: Equatable, Sendable {
    /// The corpus entry's name.
    package var name: String
    /// The scenario's fingerprint (`GoldenTrace.fingerprint`).
    package var fingerprint: String
    /// One line per step.
    package var lines: [String]

    /// A record.
    package init(name: String, fingerprint: String, lines: [String]) {
      self.name = name
      self.fingerprint = fingerprint
      self.lines = lines
    }

    /// The line that starts the record: `== name fingerprint`.
    var heading: String { "== \(name) \(fingerprint)" }
  }

  /// The algorithm whose behaviour the file pins.
  package var algorithm: String
  /// The corpus line the file was recorded from.
  package var corpus: String
  /// The records, in corpus order.
  package var records: [Record]

  /// A golden file's content.
  package init(algorithm: String, corpus: String, records: [Record]) {
    self.algorithm = algorithm
    self.corpus = corpus
    self.records = records
  }

  /// The header's four lines, as `golden record` writes them.
  package var headerLines: [String] {
    [Self.formatLine, "# algorithm: \(algorithm)", "# \(corpus)", Self.layoutLine]
  }

  /// The file's text.
  package var text: String {
    var out = headerLines
    for record in records {
      out.append(record.heading)
      out += record.lines
    }
    out.append("# end: \(records.count) scenarios")
    return out.joined(separator: "\n") + "\n"
  }

  /// The first header line, which names the format.
  static let formatLine = "# snapcheck golden, format \(formatVersion)"

  /// The fourth header line, which says how the records are laid out.
  static let layoutLine = "# each scenario: '== name fingerprint', then one line per step (see GoldenTrace)"

  /// Parses a golden file's text; `file` names it in errors. Every line must be what
  /// `golden record` writes: the four header lines, each record's `== name fingerprint` line
  /// (one space between, none after) and its step lines, and the end marker counting the
  /// records, then the file's last newline.
  ///
  /// - Throws: `GoldenProblem.malformed` naming the file and the 1-based line.
  package static func parse(_ text: String, file: String) throws(GoldenProblem) -> GoldenFile {
    var reader = GoldenReader(text: text, file: file)
    let header = try reader.header()
    var golden = GoldenFile(algorithm: header.algorithm, corpus: header.corpus, records: [])
    while let record = try reader.nextRecord() { golden.records.append(record) }
    return golden
  }
}
