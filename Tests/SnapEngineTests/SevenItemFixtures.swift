import Foundation
import SnapAlgorithms
import SnapModel

/// Layouts and scenarios the shortcut tests of the checks share: seven 300 pt items with 10 pt spacing
/// in a 375 pt view (one item per column, 150 pt high), so the leading snap positions are 0,
/// 310, 620, 930, 1240, 1550 and 1785 (1860 clamped to maxX = 7·300 + 6·10 − 375).
enum SevenItemFixtures {
  /// The seven-item configuration, with items `itemWidth` wide.
  static func configuration(itemWidth: CGFloat = 300) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 7
    configuration.itemWidth = itemWidth
    configuration.itemHeight = 100
    configuration.lineSpacing = 10
    configuration.screenScale = 2
    return configuration
  }

  /// `makeLayout` as an algorithm with a leading contract, no configuration space (every
  /// case is admitted) and no cap.
  static func algorithm(_ id: String, _ makeLayout: @escaping @Sendable () -> UICollectionViewFlowLayout) -> Algorithm {
    Algorithm(
      id: id, origin: "test layout", summary: "a test layout",
      contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false) },
      make: { _, _ in LayoutUnderTest(layout: makeLayout()) })
  }

  /// The plain flow layout as an algorithm: it never asks for cells.
  static let plain = algorithm("plain-flow") { UICollectionViewFlowLayout() }

  /// `events` on the seven-item configuration.
  static func scenario(_ events: [Event], on algorithm: Algorithm = plain, itemWidth: CGFloat = 300) -> Scenario {
    Scenario(Case(configuration: configuration(itemWidth: itemWidth), events: events), algorithm: algorithm)
  }
}
