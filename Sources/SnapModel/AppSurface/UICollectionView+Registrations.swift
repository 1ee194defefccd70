import Foundation

extension UICollectionView {
  /// UIKit's `UICollectionView.CellRegistration`: a cell class and the handler that
  /// configures its cells for an item, used with `dequeueConfiguredReusableCell(using:for:item:)`.
  ///
  /// The handler runs on a fresh instance of `Cell` at every dequeue (the model hands out
  /// new cells, as `dequeueReusableCell(withReuseIdentifier:for:)` does); nothing is drawn.
  ///
  ///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
  ///       var content = cell.defaultContentConfiguration()
  ///       content.text = title
  ///       cell.contentConfiguration = content
  ///     }
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// UIKit's `Handler`: configures `cell` at `indexPath` for `itemIdentifier`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// Configures each dequeued cell.
    let handler: Handler

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// UIKit's `UICollectionView.SupplementaryRegistration`: a supplementary view class for a
  /// kind and the handler that configures its views, used with
  /// `dequeueConfiguredReusableSupplementary(using:for:)`.
  ///
  /// The handler runs on a fresh instance at every dequeue; nothing is drawn.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// UIKit's `Handler`: configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The kind of the views (a header, a footer, a badge).
    let elementKind: String
    /// Configures each dequeued view.
    let handler: Handler

    /// A registration of `Supplementary` for `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A fresh cell of the registration's class at the item's frame, configured by its handler
  /// for `item`. With no item the handler is not run and the cell is returned as made (UIKit
  /// documents nothing for a nil item).
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = makeCell(Cell.self, reuseIdentifier: nil, at: indexPath)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A fresh view of the registration's class, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = makeSupplementaryView(Supplementary.self, reuseIdentifier: nil)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
