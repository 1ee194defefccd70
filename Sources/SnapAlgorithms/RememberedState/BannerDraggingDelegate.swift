// Port of seed 001's view-controller half: `scrollViewWillBeginDragging:` (Objective-C),
// by 肖峥荣 (NetEase), shared by both versions of the article's layout.
//
// Line by line; `ABS()` on a CGFloat stays a double, `MAXFLOAT` is the widened float, and a
// nil `indexPath` would read `row` 0 as a message to nil does.
import Foundation
import SnapModel

/// The layout state seed 001's delegate writes: `_layout.currentIndex` and the sizes it reads.
package protocol BannerIndexTracking: AnyObject {
  /// `currentIndex`: the item the drag started on.
  var currentIndex: Int { get set }
  /// `sectionInset`.
  var sectionInset: UIEdgeInsets { get }
  /// `itemSize`.
  var itemSize: CGSize { get }
}

/// Seed 001's `scrollViewWillBeginDragging:`: finds the visible cell nearest the docking
/// point and tells the layout its index.
package final class BannerDraggingDelegate: UIScrollViewDelegate {
  /// `_layout`.
  private unowned let layout: BannerIndexTracking

  /// A delegate feeding `layout`.
  package init(layout: BannerIndexTracking) {
    self.layout = layout
  }

  /// `scrollViewWillBeginDragging:`.
  package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard let collectionView = scrollView as? UICollectionView else { return }
    let cells = collectionView.visibleCells  // [self.collectionView visibleCells]
    if cells.isEmpty { return }  // if (!cells || cells.count==0) return;
    let centerX = collectionView.contentOffset.x + layout.sectionInset.left + layout.itemSize.width * 0.5
    var index = 0
    var minDelta = ObjectiveC.maxFloat
    for i in 0..<cells.count {
      let cell = cells[i]
      if minDelta > abs(cell.center.x - centerX) {
        minDelta = abs(cell.center.x - centerX)
        index = i
      }
    }
    let indexPath = collectionView.indexPath(for: cells[index])
    layout.currentIndex = indexPath?.row ?? 0  // indexPath.row; nil answers 0
  }
}
