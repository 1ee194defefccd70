import SnapCorpus

/// The report's list of its own files: `.snapcheck-report` names every other file the report
/// wrote with the fingerprint of its bytes, so `report --out` replaces a directory only when
/// each file in it is one a report wrote and nobody changed since.
///
///     let manifest = ReportManifest(files: [("README.md", "# SnapCheck report\n")])
///     manifest.vouches(for: "README.md", contents: Array("# SnapCheck report\n".utf8))  // true
///     manifest.vouches(for: "README.md", contents: Array("# My notes\n".utf8))          // false
package struct ReportManifest: Sendable {
  /// The manifest's file name in the report's directory.
  package static let fileName = ".snapcheck-report"

  /// The first line, which says what the file is.
  private static let header = "# snapcheck report files, format 1: the fingerprint (FNV-1a, 64-bit) and name of each file the report wrote"

  /// Each listed file's name and fingerprint, in the report's order.
  package let entries: [(name: String, fingerprint: String)]

  /// The manifest of `files` (the report's other files).
  package init(files: [(name: String, contents: String)]) {
    entries = files.map { ($0.name, Fingerprint.of($0.contents.utf8)) }
  }

  private init(entries: [(name: String, fingerprint: String)]) {
    self.entries = entries
  }

  /// The file's text: the header, then a line `fingerprint name` per file.
  package var text: String {
    ([Self.header] + entries.map { "\($0.fingerprint) \($0.name)" }).joined(separator: "\n") + "\n"
  }

  /// The manifest `text` holds, or nil when it is not one.
  package static func parse(_ text: String) -> ReportManifest? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(header), lines.last == "" else { return nil }
    lines = Array(lines.dropFirst().dropLast())
    var entries: [(name: String, fingerprint: String)] = []
    for line in lines {
      let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0].count == 16, !parts[1].isEmpty else { return nil }
      entries.append((String(parts[1]), String(parts[0])))
    }
    return ReportManifest(entries: entries)
  }

  /// Whether the manifest lists a file named `name` whose bytes are `contents`.
  package func vouches(for name: String, contents: some Sequence<UInt8>) -> Bool {
    entries.contains { $0.name == name && $0.fingerprint == Fingerprint.of(contents) }
  }
}
