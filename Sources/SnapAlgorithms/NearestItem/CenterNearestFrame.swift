// Port of seed 004: the custom layout of "UICollectView自定义Layout布局" (Objective-C).
//
// Line by line. The article names no class; `CenterFrameLayout` is ours. The search rect is
// `(proposedContentOffset, self.collectionView.frame.size)`, so it has the view's height
// where seed 002 uses `MAXFLOAT`; the scale is `1 − space/(W/2)·0.3`.
// `collectionViewContentSize` and `prepareLayout` only call super and are not repeated.
import Foundation
import SnapModel

/// Seed 004's layout: seed 002's centring, searching the proposal's frame-sized rect.
package final class CenterFrameLayout: UICollectionViewFlowLayout {
  /// `shouldInvalidateLayoutForBoundsChange:` → YES.
  package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// `layoutAttributesForElementsInRect:`: the flow attributes in the bounds, scaled.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attrs = super.layoutAttributesForElements(in: collectionView?.bounds ?? .zero) ?? []
    let width = collectionView?.bounds.size.width ?? 0
    for attr in attrs {
      let space = abs((attr.center.x - (collectionView?.contentOffset.x ?? 0)) - width / 2)  // fabs
      let scale = 1 - space / (width * 0.5) * 0.3
      attr.transform = CGAffineTransformMakeScale(scale, scale)
    }
    return attrs
  }

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    var contentFrame = CGRect.zero
    contentFrame.size = collectionView?.frame.size ?? .zero
    contentFrame.origin = proposedContentOffset
    let array = super.layoutAttributesForElements(in: contentFrame) ?? []
    var minCenterX = ObjectiveC.maxFloat
    let collectionViewCenterX = proposedContentOffset.x + (collectionView?.frame.size.width ?? 0) * 0.5
    for attrs in array {
      let space = attrs.center.x - collectionViewCenterX
      if abs(space) < abs(minCenterX) {  // fabs
        minCenterX = attrs.center.x - collectionViewCenterX
      }
    }
    return CGPoint(x: proposedContentOffset.x + minCenterX, y: proposedContentOffset.y)
  }

  /// `center-nearest-frame` in the registry.
  static let algorithm = Algorithm(
    id: "center-nearest-frame",
    origin: "seed 004 (Objective-C)",
    summary: "centres the nearest item like center-nearest, searching the proposal's frame-sized rect",
    twin: Algorithm.Twin(id: "center-nearest"),
    contract: { _ in SnapContract(alignment: .center, pageCap: nil, keepsState: false, hasTransforms: true) },
    make: { _, _ in
      LayoutUnderTest(layout: CenterFrameLayout())
    })
}
