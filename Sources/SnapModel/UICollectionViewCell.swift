import Foundation

/// UIKit's `UICollectionViewCell`: what snap code reads of a visible cell (its frame,
/// centre and item) and what app code styles (its `contentView`, selection state).
///
/// The model's own cells (`visibleCells`, `cellForItem(at:)`) are plain cells; a data
/// source's `dequeueReusableCell(withReuseIdentifier:for:)` gives an instance of the class
/// registered for the identifier. Nothing is drawn.
open class UICollectionViewCell: UICollectionReusableView {
  /// The item the cell shows (what `UICollectionView.indexPath(for:)` answers), once placed.
  package var shownIndexPath: IndexPath?
  /// Whether the cell is selected (stored, not drawn).
  open var isSelected = false
  /// Whether the cell is highlighted (stored, not drawn).
  open var isHighlighted = false
  /// The view app code adds its content to, made on first use.
  open private(set) lazy var contentView = UIView(frame: bounds)
  /// The view behind the content (stored, not drawn).
  open var backgroundView: UIView?
  /// The view behind the content when selected (stored, not drawn).
  open var selectedBackgroundView: UIView?
  /// The content configuration (stored, not drawn).
  open var contentConfiguration: UIContentConfiguration?
  /// The background configuration (stored, not drawn).
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A plain cell showing the item at `indexPath` with `frame`, as the model hands them out.
  package convenience init(indexPath: IndexPath, frame: CGRect) {
    self.init(frame: frame)
    shownIndexPath = indexPath
  }
}
