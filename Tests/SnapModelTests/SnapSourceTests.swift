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

/// A delegate that writes the pointee back unchanged: it still ran.
private final class PointeeKeeper: UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee = targetContentOffset.pointee
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

  @Test("A delegate snaps when it implements scrollViewWillEndDragging, whatever it writes")
  func delegateSnaps() {
    #expect(counts(UICollectionViewFlowLayout(), ScrollListener()) == (0, 0))
    #expect(counts(UICollectionViewFlowLayout(), PointeeKeeper()) == (0, 3))
  }
}
