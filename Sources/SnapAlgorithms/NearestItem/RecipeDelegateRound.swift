// recipe-delegate-round: the common delegate recipe that writes back a rounded pointee, as
// posted in answers (errorhandle.ai "UIScrollView – figuring out where the scroll will stop";
// syntaxfix.com question 9587; markuzweb.blogspot.com 2014/02). Written from the canonical
// form the answers share, not from any one answer's code.
//
// A scroll-view delegate over a plain flow layout: the layout returns the proposal, so the
// pointee arrives as it; the delegate rounds it to a whole number of pages P = itemSize +
// minimumLineSpacing (the properties) and writes that back. No velocity, no clamp, no
// insets: the view clamps and pixel-rounds the result.
//
// Deviations from the description:
// - "Written per axis": the answers are horizontal; the port reads the layout's scroll
//   direction and rounds along it, as the vertical version of the answer would.
// - The recipe leaves the deceleration rate alone, so it is the scenario's (UIKit's default
//   `.normal` unless the scenario says otherwise).
// - k stays a double (no Int conversion is described), so P = 0 gives a NaN target, which the
//   view reports as a non-finite target.
// - The variants (P = the view's length, half the gap subtracted, the last item forced to
//   contentSize − bounds) are left out.
import Foundation
import SnapModel

/// The recipe's `scrollViewWillEndDragging`: rounds the pointee to a whole number of pages.
package final class RoundingSnapDelegate: UIScrollViewDelegate {
  /// A delegate; it finds the layout through the scroll view it is told about.
  package init() {}

  /// Writes k·P back, k = round(pointee / P), P = itemSize + minimumLineSpacing along the axis.
  package func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let layout = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let axis = layout.scrollDirection
    let page = axis.main(layout.itemSize) + layout.minimumLineSpacing
    let pages = (axis.main(targetContentOffset.pointee) / page).rounded()
    targetContentOffset.pointee = axis.replacingMain(of: targetContentOffset.pointee, with: pages * page)
  }

  /// `recipe-delegate-round` in the registry.
  static let algorithm = Algorithm(
    id: "recipe-delegate-round",
    origin: "zoo: the rounded-pointee delegate recipe (Q&A answers)",
    summary: "delegate: writes back round(pointee / P)·P with P = itemSize + lineSpacing; no velocity, clamp or insets",
    host: .wide,
    contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false) },
    make: { _, _ in
      LayoutUnderTest(layout: UICollectionViewFlowLayout(), delegate: RoundingSnapDelegate())
    })
}
