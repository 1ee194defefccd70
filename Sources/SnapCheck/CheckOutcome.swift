import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapIsolation

/// How `check` was asked to generate and search.
struct CheckSettings {
  /// Generated cases per property.
  var cases: Int
  /// The seed they are drawn from.
  var seed: UInt64
  /// The generation profile.
  var profile: Profile
  /// Check only this case number.
  var onlyCase: Int?
  /// Whether properties that hold get a targeted search.
  var targeted: Bool
  /// The layout's own witnesses, each replayed before the generated cases (`LayoutWitnesses`).
  var witnesses: Witnesses? = nil

  /// The generated cases' numbers.
  var numbers: [Int] { onlyCase.map { [$0] } ?? Array(0..<max(cases, 0)) }
}

/// A violation's failure as computed where the layout runs (in a child, or in process):
/// everything but the files on disk, which the parent alone writes.
struct FailureDraft {
  /// The property's result.
  var result: PairResult
  /// The counterexample as scenario JSON, after `prepare()`.
  var scenarioJSON: String
  /// Its trace, one line per step.
  var trace: [String]
  /// Its artifacts' names and contents.
  var files: [Artifacts.File]
  /// The Swift expressions that build the layout and its delegate.
  var replayArguments: String
}

/// What checking a layout found before anything is written: every property's result, the
/// failures to report, and what kept the check from meaning something.
struct CheckOutcome {
  /// Every property's result, in matrix order (only `finite` when a case traps or hangs).
  var results: [PairResult] = []
  /// The failures to report: violations that are not known ones.
  var drafts: [FailureDraft] = []
  /// What kept the check from meaning something, one line each.
  var problems: [String] = []
}

extension CheckOutcome {
  /// Checks `layout` (built by `algorithm`) here, in this process.
  init(_ layout: CheckedLayout, algorithm: Algorithm, settings: CheckSettings) {
    let runner = CheckRunner(
      seed: settings.seed, profile: settings.profile, cases: settings.cases, onlyCase: settings.onlyCase,
      targeted: settings.targeted && settings.onlyCase == nil, witnesses: settings.witnesses)
    results = runner.run(algorithms: [algorithm], properties: Property.checked(for: algorithm)).results
    drafts = results.filter { $0.verdict == .violated && !layout.knownViolations.contains($0.property) }
      .map { FailureDraft(of: $0, layout: layout) }
    let sources = SnapSources(algorithm, seed: settings.seed, profile: settings.profile, cases: settings.cases, onlyCase: settings.onlyCase)
    problems = [sources.problem(layout: layout.name)].compactMap { $0 }
    if sources.snapsNowhere { drafts = [] }
  }

  /// Checks `layout` in children of this process: the whole check in one; when it traps or
  /// hangs, the first generated case that does is found, shrunk and traced in more, and
  /// reported as a `finite` violation (the other properties are not checked then: every run
  /// that reaches that case would end the same way).
  init(isolating layout: CheckedLayout, parent: Isolation.Parent, settings: CheckSettings) {
    let algorithm = layout.algorithm
    let report = parent.launch(.whole)
    switch report.ending {
    case .completed:
      let payload = report.messages.map(ChildChannel.decode).first { $0.tag == "R" }?.payload ?? ""
      guard let wire = try? JSONDecoder().decode(CheckWire.self, from: Data(payload.utf8)), let outcome = wire.outcome(algorithm) else {
        self.init(problems: ["\(layout.name): the child process checking it sent a report that cannot be read"])
        return
      }
      self = outcome
    case .notReached(let reason):
      self.init(problems: ["\(layout.name): cannot check it in a child process: \(reason) (SNAPCHECK_ISOLATION=off checks it in this process)"])
    case .trapped, .timedOut:
      self.init(trapping: layout, found: parent.finding(report)!, parent: parent, settings: settings)
    }
  }

  /// An outcome of nothing but `problems`.
  private init(problems: [String]) {
    self.problems = problems
  }

  /// The outcome of a check of `layout` that ended as `found` (a trap or a hang) in a child:
  /// the first generated case that does so is found, shrunk and traced in more children, and
  /// reported as a `finite` violation.
  init(trapping layout: CheckedLayout, found: Isolation.Finding, parent: Isolation.Parent, settings: CheckSettings) {
    let algorithm = layout.algorithm
    let stream = CaseStream(seed: settings.seed, profile: settings.profile, algorithm: algorithm)
    let numbers = settings.numbers
    let scenarios = numbers.map { Scenario(stream.testCase($0), algorithm: algorithm) }
    let first: (index: Int, finding: Isolation.Finding, plain: Bool, launches: Int)?
    do {
      first = try parent.firstFailing(scenarios)
    } catch {
      problems = ["\(layout.name): \(found.fault) in a child process, which a second one could not reproduce: \(error.reason)"]
      return
    }
    guard let first else {
      problems = [
        "\(layout.name): fault: \(found.fault) outside the generated cases (in the targeted search, or while shrinking "
          + "another violation); run with targeted: false, or more cases, to find a case that shows it"
      ]
      return
    }
    let explained = parent.explain(scenarios[first.index], finding: first.finding, plain: first.plain)
    let result = PairResult(
      algorithm: layout.name, property: .finite, verdict: .violated, cases: first.index + 1, failingCase: numbers[first.index],
      counterexample: explained.violation)
    results = [result]
    if !layout.knownViolations.contains(.finite) {
      drafts = [
        FailureDraft(
          result: result, scenarioJSON: explained.violation.scenario.json, trace: explained.trace,
          files: explained.files(.finite), replayArguments: explained.replayArguments)
      ]
    }
  }
}

extension FailureDraft {
  /// The failure for a violated `result`: its counterexample as the layout left it after
  /// `prepare()`, its trace and its artifacts' contents (this runs the layout).
  init(of result: PairResult, layout: CheckedLayout) {
    let violation = result.counterexample.map { example in
      var observed = example
      observed.scenario = example.scenario.observed
      return observed
    }
    let trace = violation?.scenario.run()
    self.result = result
    scenarioJSON = violation?.scenario.json ?? ""
    self.trace = trace?.steps.map(GoldenTrace.text) ?? []
    if let violation, let trace {
      files = Artifacts.files(for: violation, trace: trace, property: result.property, contract: layout.contract, layout: layout.name)
    } else {
      files = []
    }
    replayArguments = layout.replayArguments
  }
}

/// A `CheckOutcome` as a child sends it: its scenarios as scenario JSON, its numbers exact.
struct CheckWire: Codable {
  /// A `PairResult`, its property by id and its verdict by raw value.
  struct Result: Codable {
    var property: String
    var verdict: String
    var cases: Int
    var exercised: Int
    var unsupported: Int
    var reason: String?
    var failingCase: Int?
    var failingCaseStream: Int?
    var byWitness: Bool
    var targetedCases: Int
    var foundByTargetedSearch: Bool
    var fixedWitness: Int?
    var shrunkInput: String?
    var counterexample: Counterexample?
    var explanation: [String]
  }

  /// A `Violation`.
  struct Counterexample: Codable {
    var scenario: String
    var message: String
    var event: Int?
    /// The expected rest's bit pattern (a `Double` may be NaN, which JSON does not spell).
    var expectedRest: UInt64?
  }

  /// A `FailureDraft`, its result by property.
  struct Draft: Codable {
    var property: String
    var scenarioJSON: String
    var trace: [String]
    var files: [Artifacts.File]
    var replayArguments: String
  }

  /// The results.
  var results: [Result]
  /// The failures to report.
  var drafts: [Draft]
  /// The problems.
  var problems: [String]

  /// `outcome` for sending.
  init(_ outcome: CheckOutcome) {
    results = outcome.results.map { result in
      Result(
        property: result.property.id, verdict: result.verdict.rawValue, cases: result.cases, exercised: result.exercised,
        unsupported: result.unsupported, reason: result.reason, failingCase: result.failingCase,
        failingCaseStream: result.failingCaseStream, byWitness: result.byWitness, targetedCases: result.targetedCases, foundByTargetedSearch: result.foundByTargetedSearch,
        fixedWitness: result.fixedWitness, shrunkInput: result.shrunkInput,
        counterexample: result.counterexample.map {
          Counterexample(
            scenario: $0.scenario.json, message: $0.message, event: $0.event, expectedRest: $0.expectedRest.map { Double($0).bitPattern })
        },
        explanation: result.explanation)
    }
    drafts = outcome.drafts.map {
      Draft(property: $0.result.property.id, scenarioJSON: $0.scenarioJSON, trace: $0.trace, files: $0.files, replayArguments: $0.replayArguments)
    }
    problems = outcome.problems
  }

  /// The outcome sent, its scenarios read for `algorithm`, or nil when something in it is not.
  func outcome(_ algorithm: Algorithm) -> CheckOutcome? {
    var outcome = CheckOutcome(problems: problems)
    for sent in results {
      guard let property = Property.named(sent.property), let verdict = Verdict(rawValue: sent.verdict) else { return nil }
      var counterexample: Violation?
      if let example = sent.counterexample {
        guard let scenario = try? Scenario(json: example.scenario, algorithms: [algorithm]) else { return nil }
        counterexample = Violation(
          scenario: scenario, message: example.message, event: example.event,
          expectedRest: example.expectedRest.map { CGFloat(Double(bitPattern: $0)) })
      }
      var result = PairResult(
        algorithm: algorithm.id, property: property, verdict: verdict, cases: sent.cases, failingCase: sent.failingCase,
        counterexample: counterexample)
      result.exercised = sent.exercised
      result.unsupported = sent.unsupported
      result.reason = sent.reason
      result.targetedCases = sent.targetedCases
      result.foundByTargetedSearch = sent.foundByTargetedSearch
      result.fixedWitness = sent.fixedWitness
      result.failingCaseStream = sent.failingCaseStream
      result.byWitness = sent.byWitness
      result.shrunkInput = sent.shrunkInput
      result.explanation = sent.explanation
      outcome.results.append(result)
    }
    for draft in drafts {
      guard let result = outcome.results.first(where: { $0.property.id == draft.property }) else { return nil }
      outcome.drafts.append(
        FailureDraft(result: result, scenarioJSON: draft.scenarioJSON, trace: draft.trace, files: draft.files, replayArguments: draft.replayArguments))
    }
    return outcome
  }

  /// The wire as JSON text.
  var text: String { String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self) }
}
