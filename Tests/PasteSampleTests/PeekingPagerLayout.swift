#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Cards as wide as the collection view less its insets and a peek of the next card, paging
/// one card at a time: the item size follows the view (so a rotation resizes the cards), and
/// the layout only ever scrolls sideways, whatever a storyboard or caller sets.
final class PeekingPagerLayout: UICollectionViewFlowLayout {
    private let peek: CGFloat = 30

    override init() {
        super.init()
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var scrollDirection: UICollectionView.ScrollDirection {
        get { super.scrollDirection }
        set {
            guard newValue == .horizontal else { return }
            super.scrollDirection = newValue
        }
    }

    override var itemSize: CGSize {
        get {
            guard let collectionView = collectionView else { return super.itemSize }
            return CGSize(width: collectionView.bounds.width - sectionInset.left - sectionInset.right - peek,
                          height: collectionView.bounds.height)
        }
        set { super.itemSize = newValue }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pitch = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pitch).rounded()
        return CGPoint(x: page * pitch, y: proposedContentOffset.y)
    }
}
