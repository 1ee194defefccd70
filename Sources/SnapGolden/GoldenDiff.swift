/// Compares a recorded golden file with the one the code produces now.
package enum GoldenDiff {
  /// The number of differing scenarios and a readable diff of the first, or nil when equal.
  package static func compare(expected: GoldenFile, actual: GoldenFile) -> (differing: Int, diff: String)? {
    var lines: [String] = []
    if expected.corpus != actual.corpus {
      lines.append("corpus: recorded from '\(expected.corpus)', now '\(actual.corpus)'")
    }
    let expectedByName = Dictionary(expected.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var differing = 0
    var firstDiff: [String]?
    for record in actual.records {
      guard let old = expectedByName[record.name] else {
        differing += 1
        if firstDiff == nil { firstDiff = ["scenario \(record.name): new, not in the golden"] }
        continue
      }
      guard old != record else { continue }
      differing += 1
      if firstDiff == nil { firstDiff = describe(old, record) }
    }
    let actualNames = Set(actual.records.map(\.name))
    for record in expected.records where !actualNames.contains(record.name) {
      differing += 1
      if firstDiff == nil { firstDiff = ["scenario \(record.name): in the golden, no longer in the corpus"] }
    }
    if differing == 0, let moved = misplaced(expected, actual) {
      differing = moved.count
      firstDiff = moved.first
    }
    guard differing > 0 || !lines.isEmpty else { return nil }
    return (differing, (lines + (firstDiff ?? [])).joined(separator: "\n"))
  }

  /// One description per record the golden holds in another place than the corpus, when
  /// both hold the same records: the file's order is part of its bytes, so a swap is a change.
  private static func misplaced(_ expected: GoldenFile, _ actual: GoldenFile) -> [[String]]? {
    let moved = zip(expected.records.indices, zip(expected.records, actual.records)).filter { $0.1.0.name != $0.1.1.name }
    guard !moved.isEmpty else { return nil }
    return moved.map { index, pair in
      ["scenario \(pair.0.name): recorded as scenario \(index + 1), where the corpus has \(pair.1.name)"]
    }
  }

  /// The first line where `recorded` and `canonical` differ, 1-based, with both texts of it
  /// quoted so a space or control character shows; nil when the texts are the same bytes.
  package static func firstDifferingLine(_ recorded: String, _ canonical: String) -> (line: Int, found: String, expected: String)? {
    guard recorded != canonical else { return nil }
    let found = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = canonical.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(found.count, expected.count)
    let index = (0..<common).first { found[$0] != expected[$0] } ?? common
    let show = { (lines: [Substring]) in index < lines.count ? quoted(lines[index]) : "(no line)" }
    return (index + 1, show(found), show(expected))
  }

  /// A line in quotes with its control characters escaped, cut to 100 characters before its
  /// end so a trailing difference stays in view.
  private static func quoted(_ line: Substring) -> String {
    let shown = line.count > 100 ? "…" + line.suffix(99) : line
    return String(shown).debugDescription
  }

  private static func describe(_ old: GoldenFile.Record, _ new: GoldenFile.Record) -> [String] {
    var out = ["scenario \(new.name):"]
    if old.fingerprint != new.fingerprint {
      out.append("  its scenario changed (fingerprint \(old.fingerprint) → \(new.fingerprint))")
    }
    for index in 0..<max(old.lines.count, new.lines.count) {
      let before = index < old.lines.count ? old.lines[index] : nil
      let after = index < new.lines.count ? new.lines[index] : nil
      guard before != after else { continue }
      out.append("  expected: \(before ?? "(no step)")")
      out.append("  actual:   \(after ?? "(no step)")")
      break
    }
    return out
  }
}
