// Zoo entry 2: the snap rule of BenEmdon/CenteredCollectionView 2.2.2 =
// HEAD f2bf371 (2020-01-26), file CenteredCollectionView/Classes/CenteredCollectionViewFlowLayout.swift.
//
// Written from a description of that file's rule, not from its code, and following the
// description literally, bugs included: every invalidation that finds a new bounds size,
// scroll direction or item size replaces the content inset (cross axis included) and puts
// item 0 in the centre, so every resize returns to item 0; the correction against the
// velocity adds the properties' `itemSize + minimumLineSpacing` (not the real gap across
// sections), with no threshold, no clamp and no rounding.
//
// Deviations, and what the model cannot do:
// - The library's convenience initializer `UICollectionView(frame:centeredCollectionViewFlowLayout:)`
//   sets `.fast` once; the registry gives the view `.fast` when it is created instead.
// - The description names only the remembered size's initial value (zero); the port starts
//   with no remembered direction or item size, so the first invalidation with a view centres.
// - The first invalidation comes when the layout is attached to the view; the simulator then
//   places the view at −adjustedContentInset (the UIKit model article), which is the centring offset −i
//   unless a safe area adds to the leading inset.
import Foundation
import SnapModel

/// CenteredCollectionView's rule: the cell nearest the proposal's centre, centred, moved one
/// step on when it lies against the velocity; the first item centred by content insets.
package final class CenteredFlowLayout: UICollectionViewFlowLayout {
  /// The bounds size the content inset was last centred for.
  private var centredSize = CGSize.zero
  /// The scroll direction the content inset was last centred for, nil before the first time.
  private var centredDirection: UICollectionView.ScrollDirection?
  /// The item size the content inset was last centred for, nil before the first time.
  private var centredItemSize: CGSize?

  /// After the base: when the bounds size, the scroll direction or the item size changed,
  /// content insets `i = (V − itemSize)/2` on the main axis (zero across) and the offset at
  /// `−i`, which centres the first item.
  package override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    guard let view = collectionView else { return }
    let size = view.bounds.size
    guard size != centredSize || scrollDirection != centredDirection || itemSize != centredItemSize else { return }
    let axis = scrollDirection
    let inset = (axis.main(size) - axis.main(itemSize)) / 2
    view.contentInset = axis == .horizontal
      ? UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
      : UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    view.contentOffset = axis.point(main: -inset, cross: 0)
    centredSize = size
    centredDirection = axis
    centredItemSize = itemSize
  }

  /// The snap rule: the first cell nearest `q + V/2` in the proposed rect, centred, then one
  /// `itemSize + minimumLineSpacing` on when it lies against a non-zero velocity.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let view = collectionView else { return proposedContentOffset }
    let axis = scrollDirection
    let proposed = axis.main(proposedContentOffset)
    let viewLength = axis.main(view.bounds.size)
    let rect = CGRect(
      origin: axis.point(main: proposed, cross: axis.cross(view.contentOffset)), size: view.bounds.size)
    guard let attributes = layoutAttributesForElements(in: rect) else { return proposedContentOffset }
    let proposedCentre = proposed + viewLength / 2
    // In index order, a later cell replaces the candidate only when strictly nearer.
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    guard let candidate = cells.min(by: { abs(axis.main($0.center) - proposedCentre) < abs(axis.main($1.center) - proposedCentre) })
    else { return proposedContentOffset }
    var target = axis.main(candidate.center) - viewLength / 2
    let shift = target - axis.main(view.contentOffset)
    let speed = axis.main(velocity)
    if (speed < 0 && shift > 0) || (speed > 0 && shift < 0) {
      target += (speed > 0 ? 1 : -1) * (axis.main(itemSize) + minimumLineSpacing)
    }
    return axis.replacingMain(of: proposedContentOffset, with: target)
  }

  /// `centered-flow` in the registry.
  static let algorithm = Algorithm(
    id: "centered-flow",
    origin: "zoo: BenEmdon/CenteredCollectionView 2.2.2 (f2bf371)",
    summary: "centres the cell nearest the proposal's centre, one step on when it lies against the velocity; content insets centre item 0 on every resize",
    host: .wide,
    contract: { _ in SnapContract(alignment: .center, pageCap: nil, keepsState: false, hasTransforms: false) },
    make: { _, _ in
      LayoutUnderTest(layout: CenteredFlowLayout(), decelerationRate: .fast)
    })
}
