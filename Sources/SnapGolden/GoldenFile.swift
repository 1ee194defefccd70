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

  /// The file's text.
  package var text: String {
    var out = [
      "# snapcheck golden, format \(Self.formatVersion)",
      "# algorithm: \(algorithm)",
      "# \(corpus)",
      Self.layoutLine,
    ]
    for record in records {
      out.append("== \(record.name) \(record.fingerprint)")
      out += record.lines
    }
    out.append("# end: \(records.count) scenarios")
    return out.joined(separator: "\n") + "\n"
  }

  /// The fourth header line, which says how the records are laid out.
  private static let layoutLine = "# each scenario: '== name fingerprint', then one line per step (see GoldenTrace)"

  /// Parses a golden file's text; `file` names it in errors.
  ///
  /// - Throws: `GoldenProblem.malformed` naming the file and the 1-based line.
  package static func parse(_ text: String, file: String) throws(GoldenProblem) -> GoldenFile {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func fail(_ line: Int, _ reason: String) -> GoldenProblem { .malformed(file: file, line: line, reason: reason) }
    guard lines.count >= 5, lines[0] == "# snapcheck golden, format \(formatVersion)" else {
      throw fail(1, "expected '# snapcheck golden, format \(formatVersion)'")
    }
    guard lines[1].hasPrefix("# algorithm: ") else { throw fail(2, "expected '# algorithm: <id>'") }
    guard lines[2].hasPrefix("# ") else { throw fail(3, "expected the corpus line") }
    guard lines[3] == Self.layoutLine else { throw fail(4, "expected '\(Self.layoutLine)'") }
    var file = GoldenFile(algorithm: String(lines[1].dropFirst(13)), corpus: String(lines[2].dropFirst(2)), records: [])
    var index = 4
    var firstLine: [String: Int] = [:]
    while index < lines.count {
      let line = lines[index]
      if line.isEmpty && index == lines.count - 1 { break }
      if line.hasPrefix("# end: ") {
        guard line == "# end: \(file.records.count) scenarios" else {
          throw fail(index + 1, "the end marker counts \(line.dropFirst(7)), but the file has \(file.records.count) scenarios")
        }
        guard index == lines.count - 2, lines[index + 1].isEmpty else { throw fail(index + 2, "text after the end marker") }
        if let difference = GoldenDiff.firstDifferingLine(text, file.text) {
          throw fail(difference.line, "found \(difference.found), but `golden record` writes \(difference.expected)")
        }
        return file
      }
      if line.hasPrefix("== ") {
        let parts = line.dropFirst(3).split(separator: " ")
        guard parts.count == 2, parts[1].count == 16 else { throw fail(index + 1, "expected '== name fingerprint'") }
        let name = String(parts[0])
        if let first = firstLine[name] { throw fail(index + 1, "a second record of \(name) (the first is on line \(first))") }
        firstLine[name] = index + 1
        file.records.append(Record(name: String(parts[0]), fingerprint: String(parts[1]), lines: []))
      } else {
        guard !file.records.isEmpty else { throw fail(index + 1, "a step line before any '== name' line") }
        guard let first = line.split(separator: " ").first, Int(first) != nil, line.hasSuffix(" ok") || line.contains(" fault: ") || line.contains(" unsupported: ") || line.contains(" scales=")
        else { throw fail(index + 1, "not a step line: \(line.prefix(60))") }
        file.records[file.records.count - 1].lines.append(line)
      }
      index += 1
    }
    throw fail(lines.count, "no end marker: the file is truncated")
  }
}
