import Foundation

/// UIKit's `UICollectionViewListCell`: a cell of a list layout, configured through its
/// default content configuration.
///
/// Compile-only: nothing is drawn.
open class UICollectionViewListCell: UICollectionViewCell {
  /// How far the content is indented, in levels (stored, not drawn).
  open var indentationLevel = 0

  /// A plain list cell's content configuration, to fill in and set as `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
