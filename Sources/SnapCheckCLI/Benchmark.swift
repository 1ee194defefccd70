import Dispatch
import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import SnapPlantedBugs

/// Measures how fast the simulator and the engine run, for `snapcheck bench`.
///
/// Every figure is taken several times; the report gives the median and the spread
/// (smallest to largest). Timing uses the monotonic clock.
package struct Benchmark: Sendable {
  /// Timed repetitions of each measurement.
  package var runs: Int
  /// Generated cases per measurement.
  package var cases: Int
  /// The seed cases are drawn from.
  package var seed: UInt64
  /// Items in the heavy scenarios (measured with 10⁶).
  package var heavyItems: Int

  /// A benchmark.
  package init(runs: Int = 5, cases: Int = CheckDefaults.cases, seed: UInt64 = CheckDefaults.seed, heavyItems: Int = 1_000_000) {
    self.runs = runs
    self.cases = cases
    self.seed = seed
    self.heavyItems = heavyItems
  }

  /// A median and the spread of several timings of one quantity.
  package struct Figure: Sendable {
    /// The median value.
    package var median: Double
    /// The smallest value.
    package var low: Double
    /// The largest value.
    package var high: Double

    init(_ values: [Double]) {
      let sorted = values.sorted()
      median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
      low = sorted.first ?? 0
      high = sorted.last ?? 0
    }
  }

  /// One algorithm's figures.
  package struct AlgorithmFigures: Sendable {
    /// The algorithm.
    package var algorithm: String
    /// Drags per second through the bare simulator, one core, in sessions of twenty drags.
    package var bareDragsPerSecond: Figure
    /// Drags per second through the bare simulator on the generated cases themselves (short
    /// scenarios with scrolls, resizes and reloads among the drags), one core.
    package var bareCaseDragsPerSecond: Figure
    /// Drags per second simulated through the whole engine (generation, simulation, every
    /// property check), one core: every drag the checks simulate, over the time.
    package var engineDragsPerSecond: Figure
    /// Generated drags checked per second, one core: each generated drag counted once per
    /// applicable property, however many runs the property needs.
    package var checkedDragsPerSecond: Figure
    /// Bare (on the generated cases) over engine: what generation and checking add per
    /// simulated drag.
    package var overhead: Double
  }

  /// Drags per second on a 10-item and a 100,000-item layout, the latter in one section and
  /// in four: they should match.
  package struct ScalingFigures: Sendable {
    /// The algorithm measured.
    package var algorithm: String
    /// Drags per second with 10 items.
    package var smallLayout: Figure
    /// Drags per second with 100,000 items.
    package var largeLayout: Figure
    /// Drags per second with 100,000 items in four sections of 25,000.
    package var largeSectionedLayout: Figure
  }

  /// One of the heavy scenarios (work that grows with the item count), timed whole through the bare simulator.
  package struct HeavyFigures: Sendable {
    /// What the scenario is, in a few words.
    package var name: String
    /// The algorithm it runs.
    package var algorithm: String
    /// How many events it applies.
    package var events: Int
    /// Seconds for the whole scenario.
    package var seconds: Figure
  }

  /// Everything `snapcheck bench` reports.
  package struct Results: Sendable {
    /// Per algorithm.
    package var algorithms: [AlgorithmFigures]
    /// Seconds per property, all algorithms, one core.
    package var properties: [(property: Property, seconds: Figure)]
    /// Small versus large layouts.
    package var scaling: [ScalingFigures]
    /// The heavy scenarios, each timed whole.
    package var heavy: [HeavyFigures]
    /// Seconds for the default `snapcheck check` (every algorithm × every property × `cases`, each recorded witness first) on every core.
    package var defaultCheckSeconds: Figure
    /// Seconds for the same check with the targeted search (`--targeted`).
    package var targetedCheckSeconds: Figure
    /// What random cases alone, and with the targeted search, find of each planted bug.
    package var plantedBugs: [PlantedBugFinding]
    /// Cores the default check ran on.
    package var cores: Int
  }

  private func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Drags in a session on one generated configuration, for the bare simulator.
  static let sessionLength = 20

  /// Sessions of generated drags, one per case: each case's configuration and twenty drags.
  private func dragSessions() -> [Case] {
    let generator = CaseGenerator(seed: seed, profile: .realistic)
    return (0..<cases).map { generator.dragSession(case: $0, drags: Self.sessionLength) }
  }

  /// Drags per second of the bare simulator over `cases`, each repeated `passes` times.
  private func bareRate(_ algorithm: Algorithm, _ cases: [Case], passes: Int) -> Figure {
    let drags = cases.reduce(0) { total, testCase in total + testCase.events.count { $0.kind == .drag } } * passes
    return Figure((0..<runs).map { _ in
      let elapsed = seconds {
        for _ in 0..<passes {
          for testCase in cases {
            _ = algorithm.simulator(for: testCase.configuration).run(testCase.events)
          }
        }
      }
      return Double(drags) / elapsed
    })
  }

  /// Runs every measurement.
  package func run(algorithms: [Algorithm]) -> Results {
    var figures: [AlgorithmFigures] = []
    for algorithm in algorithms {
      let bare = bareRate(algorithm, dragSessions(), passes: 2)
      let runner = CheckRunner(seed: seed, profile: .realistic, cases: cases)
      let book = runner.cases(for: algorithm)
      let bareCases = bareRate(algorithm, book, passes: 10)
      let contract = algorithm.contract(AlgorithmOptions())
      let applicable = Property.allCases.filter { $0.notApplicable(to: algorithm, contract: contract) == nil }
      let generatedDrags = book.reduce(0) { total, testCase in total + testCase.events.count { $0.kind == .drag } }
      var simulated: [Double] = []
      var checked: [Double] = []
      for _ in 0..<runs {
        let tally = DragTally()
        let elapsed = seconds {
          for property in applicable {
            runner.checkAll(property, on: algorithm, book: runner.cases(for: algorithm), tally: tally)
          }
        }
        simulated.append(Double(tally.drags) / elapsed)
        checked.append(Double(generatedDrags * applicable.count) / elapsed)
      }
      let engine = Figure(simulated)
      figures.append(AlgorithmFigures(
        algorithm: algorithm.id, bareDragsPerSecond: bare, bareCaseDragsPerSecond: bareCases, engineDragsPerSecond: engine,
        checkedDragsPerSecond: Figure(checked), overhead: engine.median > 0 ? bareCases.median / engine.median : 0))
    }
    let runner = CheckRunner(seed: seed, profile: .realistic, cases: cases)
    let properties = Property.allCases.map { property in
      (property, Figure((0..<runs).map { _ in
        seconds {
          for algorithm in algorithms { runner.checkAll(property, on: algorithm, book: runner.cases(for: algorithm)) }
        }
      }))
    }
    let scaling = ["last-offset", "center-nearest"].compactMap { AlgorithmRegistry.algorithm(id: $0) }.map { algorithm in
      ScalingFigures(
        algorithm: algorithm.id, smallLayout: bareRate(algorithm, layoutScenarios(items: 10), passes: 20),
        largeLayout: bareRate(algorithm, layoutScenarios(items: 100_000), passes: 20),
        largeSectionedLayout: bareRate(algorithm, layoutScenarios(items: 100_000, sections: 4), passes: 20))
    }
    // The default check as `snapcheck check` runs it: each recorded witness first.
    var witnessRunner = runner
    witnessRunner.witnesses = .recorded
    let defaultCheck = Figure((0..<runs).map { _ in
      seconds { _ = witnessRunner.run(algorithms: algorithms, properties: Property.allCases) }
    })
    var targetedRunner = runner
    targetedRunner.targeted = true
    let targetedCheck = Figure((0..<runs).map { _ in
      seconds { _ = targetedRunner.run(algorithms: algorithms, properties: Property.allCases) }
    })
    return Results(
      algorithms: figures, properties: properties, scaling: scaling, heavy: heavyFigures(), defaultCheckSeconds: defaultCheck,
      targetedCheckSeconds: targetedCheck,
      plantedBugs: PlantedBug.all.map { PlantedBugFinding.find($0, seed: seed, cases: cases) },
      cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Paging drags in the middle of a layout of `items` 300-wide items, split evenly into
  /// `sections` (no section insets, so the positions are those of one section).
  private func layoutScenarios(items: Int, sections: Int = 1) -> [Case] {
    var configuration = LayoutConfiguration()
    configuration.sections = Array(repeating: items / sections, count: sections)
    configuration.itemWidth = 300
    configuration.itemHeight = 150
    let middle = CGFloat(items / 2) * 310
    let events: [Event] = [.scroll(offset: middle)] + Self.pagingDrags(20)
    return Array(repeating: Case(configuration: configuration, events: events), count: 50)
  }

  /// `count` drags alternating 200 pt forward and 180 pt back, every third released at 2 pt/ms.
  private static func pagingDrags(_ count: Int) -> [Event] {
    (0..<count).map { index in .drag(distance: index % 2 == 0 ? 200 : -180, velocity: index % 3 == 0 ? 2 : 0) }
  }

  /// The heavy scenarios on `heavyItems` items, timed whole: 100 drags where the
  /// column advance `itemWidth + lineSpacing` is negative (50 − 60); the same with an advance
  /// of exactly 0 (50 − 50), where every item shares one column, so every rect query rightly
  /// returns every item and the scenario is cut to 2 drags and one run;
  /// `attribute-index` through 500 reloads and 500 resizes; and the degenerate sizes: `reference` on
  /// the negative advance, on width 0 with spacing 0 (one column) and on a vertical feed of
  /// height 0, 100 drags each, and `center-nearest` on the one column until the work bound
  /// (`UICollectionView.elementBudget`) ends it.
  private func heavyFigures() -> [HeavyFigures] {
    var advance = LayoutConfiguration()
    advance.itemCount = heavyItems
    advance.itemWidth = 50
    advance.lineSpacing = -60
    advance.alwaysBounceHorizontal = true
    var zero = advance
    zero.lineSpacing = -50
    var reloads = LayoutConfiguration()
    reloads.itemCount = heavyItems
    reloads.itemWidth = 300
    reloads.itemHeight = 150
    let churn: [Event] = (0..<1000).map { index in
      index % 2 == 0 ? .reload(sections: [heavyItems]) : .resize(width: index % 4 == 1 ? 376 : 375, height: 150)
    }
    // The degenerate sizes: width 0 and spacing 0 (one column), and a vertical feed of height 0.
    var widthless = advance
    (widthless.itemWidth, widthless.lineSpacing) = (0, 0)
    var heightless = LayoutConfiguration()
    heightless.itemCount = heavyItems
    (heightless.scrollDirection, heightless.itemHeight, heightless.lineSpacing, heightless.alwaysBounceVertical) = (.vertical, 0, 0, true)
    let drags = Self.pagingDrags(100)
    let scenarios: [(String, String, Case, Int)] = [
      ("advance −10 (50 − 60), \(heavyItems) items, 100 drags", "center-nearest", Case(configuration: advance, events: drags), runs),
      ("advance 0 (50 − 50), \(heavyItems) items, 2 drags", "center-nearest", Case(configuration: zero, events: Self.pagingDrags(2)), 1),
      ("\(heavyItems) items, 500 reloads + 500 resizes", "attribute-index", Case(configuration: reloads, events: churn), runs),
      ("advance −10 (50 − 60), \(heavyItems) items, 100 drags", "reference", Case(configuration: advance, events: drags), runs),
      ("width 0, spacing 0, \(heavyItems) items, 100 drags", "reference", Case(configuration: widthless, events: drags), runs),
      ("vertical, height 0, spacing 0, \(heavyItems) items, 100 drags", "reference", Case(configuration: heightless, events: drags), runs),
      ("width 0, spacing 0, \(heavyItems) items, 100 drags (to the work bound)", "center-nearest", Case(configuration: widthless, events: drags), 1),
    ]
    return scenarios.compactMap { name, id, testCase, runs in
      guard let algorithm = AlgorithmRegistry.algorithm(id: id) else { return nil }
      return HeavyFigures(
        name: name, algorithm: id, events: testCase.events.count,
        seconds: Figure((0..<runs).map { _ in
          seconds { _ = algorithm.simulator(for: testCase.configuration).run(testCase.events) }
        }))
    }
  }
}
