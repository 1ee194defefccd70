import Dispatch
import Foundation
import SnapAlgorithms

/// Runs properties against algorithms over generated cases, shrinking every failure.
///
/// Pairs run in parallel on every core; each pair walks its cases in order and stops at
/// the first failure, so results do not depend on scheduling.
///
///     let report = CheckRunner(seed: 1, profile: .realistic, cases: 1000)
///       .run(algorithms: AlgorithmRegistry.all, properties: Property.allCases)
package struct CheckRunner: Sendable {
  /// The seed cases are drawn from.
  package var seed: UInt64
  /// The generation profile.
  package var profile: Profile
  /// Cases per pair (or, with `onlyCase`, ignored).
  package var cases: Int
  /// Check only this case number (a replay).
  package var onlyCase: Int?
  /// Whether the pairs whose random cases all pass get a targeted search (`JointSearch`).
  package var targeted: Bool
  /// Each algorithm's options, by id (`check --option`); an algorithm not named runs with
  /// its defaults.
  package var options: [String: AlgorithmOptions]
  /// The recorded witnesses each pair checks before its cases (not with `onlyCase`, nor for
  /// an algorithm given options: the witnesses were found with its defaults).
  package var witnesses: Witnesses?

  /// A runner.
  package init(
    seed: UInt64, profile: Profile, cases: Int, onlyCase: Int? = nil, targeted: Bool = false,
    options: [String: AlgorithmOptions] = [:], witnesses: Witnesses? = nil
  ) {
    self.seed = seed
    self.profile = profile
    self.cases = cases
    self.onlyCase = onlyCase
    self.targeted = targeted
    self.options = options
    self.witnesses = witnesses
  }

  /// The recorded witness `walk` checks first, if any.
  func witness(of walk: PairWalk) -> Witnesses.Recorded? {
    guard onlyCase == nil, options[walk.algorithm.id] == nil else { return nil }
    return witnesses?.recorded(seed: seed, profile: profile, algorithm: walk.algorithm.id, property: walk.property)
  }

  /// A walk's recorded witness, ready to check: its run (the shrunk scenario when recorded,
  /// else the case drawn directly from the algorithm's stream), and the witness.
  struct WitnessRun {
    /// The run checked.
    let run: SharedRun
    /// The witness.
    let recorded: Witnesses.Recorded
    /// Whether `run` is of the recorded shrunk scenario (replayed as it is, never shrunk again).
    let isMinimal: Bool
    /// The witness's case number.
    var number: Int { recorded.number }
  }

  /// The recorded witness of each of `walks` that has one, by position in `walks` (the walks
  /// of one algorithm with the same witness share its run), and the pairs
  /// (`profile algorithm property`) whose recorded scenario does not read, which are not replayed.
  ///
  /// Each witness is read on its own core (its scenario parsed and written back as the key
  /// its run is shared under, or its case drawn from the stream): each is a function of the
  /// recorded text or number alone, so only the time changes. The runs are then bound, and
  /// the unreadable pairs listed, in walk order, as before.
  private func witnessRuns(_ walks: [PairWalk]) -> (runs: [Int: WitnessRun], unreadable: [String]) {
    let read = Slots<(witness: ReadWitness?, unreadable: Bool)>(count: walks.count)
    DispatchQueue.concurrentPerform(iterations: walks.count) { index in
      read.set(index, readWitness(of: walks[index]))
    }
    var table: [String: SharedRun] = [:]  // by the scenario JSON of a minimal witness, else `algorithm case`
    var runs: [Int: WitnessRun] = [:]
    var unreadable: [String] = []
    for (index, entry) in read.values.enumerated() {
      let walk = walks[index]
      if entry.unreadable { unreadable.append("\(profile.rawValue) \(walk.algorithm.id) \(walk.property.id)") }
      guard let witness = entry.witness else { continue }
      if table[witness.key] == nil {
        table[witness.key] = CaseTable(
          start: witness.recorded.number, cases: [witness.testCase], algorithm: walk.algorithm, options: options(for: walk.algorithm),
          endsWithStillDrag: walk.readsStillDragAtEnd
        ).run(at: witness.recorded.number)
      }
      runs[index] = WitnessRun(run: table[witness.key]!, recorded: witness.recorded, isMinimal: witness.isMinimal)
    }
    return (runs, unreadable)
  }

  /// A walk's recorded witness as read: the case it replays and the key its run is shared under.
  private struct ReadWitness {
    let recorded: Witnesses.Recorded
    let testCase: Case
    let key: String
    let isMinimal: Bool
  }

  /// `walk`'s recorded witness, read (nil when it has none to replay), and whether its
  /// recorded scenario does not read.
  private func readWitness(of walk: PairWalk) -> (witness: ReadWitness?, unreadable: Bool) {
    guard let recorded = witness(of: walk) else { return (nil, false) }
    let minimal = recorded.json.flatMap { try? Scenario(json: $0, algorithms: [walk.algorithm]) }
    let unreadable = recorded.json != nil && minimal == nil
    // A kept scenario the layout's space no longer admits (the app changed its space) is
    // not replayed: it is not a case the app can have.
    if let minimal, !walk.algorithm.admits(minimal.testCase) { return (nil, unreadable) }
    // Only a witness without a scenario is drawn by its number, and only from the stream
    // that number belongs to: in another, case k is another case.
    if minimal == nil, recorded.json != nil || recorded.stream != CaseStream.version { return (nil, unreadable) }
    let witness = ReadWitness(
      recorded: recorded, testCase: minimal?.testCase ?? stream(for: walk.algorithm).testCase(recorded.number),
      key: minimal.map(\.json) ?? "\(walk.algorithm.id) \(recorded.number)", isMinimal: minimal != nil)
    return (witness, unreadable)
  }

  /// The options `algorithm` runs with.
  package func options(for algorithm: Algorithm) -> AlgorithmOptions {
    options[algorithm.id] ?? AlgorithmOptions()
  }

  /// Cases generated at a time and shared by every pair, so memory does not grow with
  /// `cases`: each algorithm's cases of a chunk, with their shared runs, are kept until every
  /// walk has checked them.
  package static let chunkSize = 256

  /// Checks every property against every algorithm and returns the results in order.
  ///
  /// With `shard` I/N only every N-th pair, starting with the I-th, is checked, so N CI jobs
  /// split the matrix between them. Cases are generated a chunk at a time, once per
  /// algorithm (once for all the algorithms that draw the shared classic cases); every pair
  /// still walking checks the chunk before the next is generated.
  package func run(
    algorithms: [Algorithm], properties: [Property], shard: (index: Int, count: Int) = (1, 1),
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CheckReport {
    let walks = algorithms.flatMap { algorithm in properties.map { PairWalk($0, on: algorithm, runner: self) } }
      .enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    let results = Slots<PairResult>(count: walks.count)
    var (witnessRuns, unreadable) = witnessRuns(walks)
    let shared = walks.first { $0.algorithm.drawsSharedCases }.map { stream(for: $0.algorithm) }
    // Each walk's share of the last chunk's time: the next chunk starts the costliest walks
    // first, so the cores finish together. Only the order of work changes, never a result.
    let seconds = Slots<Double>(count: walks.count)
    for index in walks.indices { seconds.set(index, 0) }
    for start in stride(from: 0, to: max(caseCount, witnessRuns.isEmpty ? 0 : 1), by: Self.chunkSize) {
      let costs = seconds.values
      // With the first chunk, the walks with a witness check it first (its explanation is
      // the longest work of all), then go on to the chunk if it no longer fails.
      let walking = walks.indices.filter { walks[$0].isWalking }
        .sorted { (witnessRuns[$0] != nil ? 1 : 0, costs[$0]) > (witnessRuns[$1] != nil ? 1 : 0, costs[$1]) }
      guard !walking.isEmpty else { break }
      let positions = start..<min(start + Self.chunkSize, caseCount)
      let (tables, tableOfWalk) = self.tables(for: walking.map { walks[$0] }, at: positions, shared: shared)
      let witnessOf = walking.map { witnessRuns[$0] }
      witnessRuns = [:]
      DispatchQueue.concurrentPerform(iterations: walking.count) { index in
        let walk = walks[walking[index]]
        let began = DispatchTime.now().uptimeNanoseconds
        if let witness = witnessOf[index] { walk.walkWitness(witness) }
        walk.walk(positions, table: tables[tableOfWalk[index]])
        seconds.set(walking[index], Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
        if !walk.isWalking { results.set(walking[index], walk.result) { filled in progress?(filled, walks.count) } }
      }
    }
    let groups = Self.groups(walks.map(\.algorithm.id))
    DispatchQueue.concurrentPerform(iterations: groups.count) { group in
      let pending = groups[group].filter { walks[$0].isWalking || walks[$0].result.verdict == .notApplicable }
      if targeted { JointSearch.run(pending.map { walks[$0] }, seed: seed) }
      for index in pending {
        results.set(index, walks[index].finish()) { filled in progress?(filled, walks.count) }
      }
    }
    var report = CheckReport(seed: seed, profile: profile, results: results.values)
    report.unreadableWitnesses = unreadable
    return report
  }

  /// The case tables of a chunk: one per distinct algorithm of `walks` (generated in
  /// parallel), and for each walk the index of its table. Algorithms that draw the shared
  /// classic cases bind the cases of `shared`, drawn once, which the other streams widen
  /// instead of drawing them again (`CaseStream.testCase(_:classic:)`). A table's runs end
  /// with a still drag when one of its walks reads it.
  private func tables(
    for walks: [PairWalk], at positions: Range<Int>, shared: CaseStream?
  ) -> (tables: [CaseTable], tableOf: [Int]) {
    let algorithms = walks.map(\.algorithm)
    let groups = Self.groups(algorithms.map(\.id))
    let distinct = groups.map { algorithms[$0[0]] }
    var tableOf = Array(repeating: 0, count: algorithms.count)
    for (table, members) in groups.enumerated() {
      for member in members { tableOf[member] = table }
    }
    let sharedCases = distinct.contains { $0.drawsSharedCases } ? shared.map { drawn(positions, from: $0) } : nil
    let tables = Slots<CaseTable>(count: distinct.count)
    DispatchQueue.concurrentPerform(iterations: distinct.count) { index in
      let algorithm = distinct[index]
      let cases = algorithm.drawsSharedCases ? sharedCases : nil
      let stream = stream(for: algorithm)
      tables.set(index, CaseTable(
        start: positions.lowerBound,
        cases: cases ?? positions.enumerated().map { offset, position in
          stream.testCase(caseNumber(at: position), classic: sharedCases?[offset])
        },
        algorithm: algorithm, options: options(for: algorithm),
        endsWithStillDrag: groups[index].contains { walks[$0].readsStillDragAtEnd }))
    }
    return (tables.values, tableOf)
  }

  /// The cases at `positions` of `stream`, in order, drawn on every core: case k of a stream
  /// is drawn directly, from k alone, so the order they are drawn in changes nothing.
  private func drawn(_ positions: Range<Int>, from stream: CaseStream) -> [Case] {
    let cases = Slots<Case>(count: positions.count)
    DispatchQueue.concurrentPerform(iterations: positions.count) { offset in
      cases.set(offset, stream.testCase(caseNumber(at: positions.lowerBound + offset)))
    }
    return cases.values
  }

  /// The positions of `ids` grouped by id, groups in order of first appearance.
  static func groups(_ ids: [String]) -> [[Int]] {
    var groups: [[Int]] = []
    var groupOfID: [String: Int] = [:]
    for (index, id) in ids.enumerated() {
      if let group = groupOfID[id] {
        groups[group].append(index)
      } else {
        groupOfID[id] = groups.count
        groups.append([index])
      }
    }
    return groups
  }

  /// How many cases each pair checks.
  var caseCount: Int { onlyCase == nil ? max(cases, 0) : 1 }

  /// The number of the case at `position` of each pair's walk.
  func caseNumber(at position: Int) -> Int { onlyCase ?? position }

  /// The numbers of the cases each pair checks, in order.
  package var caseNumbers: [Int] { (0..<caseCount).map(caseNumber(at:)) }

  /// The stream `algorithm`'s cases come from in this runner.
  package func stream(for algorithm: Algorithm) -> CaseStream {
    CaseStream(seed: seed, profile: profile, algorithm: algorithm)
  }

  /// Every case this runner checks `algorithm` on, all at once (for measuring small runs).
  package func cases(for algorithm: Algorithm) -> [Case] {
    let stream = stream(for: algorithm)
    return caseNumbers.map { stream.testCase($0) }
  }

  /// Checks one property against one algorithm, generating each case when it is reached.
  package func check(_ property: Property, on algorithm: Algorithm) -> PairResult {
    let walk = PairWalk(property, on: algorithm, runner: self)
    if let witness = witnessRuns([walk]).runs[0] { walk.walkWitness(witness) }
    let stream = stream(for: algorithm)
    let cases = (0..<caseCount).lazy.map { stream.testCase(caseNumber(at: $0)) }
    for start in stride(from: 0, to: caseCount, by: Self.chunkSize) where walk.isWalking {
      let positions = start..<min(start + Self.chunkSize, caseCount)
      walk.walk(positions, table: CaseTable(
        start: start, cases: Array(cases[positions]), algorithm: algorithm, options: options(for: algorithm),
        endsWithStillDrag: walk.readsStillDragAtEnd))
    }
    if targeted { JointSearch.run([walk], seed: seed) }
    return walk.finish()
  }
}
