// Port of seed 001, final version ("修改后的完整代码"): the banner layout that reads the item
// frame from attributes it cached itself (Objective-C), by 肖峥荣 (NetEase).
//
// Line by line. `_attributesArray[_currentIndex]` raises NSRangeException out of range
// (`ObjectiveC.element`, reported to the simulator through `reportingFaults`); `scrollRectToVisible` does the moving and the method returns the
// current offset. The drag-start half lives in `BannerDraggingDelegate`.
//
// Filled in by evident intent, since the article does not show them: `prepareLayout` caches
// the attributes of every item (`_attributesArray`), `_itemSpace` is the line spacing and
// `_itemSize` the item size, and `_currentIndex` starts at 0.
import Foundation
import SnapModel

/// Seed 001's banner layout after the fix: moves one item from the item the drag began on,
/// judged against cached attributes, and scrolls there with `scrollRectToVisible`.
package final class AttributeIndexLayout: UICollectionViewFlowLayout, BannerIndexTracking {
  /// `_currentIndex`.
  @exclusivity(unchecked) package var currentIndex = 0
  /// `_attributesArray`, filled in `prepare()`.
  @exclusivity(unchecked) private var attributesArray = CachedAttributes(geometry: nil, count: 0)

  /// `prepareLayout`: caches the attributes of every item (as of this call: the snapshot keeps
  /// the geometry, and builds an item's attributes from it when read, so a million items
  /// cost nothing until read).
  package override func prepare() {
    super.prepare()
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    attributesArray = CachedAttributes(geometry: flowGeometry, count: count)
  }

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    reportingFaults(proposedContentOffset) { () throws(SimulatedFault) -> CGPoint in
      var proposedContentOffset = proposedContentOffset
      let leftX = (collectionView?.contentOffset.x ?? 0) + sectionInset.left
      let attr = try ObjectiveC.element(attributesArray, at: currentIndex)  // _attributesArray[_currentIndex]
      if leftX > attr.frame.origin.x && currentIndex + 1 < attributesArray.count {
        currentIndex += 1
      } else if leftX < attr.frame.origin.x && currentIndex - 1 >= 0 {
        currentIndex -= 1
      }
      proposedContentOffset.x = collectionView?.contentOffset.x ?? 0
      let frameSize = collectionView?.frame.size ?? .zero
      // (_itemSpace + _itemSize.width) * _currentIndex
      collectionView?.scrollRectToVisible(
        CGRect(x: (minimumLineSpacing + itemSize.width) * CGFloat(currentIndex), y: 0,
               width: frameSize.width, height: frameSize.height),
        animated: true)
      return proposedContentOffset
    }
  }

  /// `attribute-index` in the registry.
  static let algorithm = Algorithm(
    id: "attribute-index",
    origin: "seed 001, final version (Objective-C)",
    summary: "moves one item from the item nearest the docking point at drag start, judged on cached attributes",
    twin: Algorithm.Twin(id: "attribute-index-cell", retainingCells: true),
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: true, hasTransforms: false) },
    make: { _, _ in
      let layout = AttributeIndexLayout()
      return LayoutUnderTest(layout: layout, delegate: BannerDraggingDelegate(layout: layout))
    })
}
