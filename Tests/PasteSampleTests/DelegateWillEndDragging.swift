#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Snapping done in the scroll view delegate, the other common place for it.
final class CarouselSnapDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let itemWidth: CGFloat
    let spacing: CGFloat

    init(itemWidth: CGFloat, spacing: CGFloat) {
        self.itemWidth = itemWidth
        self.spacing = spacing
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: itemWidth, height: collectionView.bounds.height)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        spacing
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let pageWidth = itemWidth + spacing
        var index = (targetContentOffset.pointee.x / pageWidth).rounded()
        let maxIndex = ((scrollView.contentSize.width - scrollView.bounds.width) / pageWidth).rounded(.up)
        index = min(max(index, 0), maxIndex)
        targetContentOffset.pointee = CGPoint(x: min(index * pageWidth, scrollView.contentSize.width - scrollView.bounds.width),
                                              y: targetContentOffset.pointee.y)
    }
}
