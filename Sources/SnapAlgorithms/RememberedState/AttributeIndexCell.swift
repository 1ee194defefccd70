// Port of seed 001, the version before the fix: the same banner layout reading the item's
// frame from `cellForItemAtIndexPath:` (Objective-C), by 肖峥荣 (NetEase).
//
// The article shows this version's decision lines with the first (`itemCount`-bounded)
// listing and then its `scrollRectToVisible` ending; this port joins them, as the final version does, and
// differs only in reading the frame from cellForItem(at:). A recycled cell is nil, and a
// message to nil returns zero, so `cell.frame.origin.x` reads 0: the article's bug, where
// the banner "mindlessly slides to the next page".
import Foundation
import SnapModel

/// Seed 001's banner layout before the fix: judges against the current cell, which is nil
/// once recycled.
package final class AttributeIndexCellLayout: UICollectionViewFlowLayout, BannerIndexTracking {
  /// `_currentIndex`.
  @exclusivity(unchecked) package var currentIndex = 0

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    var proposedContentOffset = proposedContentOffset
    let leftX = (collectionView?.contentOffset.x ?? 0) + sectionInset.left
    let itemCount = collectionView?.numberOfItems(inSection: 0) ?? 0
    let cell = collectionView?.cellForItem(at: IndexPath(row: currentIndex, section: 0))
    let cellOriginX = cell?.frame.origin.x ?? 0  // cell.frame.origin.x: 0 when cell is nil
    if leftX > cellOriginX && currentIndex + 1 < itemCount {
      currentIndex += 1
    } else if leftX < cellOriginX && currentIndex - 1 >= 0 {
      currentIndex -= 1
    }
    proposedContentOffset.x = collectionView?.contentOffset.x ?? 0
    let frameSize = collectionView?.frame.size ?? .zero
    collectionView?.scrollRectToVisible(
      CGRect(x: (minimumLineSpacing + itemSize.width) * CGFloat(currentIndex), y: 0,
             width: frameSize.width, height: frameSize.height),
      animated: true)
    return proposedContentOffset
  }

  /// `attribute-index-cell` in the registry.
  static let algorithm = Algorithm(
    id: "attribute-index-cell",
    origin: "seed 001, before the fix (Objective-C)",
    summary: "as attribute-index, but reads the frame from cellForItem(at:), nil once the cell is recycled",
    twin: Algorithm.Twin(id: "attribute-index", retainingCells: true),
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: true, hasTransforms: false) },
    make: { _, _ in
      let layout = AttributeIndexCellLayout()
      return LayoutUnderTest(layout: layout, delegate: BannerDraggingDelegate(layout: layout))
    })
}
