import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// Recycled cells cannot change where a drag rests.
  public static let noRecyclingSkip = Property(id: "no-recycling-skip", code: "rcy", summary: "A drag rests in the same place whether off-screen cells are recycled or retained.", check: CellChecks.noRecyclingSkip)

  /// The order of `visibleCells` cannot change where a drag rests.
  public static let orderIndependent = Property(id: "order-independent", code: "ord", summary: "A drag rests in the same place whatever the order of visibleCells.", check: CellChecks.orderIndependent)
}

/// Properties about the cells a layout may read: `no-recycling-skip`, `order-independent`.
enum CellChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.noRecyclingSkip, .orderIndependent]

  /// Compares the run with cells recycled and the run with every cell retained. The case's
  /// own run (shared with the other walks) is one of the two; when it never asked for a cell
  /// (`CellReads`), the other is the same run, step for step, and is not simulated.
  static func noRecyclingSkip(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let recycled = scenario.with { $0.cellRetention = .visible }
    let retained = scenario.with { $0.cellRetention = .all }
    let own = context.traceAndCellReads(scenario.configuration.cellRetention == .all ? retained : recycled)
    let other = own.cellReads.cells ? nil : own.trace
    let (a, b) = scenario.configuration.cellRetention == .all
      ? (other ?? context.trace(recycled), own.trace) : (own.trace, other ?? context.trace(retained))
    return firstDifference(a, b, "with cells recycled", "with every cell retained", scenario: recycled, context: context)
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

  /// Compares the run in index order with a run in each other order. A run that never asks
  /// for `visibleCells` is the index-order run itself (nothing else reads the order), and so
  /// would the run in any other order be (`CellReads`): when the index-order run (the case's
  /// own, shared with the other walks) never asked, no other order is run, and otherwise the
  /// orders after the first that never asks are not run.
  static func orderIndependent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let (indexOrder, reads) = context.traceAndCellReads(scenario)
    guard reads.visibleCells else {
      // Every other order would run as this one: compared, it notes what a comparison notes
      // (the case exercised the property, at distance 0) and finds nothing.
      return firstDifference(
        indexOrder, indexOrder, "with visibleCells in index order", "with them \(CellOrder.reversed.rawValue)",
        scenario: scenario, context: context)
    }
    for order in CellOrder.allCases {
      let reorder = order.reorder()
      let other = context.traceAndCellReads(scenario) { $0.collectionView.visibleCellsOrder = reorder }
      if let violation = firstDifference(
        indexOrder, other.trace, "with visibleCells in index order", "with them \(order.rawValue)", scenario: scenario, context: context) {
        return violation
      }
      if !other.cellReads.visibleCells { return nil }
    }
    return nil
  }
}
