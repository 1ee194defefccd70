#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// A vertical feed that snaps rows to the top edge.
final class VerticalSnapLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .vertical
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .vertical
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let topInset = collectionView.adjustedContentInset.top
        let rect = CGRect(x: 0, y: proposedContentOffset.y, width: collectionView.bounds.width,
                          height: collectionView.bounds.height)
        guard let attributes = layoutAttributesForElements(in: rect), !attributes.isEmpty else {
            return proposedContentOffset
        }
        let proposedTop = proposedContentOffset.y + topInset
        let nearest = attributes.min { abs($0.frame.minY - proposedTop) < abs($1.frame.minY - proposedTop) }!
        return CGPoint(x: proposedContentOffset.x, y: nearest.frame.minY - sectionInset.top - topInset)
    }
}
