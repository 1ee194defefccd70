import SnapCheck

// Variants of the example carousel, each standing for something an app's engineer meets.

/// The carousel with its clamp dropped: the one-line bug the example is meant to catch.
final class UnclampedCarouselLayout: PagingCarouselLayout {
  override func clamp(_ x: CGFloat, to max: CGFloat) -> CGFloat { x.rounded() }
}

/// The carousel with its clamp written the other way round: a refactor that keeps behaviour.
final class RefactoredCarouselLayout: PagingCarouselLayout {
  override func clamp(_ x: CGFloat, to max: CGFloat) -> CGFloat { Swift.max(Swift.min(x.rounded(), max), 0) }
}

/// The carousel centring its items by a section inset it sets in `prepare()`.
final class CentringCarouselLayout: PagingCarouselLayout {
  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let side = Swift.max(0, (collectionView.bounds.width - itemSize.width) / 2)
    sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }
}

/// A regression: flicks now move two pages, one more than the carousel's.
final class TwoPageFlickLayout: PagingCarouselLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let target = super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    let offsets = snapOffsets()
    guard velocity.x != 0, target.x != startOffset, let index = offsets.firstIndex(of: target.x) else { return target }
    let next = Swift.min(Swift.max(index + (target.x > startOffset ? 1 : -1), 0), offsets.count - 1)
    return CGPoint(x: offsets[next], y: target.y)
  }
}

/// A delegate that snaps, as many apps do, by rounding the pointee to whole pages of
/// `itemSize.width + minimumLineSpacing`: with no velocity check, a flick moves many pages.
final class RoundingSnapDelegate: UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let collectionView = scrollView as? UICollectionView,
      let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    else { return }
    let page = layout.itemSize.width + layout.minimumLineSpacing
    guard page > 0 else { return }
    targetContentOffset.pointee.x = (targetContentOffset.pointee.x / page).rounded() * page
  }
}
