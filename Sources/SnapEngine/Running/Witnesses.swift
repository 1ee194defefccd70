import Foundation

/// Recorded witnesses, as Hypothesis keeps an example database: for each algorithm ×
/// property pair a deep run found violated, the generated case that showed it.
///
/// A run checks each pair's witness before its own cases (case `k` of the stream is drawn
/// directly, however far beyond the run's count), so a run of the default count reports every
/// violation the deep run recorded; a witness that no longer fails is reported as fixed, and
/// the run's own cases still find a new violation. `Golden/verdicts.golden` holds the
/// built-ins' witnesses (its failing cases) and `Golden/witnesses.golden` each one's shrunk
/// scenario; `Witnesses.recorded` reads them.
///
/// A witness with its shrunk scenario is replayed as it is: that scenario is already minimal,
/// so a replay that still fails reports it without shrinking again (a run's cost stays that of
/// its own cases), and one that holds is reported as fixed.
///
///     var witnesses = Witnesses(seed: 20261129)
///     witnesses.add(4812, profile: .realistic, algorithm: "up-carousel", property: "translation-invariant")
package struct Witnesses: Sendable, Equatable {
  /// The seed the witnesses' case numbers belong to: a runner with another seed uses none.
  package var seed: UInt64
  /// The case of each pair, keyed `profile algorithm property`.
  private var cases: [String: Int] = [:]
  /// The shrunk scenario's JSON of each pair, same keys, when known.
  private var scenarios: [String: String] = [:]

  /// No witnesses, for `seed`.
  package init(seed: UInt64) {
    self.seed = seed
  }

  /// The witnesses of a witnesses file's text alone (a layout's own, which `verify` keeps):
  /// each line's case and shrunk scenario, for `seed`.
  package init(seed: UInt64, file text: String) {
    self.seed = seed
    for (key, line) in Self.minimalLines(text) {
      cases[key] = line.number
      scenarios[key] = line.json
    }
  }

  /// Records `number` as the witness of `algorithm` × `property` in `profile`, and `minimal`
  /// (scenario JSON) as the scenario it shrinks to, when known.
  package mutating func add(_ number: Int, profile: Profile, algorithm: String, property: String, minimal: String? = nil) {
    let key = Self.key(profile, algorithm, property)
    cases[key] = number
    scenarios[key] = minimal
  }

  /// The shrunk scenario (JSON) of the witness of `algorithm` × `property` in `profile` for
  /// `seed`, if one is recorded.
  package func minimal(seed: UInt64, profile: Profile, algorithm: String, property: Property) -> String? {
    guard seed == self.seed else { return nil }
    return scenarios[Self.key(profile, algorithm, property.id)]
  }

  /// The witness of `algorithm` × `property` in `profile` for `seed`, if one is recorded.
  package func witness(seed: UInt64, profile: Profile, algorithm: String, property: Property) -> Int? {
    guard seed == self.seed else { return nil }
    return cases[Self.key(profile, algorithm, property.id)]
  }

  /// How many witnesses are recorded.
  package var count: Int { cases.count }

  private static func key(_ profile: Profile, _ algorithm: String, _ property: String) -> String {
    "\(profile.rawValue) \(algorithm) \(property)"
  }

  /// The witnesses of a verdicts file's text, read leniently: every line
  /// `profile algorithm property violated <case>` after a header naming `--seed S`; nil when
  /// there is no such header.
  package static func reading(verdicts text: String) -> Witnesses? {
    let lines = text.split(separator: "\n").map(String.init)
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
  /// with their shrunk scenarios from `Golden/witnesses.golden`, read once per process from
  /// beside these sources (none when they cannot be read).
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

  /// The name of the file of shrunk scenarios beside the verdicts.
  package static let fileName = "witnesses.golden"

  /// The lines of a witnesses file's text, by pair key (`profile algorithm property`): each
  /// `profile algorithm property case {scenario JSON}`.
  static func minimalLines(_ text: String) -> [String: (number: Int, json: String)] {
    var lines: [String: (number: Int, json: String)] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
      guard fields.count == 5, let number = Int(fields[3]), fields[4].hasPrefix("{") else { continue }
      lines[fields[0 ... 2].joined(separator: " ")] = (number: number, json: fields[4])
    }
    return lines
  }

  /// Adds the shrunk scenarios of a witnesses file's text to the witnesses whose case it
  /// names (a line for another case is out of date and ignored).
  package mutating func readMinimal(_ text: String) {
    for (key, line) in Self.minimalLines(text) where cases[key] == line.number {
      scenarios[key] = line.json
    }
  }

  /// A witnesses file's text: the shrunk scenario of each violation of `reports` found at a
  /// case, in the reports' order, taking the line of a pair whose algorithm `reports` did not
  /// check from `previous` (a partial record), in the order of `pairs` (`profile algorithm
  /// property`, each violated pair of the verdicts).
  package static func minimalText(pairs: [String], reports: [CheckReport], previous: String?) -> String {
    var lines = previous.map(minimalLines) ?? [:]
    for report in reports {
      for algorithm in Set(report.results.map(\.algorithm)) {
        for key in lines.keys where key.hasPrefix("\(report.profile.rawValue) \(algorithm) ") { lines[key] = nil }
      }
      for result in report.results {
        guard result.verdict == .violated, let number = result.failingCase, let minimal = result.shrunkInput else { continue }
        lines[key(report.profile, result.algorithm, result.property.id)] = (number: number, json: minimal)
      }
    }
    let body = pairs.compactMap { pair in lines[pair].map { "\(pair) \($0.number) \($0.json)" } }
    return (["# snapcheck witnesses, format 1", "# each violation's witness and its shrunk scenario: profile algorithm property case scenario"]
      + body + ["# end: \(body.count) witnesses"]).joined(separator: "\n") + "\n"
  }
}
