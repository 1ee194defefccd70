import Foundation
import SnapModel
import Testing

/// A layout that overrides the drag target but answers with what the base answers.
private final class SuperCallingLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
  }
}

/// A layout that snaps to multiples of 100 without calling the base.
private final class HundredsLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
  }
}

/// A delegate that only hears about scrolling.
private final class ScrollListener: UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A delegate that writes the pointee back unchanged: it runs, but snaps nothing.
private final class PointeeKeeper: UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee = targetContentOffset.pointee
  }
}

/// A delegate that rounds the target to a multiple of 10 points.
private final class TensDelegate: UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 10).rounded() * 10
  }
}

/// A delegate that leaves the pointee alone and scrolls to the start instead.
private final class RequestingDelegate: UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrollView.setContentOffset(.zero, animated: true)
  }
}

@Suite("Who snapped: the layout's override or the delegate")
struct SnapSourceTests {
  /// Ten 300-point items in a 375-point view, after three drags with `layout` and `delegate`.
  private func counts(_ layout: UICollectionViewFlowLayout, _ delegate: UIScrollViewDelegate? = nil) -> (layout: Int, delegate: Int) {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 10
    configuration.itemWidth = 300
    layout.apply(configuration)
    let simulator = Simulator(configuration: configuration, layout: layout, delegate: delegate)
    _ = simulator.run([.drag(distance: 120, velocity: 0), .drag(distance: 120, velocity: 1), .scroll(offset: 50), .drag(distance: -10, velocity: 0)])
    return (simulator.layoutSnaps, simulator.delegateSnaps)
  }

  @Test("A plain flow layout, or an override that answers what the base does, snaps in no drag")
  func noLayoutSnap() {
    #expect(counts(UICollectionViewFlowLayout()) == (0, 0))
    #expect(counts(SuperCallingLayout()) == (0, 0))
  }

  @Test("An override that answers for itself snaps in every drag, even where it keeps the proposal")
  func layoutSnaps() {
    // Three drags, each answered by the override without the base.
    #expect(counts(HundredsLayout()) == (3, 0))
  }

  @Test("A delegate snaps in the drags where scrollViewWillEndDragging changes the target or asks to scroll")
  func delegateSnaps() {
    #expect(counts(UICollectionViewFlowLayout(), ScrollListener()) == (0, 0))
    #expect(counts(UICollectionViewFlowLayout(), PointeeKeeper()) == (0, 0))
    // By hand: the targets are 120 (a drag of 120 at rest), then 120 + 120 + 494.5 = 734.5,
    // at @3x 734.667 (the flick), then 50 − 10 = 40: only 734.667 is off the tens.
    #expect(counts(UICollectionViewFlowLayout(), TensDelegate()) == (0, 1))
    #expect(counts(UICollectionViewFlowLayout(), RequestingDelegate()) == (0, 3))
  }
}
