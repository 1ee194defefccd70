#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Keeps the centred item centred when the bounds change (rotation, split view).
final class RotationStableLayout: UICollectionViewFlowLayout {
    private var focusedIndexPath: IndexPath?

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        guard let collectionView = collectionView else { return }
        let center = CGPoint(x: oldBounds.midX, y: oldBounds.midY)
        focusedIndexPath = collectionView.indexPathForItem(at: center)
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        focusedIndexPath = nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let indexPath = focusedIndexPath,
              let attributes = layoutAttributesForItem(at: indexPath),
              let collectionView = collectionView else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        }
        let x = attributes.center.x - collectionView.bounds.width / 2
        let maxX = collectionViewContentSize.width - collectionView.bounds.width
        return CGPoint(x: max(0, min(x, maxX)), y: proposedContentOffset.y)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let half = collectionView.bounds.width / 2
        let visible = layoutAttributesForElements(in: CGRect(x: proposedContentOffset.x, y: 0,
                                                             width: collectionView.bounds.width,
                                                             height: collectionView.bounds.height)) ?? []
        guard let best = visible.min(by: { abs($0.center.x - proposedContentOffset.x - half) <
                                             abs($1.center.x - proposedContentOffset.x - half) }) else {
            return proposedContentOffset
        }
        return CGPoint(x: best.center.x - half, y: proposedContentOffset.y)
    }
}
