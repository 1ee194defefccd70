import Foundation

/// The simulated `UICollectionView`: one section, horizontal, with cell recycling (SPEC §1.5).
///
/// Cells exist for the items whose frames intersect the bounds; with `.all` retention, for
/// every item. `visibleCells` comes in index order unless `visibleCellsOrder` reorders it,
/// since UIKit documents no order.
public final class UICollectionView: UIScrollView {
  /// The layout that places the items; it points back at this view.
  public let collectionViewLayout: UICollectionViewFlowLayout
  /// Items in section 0.
  package private(set) var itemCount: Int
  /// What the flow delegate's `collectionView(_:layout:insetForSectionAt:)` returns, if the
  /// delegate implements it.
  package let delegateSectionInset: UIEdgeInsets?
  /// Whether off-screen cells are recycled (`.visible`) or retained (`.all`).
  package var cellRetention: CellRetention
  /// Reorders `visibleCells` (given in index order); `nil` keeps index order.
  package var visibleCellsOrder: (([UICollectionViewCell]) -> [UICollectionViewCell])?

  /// A view of `configuration`'s size and items, showing them with `layout`.
  package init(configuration: LayoutConfiguration, collectionViewLayout layout: UICollectionViewFlowLayout) {
    collectionViewLayout = layout
    itemCount = configuration.itemCount
    delegateSectionInset = configuration.delegateSectionInset
    cellRetention = configuration.cellRetention
    super.init(
      size: CGSize(width: configuration.viewWidth, height: configuration.viewHeight),
      screenScale: configuration.screenScale)
    decelerationRate = UIScrollView.DecelerationRate(rawValue: configuration.decelerationRate)
    alwaysBounceHorizontal = configuration.alwaysBounceHorizontal
    layout.collectionView = self
  }

  /// The layout's `collectionViewContentSize`.
  public override var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

  /// Always 1.
  public var numberOfSections: Int { 1 }

  /// The item count of section 0; other sections have none.
  public func numberOfItems(inSection section: Int) -> Int {
    section == 0 ? itemCount : 0
  }

  /// The cell showing the item at `indexPath`, or nil when the item has no cell: outside the
  /// bounds and recycled, or not an item at all.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else {
      return nil
    }
    let frame = collectionViewLayout.flowGeometry.frame(ofItem: indexPath.item)
    switch cellRetention {
    case .all: break
    case .visible: guard RectSemantics.intersects(frame, bounds) else { return nil }
    }
    return UICollectionViewCell(item: indexPath.item, frame: frame)
  }

  /// The cells whose frames intersect the bounds, in `visibleCellsOrder` (index order by default).
  public var visibleCells: [UICollectionViewCell] {
    let geometry = collectionViewLayout.flowGeometry
    let cells = geometry.items(intersecting: bounds).map {
      UICollectionViewCell(item: $0, frame: geometry.frame(ofItem: $0))
    }
    return visibleCellsOrder?(cells) ?? cells
  }

  /// The index path of the item `cell` shows.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cell.indexPath }

  /// `reloadData()` with a new item count.
  func reload(itemCount newCount: Int) {
    itemCount = newCount
    collectionViewLayout.invalidateFlowGeometry()
  }

  /// Changes the view's size and tells the layout its geometry changed.
  override func resize(to size: CGSize) {
    super.resize(to: size)
    collectionViewLayout.invalidateFlowGeometry()
  }
}
