#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Cover-flow carousel built on a plain UICollectionViewLayout.
/// Items rotate around the Y axis and shrink as they move away from the centre.
final class CoverFlowLayout: UICollectionViewLayout {

    var itemSize = CGSize(width: 200, height: 280)
    var spacing: CGFloat = 40
    var maxRotation: CGFloat = .pi / 4
    var minScale: CGFloat = 0.75

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentWidth: CGFloat = 0

    private var step: CGFloat { itemSize.width + spacing }

    private var itemCount: Int {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView = collectionView else { return }

        let count = itemCount
        let bounds = collectionView.bounds
        let horizontalInset = max((bounds.width - itemSize.width) / 2, 0)
        contentWidth = horizontalInset * 2 + CGFloat(count) * itemSize.width + CGFloat(max(count - 1, 0)) * spacing

        let visibleCenterX = collectionView.contentOffset.x + bounds.width / 2
        let y = max((bounds.height - itemSize.height) / 2, 0)

        for item in 0..<count {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: horizontalInset + CGFloat(item) * step, y: y,
                                      width: itemSize.width, height: itemSize.height)

            let distance = (attributes.center.x - visibleCenterX) / step
            let clamped = min(max(distance, -1), 1)

            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500.0
            transform = CATransform3DRotate(transform, -clamped * maxRotation, 0, 1, 0)
            let scale = 1 - (1 - minScale) * abs(clamped)
            transform = CATransform3DScale(transform, scale, scale, 1)

            attributes.transform3D = transform
            attributes.zIndex = 1000 - Int(abs(distance) * 10)
            attributes.alpha = 1 - 0.3 * abs(clamped)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard itemCount > 0 else { return proposedContentOffset }
        // With the symmetric inset, item i is centred when contentOffset.x == i * step.
        var index = (proposedContentOffset.x / step).rounded()
        index = min(max(index, 0), CGFloat(itemCount - 1))
        return CGPoint(x: index * step, y: proposedContentOffset.y)
    }
}

final class AlbumCoverFlowViewController: UIViewController, UICollectionViewDataSource {

    private let albumColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen,
                                          .systemMint, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
    private let coverFlowLayout = CoverFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: coverFlowLayout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cover")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albumColors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: indexPath)
        cell.contentView.backgroundColor = albumColors[indexPath.item]
        cell.contentView.layer.cornerRadius = 8
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.4
        cell.layer.shadowRadius = 12
        cell.layer.shadowOffset = CGSize(width: 0, height: 8)
        return cell
    }
}
