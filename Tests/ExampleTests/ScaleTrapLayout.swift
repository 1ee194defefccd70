#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// The carousel, trapping on a screen it is never generated for: it picks a page count from a
/// table by the screen's scale, and the table has no entry for @3x. Checked on @2x screens
/// alone, only a run the check derives (`scale-invariant`'s run of the case at @3x) meets it.
final class ScaleTrapLayout: PagingCarouselLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let pagesPerScreen = [1, 1, 1][Int(UIScreen.main.scale)]
    return super.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: CGPoint(x: velocity.x * CGFloat(pagesPerScreen), y: 0))
  }
}
