import Foundation

extension UICollectionView {
  /// The kind of a section header, as `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` takes it.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// A registered supplementary class's key: its kind and reuse identifier.
  struct SupplementaryKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// Registers `cellClass` for `identifier` (what `register(_:forCellWithReuseIdentifier:)`
  /// does); nil removes the registration.
  func storeCellClass(_ cellClass: AnyClass?, identifier: String) {
    cellClasses[identifier] = cellClass.map { $0 as? UICollectionViewCell.Type ?? UICollectionViewCell.self }
  }

  /// Registers `viewClass` for `elementKind` and `identifier` (what
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` does); nil removes the
  /// registration.
  func storeSupplementaryClass(_ viewClass: AnyClass?, kind elementKind: String, identifier: String) {
    supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)] =
      viewClass.map { $0 as? UICollectionReusableView.Type ?? UICollectionReusableView.self }
  }

  /// A fresh instance of the class registered for `identifier`, placed at the item's frame
  /// (what `dequeueReusableCell(withReuseIdentifier:for:)` hands out).
  ///
  /// With no class registered, UIKit raises; the model reports that exception as the step's
  /// fault and returns a plain cell so the caller goes on.
  func dequeueCell(identifier: String, at indexPath: IndexPath) -> UICollectionViewCell {
    guard let cellClass = cellClasses[identifier] else {
      reportUnregistered(kind: "UICollectionElementKindCell", identifier: identifier)
      return UICollectionViewCell()
    }
    return makeCell(cellClass, reuseIdentifier: identifier, at: indexPath)
  }

  /// A fresh instance of `cellClass` showing the item at `indexPath`, placed at its frame
  /// and handed the item's attributes through `apply(_:)`, as UIKit's dequeue applies them
  /// before the data source configures the cell: what a dequeue hands out.
  func makeCell<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, reuseIdentifier: String?, at indexPath: IndexPath) -> Cell {
    let cell = cellClass.init()
    cell.reuseIdentifier = reuseIdentifier
    cell.shownIndexPath = indexPath
    cell.placement = placement
    if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
      cell.frame = attributes.frame
      cell.apply(attributes)
    }
    return cell
  }

  /// A fresh instance of the class registered for `elementKind` and `identifier` (what
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` hands out).
  ///
  /// With no class registered, UIKit raises; the model reports that exception as the step's
  /// fault and returns a plain view.
  func dequeueSupplementary(kind elementKind: String, identifier: String) -> UICollectionReusableView {
    guard let viewClass = supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)] else {
      reportUnregistered(kind: elementKind, identifier: identifier)
      return UICollectionReusableView()
    }
    return makeSupplementaryView(viewClass, reuseIdentifier: identifier)
  }

  /// A fresh instance of `viewClass`: what a supplementary dequeue hands out.
  func makeSupplementaryView<View: UICollectionReusableView>(_ viewClass: View.Type, reuseIdentifier: String?) -> View {
    let view = viewClass.init()
    view.reuseIdentifier = reuseIdentifier
    view.placement = placement
    return view
  }

  /// Reports UIKit's exception for dequeuing an identifier nothing was registered for.
  private func reportUnregistered(kind: String, identifier: String) {
    reportInconsistency(
      "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
  }

  /// Reports UIKit's `NSInternalInconsistencyException` with `reason` as the step's fault.
  func reportInconsistency(_ reason: String) {
    collectionViewLayout.reportFault(.exception(name: "NSInternalInconsistencyException", reason: reason))
  }

  /// What the data source answers for the counts, when it disagrees with the view's own
  /// (the scenario's): one line naming both, or nil when they agree or there is no data source.
  package var dataSourceDisagreement: String? {
    guard let dataSource else { return nil }
    let sections = dataSource.numberOfSections(in: self)
    guard sections >= 0 else { return "the data source answers \(sections) sections" }
    let answered = (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    guard answered != sectionCounts else { return nil }
    return "the data source answers items per section \(answered), the scenario has \(sectionCounts)"
  }
}
