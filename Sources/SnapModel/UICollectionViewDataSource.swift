import Foundation

/// UIKit's `UICollectionViewDataSource`: how many items each section has, and the cell for
/// each.
///
/// The scenario fixes the counts; a data source must agree with them (a disagreement is a
/// bad scenario, as UIKit raises when its counts disagree with an update). The model asks
/// for no cells: `collectionView(_:cellForItemAt:)` compiles and is called only by the
/// app's own code. The other requirements are optional in UIKit: their defaults do what UIKit does
/// when the method is missing and note that they ran (`OptionalRequirement`).
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell showing the item at `indexPath`, usually dequeued.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The header or footer (`kind`) of the section of `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved by the user (the model sends no touches).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Moves the data of the item at `sourceIndexPath` to `destinationIndexPath`, after the
  /// user moved its cell (the model sends no touches, so only the app's code calls it).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    OptionalRequirement.defaultRan(for: self, #function)
    return 1
  }

  /// A plain view: the model draws no supplementary views.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalRequirement.defaultRan(for: self, #function)
    return UICollectionReusableView()
  }

  /// No item moves, as UIKit assumes when the data source does not say.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.defaultRan(for: self, #function)
    return false
  }

  /// Does nothing, as UIKit does when the data source does not say.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
}
