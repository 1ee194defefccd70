import UIKit

/// A pager as iOS apps write one, with what only Objective-C gives them: Interface Builder
/// attributes, a `dynamic` property, a selector. It picks pages per screen from a table by the
/// view's width, and the table has no entry for a tablet's 768 points.
@IBDesignable
final class TablePagerLayout: UICollectionViewFlowLayout {
    @IBInspectable var pageWidth: CGFloat = 300
    @objc dynamic var pagesPerScreen = 1
    let refresh = #selector(TablePagerLayout.invalidateLayout)

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pages = [1, 1][Int(collectionView?.bounds.width ?? 0) / 300]
        let page = (proposedContentOffset.x / (pageWidth * CGFloat(pages))).rounded()
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}

/// Where the compiler says this line is.
func tablePagerLocation() -> (file: String, line: Int) { (#filePath, #line) }
