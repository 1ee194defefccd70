#if canImport(UIKit)
import UIKit
#else
import SnapCheck
#endif

/// Featured photos in a horizontally paging strip: a compositional layout whose section
/// pages group by group (centred), a diffable data source fed from a cell registration,
/// and a page control that follows the centred card.
final class FeaturedPhotoCarouselViewController: UIViewController {

    enum Section: Hashable {
        case featured
    }

    struct Photo: Hashable {
        let id = UUID()
        let title: String
        let color: UIColor
    }

    private let photos: [Photo] = [
        Photo(title: "Lisbon", color: .systemOrange),
        Photo(title: "Kyoto", color: .systemPink),
        Photo(title: "Reykjavík", color: .systemTeal),
        Photo(title: "Oaxaca", color: .systemGreen),
        Photo(title: "Tbilisi", color: .systemIndigo),
        Photo(title: "Hobart", color: .systemBlue),
    ]

    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
    let pageControl = UIPageControl()
    private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    // MARK: - Layout

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] _, environment in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(1.0)))

            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.82),
                    heightDimension: .absolute(220)),
                subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)

            section.visibleItemsInvalidationHandler = { visibleItems, offset, environment in
                let width = environment.container.contentSize.width
                let midX = offset.x + width / 2

                for item in visibleItems {
                    let distance = abs(item.center.x - midX)
                    let scale = max(0.92, 1 - distance / width * 0.16)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }

                let centred = visibleItems
                    .filter { $0.representedElementKind == nil }
                    .min { abs($0.center.x - midX) < abs($1.center.x - midX) }
                if let centred {
                    self?.pageControl.currentPage = centred.indexPath.item
                }
            }
            return section
        }
    }

    // MARK: - Views

    private func configureHierarchy() {
        collectionView.backgroundColor = .clear
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.hidesForSinglePage = true
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            let indexPath = IndexPath(item: self.pageControl.currentPage, section: 0)
            self.collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
        }, for: .valueChanged)
        view.addSubview(pageControl)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 236),

            pageControl.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 4),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    // MARK: - Data

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<PhotoCardCell, Photo> { cell, _, photo in
            cell.configure(with: photo)
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.featured])
        snapshot.appendItems(photos, toSection: .featured)
        dataSource.apply(snapshot, animatingDifferences: false)
        pageControl.numberOfPages = photos.count
    }
}

/// A rounded card with the photo's title at its bottom leading corner.
final class PhotoCardCell: UICollectionViewCell {

    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 20
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true

        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)

        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func configure(with photo: FeaturedPhotoCarouselViewController.Photo) {
        titleLabel.text = photo.title
        contentView.backgroundColor = photo.color
    }
}
