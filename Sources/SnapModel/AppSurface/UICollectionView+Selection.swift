import Foundation

/// Selection and the rest of `UICollectionView`'s surface that snapping code touches in
/// passing (compile-only: the model sends no touches, so only code selects).
///
///     collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
///     collectionView.indexPathsForSelectedItems  // [[0, 2]]
extension UICollectionView {
  /// UIKit's `UICollectionView.ElementCategory`, the attributes' own enum.
  public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory

  /// The selected items, in the order they were selected; nil when none is, as in UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems
  }

  /// Selects the item at `indexPath` (the only one unless `allowsMultipleSelection`), then
  /// scrolls it to `scrollPosition` unless that is empty.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection, let indexPath else {
      selectedItems = []
      return
    }
    if !allowsMultipleSelection { selectedItems = [] }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at `indexPath`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Reloads the items at `indexPaths`: the layout prepares again (their cells are not
  /// recycled one by one).
  public func reloadItems(at indexPaths: [IndexPath]) {
    collectionViewLayout.invalidateLayout()
  }

  /// Keeps nothing: the model loads no nibs, so a cell registered from a nib is a plain cell
  /// when dequeued.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
  }

  /// Keeps nothing: the model loads no nibs, so a supplementary view registered from a nib is
  /// a plain view when dequeued.
  public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
