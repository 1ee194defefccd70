import Foundation
import SnapModel

/// A flow layout whose answers are rules the test chooses, so a scenario can sit exactly on
/// either side of a property's tolerance.
final class RuledLayout: UICollectionViewFlowLayout {
  /// The drag target for a proposal, given the layout (its view and how often it was asked).
  let target: @Sendable (RuledLayout, CGFloat) -> CGFloat
  /// The offset after a resize, given the view's offset then.
  let settle: @Sendable (CGFloat) -> CGFloat
  /// Rewrites the flow layout's attributes for a rect.
  let rewrite: @Sendable ([UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes]
  /// How many drag targets the layout has been asked for.
  var asked = 0

  init(
    target: @escaping @Sendable (RuledLayout, CGFloat) -> CGFloat,
    settle: @escaping @Sendable (CGFloat) -> CGFloat = { $0 },
    rewrite: @escaping @Sendable ([UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] = { $0 }
  ) {
    self.target = target
    self.settle = settle
    self.rewrite = rewrite
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    asked += 1
    return CGPoint(x: target(self, proposed.x), y: proposed.y)
  }

  override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
    CGPoint(x: settle(proposed.x), y: proposed.y)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect).map(rewrite)
  }
}
