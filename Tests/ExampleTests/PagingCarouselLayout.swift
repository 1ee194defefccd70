#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

// An example of checking your own layout: a paging carousel as it would ship on iOS, in the
// one file the app and its test package share (this folder's file; the example command
// line, `Sources/example-check`, links to it).
//
// The import switch above is the only change for SnapCheck. `scrollViewWillBeginDragging(_:)`
// lives on the layout itself (on iOS the view controller forwards it, or the layout is the
// collection view's delegate, as in the tests).

/// Pages one item per swipe, leading-aligned: ahead of the release for a forward fling,
/// behind it for a backward one, to the nearest item for a slow drag.
class PagingCarouselLayout: UICollectionViewFlowLayout, UIScrollViewDelegate {
  /// The snap offset the drag began nearest to.
  private(set) var startOffset: CGFloat = 0

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    startOffset = nearestSnapOffset(to: scrollView.contentOffset.x)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let release = collectionView.contentOffset.x
    let offsets = snapOffsets()
    guard !offsets.isEmpty else { return CGPoint(x: 0, y: proposedContentOffset.y) }
    let pageWidth = itemSize.width + minimumLineSpacing
    // One page either way from where the drag began (and a pixel of rounding slack).
    let reachable = offsets.filter { abs($0 - startOffset) <= pageWidth + 1 }
    let candidates: [CGFloat]
    if velocity.x > 0 {
      candidates = reachable.filter { $0 >= release - 0.5 }
    } else if velocity.x < 0 {
      candidates = reachable.filter { $0 <= release + 0.5 }
    } else {
      candidates = reachable
    }
    let pool = candidates.isEmpty ? reachable : candidates
    let aim = velocity.x == 0 ? release : proposedContentOffset.x
    let best = pool.min { abs($0 - aim) < abs($1 - aim) } ?? startOffset
    return CGPoint(x: best, y: proposedContentOffset.y)
  }

  /// Where the view rests with each item's leading edge at the section inset, pixel-rounded
  /// and kept inside the scrollable range.
  func snapOffsets() -> [CGFloat] {
    guard let collectionView else { return [] }
    let inset = sectionInset
    let scale = collectionView.traitCollection.displayScale
    let maxOffset = max(0, (collectionView.contentSize.width * scale).rounded() / scale - collectionView.bounds.width)
    let content = CGRect(x: 0, y: 0, width: collectionView.contentSize.width, height: collectionView.bounds.height)
    let attributes = layoutAttributesForElements(in: content) ?? []
    let offsets = attributes.map { clamp(($0.frame.origin.x - inset.left) * scale, to: maxOffset * scale) / scale }
    return Array(Set(offsets)).sorted()
  }

  /// Keeps `x` (in pixels) in `0...max`, rounded to a whole pixel.
  func clamp(_ x: CGFloat, to max: CGFloat) -> CGFloat {
    min(Swift.max(x.rounded(), 0), max)
  }

  private func nearestSnapOffset(to x: CGFloat) -> CGFloat {
    snapOffsets().min { abs($0 - x) < abs($1 - x) } ?? 0
  }
}
