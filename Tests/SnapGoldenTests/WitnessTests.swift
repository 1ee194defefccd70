import SnapAlgorithms
@testable import SnapEngine
import SnapGolden
import Testing

/// Recorded witnesses (`Witnesses`): each pair's witness is checked before its cases, even
/// beyond the run's count; one that no longer fails is reported as fixed; the run's own cases
/// still find a violation.
///
/// The pair is last-offset × reachable in the realistic profile at the default seed, whose
/// first failing case is 70 (cases 0–69 hold): `snapcheck check --algorithm last-offset
/// --property reachable --case 70` fails, and `--cases 70` holds.
@Suite("Witnesses: replayed first, reported when fixed")
struct WitnessTests {
  static let lastOffset = AlgorithmRegistry.algorithm(id: "last-offset")!

  /// A runner of the realistic profile at the default seed with `cases` cases and, when
  /// given, `witness` as last-offset × reachable's witness.
  static func runner(cases: Int, witness: Int? = nil) -> CheckRunner {
    var witnesses = Witnesses(seed: CheckDefaults.seed)
    if let witness { witnesses.add(witness, profile: .realistic, algorithm: "last-offset", property: "reachable") }
    return CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: cases, witnesses: witnesses)
  }

  @Test("Ten cases miss the violation at case 70; with 70 as the witness they report it, from the witness alone")
  func witnessBeyondTheCount() {
    #expect(Self.runner(cases: 10).pair.verdict == .holds)
    let replayed = Self.runner(cases: 10, witness: 70).pair
    #expect(replayed.verdict == .violated)
    #expect(replayed.failingCase == 70)
    #expect(replayed.cases == 1)
    #expect(replayed.fixedWitness == nil)
  }

  @Test("A witness that holds is reported as fixed, and the check expecting its violation says so")
  func fixedWitness() throws {
    // Case 5 holds (the first failure is 70): as a witness it is fixed; ten cases find nothing.
    let result = Self.runner(cases: 10, witness: 5).pair
    #expect(result.verdict == .holds)
    #expect(result.fixedWitness == 5)
    #expect(result.cases == 11)
    let recorded = try VerdictsGolden.parse(
      """
      # snapcheck verdicts, format 1
      # snapcheck check --seed \(CheckDefaults.seed) --cases 1000, both profiles: profile algorithm property verdict [failing case]
      realistic last-offset reachable violated 5
      # end: 1 verdicts

      """, file: "verdicts.golden")
    #expect(recorded.witnesses.witness(seed: CheckDefaults.seed, profile: .realistic, algorithm: "last-offset", property: .reachable) == 5)
    let report = CheckReport(seed: CheckDefaults.seed, profile: .realistic, results: [result])
    #expect(recorded.surprises(in: report) == ["last-offset × reachable: its witness, case 5, no longer fails (fixed); record the verdicts again"])
  }

  @Test("A fixed witness does not stop the walk: its own cases still find the violation")
  func newViolationStillFound() {
    let result = Self.runner(cases: 100, witness: 5).pair
    #expect(result.verdict == .violated)
    #expect(result.failingCase == 70)
    #expect(result.fixedWitness == 5)
  }

  @Test("Witnesses apply only to their seed, not to a replay of one case or an algorithm given options")
  func scope() {
    var witnesses = Witnesses(seed: 7)
    witnesses.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable")
    #expect(witnesses.witness(seed: 7, profile: .realistic, algorithm: "last-offset", property: .reachable) == 70)
    #expect(witnesses.witness(seed: 8, profile: .realistic, algorithm: "last-offset", property: .reachable) == nil)
    #expect(witnesses.witness(seed: 7, profile: .hostile, algorithm: "last-offset", property: .reachable) == nil)
    let replay = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 10, onlyCase: 3, witnesses: Self.runner(cases: 1, witness: 70).witnesses)
    #expect(replay.pair.verdict == .holds)
  }

  @Test("Witnesses are read from a verdicts file's violated lines, with its seed")
  func reading() {
    let text = """
      # snapcheck verdicts, format 1
      # snapcheck check --seed 7 --cases 1000, both profiles: profile algorithm property verdict [failing case]
      realistic last-offset reachable violated 70
      hostile up-carousel finite violated 12
      realistic last-offset finite holds
      # end: 3 verdicts

      """
    let witnesses = Witnesses.reading(verdicts: text)
    #expect(witnesses?.count == 2)
    #expect(witnesses?.witness(seed: 7, profile: .hostile, algorithm: "up-carousel", property: .finite) == 12)
    #expect(Witnesses.reading(verdicts: "no header\n") == nil)
  }

  /// Case `number` of last-offset's realistic stream at the default seed, as scenario JSON.
  static func caseJSON(_ number: Int) -> String {
    let stream = CaseStream(seed: CheckDefaults.seed, profile: .realistic, algorithm: lastOffset)
    return Scenario(stream.testCase(number), algorithm: lastOffset).json
  }

  /// A runner whose last-offset × reachable witness is case 70 with `minimal` as its shrunk scenario.
  static func runner(cases: Int, minimal: String) -> CheckRunner {
    var witnesses = Witnesses(seed: CheckDefaults.seed)
    witnesses.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable", minimal: minimal)
    return CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: cases, witnesses: witnesses)
  }

  @Test("A witness's recorded scenario is replayed as it is: reported without shrinking again")
  func minimalNotShrunkAgain() throws {
    // Case 70 unshrunk (29 items), given as the recorded scenario: the report keeps it whole,
    // where the case number alone is shrunk to one item (reachable's counterexample is its
    // one-page drags over the input's layout: 3 forward and 3 back over one item).
    let unshrunk = Self.caseJSON(70)
    let replayed = Self.runner(cases: 10, minimal: unshrunk).pair
    #expect(replayed.verdict == .violated)
    #expect(replayed.failingCase == 70)
    #expect(replayed.cases == 1)
    #expect(replayed.shrunkInput == unshrunk)
    #expect(replayed.counterexample?.scenario.testCase.configuration.itemCount == 29)
    let shrunk = try #require(Self.runner(cases: 10, witness: 70).pair.counterexample)
    #expect(shrunk.scenario.testCase.events.count == 6)
    #expect(shrunk.scenario.testCase.configuration.itemCount == 1)
  }

  @Test("A witness whose recorded scenario now holds is reported as fixed, and the walk goes on")
  func minimalFixed() {
    // Case 5 holds (the first failure is 70): as the recorded scenario it shows nothing.
    let result = Self.runner(cases: 10, minimal: Self.caseJSON(5)).pair
    #expect(result.verdict == .holds)
    #expect(result.fixedWitness == 70)
    #expect(result.cases == 11)
    let found = Self.runner(cases: 100, minimal: Self.caseJSON(5)).pair
    #expect(found.verdict == .violated)
    #expect(found.failingCase == 70)
  }

  @Test("A witnesses file gives each witness of the same case its scenario; a line for another case is ignored")
  func readingMinimal() {
    var witnesses = Witnesses(seed: 7)
    witnesses.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable")
    witnesses.add(12, profile: .hostile, algorithm: "up-carousel", property: "finite")
    witnesses.readMinimal(
      """
      # snapcheck witnesses, format 1
      realistic last-offset reachable 70 {"algorithm": "last-offset", "events": []}
      hostile up-carousel finite 11 {"algorithm": "up-carousel", "events": []}

      """)
    #expect(witnesses.minimal(seed: 7, profile: .realistic, algorithm: "last-offset", property: .reachable)
      == #"{"algorithm": "last-offset", "events": []}"#)
    #expect(witnesses.minimal(seed: 7, profile: .hostile, algorithm: "up-carousel", property: .finite) == nil)
    #expect(witnesses.minimal(seed: 8, profile: .realistic, algorithm: "last-offset", property: .reachable) == nil)
  }

  @Test("A witnesses file is written in the verdicts' order, keeping the lines of algorithms not recorded again")
  func writingMinimal() {
    // A violation found at case 70 of stream v5 with a two-line explanation, by hand.
    var found = PairResult(algorithm: "last-offset", property: .reachable, verdict: .violated, cases: 71)
    found.failingCase = 70
    found.failingCaseStream = 5
    found.shrunkInput = #"{"new": 1}"#
    found.explanation = ["itemCount: any ≥ 1", "event 0 distance: any value in [0, 10)"]
    let report = CheckReport(seed: CheckDefaults.seed, profile: .realistic, results: [found])
    // A format 1 line (no stream, no explanation) and a format 2 one, each of another algorithm or replaced.
    let previous = """
      realistic last-offset reachable 3 {"old": 1}
      realistic up-carousel finite 9 v3 {"kept": 1}
        fails for velocity: any
      realistic up-carousel page-cap 4 {"unknown": 1}
      """
    let text = Witnesses.minimalText(
      pairs: ["realistic up-carousel finite", "realistic up-carousel page-cap", "realistic last-offset reachable"], reports: [report],
      previous: previous)
    #expect(text == """
      # snapcheck witnesses, format 2
      # each violation's witness: profile algorithm property case stream scenario, then its explanation's lines; \
      the case is where it was first found, in case stream vN (v? when not known), and is never replayed by number
      realistic up-carousel finite 9 v3 {"kept": 1}
        fails for velocity: any
      realistic up-carousel page-cap 4 v? {"unknown": 1}
      realistic last-offset reachable 70 v5 {"new": 1}
        fails for itemCount: any ≥ 1
        fails for event 0 distance: any value in [0, 10)
      # end: 3 witnesses

      """)
  }
}

extension CheckRunner {
  /// last-offset × reachable checked by this runner's matrix walk.
  fileprivate var pair: PairResult {
    run(algorithms: [WitnessTests.lastOffset], properties: [.reachable]).results[0]
  }
}
