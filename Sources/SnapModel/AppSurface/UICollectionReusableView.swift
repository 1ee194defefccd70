import Foundation

/// UIKit's `UICollectionReusableView`: the base of cells and supplementary views, which a
/// collection view makes from a registered class and hands out again.
///
/// Compile-only as a view: it draws nothing. `init()` is required so the collection view
/// can make an instance of whatever subclass was registered, as UIKit does through
/// `init(frame:)`: a subclass that overrides `init(frame:)` (and `init?(coder:)`) inherits it.
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  open package(set) var reuseIdentifier: String?
  /// The collection view that placed the view, in whose content coordinates its frame is:
  /// the superview `convert(_:to:)` goes through (the model adds no cells as subviews).
  package var placedIn: UICollectionView? { placement?.view }
  /// The placing view's placement record (see `CellPlacement`).
  package var placement: CellPlacement?

  /// A view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A view with a zero frame: how the collection view makes a registered class.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Called before the view is handed out again; the base does nothing.
  open func prepareForReuse() {}

  /// Applies `layoutAttributes`; the base does nothing. A dequeued cell is given its item's
  /// attributes here before it is handed out, as UIKit's dequeue applies them.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would rather have: `layoutAttributes` as they are. Open, as
  /// UIKit's is; UIKit asks it only of self-sizing cells (`estimatedItemSize`), which the
  /// model does not lay out (such a scenario ends unsupported), so it is never asked.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// Which collection view placed a cell: a record the view owns and clears as it goes, so a
/// cell that outlives its view reads nil, as a weak reference would, without giving the view
/// a weak reference's side table (which slows every retain of it, see
/// `UICollectionViewLayout.collectionView`).
package final class CellPlacement {
  /// The view, until it goes away.
  @exclusivity(unchecked) package unowned(unsafe) var view: UICollectionView?

  /// The record of `view`.
  init(view: UICollectionView) {
    self.view = view
  }
}
