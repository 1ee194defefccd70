#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Card carousel implemented as a UICollectionViewController subclass.
/// Snapping is done in the scroll view delegate instead of a custom layout.
final class CardCarouselViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {

    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen,
                                     .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]
    private let itemSpacing: CGFloat = 12
    private let peek: CGFloat = 32

    private var flowLayout: UICollectionViewFlowLayout {
        collectionViewLayout as! UICollectionViewFlowLayout
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")

        flowLayout.minimumLineSpacing = itemSpacing
        flowLayout.sectionInset = UIEdgeInsets(top: 0, left: peek, bottom: 0, right: peek)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let insets = collectionView.adjustedContentInset
        let width = max(collectionView.bounds.width - peek * 2, 0)
        let height = max(collectionView.bounds.height - insets.top - insets.bottom, 0) * 0.7
        let size = CGSize(width: width, height: height)
        if flowLayout.itemSize != size {
            flowLayout.itemSize = size
            flowLayout.invalidateLayout()
        }
    }

    // MARK: - UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 16
        cell.contentView.layer.cornerCurve = .continuous
        return cell
    }

    // MARK: - UIScrollViewDelegate

    override func scrollViewWillEndDragging(_ scrollView: UIScrollView,
                                            withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let pageWidth = flowLayout.itemSize.width + flowLayout.minimumLineSpacing
        guard pageWidth > 0 else { return }

        // With sectionInset.left == peek, card i sits at the peek when contentOffset.x == i * pageWidth.
        let currentPage = collectionView.contentOffset.x / pageWidth
        var targetPage: CGFloat
        if velocity.x > 0.2 {
            targetPage = currentPage.rounded(.down) + 1
        } else if velocity.x < -0.2 {
            targetPage = currentPage.rounded(.up) - 1
        } else {
            targetPage = (targetContentOffset.pointee.x / pageWidth).rounded()
        }

        let lastPage = CGFloat(max(collectionView.numberOfItems(inSection: 0) - 1, 0))
        targetPage = min(max(targetPage, 0), lastPage)
        targetContentOffset.pointee.x = targetPage * pageWidth
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let pageWidth = flowLayout.itemSize.width + flowLayout.minimumLineSpacing
        collectionView.setContentOffset(CGPoint(x: CGFloat(indexPath.item) * pageWidth, y: collectionView.contentOffset.y), animated: true)
    }
}
