import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapIsolation
import SnapModel
import Testing

/// Checks your own snap layout from your own tests.
///
/// Subclass `UICollectionViewFlowLayout` (or `UICollectionViewLayout`, for a layout that
/// places its items itself) with the code you ship on iOS (and pass the delegate you snap in,
/// if you do), declare what it promises and the app's configurations,
/// and call `verify`: every applicable property (<doc:TheProperties>) runs over generated cases,
/// and every violation is recorded as an issue at your call, with its shrunk counterexample,
/// trace, artifacts and a replay call.
///
///     @Test func carouselSnaps() {
///       SnapCheck.verify(PagingCarouselLayout(), contract: LayoutContract(alignment: .leading))
///     }
public enum SnapCheck {
  /// The seed `verify` uses unless told otherwise (the command line's default).
  public static let defaultSeed: UInt64 = CheckDefaults.seed
  /// Generated cases per property unless told otherwise: 100, as QuickCheck and Hypothesis
  /// run by default, then the targeted search, so a gate in `swift test` costs about a second
  /// of CPU in a debug build. The command line's `check` runs 1000; pass `cases:` for a
  /// deeper run (a nightly job).
  public static let defaultCases: Int = CheckDefaults.gateCases
  /// Where failures' artifacts go unless `artifacts:` or `$SNAPCHECK_ARTIFACTS` says
  /// otherwise: this folder of the package holding the test, then one folder per layout and,
  /// in it, one per test (`UnclampedCarouselLayout/CarouselTests.snaps`).
  public static let artifactsFolder = ".build/snapcheck-artifacts"
  /// The environment variable that, when set, names the folder artifacts go to instead.
  public static let artifactsVariable = "SNAPCHECK_ARTIFACTS"
  /// The environment variable that deepens every `check` and `verify` of a layout: a whole
  /// number of generated cases per property that a run checks at least (a nightly job sets
  /// it; a call asking for more keeps its own).
  public static let casesVariable = "SNAPCHECK_CASES"

  /// The cases a run asked for `cases` checks with `environment`'s `SNAPCHECK_CASES`: the
  /// larger of the two; a value that is not a whole number of at least 1 is the problem line.
  static func deepened(_ cases: Int, environment: [String: String]) -> Result<Int, CasesVariableProblem> {
    guard let text = environment[casesVariable], !text.isEmpty else { return .success(cases) }
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let deeper = Int(text), deeper >= 1 else {
      return .failure(CasesVariableProblem(line: "\(casesVariable)=\(text): expected a whole number of cases, at least 1"))
    }
    return .success(max(cases, deeper))
  }

  /// What is wrong with `SNAPCHECK_CASES`, in one line.
  struct CasesVariableProblem: Error {
    /// The line.
    var line: String
  }

  /// Checks every applicable property against `layout` and returns what it found, without
  /// recording issues: `verify` is this plus an issue per failure.
  ///
  /// A property that holds on every generated case then gets a targeted search (unless
  /// `targeted` is false or `onlyCase` is set). Each failure's scenario, trace and filmstrip
  /// are written under `artifacts` (default: `$SNAPCHECK_ARTIFACTS`, else
  /// `.build/snapcheck-artifacts` of the package holding `testFile`).
  public static func check(
    _ layout: CheckedLayout, cases: Int = defaultCases, seed: UInt64 = defaultSeed, profile: Profile = .realistic,
    onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil, testFile: String = #filePath
  ) -> SnapCheckRun {
    check(
      layout, CheckSettings(cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted),
      artifacts: artifacts, testFile: testFile, location: testFile)
  }

  /// `check` from the call at `location` (which a child process's re-run of the test finds);
  /// with `keepsWitnesses` (`verify`), the layout's kept counterexamples (`LayoutWitnesses`)
  /// are replayed first and the file is updated with what the run found.
  ///
  /// The layout runs in child processes (`Isolation`) unless there is no test to re-run or
  /// `SNAPCHECK_ISOLATION=off`; this process only writes the artifacts and the witnesses.
  static func check(
    _ layout: CheckedLayout, _ settings: CheckSettings, artifacts: URL?, testFile: String, location: String, keepsWitnesses: Bool = false
  ) -> SnapCheckRun {
    var settings = settings
    switch deepened(settings.cases, environment: ProcessInfo.processInfo.environment) {
    case .success(let cases): settings.cases = cases
    case .failure(let problem): return SnapCheckRun(layout: layout.name, results: [], failures: [], problems: [problem.line])
    }
    let kept = keepsWitnesses ? LayoutWitnesses(layout: layout.name, testFile: testFile) : nil
    settings.witnesses = kept?.witnesses(seed: settings.seed)
    if let problem = layout.problem
      ?? (settings.cases < 1 && settings.onlyCase == nil ? "\(layout.name): cases \(settings.cases) must be at least 1" : nil)
    {
      return SnapCheckRun(layout: layout.name, results: [], failures: [], problems: [problem])
    }
    let outcome: CheckOutcome
    switch Isolation.role("check", location: location, budget: layout.caseTimeout) {
    case .skipped(let earlier):
      guard let earlier, let wire = try? JSONDecoder().decode(CheckWire.self, from: Data(earlier.utf8)),
        let sent = wire.outcome(layout.algorithm)
      else { return SnapCheckRun(layout: layout.name, results: [], failures: [], problems: []) }
      outcome = sent
    case .child(let request, let channel):
      let algorithm = Isolation.heartbeating(layout.algorithm, channel: channel)
      Isolation.serve(
        request, channel: channel, algorithms: [algorithm],
        scan: Isolation.checkEveryProperty,
        replayArguments: { layout.replayArguments },
        whole: { CheckWire(CheckOutcome(layout, algorithm: algorithm, settings: settings)).text })
    case .inProcess:
      outcome = CheckOutcome(layout, algorithm: layout.algorithm, settings: settings)
    case .parent(let parent):
      outcome = CheckOutcome(isolating: layout, parent: parent, settings: settings)
      parent.returned(CheckWire(outcome).text)
    }
    // A kept witness that cannot be replayed fails the run, and its file is left as it is
    // (judged here, in the process that writes it, not in every child).
    let unreadable = kept?.problems(algorithm: layout.algorithm) ?? []
    let directory = Artifacts(layout: layout.name, explicit: artifacts, testFile: testFile)
    directory.removeEarlierArtifacts()
    let failures = outcome.drafts.map { failure(of: $0, layout: layout, seed: settings.seed, profile: settings.profile, artifacts: directory) }
    // A replay of one case neither replays nor changes the witnesses; known violations are not kept.
    let failing = outcome.results.filter { !layout.knownViolations.contains($0.property) }
    let unkept = settings.onlyCase == nil && unreadable.isEmpty ? kept?.update(failing, seed: settings.seed, profile: settings.profile) : nil
    return SnapCheckRun(
      layout: layout.name, results: outcome.results, failures: failures, problems: unreadable + outcome.problems + [unkept].compactMap { $0 })
  }

  /// Checks every applicable property against `layout` and records an issue at the call for
  /// each property violated (known violations aside) and for anything that kept the check from
  /// meaning something: a bad contract or configuration space, or nothing to check.
  ///
  /// Each counterexample found is kept in the layout's snapshot folder beside its golden
  /// (`__Snapshots__/<test file>/<layout>.witnesses`; commit it) and replayed first on every
  /// later run, without shrinking again; one that no longer fails is reported as fixed
  /// (`SnapCheckRun/fixedWitnesses`) and leaves the file; one whose scenario no longer reads
  /// fails the run, named by its file and line, and the file is left as it is until the line
  /// is fixed or deleted. `$SNAPCHECK_CASES` deepens the run.
  ///
  /// - Returns: what the check found, every property's result among it.
  @discardableResult
  public static func verify(
    _ layout: CheckedLayout, cases: Int = defaultCases, seed: UInt64 = defaultSeed, profile: Profile = .realistic,
    onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> SnapCheckRun {
    let run = check(
      layout, CheckSettings(cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted),
      artifacts: artifacts, testFile: sourceLocation.filePath, location: "\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)",
      keepsWitnesses: true)
    for problem in run.problems { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    for failure in run.failures { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
    return run
  }

  /// `verify` for a layout built by an expression: a fresh instance (and delegate) per case.
  ///
  /// - Parameters:
  ///   - makeLayout: builds a fresh layout; called once per case.
  ///   - makeDelegate: builds the collection view's delegate for the same case, when the app
  ///     snaps (or answers flow-layout questions) there; by default the layout itself is the
  ///     delegate when it adopts `UIScrollViewDelegate`.
  ///   - contract: what the layout promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - name: how messages and artifact files name the layout (default: its type's name).
  ///   - knownViolations: properties the layout is known to break: checked and reported in
  ///     the result, but not recorded as issues.
  ///   - cases: generated cases per property.
  ///   - seed: the generator's seed: the same seed generates the same cases on every platform.
  ///   - profile: which configurations and gestures the generator draws.
  ///   - onlyCase: check only this generated case (what a failure's "regenerate it" line sets).
  ///   - targeted: whether a targeted search follows once every generated case passes.
  ///   - artifacts: where failures' files go (default: `$SNAPCHECK_ARTIFACTS`, else
  ///     `.build/snapcheck-artifacts` of the package holding the test).
  ///   - sourceLocation: where issues are recorded: the call.
  @discardableResult
  public static func verify(
    _ makeLayout: @escaping @Sendable @autoclosure () -> UICollectionViewLayout,
    delegate makeDelegate: @escaping @Sendable @autoclosure () -> UIScrollViewDelegate? = nil,
    contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(), name: String? = nil,
    knownViolations: [Property] = [], cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SnapCheckRun {
    let layout = CheckedLayout(
      expression: makeLayout, delegate: makeDelegate, name: name, contract: contract, configurations: configurations,
      knownViolations: knownViolations)
    return verify(
      layout, cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted, artifacts: artifacts,
      sourceLocation: sourceLocation)
  }

  /// Replays a counterexample's scenario file (as a failure's artifacts hold it), records an
  /// issue for every property it violates (known violations aside), and returns its trace,
  /// one line per step.
  ///
  /// A failure's replay line builds the layout and delegate with `Type()`; for a type whose
  /// initializer takes arguments, pass them as your test does.
  @discardableResult
  public static func replay(
    _ layout: CheckedLayout, scenarioFile path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    if let problem = layout.problem {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      return []
    }
    let algorithm = layout.algorithm
    let scenario: Scenario
    do {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ScenarioError.syntax("cannot read \(path)")
      }
      scenario = try Scenario(json: String(decoding: data, as: UTF8.self), algorithms: [algorithm])
    } catch {
      Issue.record(Comment(rawValue: "\(layout.name): \(path): \(error)"), sourceLocation: sourceLocation)
      return []
    }
    let replayed: Replayed
    switch Isolation.role("replay", location: "\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)", budget: layout.caseTimeout) {
    case .skipped(let earlier):
      return earlier.flatMap { try? JSONDecoder().decode(Replayed.self, from: Data($0.utf8)) }?.trace ?? []
    case .child(let request, let channel):
      let algorithm = Isolation.heartbeating(algorithm, channel: channel)
      Isolation.serve(
        request, channel: channel, algorithms: [algorithm],
        scan: Isolation.checkEveryProperty,
        replayArguments: { layout.replayArguments },
        whole: {
          var here = scenario
          here.algorithm = algorithm
          return Replayed(here, layout: layout).text
        })
    case .inProcess:
      replayed = Replayed(scenario, layout: layout)
    case .parent(let parent):
      let report = parent.launch(.whole)
      switch report.ending {
      case .completed:
        let payload = report.messages.map(ChildChannel.decode).first { $0.tag == "R" }?.payload ?? ""
        replayed = (try? JSONDecoder().decode(Replayed.self, from: Data(payload.utf8)))
          ?? Replayed(issues: ["\(layout.name): the child process replaying \(path) sent a report that cannot be read"], trace: [])
      case .notReached(let reason):
        replayed = Replayed(issues: ["\(layout.name): cannot replay \(path) in a child process: \(reason)"], trace: [])
      case .trapped, .timedOut:
        let explained = parent.explain(scenario, finding: parent.finding(report)!, plain: true, shrinking: false)
        replayed = Replayed(
          issues: layout.knownViolations.contains(.finite) ? [] : ["\(layout.name) violates finite: \(explained.violation.message)"],
          trace: explained.trace)
      }
      parent.returned(replayed.text)
    }
    for issue in replayed.issues { Issue.record(Comment(rawValue: issue), sourceLocation: sourceLocation) }
    return replayed.trace
  }

  /// What replaying a scenario found: the issues to record and its trace.
  private struct Replayed: Codable {
    /// One message per property violated (known violations aside).
    var issues: [String]
    /// The trace, one line per step.
    var trace: [String]

    init(issues: [String], trace: [String]) {
      self.issues = issues
      self.trace = trace
    }

    /// Replays `scenario` here (this runs the layout).
    init(_ scenario: Scenario, layout: CheckedLayout) {
      issues = Property.checked(for: scenario.algorithm).filter { !layout.knownViolations.contains($0) }.compactMap { property in
        property.violation(in: scenario).map { "\(layout.name) violates \(property.id): \($0.message)" }
      }
      trace = scenario.run().steps.map(GoldenTrace.text)
    }

    /// As JSON text.
    var text: String { String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self) }
  }

  /// `replay` for a layout built by an expression, as a failure's replay line writes it.
  @discardableResult
  public static func replay(
    _ makeLayout: @escaping @Sendable @autoclosure () -> UICollectionViewLayout,
    delegate makeDelegate: @escaping @Sendable @autoclosure () -> UIScrollViewDelegate? = nil,
    contract: LayoutContract, name: String? = nil, knownViolations: [Property] = [], scenarioFile path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let layout = CheckedLayout(
      expression: makeLayout, delegate: makeDelegate, name: name, contract: contract, knownViolations: knownViolations)
    return replay(layout, scenarioFile: path, sourceLocation: sourceLocation)
  }

  /// The failure `draft` describes, its artifacts written and its replay call built.
  static func failure(of draft: FailureDraft, layout: CheckedLayout, seed: UInt64, profile: Profile, artifacts: Artifacts) -> SnapCheckFailure {
    var files: [URL] = []
    var problem: String?
    if !draft.files.isEmpty {
      do {
        files = try artifacts.write(draft.files)
      } catch {
        problem = "\(artifacts.directory.path): \(error.localizedDescription)"
      }
    }
    var failure = SnapCheckFailure(
      layout: layout.name, result: draft.result, seed: seed, profile: profile, scenarioJSON: draft.scenarioJSON,
      trace: draft.trace, replay: replayCall(layout, replayArguments: draft.replayArguments, scenarioFile: files.first),
      artifacts: files, artifactProblem: problem)
    failure.notes = layout.notes + [draft.result.counterexample.flatMap { SnapCheckFailure.offGridNote($0.scenario) }].compactMap { $0 }
    return failure
  }

  /// The `SnapCheck.replay` call of `layout` (built by `replayArguments`) on `scenarioFile`.
  static func replayCall(_ layout: CheckedLayout, replayArguments: String, scenarioFile: URL?) -> String {
    var arguments = "\(replayArguments), contract: \(layout.contract), name: \(String(reflecting: layout.name))"
    if !layout.knownViolations.isEmpty {
      arguments += ", knownViolations: [" + layout.knownViolations.map { ".\(propertyName($0))" }.joined(separator: ", ") + "]"
    }
    return "SnapCheck.replay(\(arguments), scenarioFile: \(String(reflecting: scenarioFile?.path ?? "<scenario file>")))"
  }

  /// The Swift name of a property's static constant: its id in lower camel case.
  private static func propertyName(_ property: Property) -> String {
    let words = property.id.split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
  }
}
