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

    func apply(_ cells: [UICollectionViewCell]) -> [UICollectionViewCell] {
      switch self {
      case .reversed: return cells.reversed()
      case .rotated: return Array(cells.dropFirst()) + cells.prefix(1)
      }
    }
  }

  static func orderIndependent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let indexOrder = context.trace(scenario)
    for order in CellOrder.allCases {
      let other = context.trace(scenario) { $0.collectionView.visibleCellsOrder = order.apply }
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
