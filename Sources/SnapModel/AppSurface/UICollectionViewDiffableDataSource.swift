import Foundation

/// UIKit's `UICollectionViewDiffableDataSource`: a data source that answers from the snapshot
/// last applied, and makes cells with the app's cell provider.
///
/// It makes itself its collection view's data source, so the view's counts are the applied
/// snapshot's. A view made by the app's code takes them at every `apply`, as `reloadData()`
/// re-asks them in UIKit; a view the simulator made from a scenario keeps the scenario's, and
/// a snapshot that disagrees with them is a bad scenario, as for any data source. Nothing is
/// animated or drawn: `apply` takes effect at once and then runs its completion. A cell
/// provider that returns nil, or a snapshot UIKit would have raised for (which is not shown,
/// and its completion not run), is reported as UIKit's `NSInternalInconsistencyException`,
/// the step's fault.
///
///     let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
///       view, indexPath, title in view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
///     }
///     var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
///     snapshot.appendSections([0])
///     snapshot.appendItems(["a", "b"])
///     dataSource.apply(snapshot)
///     view.numberOfItems(inSection: 0)  // 2, for a view made by code
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UICollectionViewDataSource
{
  /// UIKit's `CellProvider`: the cell for an item, usually dequeued from a registration.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// UIKit's `SupplementaryViewProvider`: the header or footer of a kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// The view the data source serves, held weakly (the view holds its data source weakly too;
  /// the app keeps the data source).
  private weak var collectionView: UICollectionView?
  /// Makes the cells.
  private let cellProvider: CellProvider
  /// Makes the headers and footers.
  open var supplementaryViewProvider: SupplementaryViewProvider?
  /// The snapshot last applied.
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// A data source for `collectionView` making cells with `cellProvider`; it becomes the
  /// view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot` (nothing animates), then runs `completion`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    if show(snapshot) { completion?() }
  }

  /// Shows `snapshot` as `reloadData()` would, then runs `completion`.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    if show(snapshot) { completion?() }
  }

  /// A copy of the snapshot last applied.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item shown at `indexPath`, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let items = current.items(inSectionAt: indexPath.section), items.indices.contains(indexPath.item) else { return nil }
    return items[indexPath.item]
  }

  /// Where `itemIdentifier` is shown, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section shown at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// Where section `sectionIdentifier` is shown, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The applied snapshot's section count.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// The applied snapshot's item count in `section` (0 outside its sections).
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.items(inSectionAt: section)?.count ?? 0
  }

  /// The cell provider's cell for the item at `indexPath`; a plain cell, and the fault UIKit
  /// raises, when there is no such item or the provider returns nil.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      collectionView.reportInconsistency("no item identifier for the cell at \(indexPath)")
      return UICollectionViewCell()
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      collectionView.reportInconsistency("the cell provider returned nil for the item at \(indexPath)")
      return UICollectionViewCell()
    }
    return cell
  }

  /// The supplementary provider's view of `kind` at `indexPath`; a plain view, and the fault
  /// UIKit raises, when there is no provider or it returns nil.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      collectionView.reportInconsistency("no supplementary view of kind \(kind) at \(indexPath) from the supplementary view provider")
      return UICollectionReusableView()
    }
    return view
  }

  /// Makes `snapshot` the one shown and says so, or reports the exception UIKit raised while
  /// it was built (which would have ended the app: nothing is shown, no completion runs).
  private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> Bool {
    if let problem = snapshot.problem {
      collectionView?.reportInconsistency(problem)
      return false
    }
    current = snapshot
    guard let view = collectionView, view.dataSource === self else { return true }
    // Setting the data source again makes a view made by code take its counts.
    view.dataSource = self
    view.reloadData()
    return true
  }
}
