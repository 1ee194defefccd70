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
    guard differing > 0 || !lines.isEmpty else { return nil }
    return (differing, (lines + (firstDiff ?? [])).joined(separator: "\n"))
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
