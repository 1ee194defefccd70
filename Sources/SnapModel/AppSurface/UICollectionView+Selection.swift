import Foundation

/// Selection and the rest of `UICollectionView`'s surface that snapping code touches in
/// passing (compile-only: the model sends no touches, so only code selects).
///
///     collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
///     collectionView.indexPathsForSelectedItems  // [[0, 2]]
extension UICollectionView {
  /// UIKit's `UICollectionView.ElementCategory`, the attributes' own enum.
  public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory

  /// Selects the item at `indexPath` (what `selectItem(at:animated:scrollPosition:)` does).
  func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection, let indexPath else {
      selectedItems = []
      return
    }
    if !allowsMultipleSelection { selectedItems = [] }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at `indexPath` (what `deselectItem(at:animated:)` does).
  func deselect(_ indexPath: IndexPath) {
    selectedItems.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }
}

/// UIKit's Swift 4 name for `UICollectionView.ElementCategory`: unavailable with a fix-it to
/// the new name, as today's SDK declares it, so the compiler says what Xcode says.
@available(*, unavailable, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
