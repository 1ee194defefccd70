import SnapEngine

/// `Golden/verdicts.golden`: the verdict of every algorithm × property pair with the default
/// seed, in both profiles. It is the one place the expected verdicts live: `snapcheck check`
/// exits 1 when a verdict differs from it, and the golden check fails when any line does.
package struct VerdictsGolden: Equatable, Sendable {
  /// The format's version.
  package static let formatVersion = 1
  /// The file's name in the golden directory.
  package static let fileName = "verdicts.golden"
  /// The seed the file is recorded with: the default seed.
  package static let seed = CheckDefaults.seed
  /// Cases per pair the file is recorded with: the default count.
  package static let cases = CheckDefaults.cases

  /// One pair's recorded verdict.
  package struct Entry: Equatable, Sendable {
    /// The profile.
    package var profile: Profile
    /// The algorithm's id.
    package var algorithm: String
    /// The property.
    package var property: Property
    /// The verdict.
    package var verdict: Verdict
    /// The failing case, for violations.
    package var failingCase: Int?
  }

  /// Every entry, profile by profile in registry and property order.
  package var entries: [Entry]
  /// The seed the verdicts were recorded with (the header says so).
  package var seed: UInt64
  /// The cases per pair the verdicts were recorded with (the header says so).
  package var cases: Int
  /// The text of the witnesses file beside it (`Witnesses.fileName`: each witness's shrunk
  /// scenario), when read with it; not part of the verdicts, so equality ignores it.
  package var minimal: String?
  /// The path `minimal` was read from, when read from a file; equality ignores it too.
  package var minimalPath: String?

  /// Whether two files record the same verdicts, seed and count.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries == rhs.entries && lhs.seed == rhs.seed && lhs.cases == rhs.cases
  }

  /// The entries of `reports`' results, recorded with `seed` and `cases` per pair.
  package init(reports: [CheckReport], seed: UInt64 = Self.seed, cases: Int = Self.cases) {
    self.seed = seed
    self.cases = cases
    entries = reports.flatMap { report in
      report.results.map {
        Entry(profile: report.profile, algorithm: $0.algorithm, property: $0.property, verdict: $0.verdict, failingCase: $0.failingCase)
      }
    }
  }

  private init(entries: [Entry], seed: UInt64, cases: Int) {
    self.entries = entries
    self.seed = seed
    self.cases = cases
  }

  /// The recorded verdict of a pair; a pair the file does not list is expected to hold
  /// (a newly registered layout is held to every property).
  package func expected(_ algorithm: String, _ property: Property, profile: Profile) -> Verdict {
    entries.first { $0.profile == profile && $0.algorithm == algorithm && $0.property == property }?.verdict ?? .holds
  }

  /// One line for every applicable pair of `report` whose verdict differs from the file's,
  /// or from what `expecting` says when given (a command line of a user's own layouts), and
  /// for every recorded witness that no longer fails (fixed, or failing at another case now).
  package func surprises(in report: CheckReport, expecting: ((PairResult) -> Verdict)? = nil) -> [String] {
    report.results.compactMap { result in
      guard result.verdict != .notApplicable else { return nil }
      let expected = expecting?(result) ?? expected(result.algorithm, result.property, profile: report.profile)
      let pair = "\(result.algorithm) × \(result.property.id)"
      if let fixed = result.fixedWitness {
        let now = result.verdict == .violated ? "violated at case \(result.failingCase ?? -1) instead" : "fixed"
        return "\(pair): its witness, case \(fixed), no longer fails (\(now)); record the verdicts again"
      }
      guard result.verdict != expected else { return nil }
      return "\(pair) \(result.verdict.rawValue), expected \(expected.rawValue)"
    }
  }

  /// The witnesses the file records: each violation's failing case, with its shrunk scenario
  /// when `minimal` names it.
  package var witnesses: Witnesses {
    var witnesses = Witnesses(seed: seed)
    for entry in entries where entry.verdict == .violated {
      if let failing = entry.failingCase {
        witnesses.add(failing, profile: entry.profile, algorithm: entry.algorithm, property: entry.property.id)
      }
    }
    if let minimal { witnesses.readMinimal(minimal) }
    return witnesses
  }

  /// The pairs with a witness, `profile algorithm property`, in the file's order.
  package var witnessPairs: [String] {
    entries.filter { $0.verdict == .violated && $0.failingCase != nil }.map { "\($0.profile.rawValue) \($0.algorithm) \($0.property.id)" }
  }

  /// The entries with the lines of `algorithm` replaced by those of `other`, in place, so a
  /// partial record changes only that algorithm's lines. An algorithm the file does not list
  /// yet goes after the algorithms `order` (the registry's ids) puts before it.
  package func replacing(_ algorithm: String, with other: VerdictsGolden, order: [String]) -> VerdictsGolden {
    let rank = { (id: String) in order.firstIndex(of: id) ?? order.count }
    var merged = entries
    for profile in Profile.allCases {
      let isReplaced = { (entry: Entry) in entry.profile == profile && entry.algorithm == algorithm }
      let position: Int
      if let first = merged.firstIndex(where: isReplaced) {
        position = first
      } else if let before = merged.lastIndex(where: { $0.profile == profile && rank($0.algorithm) <= rank(algorithm) }) {
        position = before + 1
      } else {
        position = merged.firstIndex { $0.profile == profile } ?? merged.endIndex
      }
      merged.removeAll(where: isReplaced)
      merged.insert(contentsOf: other.entries.filter(isReplaced), at: position)
    }
    return VerdictsGolden(entries: merged, seed: seed, cases: cases)
  }

  /// The file's text.
  package var text: String {
    var lines = [
      "# snapcheck verdicts, format \(Self.formatVersion)",
      Self.header(seed: seed, cases: cases),
    ]
    for entry in entries {
      var line = "\(entry.profile.rawValue) \(entry.algorithm) \(entry.property.id) \(entry.verdict.rawValue)"
      if let failing = entry.failingCase { line += " \(failing)" }
      lines.append(line)
    }
    lines.append("# end: \(entries.count) verdicts")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The second line: how the verdicts were recorded.
  private static func header(seed: UInt64, cases: Int) -> String {
    "# snapcheck check --seed \(seed) --cases \(cases)\(headerEnd)"
  }

  private static let headerEnd = ", both profiles: profile algorithm property verdict [failing case]"

  /// The seed and cases a header line names, or nil when it is not one.
  private static func parseHeader(_ line: String) -> (seed: UInt64, cases: Int)? {
    let prefix = "# snapcheck check --seed "
    guard line.hasPrefix(prefix), line.hasSuffix(headerEnd) else { return nil }
    let middle = line.dropFirst(prefix.count).dropLast(headerEnd.count)
    let parts = middle.split(separator: " --cases ", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let seed = UInt64(parts[0]), let cases = Int(parts[1])
    else { return nil }
    return (seed, cases)
  }

  /// Parses the file's text; `file` names it in errors.
  package static func parse(_ text: String, file: String) throws(GoldenProblem) -> VerdictsGolden {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func fail(_ line: Int, _ reason: String) -> GoldenProblem { .malformed(file: file, line: line, reason: reason) }
    guard lines.first == "# snapcheck verdicts, format \(formatVersion)" else {
      throw fail(1, "expected '# snapcheck verdicts, format \(formatVersion)'")
    }
    guard lines.count > 1, let recordedWith = parseHeader(lines[1]) else {
      throw fail(2, "expected '\(header(seed: Self.seed, cases: Self.cases))'")
    }
    var entries: [Entry] = []
    var firstLine: [String: Int] = [:]
    for (index, line) in lines.enumerated().dropFirst(2) {
      if line.isEmpty && index == lines.count - 1 { break }
      if line.hasPrefix("# end: ") {
        guard line == "# end: \(entries.count) verdicts" else {
          throw fail(index + 1, "the end marker counts \(line.dropFirst(7)), but the file has \(entries.count) verdicts")
        }
        guard index == lines.count - 2, lines[index + 1].isEmpty else { throw fail(index + 2, "text after the end marker") }
        let verdicts = VerdictsGolden(entries: entries, seed: recordedWith.seed, cases: recordedWith.cases)
        if let difference = GoldenDiff.firstDifferingLine(text, verdicts.text) {
          throw fail(difference.line, "found \(difference.found), but `golden record` writes \(difference.expected)")
        }
        return verdicts
      }
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count == 4 || fields.count == 5, let profile = Profile(rawValue: fields[0]),
        let property = Property.named(fields[2]), let verdict = Verdict(rawValue: fields[3])
      else { throw fail(index + 1, "expected 'profile algorithm property verdict [case]', found '\(line.prefix(60))'") }
      var failing: Int?
      if fields.count == 5 {
        guard let number = Int(fields[4]) else { throw fail(index + 1, "the failing case '\(fields[4])' is not a number") }
        failing = number
      }
      let pair = fields[0 ... 2].joined(separator: " ")
      if let first = firstLine[pair] { throw fail(index + 1, "a second verdict for '\(pair)' (the first is on line \(first))") }
      firstLine[pair] = index + 1
      entries.append(Entry(profile: profile, algorithm: fields[1], property: property, verdict: verdict, failingCase: failing))
    }
    throw fail(lines.count, "no end marker: the file is truncated")
  }
}
