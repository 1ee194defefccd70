#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Centre-snapping carousel layout that stays on a valid page after items are deleted.
final class SnappingCarouselLayout: UICollectionViewFlowLayout {

    private var deletedIndexPaths: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        deletedIndexPaths = Set(updateItems.compactMap { update in
            update.updateAction == .delete ? update.indexPathBeforeUpdate : nil
        })
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        deletedIndexPaths.removeAll()
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard deletedIndexPaths.contains(itemIndexPath),
              let animated = attributes?.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        animated.alpha = 0
        animated.transform = CGAffineTransform(translationX: 0, y: -80).scaledBy(x: 0.6, y: 0.6)
        return animated
    }

    // Called after the batch update (and on size changes): keep the offset on a snap point.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        snappedOffset(for: proposedContentOffset)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        snappedOffset(for: proposedContentOffset)
    }

    private func snappedOffset(for proposed: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposed }
        let pageWidth = itemSize.width + minimumLineSpacing
        let count = collectionView.numberOfItems(inSection: 0)
        guard pageWidth > 0, count > 0 else { return CGPoint(x: 0, y: proposed.y) }
        // sectionInset centres the first and last items, so page i is at i * pageWidth.
        let page = min(max((proposed.x / pageWidth).rounded(), 0), CGFloat(count - 1))
        return CGPoint(x: page * pageWidth, y: proposed.y)
    }
}

final class DeletableCarouselViewController: UIViewController, UICollectionViewDataSource {

    private var items: [String] = (1...12).map { "Card \($0)" }
    private let layout = SnappingCarouselLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    private var currentIndex: Int {
        let pageWidth = layout.itemSize.width + layout.minimumLineSpacing
        guard pageWidth > 0, !items.isEmpty else { return 0 }
        let page = Int((collectionView.contentOffset.x / pageWidth).rounded())
        return min(max(page, 0), items.count - 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in
            self?.deleteCurrentItem()
        })

        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 16
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let itemWidth = collectionView.bounds.width * 0.7
        let inset = (collectionView.bounds.width - itemWidth) / 2
        layout.itemSize = CGSize(width: itemWidth, height: collectionView.bounds.height * 0.5)
        layout.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    private func deleteCurrentItem() {
        guard !items.isEmpty else { return }
        let index = currentIndex
        collectionView.performBatchUpdates({
            self.items.remove(at: index)
            self.collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
        }, completion: { _ in
            self.navigationItem.rightBarButtonItem?.isEnabled = !self.items.isEmpty
        })
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = items[indexPath.item]
        content.textProperties.alignment = .center
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .secondarySystemBackground
        background.cornerRadius = 16
        cell.backgroundConfiguration = background
        return cell
    }
}
