// Port of seed 002: TWLayout (Objective-C), "iOS使用UICollectionView实现横向滚动照片效果".
//
// Line by line. `MAXFLOAT` is the widened float, so with no attributes in the rect the
// target is the proposal plus 3.4e38. `layoutAttributesForElementsInRect:` asks super for
// `self.collectionView.bounds`, not for `rect`, exactly as the seed does, and scales with
// `1 − margin/(W/2)·0.35`.
import Foundation
import SnapModel

/// Seed 002's photo layout: rests with the item nearest the proposal's centre centred.
package final class TWLayout: UICollectionViewFlowLayout {
  /// `shouldInvalidateLayoutForBoundsChange:` → YES.
  package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// `layoutAttributesForElementsInRect:`: the flow attributes in the bounds, scaled by their
  /// distance from the view's centre.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let collectionW = collectionView?.bounds.size.width ?? 0
    let attrs = super.layoutAttributesForElements(in: collectionView?.bounds ?? .zero) ?? []
    for i in 0..<attrs.count {
      let attr = attrs[i]
      let margin = abs((attr.center.x - (collectionView?.contentOffset.x ?? 0)) - collectionW * 0.5)  // fabs
      let scale = 1 - (margin / (collectionW * 0.5)) * 0.35
      attr.transform = CGAffineTransformMakeScale(scale, scale)
    }
    return attrs
  }

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let collectionW = collectionView?.bounds.size.width ?? 0
    var targetP = proposedContentOffset
    let attrs = super.layoutAttributesForElements(
      in: CGRect(x: targetP.x, y: 0, width: collectionW, height: ObjectiveC.maxFloat)) ?? []
    var minSpacing = ObjectiveC.maxFloat
    for attr in attrs {
      let centerOffsetX = attr.center.x - targetP.x - collectionW * 0.5
      if abs(centerOffsetX) < abs(minSpacing) {  // fabs
        minSpacing = centerOffsetX
      }
    }
    targetP.x += minSpacing
    return targetP
  }

  /// `center-nearest` in the registry.
  static let algorithm = Algorithm(
    id: "center-nearest",
    origin: "seed 002, TWLayout (Objective-C)",
    summary: "centres the item whose centre is nearest the proposal's centre, among items in (proposed.x, 0, W, MAXFLOAT)",
    twin: Algorithm.Twin(id: "center-nearest-frame"),
    contract: { _ in SnapContract(alignment: .center, pageCap: nil, keepsState: false, hasTransforms: true) },
    make: { _, _ in
      LayoutUnderTest(layout: TWLayout())
    })
}
