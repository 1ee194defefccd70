#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

// A layout that traps on one geometry, shared by the isolation tests and the example command
// line that shows what a command line of one's own reports for a trap
// (`Sources/example-trap-check` links to this file).

/// The carousel, trapping on one geometry as an app's layout might: it picks a page count
/// from a table by the view's width, and the table has no entry for a tablet's 768 pt.
final class TabletTrapLayout: PagingCarouselLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let pagesPerScreen = [1, 1][Int(collectionView?.bounds.width ?? 0) / 300]
    return super.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: CGPoint(x: velocity.x * CGFloat(pagesPerScreen), y: 0))
  }
}
