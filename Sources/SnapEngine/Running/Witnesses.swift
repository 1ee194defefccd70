import Foundation

/// Recorded witnesses, as Hypothesis keeps an example database: for each algorithm ×
/// property pair a deep run found violated, the generated case that showed it.
///
/// A run checks each pair's witness before its own cases (case `k` of the stream is drawn
/// directly, however far beyond the run's count), so a run of the default count reports every
/// violation the deep run recorded; a witness that no longer fails is reported as fixed, and
/// the run's own cases still find a new violation. `Golden/verdicts.golden` holds the
/// built-ins' witnesses (its failing cases); `Witnesses.recorded` reads them.
///
///     var witnesses = Witnesses(seed: 20261129)
///     witnesses.add(4812, profile: .realistic, algorithm: "up-carousel", property: "translation-invariant")
package struct Witnesses: Sendable, Equatable {
  /// The seed the witnesses' case numbers belong to: a runner with another seed uses none.
  package var seed: UInt64
  /// The case of each pair, keyed `profile algorithm property`.
  private var cases: [String: Int] = [:]

  /// No witnesses, for `seed`.
  package init(seed: UInt64) {
    self.seed = seed
  }

  /// Records `number` as the witness of `algorithm` × `property` in `profile`.
  package mutating func add(_ number: Int, profile: Profile, algorithm: String, property: String) {
    cases[Self.key(profile, algorithm, property)] = number
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

  /// The built-in algorithms' witnesses: those of the package's `Golden/verdicts.golden`,
  /// read once per process from beside these sources (none when it cannot be read).
  package static let recorded: Witnesses = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Golden").appendingPathComponent("verdicts.golden")
    guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
      return Witnesses(seed: CheckDefaults.seed)
    }
    return reading(verdicts: text) ?? Witnesses(seed: CheckDefaults.seed)
  }()
}
