#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Centre-snapping carousel with a zoom effect, as many apps write it.
final class CenterZoomFlowLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.85

    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        guard let collectionView = collectionView else { return }
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let attribute = original.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(attribute.center.x - centerX)
            let ratio = min(distance / collectionView.bounds.width, 1)
            let scale = 1 - (1 - minimumScale) * ratio
            attribute.transform = CGAffineTransform(scaleX: scale, y: scale)
            attribute.zIndex = Int(scale * 100)
            return attribute
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0,
                                width: collectionView.bounds.size.width, height: collectionView.bounds.size.height)
        let horizontalCenter = proposedContentOffset.x + collectionView.bounds.size.width / 2
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        for attributes in super.layoutAttributesForElements(in: targetRect) ?? [] {
            let itemCenter = attributes.center.x
            if abs(itemCenter - horizontalCenter) < abs(offsetAdjustment) {
                offsetAdjustment = itemCenter - horizontalCenter
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}
