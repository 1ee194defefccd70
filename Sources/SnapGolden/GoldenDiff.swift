/// How a recorded golden differs from the one the code produces now.
package enum GoldenDifference: Equatable, Sendable {
  /// Header line `line` (1-based) differs, quoted as recorded and as the code writes it now
  /// (a long line cut to its last 400 characters); the scenarios were not compared (nor read).
  case header(line: Int, recorded: String, now: String)
  /// `differing` of the `total` scenarios the code produces differ; `diff` shows the first
  /// difference, and `first` names the first scenario, in the code's order, that the golden
  /// holds differently or not at all (nil when the golden only holds extra or moved ones).
  case scenarios(differing: Int, total: Int, diff: String, first: String?)

  /// What differs, in words: a header line, old and new, or how many scenarios and the first.
  package var summary: String {
    switch self {
    case .header(let line, let recorded, let now):
      return "header line \(line) differs from what the code writes now (the scenarios were not compared): "
        + "recorded \(recorded), now \(now)" + (Self.streamChange(recorded, now).map { "; \($0)" } ?? "")
    case .scenarios(let differing, let total, let diff, _):
      return "\(differing) of \(total) scenarios differ; the first:\n\(diff)"
    }
  }
}

extension GoldenDifference {
  /// Why a header's cases changed when the case stream's version did (`case stream v4` →
  /// `v5`): SnapCheck's generator changed, not the layout; nil when the version is the same.
  static func streamChange(_ recorded: String, _ now: String) -> String? {
    guard let old = streamVersion(recorded), let new = streamVersion(now), old != new else { return nil }
    return "SnapCheck's case stream changed (v\(old) to v\(new)), so its generated cases are new: "
      + "an update of SnapCheck, not of your layout"
  }

  /// The number after the last `case stream v` in `line`, if any.
  private static func streamVersion(_ line: String) -> Int? {
    guard let range = line.range(of: "case stream v", options: .backwards) else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }
}

/// Compares a recorded golden file with the one the code produces now.
package enum GoldenDiff {
  /// How the golden `recorded` streams in differs from `actual`, or nil when they are the
  /// same bytes. The header is compared first: when a line of it differs, nothing after it is
  /// read. Otherwise the records are compared one at a time as they are read, so the golden
  /// is never held whole.
  ///
  /// - Throws: `GoldenProblem` when the golden is malformed or cannot be read.
  package static func compare(_ recorded: inout GoldenReader, with actual: GoldenFile) throws(GoldenProblem) -> GoldenDifference? {
    let header = try recorded.header()
    let recordedHeader = GoldenFile(algorithm: header.algorithm, corpus: header.corpus, records: []).headerLines
    for (index, (old, new)) in zip(recordedHeader, actual.headerLines).enumerated() where old != new {
      return .header(line: index + 1, recorded: quoted(Substring(old), limit: 400), now: quoted(Substring(new), limit: 400))
    }
    let indexByName = Dictionary(actual.records.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    var seen = [Bool](repeating: false, count: actual.records.count)
    var differing = 0
    var firstChanged: (index: Int, lines: [String])?
    var firstGone: [String]?
    var moved: (count: Int, first: [String]?) = (0, nil)
    var position = 0
    while let record = try recorded.nextRecord() {
      defer { position += 1 }
      if position >= actual.records.count || actual.records[position].name != record.name {
        let corpus = position < actual.records.count ? actual.records[position].name : "nothing"
        moved.count += 1
        moved.first = moved.first ?? ["scenario \(record.name): recorded as scenario \(position + 1), where the corpus has \(corpus)"]
      }
      guard let index = indexByName[record.name] else {
        differing += 1
        firstGone = firstGone ?? ["scenario \(record.name): in the golden, no longer in the corpus"]
        continue
      }
      seen[index] = true
      guard record != actual.records[index] else { continue }
      differing += 1
      if firstChanged.map({ index < $0.index }) ?? true { firstChanged = (index, describe(record, actual.records[index])) }
    }
    if let new = seen.firstIndex(of: false) {
      differing += seen.count { !$0 }
      if firstChanged.map({ new < $0.index }) ?? true {
        firstChanged = (new, ["scenario \(actual.records[new].name): new, not in the golden"])
      }
    }
    // The file's order is part of its bytes: with the same records, a swap is a change.
    if differing == 0, moved.count > 0 {
      return .scenarios(differing: moved.count, total: actual.records.count, diff: (moved.first ?? []).joined(separator: "\n"), first: nil)
    }
    guard differing > 0 else { return nil }
    let diff = firstChanged?.lines ?? firstGone ?? []
    return .scenarios(
      differing: differing, total: actual.records.count, diff: diff.joined(separator: "\n"),
      first: firstChanged.map { actual.records[$0.index].name })
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

  /// A line in quotes with its control characters escaped, cut to `limit` characters before its
  /// end so a trailing difference stays in view.
  private static func quoted(_ line: Substring, limit: Int = 100) -> String {
    let shown = line.count > limit ? "…" + line.suffix(limit - 1) : line
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
