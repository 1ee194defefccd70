import Foundation

/// A golden file read as it streams in: its header first, then one record at a time, from
/// bytes taken a chunk at a time. A file of any size costs one record's lines and a chunk,
/// and a header that differs is known after the header's bytes (`bytesRead` counts them).
///
/// Each line is checked as `GoldenFile.parse` documents: a file `golden record` would not
/// write byte for byte is malformed, naming its line.
package struct GoldenReader {
  /// Where the bytes come from: each call returns up to the given number of the next bytes,
  /// and no bytes at the end.
  package typealias Source = (Int) throws -> [UInt8]

  /// The four header lines: format, algorithm, corpus, and how records are laid out.
  package struct Header: Equatable, Sendable {
    /// The algorithm (or layout) the file pins.
    package var algorithm: String
    /// The corpus line, without its `# `.
    package var corpus: String
  }

  /// How many bytes are asked of the source at a time.
  package static let chunkSize = 1 << 16

  /// The longest line a golden holds, in bytes: a longer one is malformed, never buffered.
  package static let longestLine = 1 << 20

  /// The file's name in problems.
  package let file: String
  private let source: Source
  private var buffer: [UInt8] = []
  private var position = 0
  private var exhausted = false
  /// The bytes taken from the source so far.
  package private(set) var bytesRead = 0
  /// The 1-based number of the last line read (0 before the first).
  private var lineNumber = 0
  /// Whether the last line read ended with a newline.
  private var lastLineEnded = true
  /// The header, once read.
  private var readHeader: Header?
  /// A line read ahead of the record it starts.
  private var pending: String?
  /// The records read so far.
  private var recordCount = 0
  /// The line each record name was first read on.
  private var firstLine: [String: Int] = [:]

  /// A reader of the bytes `source` gives; `file` names the file in problems.
  package init(file: String, source: @escaping Source) {
    self.file = file
    self.source = source
  }

  /// A reader of `text`.
  package init(text: String, file: String) {
    var bytes = ArraySlice(text.utf8)
    self.init(file: file) { count in
      let chunk = Array(bytes.prefix(count))
      bytes = bytes.dropFirst(count)
      return chunk
    }
  }

  /// A reader of the file at `url`, opened now and read as the records are asked for.
  ///
  /// - Throws: `GoldenProblem.unreadable` naming `file` when it cannot be opened.
  package init(url: URL, file: String) throws(GoldenProblem) {
    guard let handle = try? FileHandle(forReadingFrom: url) else { throw .unreadable(file: file) }
    self.init(file: file) { count in
      guard let data = try handle.read(upToCount: count) else {
        try handle.close()
        return []
      }
      return Array(data)
    }
  }

  private func fail(_ line: Int, _ reason: String) -> GoldenProblem { .malformed(file: file, line: line, reason: reason) }

  /// The line after a file's last newline: where a truncated file ends.
  private var endLine: Int { lastLineEnded ? lineNumber + 1 : lineNumber }

  /// The next line without its newline, or nil at the end of the file.
  private mutating func nextLine() throws(GoldenProblem) -> String? {
    if let line = pending {
      pending = nil
      lineNumber += 1
      return line
    }
    while true {
      if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
        return take(upTo: newline, ended: true)
      }
      guard buffer.count - position <= Self.longestLine else {
        throw fail(lineNumber + 1, "a line of more than \(Self.longestLine) bytes")
      }
      guard !exhausted else {
        return position < buffer.count ? take(upTo: buffer.count, ended: false) : nil
      }
      let chunk: [UInt8]
      do {
        chunk = try source(Self.chunkSize)
      } catch {
        throw .unreadable(file: file)
      }
      bytesRead += chunk.count
      exhausted = chunk.isEmpty
      buffer.removeFirst(position)
      position = 0
      buffer += chunk
    }
  }

  private mutating func take(upTo end: Int, ended: Bool) -> String {
    let line = String(decoding: buffer[position..<end], as: UTF8.self)
    position = ended ? end + 1 : end
    lineNumber += 1
    lastLineEnded = ended
    return line
  }

  /// The header's four lines, read before anything else (once: later calls return it again).
  ///
  /// - Throws: `GoldenProblem.malformed` naming the first line that is not a golden's.
  package mutating func header() throws(GoldenProblem) -> Header {
    if let readHeader { return readHeader }
    guard try nextLine() == GoldenFile.formatLine else { throw fail(1, "expected '\(GoldenFile.formatLine)'") }
    guard let algorithm = try nextLine() else { throw fail(endLine, "no end marker: the file is truncated") }
    guard algorithm.hasPrefix("# algorithm: ") else { throw fail(2, "expected '# algorithm: <id>'") }
    guard let corpus = try nextLine() else { throw fail(endLine, "no end marker: the file is truncated") }
    guard corpus.hasPrefix("# ") else { throw fail(3, "expected the corpus line") }
    guard let layout = try nextLine() else { throw fail(endLine, "no end marker: the file is truncated") }
    guard layout == GoldenFile.layoutLine else { throw fail(4, "expected '\(GoldenFile.layoutLine)'") }
    let header = Header(algorithm: String(algorithm.dropFirst(13)), corpus: String(corpus.dropFirst(2)))
    readHeader = header
    return header
  }

  /// The next record, or nil after the end marker, which must count the records and end the
  /// file. Read the header first.
  ///
  /// - Throws: `GoldenProblem.malformed` naming the line that is not what `golden record` writes.
  package mutating func nextRecord() throws(GoldenProblem) -> GoldenFile.Record? {
    guard let line = try nextLine() else { throw fail(endLine, "no end marker: the file is truncated") }
    if line.hasPrefix("# end: ") {
      guard line == "# end: \(recordCount) scenarios" else {
        throw fail(lineNumber, "the end marker counts \(line.dropFirst(7)), but the file has \(recordCount) scenarios")
      }
      let markerLine = lineNumber
      guard lastLineEnded, try nextLine() == nil else { throw fail(markerLine + 1, "text after the end marker") }
      return nil
    }
    guard line.hasPrefix("== ") else {
      guard recordCount > 0 else { throw fail(lineNumber, "a step line before any '== name' line") }
      throw fail(lineNumber, "not a step line: \(line.prefix(60))")
    }
    let parts = line.dropFirst(3).split(separator: " ")
    guard parts.count == 2, parts[1].count == 16 else { throw fail(lineNumber, "expected '== name fingerprint'") }
    var record = GoldenFile.Record(name: String(parts[0]), fingerprint: String(parts[1]), lines: [])
    if let difference = GoldenDiff.firstDifferingLine(line, record.heading) {
      throw fail(lineNumber, "found \(difference.found), but `golden record` writes \(difference.expected)")
    }
    if let first = firstLine[record.name] { throw fail(lineNumber, "a second record of \(record.name) (the first is on line \(first))") }
    firstLine[record.name] = lineNumber
    recordCount += 1
    while let step = try nextLine() {
      if step.hasPrefix("== ") || step.hasPrefix("# end: ") {
        pending = step
        lineNumber -= 1
        break
      }
      guard let first = step.split(separator: " ").first, Int(first) != nil,
        step.hasSuffix(" ok") || step.contains(" fault: ") || step.contains(" unsupported: ") || step.contains(" scales=")
      else { throw fail(lineNumber, "not a step line: \(step.prefix(60))") }
      record.lines.append(step)
    }
    return record
  }
}
