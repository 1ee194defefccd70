import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapReport

/// The golden directory: one `<algorithm>.golden` per registered algorithm, `verdicts.golden`
/// and `edge-cases.md`. It checks them against what the code does now and records them anew.
package struct GoldenStore {
  /// The directory holding the files.
  package let directory: URL

  /// A store over `directory`.
  package init(directory: URL) {
    self.directory = directory
  }

  /// The path of the witnesses file, as a problem with one of its lines names it.
  var witnessesPath: String { directory.appendingPathComponent(Witnesses.fileName).path }

  /// The `Golden/` directory of the Swift package `start` lies in: beside the nearest
  /// `Package.swift` at or above `start`, or nil when there is none.
  ///
  /// The command line starts from the current directory, so a binary works on the checkout it
  /// is run in, never on the one it was built from.
  package static func packageGoldenDirectory(from start: URL) -> URL? {
    var directory = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory.appendingPathComponent("Golden")
      }
      let parent = directory.deletingLastPathComponent().standardizedFileURL
      guard parent.path != directory.path, !directory.path.isEmpty else { return nil }
      directory = parent
    }
  }

  /// Whether a value of `CI` means a CI machine: anything but empty, `0` or `false` (any case),
  /// which are how CI systems and people say "not CI". Goldens are never recorded there.
  package static func isContinuousIntegration(_ value: String) -> Bool {
    !["", "0", "false"].contains(value.lowercased())
  }

  /// The file name of an algorithm's golden.
  package static func fileName(of algorithm: String) -> String { "\(algorithm).golden" }

  /// The golden file the code produces now for `algorithm`: its trace on the corpus and the
  /// edge cases named for it, if any.
  package static func current(for algorithm: Algorithm) -> GoldenFile {
    current(for: algorithm, entries: Corpus.entries(for: algorithm), corpus: Corpus.description(for: algorithm))
  }

  /// The golden file of `algorithm`'s trace on `entries` (a user's layout has its own), the
  /// header's corpus line being `corpus`.
  package static func current(for algorithm: Algorithm, entries: [CorpusEntry], corpus: String) -> GoldenFile {
    let records = entries.map { entry in
      let scenario = entry.scenario(for: algorithm)
      return GoldenFile.Record(
        name: entry.name, fingerprint: GoldenTrace.fingerprint(scenario.testCase), lines: GoldenTrace.lines(of: scenario))
    }
    return GoldenFile(algorithm: algorithm.id, corpus: corpus, records: records)
  }

  /// The verdicts a deep run finds now for `algorithms`, in both profiles: the default seed,
  /// `cases` cases per pair (`CheckDefaults.deepCases` unless told), each pair's witness in
  /// `witnesses` checked first (so a violation keeps its witness while it still fails); with
  /// how long it took.
  package static func deepVerdicts(
    for algorithms: [Algorithm], witnesses: Witnesses?, cases: Int = CheckDefaults.deepCases
  ) -> (verdicts: VerdictsGolden, reports: [CheckReport], seconds: Double) {
    let clock = ContinuousClock()
    var reports: [CheckReport] = []
    let elapsed = clock.measure {
      reports = Profile.allCases.map { profile in
        CheckRunner(seed: VerdictsGolden.seed, profile: profile, cases: cases, witnesses: witnesses)
          .run(algorithms: algorithms, properties: Property.allCases)
      }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (VerdictsGolden(reports: reports), reports, seconds)
  }

  /// The matrices of every registered algorithm, computed once per process (they depend on
  /// the code alone): the verdicts and the committed report are both made from them.
  private static var registryMatrices: [CheckReport] { Profile.allCases.map(CheckRunner.defaultMatrix) }

  /// The verdicts of every registered algorithm, so checking several golden directories
  /// costs one run.
  private static let registryVerdicts = VerdictsGolden(reports: registryMatrices)

  /// The files of the committed report as `Scripts/report.sh` writes them now: the realistic
  /// matrix of every registered algorithm.
  private static let registryReportFiles = Report(
    check: registryMatrices[Profile.allCases.firstIndex(of: .realistic) ?? 0], cases: VerdictsGolden.cases
  ).files

  /// The trace golden of every registered algorithm, computed once per process, by id.
  private static let registryGoldens = Dictionary(uniqueKeysWithValues: AlgorithmRegistry.all.map { ($0.id, current(for: $0)) })

  private func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// Whether the file exists: not when a folder of its path is missing (`ENOENT`) or is a file
  /// (`ENOTDIR`), where there is nothing to read and recording says it cannot write.
  ///
  /// - Throws: `GoldenProblem.unreadable` when that cannot be told.
  private func exists(_ name: String) throws(GoldenProblem) -> Bool {
    var status = stat()
    guard lstat(url(name).path, &status) == 0 else {
      guard errno == ENOENT || errno == ENOTDIR else { throw .unreadable(file: name) }
      return false
    }
    return true
  }

  /// The file's text, or nil when there is no such file.
  ///
  /// - Throws: `GoldenProblem.unreadable` when it exists but cannot be read.
  private func read(_ name: String) throws(GoldenProblem) -> String? {
    let path = url(name).path
    guard try exists(name) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(file: name) }
    return String(decoding: data, as: UTF8.self)
  }

  /// The recorded verdicts.
  ///
  /// - Throws: `GoldenProblem` when the file is missing or malformed.
  package func verdicts() throws(GoldenProblem) -> VerdictsGolden {
    guard let text = try read(VerdictsGolden.fileName) else { throw .missing(file: VerdictsGolden.fileName) }
    var verdicts = try VerdictsGolden.parse(text, file: VerdictsGolden.fileName)
    verdicts.minimal = try read(Witnesses.fileName)
    verdicts.minimalPath = url(Witnesses.fileName).path
    return verdicts
  }

  /// Every problem with the golden files, in a stable order: each algorithm's golden, orphans,
  /// the verdicts, the edge-case table, the committed report.
  package func check() -> [GoldenProblem] {
    checkTraces() + checkVerdicts() + checkEdgeCaseTable() + checkReport()
  }

  /// Problems with the trace goldens of `algorithms`, and `.golden` files no algorithm owns.
  package func checkTraces(algorithms: [Algorithm] = AlgorithmRegistry.all) -> [GoldenProblem] {
    var problems: [GoldenProblem] = []
    for algorithm in algorithms {
      let name = Self.fileName(of: algorithm.id)
      do throws(GoldenProblem) {
        guard try exists(name) else {
          problems.append(.missing(file: name))
          continue
        }
        var recorded = try GoldenReader(url: url(name), file: name)
        let current = Self.registryGoldens[algorithm.id] ?? Self.current(for: algorithm)
        switch try GoldenDiff.compare(&recorded, with: current) {
        case nil: break
        case .header(let line, let old, let new)?: problems.append(.header(file: name, line: line, recorded: old, now: new))
        case .scenarios(let differing, let total, let diff, _)?: problems.append(.mismatch(file: name, differing: differing, total: total, diff: diff))
        }
      } catch {
        problems.append(error)
      }
    }
    return problems + strays(known: AlgorithmRegistry.ids)
  }

  /// Problems with `verdicts.golden`: missing, malformed (which includes any byte `golden
  /// record` would not write), or disagreeing with `current`, by default the matrix the code
  /// gives now (computed once per process).
  package func checkVerdicts(current: VerdictsGolden? = nil) -> [GoldenProblem] {
    do {
      let recorded = try verdicts()
      let current = current ?? Self.registryVerdicts
      let unreadable = Witnesses.problems(in: recorded.minimal ?? "", algorithms: AlgorithmRegistry.all)
        .map { GoldenProblem.witness(file: witnessesPath, problem: $0) }
      guard recorded != current else { return unreadable }
      let lines = Self.differingLines(recorded.text, current.text)
      return unreadable + [.mismatch(
        file: VerdictsGolden.fileName, differing: lines.count / 2, total: current.entries.count,
        diff: lines.prefix(6).joined(separator: "\n"))]
    } catch {
      return [error]
    }
  }

  /// Problems with `edge-cases.md`: missing, or not what the code produces now.
  package func checkEdgeCaseTable() -> [GoldenProblem] {
    let recorded: String
    do {
      guard let text = try read(EdgeCaseTable.fileName) else { return [.missing(file: EdgeCaseTable.fileName)] }
      recorded = text
    } catch {
      return [error]
    }
    let table = EdgeCaseTable.markdown(algorithms: AlgorithmRegistry.all)
    guard recorded != table else { return [] }
    let lines = Self.differingLines(recorded, table)
    return [.mismatch(
      file: EdgeCaseTable.fileName, differing: lines.count / 2, total: Corpus.named.count,
      diff: lines.prefix(2).joined(separator: "\n"))]
  }

  /// The directory holding the committed report beside the goldens, which is expected.
  package static let reportDirectoryName = "report"

  /// Problems with the committed report in `report/`: a file the report writes that is missing
  /// or differs in any byte from `expected` (by default what `Scripts/report.sh` writes now,
  /// computed once per process), and any other file in it, in name order.
  package func checkReport(expected: [(name: String, contents: String)]? = nil) -> [GoldenProblem] {
    let name = Self.reportDirectoryName
    let report = url(name)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: report.path, isDirectory: &isDirectory) else {
      return [.report(file: "\(name)/", reason: "missing; write it with Scripts/report.sh")]
    }
    guard isDirectory.boolValue else { return [] }
    guard let found = try? FileManager.default.contentsOfDirectory(atPath: report.path) else { return [.unreadable(file: "\(name)/")] }
    let files = expected ?? Self.registryReportFiles
    let regenerate = "regenerate the report with Scripts/report.sh and review the diff"
    return Set(found + files.map(\.name)).sorted().compactMap { file in
      let path = "\(name)/\(file)"
      guard let contents = files.first(where: { $0.name == file })?.contents else {
        return .report(file: path, reason: "not a file the report writes; move it elsewhere (report --out refuses to replace a report holding it)")
      }
      guard found.contains(file) else { return .report(file: path, reason: "missing; \(regenerate)") }
      guard let data = FileManager.default.contents(atPath: report.appendingPathComponent(file).path) else { return .unreadable(file: path) }
      guard data != Data(contents.utf8) else { return nil }
      let line = GoldenDiff.firstDifferingLine(String(decoding: data, as: UTF8.self), contents)
      let difference = line.map { "line \($0.line) is \($0.found), the report writes \($0.expected)" } ?? "its bytes differ"
      return .report(file: path, reason: "not what the report writes now (\(difference)); \(regenerate)")
    }
  }

  /// Files in the directory that are no golden: `.golden` files naming no algorithm in
  /// `known` (orphans), and anything else but the verdicts, the edge-case table and the
  /// `report/` directory (strays), hidden files included, in name order.
  private func strays(known: [String]) -> [GoldenProblem] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let expected = known.map(Self.fileName(of:)) + [VerdictsGolden.fileName, Witnesses.fileName, EdgeCaseTable.fileName]
    var isDirectory: ObjCBool = false
    return names.sorted().compactMap { name in
      if expected.contains(name) { return nil }
      if name == Self.reportDirectoryName,
        FileManager.default.fileExists(atPath: url(name).path, isDirectory: &isDirectory), isDirectory.boolValue
      {
        return nil
      }
      return name.hasSuffix(".golden") ? .orphan(file: name) : .stray(file: name)
    }
  }

  private static func differingLines(_ old: String, _ new: String) -> [String] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(before.count, after.count) {
      let a = index < before.count ? String(before[index]) : "(none)"
      let b = index < after.count ? String(after[index]) : "(none)"
      if a != b {
        out.append("  expected: \(a)")
        out.append("  actual:   \(b)")
      }
    }
    return out
  }

  /// Records the goldens of `algorithms` (every registered one when nil), their verdicts and
  /// the edge-case table, each written atomically; returns one line per file saying what changed.
  ///
  /// Every file is read before anything is computed or written, so an unreadable one stops the
  /// record at once with nothing changed. A partial record keeps `verdicts.golden`'s order and
  /// changes only the recorded algorithms' lines. The verdicts come from a run of `depth` cases
  /// per pair: the deep run `golden record` makes, or a shallow one (a test's, which a deep
  /// run would make slow).
  package func record(algorithms selected: [Algorithm]? = nil, depth: Int = CheckDefaults.deepCases) throws -> [String] {
    let algorithms = selected ?? AlgorithmRegistry.all
    let oldGoldens = try algorithms.map { try read(Self.fileName(of: $0.id)) }
    let oldVerdicts = try read(VerdictsGolden.fileName)
    let oldMinimal = try read(Witnesses.fileName)
    // A witness no run can replay would be dropped without a word: refused, before anything is
    // written. Every algorithm's lines are judged, since a partial record rewrites them all.
    if let problem = Witnesses.problems(in: oldMinimal ?? "", algorithms: AlgorithmRegistry.all).first {
      throw GoldenProblem.witness(file: witnessesPath, problem: problem)
    }
    let oldTable = try read(EdgeCaseTable.fileName)
    let currents = algorithms.map(Self.current)
    // Never green by accident: a golden of nothing but unsupported steps is refused, before anything is written.
    for (algorithm, current) in zip(algorithms, currents) {
      if let nothing = NothingRan.line(layout: algorithm.id, golden: current) { throw NothingRanError(line: nothing) }
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var changes: [String] = []
    for ((algorithm, old), current) in zip(zip(algorithms, oldGoldens), currents) {
      let name = Self.fileName(of: algorithm.id)
      let change: String
      if let old {
        var previous = GoldenReader(text: old, file: name)
        switch Result(catching: { () throws(GoldenProblem) in try GoldenDiff.compare(&previous, with: current) }) {
        case .success(nil): change = "unchanged"
        case .success(.header(let line, _, _)?): change = "header line \(line) changed"
        case .success(.scenarios(let differing, let total, _, _)?): change = "\(differing) of \(total) scenarios changed"
        case .failure: change = "rewritten (the old file was malformed)"
        }
      } else {
        change = "new"
      }
      try write(current.text, to: name)
      changes.append("\(name): \(change)")
    }
    var oldWitnesses = oldVerdicts.flatMap(Witnesses.reading(verdicts:))
    if let oldMinimal { oldWitnesses?.readMinimal(oldMinimal) }
    // Every old witness is replayed first, as its scenario, so one that still fails keeps its
    // line whatever the stream draws now; each is explained again, so the file's explanations
    // are today's.
    let deep = Self.deepVerdicts(for: algorithms, witnesses: oldWitnesses?.unexplained, cases: depth)
    var verdicts = deep.verdicts
    if let selected, let previous = oldVerdicts.flatMap({ try? VerdictsGolden.parse($0, file: VerdictsGolden.fileName) }) {
      verdicts = selected.reduce(previous) { $0.replacing($1.id, with: verdicts, order: AlgorithmRegistry.ids) }
    }
    let witnesses = verdicts.entries.count { $0.failingCase != nil }
    changes.append(
      "\(VerdictsGolden.fileName): " + describeChange(oldVerdicts, verdicts.text)
        + " (a deep run: \(depth) cases per pair, both profiles, \(algorithms.count) algorithms,"
        + " \(String(format: "%.1f", deep.seconds)) s; \(witnesses) witnesses, each replayed by every default run)")
    try write(verdicts.text, to: VerdictsGolden.fileName)
    let minimal = Witnesses.minimalText(pairs: verdicts.witnessPairs, reports: deep.reports, previous: oldMinimal)
    changes.append("\(Witnesses.fileName): " + describeChange(oldMinimal, minimal))
    try write(minimal, to: Witnesses.fileName)
    let table = EdgeCaseTable.markdown(algorithms: AlgorithmRegistry.all)
    changes.append("\(EdgeCaseTable.fileName): " + describeChange(oldTable, table))
    try write(table, to: EdgeCaseTable.fileName)
    return changes
  }

  private func describeChange(_ old: String?, _ new: String) -> String {
    guard let old else { return "new" }
    let lines = Self.differingLines(old, new).count / 2
    return lines == 0 ? "unchanged" : "\(lines) lines changed"
  }

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url(name), options: .atomic)
  }
}
