import Foundation
import SnapModel
import Testing

/// A card cell whose configuration a registration's handler fills in.
private final class TitleCell: UICollectionViewCell {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view made by code, as an app makes it: 375×200, a flow layout with UIKit's 50×50 items
/// and 10-point spacings, scrolling sideways.
private func codeMadeView() -> UICollectionView {
  UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
}

/// A diffable data source for `view` whose cells are `TitleCell`s titled by the item.
private func titledDataSource(_ view: UICollectionView) -> UICollectionViewDiffableDataSource<String, String> {
  let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, indexPath, item in
    cell.title.text = "\(item) at \(indexPath.item)"
  }
  return UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
}

@Suite("Diffable data sources, snapshots and registrations")
struct DiffableDataSourceTests {
  @Test("A snapshot appends, inserts before and after, deletes and moves as UIKit orders them")
  func snapshotSemantics() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])  // to the last section, b
    snapshot.insertItems([6], beforeItem: 2)  // a: 1 6 2 3
    snapshot.insertItems([7], afterItem: 5)  // b: 4 5 7
    snapshot.deleteItems([3, 4, 99])  // a: 1 6 2, b: 5 7 (99 is not there)
    snapshot.moveItem(1, afterItem: 7)  // a: 6 2, b: 5 7 1
    snapshot.moveItem(5, beforeItem: 6)  // a: 5 6 2, b: 7 1
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers == [5, 6, 2, 7, 1])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [7, 1])
    #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2 && snapshot.numberOfItems(inSection: "a") == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b" && snapshot.sectionIdentifier(containingItem: 3) == nil)
    #expect(snapshot.indexOfItem(2) == 2 && snapshot.indexOfItem(1) == 4 && snapshot.indexOfItem(4) == nil)
    snapshot.reloadItems([7, 2, 7])
    snapshot.reconfigureItems([6])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [7, 2] && snapshot.reconfiguredItemIdentifiers == [6])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [7, 1] && snapshot.indexOfItem(1) == 1)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("What UIKit raises for leaves the snapshot as it was, and applying it reports UIKit's exception")
  func raisingCalls() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendItems([1])
    #expect(snapshot.numberOfItems == 0)
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    snapshot.appendItems([3, 2])
    snapshot.insertItems([8], beforeItem: 42)
    snapshot.moveItem(1, beforeItem: 1)
    #expect(snapshot.itemIdentifiers == [1, 2])
    let view = codeMadeView()
    let dataSource = titledDataSource(view)
    var good = NSDiffableDataSourceSnapshot<String, String>()
    good.appendSections(["s"])
    good.appendItems(["x"])
    dataSource.apply(good)
    var bad = good
    bad.appendItems(["x"])
    var completed = false
    dataSource.apply(bad) { completed = true }
    // The first problem is kept; the view still shows the good snapshot.
    #expect(!completed && view.numberOfItems(inSection: 0) == 1 && dataSource.snapshot().itemIdentifiers == ["x"])
    #expect(view.collectionViewLayout.takeReportedFault() == .exception(
      name: "NSInternalInconsistencyException", reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: x"))
  }

  @Test("A view made by code follows apply: its counts, its geometry, identifiers and index paths")
  func codeMadeViewFollowsApply() throws {
    let view = codeMadeView()
    let dataSource = titledDataSource(view)
    #expect(view.numberOfSections == 0)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["top", "bottom"])
    snapshot.appendItems(["a", "b", "c"], toSection: "top")
    snapshot.appendItems(["d", "e"], toSection: "bottom")
    var completions = 0
    dataSource.apply(snapshot, animatingDifferences: false) { completions += 1 }
    #expect(completions == 1 && view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "e")
    #expect(dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0) && dataSource.indexPath(for: "z") == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "bottom" && dataSource.index(for: "top") == 0)
    // Three 50-point items fit a 200-point column with 10-point spacing; justified, they sit
    // at 0, 75 and 150: item b is the second of the first column.
    let cell = try #require(dataSource.collectionView(view, cellForItemAt: IndexPath(item: 1, section: 0)) as? TitleCell)
    #expect(cell.title.text == "b at 1" && cell.frame == CGRect(x: 0, y: 75, width: 50, height: 50))
    #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0))
    snapshot.deleteItems(["a", "d"])
    dataSource.apply(snapshot)
    #expect(view.numberOfItems(inSection: 0) == 2 && view.numberOfItems(inSection: 1) == 1)
  }

  @Test("A scenario's view keeps its counts: a snapshot that disagrees is a bad scenario")
  func scenarioViewKeepsCounts() {
    let view = baseSimulator { $0.itemCount = 3 }.collectionView
    let dataSource = titledDataSource(view)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot)
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.dataSourceDisagreement == "the data source answers items per section [2], the scenario has [3]")
    snapshot.appendItems(["c"])
    dataSource.apply(snapshot)
    #expect(view.dataSourceDisagreement == nil)
  }

  @Test("A registration's handler runs on a fresh instance of its class; a supplementary one is told its kind")
  func registrations() {
    let view = codeMadeView()
    var configured: [String] = []
    let cells = UICollectionView.CellRegistration<TitleCell, Int> { cell, indexPath, item in
      configured.append("cell \(item) at \(indexPath.item)")
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, kind, indexPath in
      configured.append("\(kind) at \(indexPath.section)")
    }
    let first = view.dequeueConfiguredReusableCell(using: cells, for: IndexPath(item: 0, section: 0), item: 7)
    let second = view.dequeueConfiguredReusableCell(using: cells, for: IndexPath(item: 0, section: 0), item: nil)
    _ = view.dequeueConfiguredReusableSupplementary(using: headers, for: IndexPath(item: 0, section: 2))
    #expect(first !== second)
    #expect(configured == ["cell 7 at 0", "UICollectionElementKindSectionHeader at 2"])
  }
}
