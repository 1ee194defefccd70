import Foundation
import SnapAlgorithms
import SnapModel

/// Properties that compare two runs: `no-recycling-skip`, `order-independent`,
/// `deterministic`, `port-equivalence`.
enum DifferentialChecks {
  static func noRecyclingSkip(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let recycled = scenario.with { $0.cellRetention = .visible }
    let retained = scenario.with { $0.cellRetention = .all }
    return firstDifference(
      context.trace(recycled), context.trace(retained), "with cells recycled", "with every cell retained",
      scenario: recycled)
  }

  /// The `visibleCells` orders compared with index order.
  enum CellOrder: String, CaseIterable {
    case reversed
    case rotated = "rotated by one"
    case shuffled = "shuffled (seeded)"

    /// The seed of the shuffled order: fixed, so every run shuffles the same way.
    static let shuffleSeed: UInt64 = 0x5EED_CE11

    /// A fresh reordering function; the shuffled one draws a new order on every call.
    func reorder() -> ([UICollectionViewCell]) -> [UICollectionViewCell] {
      switch self {
      case .reversed: return { $0.reversed() }
      case .rotated: return { Array($0.dropFirst()) + $0.prefix(1) }
      case .shuffled:
        let source = ShuffleSource(seed: Self.shuffleSeed)
        return { source.random.shuffled($0) }
      }
    }
  }

  /// The generator a shuffled order draws from, shared by the calls of one run.
  final class ShuffleSource {
    var random: Xoshiro256StarStar

    init(seed: UInt64) {
      random = Xoshiro256StarStar(seed: seed)
    }
  }

  static func orderIndependent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let indexOrder = context.trace(scenario)
    for order in CellOrder.allCases {
      let other = context.trace(scenario) { $0.collectionView.visibleCellsOrder = order.reorder() }
      if let violation = firstDifference(
        indexOrder, other, "with visibleCells in index order", "with them \(order.rawValue)", scenario: scenario) {
        return violation
      }
    }
    return nil
  }

  static func deterministic(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let first = context.trace(scenario)
    let second = context.trace(scenario)
    guard first.steps.count == second.steps.count else {
      return Violation(scenario: scenario, message: "two runs differ in length: \(first.steps.count) then \(second.steps.count) steps")
    }
    for (a, b) in zip(first.steps, second.steps) where !a.isIdentical(to: b) {
      return Violation(scenario: scenario, message: "two runs differ at \(a.label): \(a.json) then \(b.json)", event: a.event)
    }
    return nil
  }

  static func portEquivalence(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    guard let partner = PortPairs.partner(of: scenario.algorithm),
      let twin = AlgorithmRegistry.algorithm(id: partner.id)
    else { return nil }
    let own = partner.retainCells ? scenario.with { $0.cellRetention = .all } : scenario
    var other = own
    other.algorithm = twin.id
    other.options = AlgorithmOptions()
    let twinContext = CheckContext(algorithm: twin, contract: twin.contract(other.options), tally: context.tally)
    return firstDifference(
      context.trace(own), twinContext.trace(other), "as \(scenario.algorithm)", "as \(twin.id)", scenario: own)
  }
}
