import Foundation
import SnapAlgorithms
import SnapModel

/// Seven 300 × 100 items 310 apart in a 2160 × 150 content, laid out by a layout that is not
/// a flow layout and is invalidated by every scroll, so the shared run's snap grid reads ask
/// every item; its drag targets depend on whether the last item (6, at 1860–2160, never in
/// view near the start) was asked since the last target, which only a grid read does.
final class GridReadingLayout: UICollectionViewLayout {
  /// When a target is `amount` past the proposal.
  enum Drift {
    /// From the second target on, when item 6 was asked since the last target.
    case driftsAfterGridRead
    /// For a drag that moves (its proposal is not the last target), when item 6 was not
    /// asked since the last target: a still drag never drifts.
    case driftsWithoutGridRead
  }

  /// The layout drifting `amount` as an algorithm with a leading contract and no cap, declared
  /// to keep state or not, its grid reads declared inert or not (`Algorithm.gridReadsAreInert`).
  static func algorithm(_ drift: Drift, by amount: CGFloat = 1, keepsState: Bool = false, inert: Bool) -> Algorithm {
    var algorithm = Algorithm(
      id: "grid-reading-\(drift)\(inert ? "-inert" : "")", origin: "test layout", summary: "a test layout",
      contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: keepsState, hasTransforms: false) },
      make: { _, _ in LayoutUnderTest(layout: GridReadingLayout(drift: drift, by: amount)) })
    algorithm.gridReadsAreInert = inert
    return algorithm
  }

  private let drift: Drift
  private let amount: CGFloat
  private var askedLastItem = false
  private var targets = 0
  private var lastTarget: CGFloat = 0

  /// A layout drifting `amount` by `drift`'s rule.
  init(drift: Drift, by amount: CGFloat) {
    self.drift = drift
    self.amount = amount
    super.init()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  override var collectionViewContentSize: CGSize { CGSize(width: 2160, height: 150) }

  /// Invalidated by every scroll, so each snap grid read asks every item again.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = CGRect(x: CGFloat(item) * 310, y: 0, width: 300, height: 100)
    return attributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    if indexPath.item == 6 { askedLastItem = true }
    return attributes(indexPath.item)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<7).map(attributes).filter { $0.frame.intersects(rect) }
  }

  override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    targets += 1
    defer { askedLastItem = false }
    let drifts =
      switch drift {
      case .driftsAfterGridRead: askedLastItem && targets > 1
      case .driftsWithoutGridRead: !askedLastItem && proposed.x != lastTarget
      }
    lastTarget = proposed.x + (drifts ? amount : 0)
    return CGPoint(x: lastTarget, y: proposed.y)
  }
}
