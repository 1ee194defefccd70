import Foundation
import SnapAlgorithms

/// Recorded witnesses, as Hypothesis keeps an example database: for each algorithm ×
/// property pair a deep run found violated, the shrunk scenario that showed it.
///
/// A witness's identity is its shrunk scenario, never its case number: a run replays the
/// scenario as it is before its own cases (not shrunk again, and not explained again when its
/// explanation is recorded), so it does not depend on what case `k` draws in today's stream.
/// A witness that still fails is reported violated, however the stream changed since it was
/// found; one that holds is reported as fixed, and the run's own cases still find a new
/// violation. Its case number only says where it was first found, in which stream
/// (`CaseStream.version`, which the file names): a replay line names the witness, never
/// `--case k`. `Golden/verdicts.golden` holds the built-ins' verdicts (with each witness's
/// case) and `Golden/witnesses.golden` each witness; `Witnesses.recorded` reads them.
///
/// A witness with no scenario (a verdicts file read alone) is case `k` of today's stream,
/// drawn directly however far beyond the run's count.
///
///     var witnesses = Witnesses(seed: 20261129)
///     witnesses.add(4812, profile: .realistic, algorithm: "up-carousel", property: "translation-invariant")
package struct Witnesses: Sendable, Equatable {
  /// One pair's witness.
  package struct Recorded: Sendable, Equatable {
    /// The case it was first found at.
    package var number: Int
    /// The `CaseStream.version` `number` is a case of (nil: its file did not say).
    package var stream: Int?
    /// The shrunk scenario's JSON, when known.
    package var json: String?
    /// The counterexample's explanation (`Explainer`), when recorded.
    package var explanation: [String]?
  }

  /// The seed the witnesses' case numbers belong to: a runner with another seed uses none.
  package var seed: UInt64
  /// The witness of each pair, keyed `profile algorithm property`.
  private var entries: [String: Recorded] = [:]

  /// No witnesses, for `seed`.
  package init(seed: UInt64) {
    self.seed = seed
  }

  /// The witnesses of a witnesses file's text alone (a layout's own, which `verify` keeps),
  /// for `seed`.
  package init(seed: UInt64, file text: String) {
    self.seed = seed
    entries = Self.fileLines(text)
  }

  /// Records `number` (a case of `stream`, today's unless told) as the witness of `algorithm`
  /// × `property` in `profile`, with `minimal` (scenario JSON) as the scenario it shrinks to
  /// and its `explanation`, when known.
  package mutating func add(
    _ number: Int, profile: Profile, algorithm: String, property: String, minimal: String? = nil, stream: Int? = CaseStream.version,
    explanation: [String]? = nil
  ) {
    entries[Self.key(profile, algorithm, property)] = Recorded(number: number, stream: stream, json: minimal, explanation: explanation)
  }

  /// The witness of `algorithm` × `property` in `profile` for `seed`, if one is recorded.
  package func recorded(seed: UInt64, profile: Profile, algorithm: String, property: Property) -> Recorded? {
    guard seed == self.seed else { return nil }
    return entries[Self.key(profile, algorithm, property.id)]
  }

  /// The shrunk scenario (JSON) of the witness of `algorithm` × `property` in `profile` for
  /// `seed`, if one is recorded.
  package func minimal(seed: UInt64, profile: Profile, algorithm: String, property: Property) -> String? {
    recorded(seed: seed, profile: profile, algorithm: algorithm, property: property)?.json
  }

  /// The case number of the witness of `algorithm` × `property` in `profile` for `seed`, if
  /// one is recorded.
  package func witness(seed: UInt64, profile: Profile, algorithm: String, property: Property) -> Int? {
    recorded(seed: seed, profile: profile, algorithm: algorithm, property: property)?.number
  }

  /// How many witnesses are recorded.
  package var count: Int { entries.count }

  /// The same witnesses without their recorded explanations, so a replay explains each
  /// again (a record, and a user's run, whose layout may have changed).
  package var unexplained: Witnesses {
    var copy = self
    for key in entries.keys { copy.entries[key]?.explanation = nil }
    return copy
  }

  private static func key(_ profile: Profile, _ algorithm: String, _ property: String) -> String {
    "\(profile.rawValue) \(algorithm) \(property)"
  }

  /// The witnesses of a verdicts file's text, read leniently: every line
  /// `profile algorithm property violated <case>` after a header naming `--seed S`; nil when
  /// there is no such header.
  package static func reading(verdicts text: String) -> Witnesses? {
    let lines = text.lines().map(String.init)
    guard let header = lines.first(where: { $0.hasPrefix("# snapcheck check --seed ") }),
      let seed = header.dropFirst("# snapcheck check --seed ".count).split(separator: " ").first.flatMap({ UInt64($0) })
    else { return nil }
    var witnesses = Witnesses(seed: seed)
    for line in lines where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count == 5, fields[3] == Verdict.violated.rawValue, let profile = Profile(rawValue: fields[0]),
        let number = Int(fields[4])
      else { continue }
      witnesses.add(number, profile: profile, algorithm: fields[1], property: fields[2])
    }
    return witnesses
  }

  /// The built-in algorithms' witnesses: those of the package's `Golden/verdicts.golden`
  /// with their scenarios from `Golden/witnesses.golden`, read once per process from beside
  /// these sources (none when they cannot be read).
  package static let recorded: Witnesses = {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    func text(_ name: String) -> String? {
      FileManager.default.contents(atPath: golden.appendingPathComponent(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }
    guard var witnesses = text("verdicts.golden").flatMap(reading(verdicts:)) else { return Witnesses(seed: CheckDefaults.seed) }
    if let minimal = text(fileName) { witnesses.readMinimal(minimal) }
    return witnesses
  }()

  /// The name of the file of witnesses beside the verdicts.
  package static let fileName = "witnesses.golden"

  /// The format `minimalText` writes.
  package static let formatVersion = 2

  /// What starts each line of a witness's explanation, after its line.
  static let explanationPrefix = "  fails for "

  /// The witnesses of a witnesses file's text, by pair key (`profile algorithm property`):
  /// each line `profile algorithm property case vN scenario` (format 2: `vN` the stream
  /// version, `v?` when not known) followed by its explanation's lines, or
  /// `profile algorithm property case scenario` (format 1: no stream, no explanation).
  static func fileLines(_ text: String) -> [String: Recorded] {
    var lines: [String: Recorded] = [:]
    var last: String?
    for line in text.lines() where !line.hasASCIIPrefix("#") {
      if line.hasASCIIPrefix(explanationPrefix) {
        if let last { lines[last]?.explanation?.append(String(line.dropFirst(explanationPrefix.count))) }
        continue
      }
      last = nil
      guard let (pair, recorded) = witnessLine(line) else { continue }
      lines[pair] = recorded
      last = pair
    }
    return lines
  }

  /// The pair key (`profile algorithm property`) and witness of a witness line (format 1 or
  /// 2, without its explanation), or nil when it is none.
  private static func witnessLine(_ line: Substring) -> (pair: String, recorded: Recorded)? {
    let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
    guard fields.count == 5, let number = Int(fields[3]) else { return nil }
    let pair = fields[0 ... 2].joined(separator: " ")
    if fields[4].hasPrefix("{") { return (pair, Recorded(number: number, stream: nil, json: fields[4], explanation: nil)) }
    let rest = fields[4].split(separator: " ", maxSplits: 1).map(String.init)
    guard rest.count == 2, rest[0].hasPrefix("v"), rest[1].hasPrefix("{") else { return nil }
    return (pair, Recorded(number: number, stream: Int(rest[0].dropFirst()), json: rest[1], explanation: []))
  }

  /// A line of a witnesses file that no run can replay.
  package struct Problem: Sendable, Equatable {
    /// The line's number, from 1.
    package var line: Int
    /// What is wrong with it.
    package var reason: String
    /// Whether its scenario names a field today's scenarios do not have, lacks one they need,
    /// or gives a field a value they no longer take: a field or value was renamed, added or
    /// removed since the witness was recorded (or the line was edited), so re-recording it is
    /// the way out.
    package var formatChanged = false

    /// The one line every command (`verify`, `snapcheck check`, `golden check`, `golden
    /// record`) reports the problem with: `file:line: reason`, and what to do. A deleted line
    /// is recorded again only by a run that finds the violation again: one as deep as the run
    /// that found it (`SNAPCHECK_CASES`), which a run at the default count may not be.
    package func description(file: String) -> String {
      let remedy = formatChanged
        ? ", so a field or value has been renamed, added or removed since it was recorded (the scenario format changed)"
          + " or the line was edited; to record it again, delete the line: the next run that keeps witnesses (verify,"
          + " golden record) records it in today's format if it finds the violation again, and one a deeper run found"
          + " (SNAPCHECK_CASES) may need that deeper run again, as a run at the default count may not find it"
        : "; fix the line or delete it"
      return "\(file):\(line): \(reason)\(remedy) (until then the file is kept as it is)"
    }

    /// Whether `error` says the scenario format changed (`formatChanged`).
    static func formatChanged(_ error: ScenarioError) -> Bool {
      guard case .field(_, let reason) = error else { return false }
      return reason == "unknown field" || reason == "missing" || reason.hasPrefix("unknown value")
    }
  }

  /// The lines of a witnesses file's `text` that no run can replay, in file order: a line that
  /// is no witness line (nor a comment or an explanation's), one naming no profile or no
  /// property, and one whose scenario does not read as a scenario of its algorithm (only for
  /// the pairs in `judging`, when given: a run that parsed its witnesses already knows which
  /// failed, `CheckReport.unreadableWitnesses`). A line of an algorithm not among `algorithms`
  /// is not judged (this run does not replay it).
  ///
  ///     Witnesses.problems(in: "realistic my-layout direction 3 v5 {\"algorithm\": 1}\n", algorithms: [mine])
  ///     // [Problem(line: 1, reason: "the witness of realistic my-layout direction does not read as a scenario: …")]
  package static func problems(in text: String, algorithms: [Algorithm], judging: Set<String>? = nil) -> [Problem] {
    var problems: [Problem] = []
    for (index, line) in text.lines(omittingEmptySubsequences: false).enumerated() {
      guard !line.isBlank, !line.hasASCIIPrefix("#"), !line.hasASCIIPrefix(explanationPrefix) else { continue }
      guard let (pair, recorded) = witnessLine(line) else {
        problems.append(Problem(line: index + 1, reason: "not a witness line (profile algorithm property case vN {scenario})"))
        continue
      }
      let fields = pair.split(separator: " ").map(String.init)
      guard let algorithm = algorithms.first(where: { $0.id == fields[1] }) else { continue }
      let reason: String?
      var formatChanged = false
      if Profile(rawValue: fields[0]) == nil {
        reason = "no profile is named \(fields[0])"
      } else if !Property.allCases.contains(where: { $0.id == fields[2] }) {
        reason = "no property is named \(fields[2])"
      } else if let judging, !judging.contains(pair) {
        reason = nil
      } else {
        do {
          _ = try Scenario(json: recorded.json ?? "", algorithms: [algorithm])
          reason = nil
        } catch {
          reason = "the witness of \(pair) does not read as a scenario: \(error.description)"
          formatChanged = Problem.formatChanged(error)
        }
      }
      if let reason { problems.append(Problem(line: index + 1, reason: reason, formatChanged: formatChanged)) }
    }
    return problems
  }

  /// Adds the scenarios (with stream and explanation) of a witnesses file's text to the
  /// witnesses whose case it names (a line for another case is out of date and ignored).
  package mutating func readMinimal(_ text: String) {
    for (key, line) in Self.fileLines(text) where entries[key]?.number == line.number {
      entries[key] = line
    }
  }

  /// A witnesses file's text: the witness of each violation of `reports` found at a case,
  /// in the reports' order, taking the line of a pair whose algorithm `reports` did not check
  /// from `previous` (a partial record), in the order of `pairs` (`profile algorithm
  /// property`, each violated pair of the verdicts).
  package static func minimalText(pairs: [String], reports: [CheckReport], previous: String?) -> String {
    var lines = previous.map(fileLines) ?? [:]
    for report in reports {
      for algorithm in Set(report.results.map(\.algorithm)) {
        for key in lines.keys where key.hasPrefix("\(report.profile.rawValue) \(algorithm) ") { lines[key] = nil }
      }
      for result in report.results {
        guard result.verdict == .violated, let number = result.failingCase, let minimal = result.shrunkInput else { continue }
        lines[key(report.profile, result.algorithm, result.property.id)] = Recorded(
          number: number, stream: result.failingCaseStream, json: minimal, explanation: result.explanation)
      }
    }
    let body = pairs.compactMap { pair in
      lines[pair].map { witness in
        (["\(pair) \(witness.number) v\(witness.stream.map(String.init) ?? "?") \(witness.json ?? "{}")"]
          + (witness.explanation ?? []).map { explanationPrefix + $0 }).joined(separator: "\n")
      }
    }
    return ([
      "# snapcheck witnesses, format \(formatVersion)",
      "# each violation's witness: profile algorithm property case stream scenario, then its explanation's lines;"
        + " the case is where it was first found, in case stream vN (v? when not known), and is never replayed by number",
    ] + body + ["# end: \(body.count) witnesses"]).joined(separator: "\n") + "\n"
  }
}
