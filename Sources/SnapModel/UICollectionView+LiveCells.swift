import Foundation

/// The cells a collection view has handed out and still shows: UIKit keeps a visible cell
/// alive while its item stays visible, so asking again (`visibleCells`, `cellForItem(at:)`)
/// gives the same object, and an invalidation or `prepare()` gives it its item's new frame
/// rather than a new cell.
///
/// A cell is recycled, and the next request for its item gets a new one, when its item
/// leaves the bounds (unless cells are retained, `cellRetention` `all`), judged by the frame
/// the cell was last handed out with; every cell is when the items themselves change: a
/// reload, a batch update, new counts or a new view size. Between two requests the model
/// checks only when the view moves, so an item that leaves and comes back without one keeps
/// its cell; UIKit, whose reuse queue may hand the same cell back, allows that too.
struct LiveCells {
  /// Which item a cell shows: for a flow layout the item numbered across sections (`section`
  /// 0), otherwise its index path's section and item.
  struct Key: Comparable {
    /// The section (0 for a flow layout's global numbering).
    var section: Int
    /// The item.
    var item: Int

    /// The key of a layout's item at `indexPath` (not a flow layout's), or nil when it is not
    /// a section and an item: such a cell is not kept.
    init?(_ indexPath: IndexPath) {
      guard indexPath.count == 2 else { return nil }
      (section, item) = (indexPath.section, indexPath.item)
    }

    /// The key of a flow layout's item `flowItem`, numbered across sections.
    init(flowItem: Int) {
      (section, item) = (0, flowItem)
    }

    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
  }

  /// One cell and the frame it was last handed out with.
  struct Entry {
    /// The item it shows.
    var key: Key
    /// Its frame when it was last handed out.
    var frame: CGRect
    /// The cell.
    var cell: UICollectionViewCell
  }

  /// The live cells, in key order.
  var entries: [Entry] = []

  /// Where `key` is or would go in `entries`.
  func position(of key: Key) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension UICollectionView {
  /// The live cell for `key` with `frame` (its item's frame now, given to a kept cell), made
  /// (showing `indexPath()`) when the item has none; a fresh cell, not kept, without a key.
  func liveCell(for key: LiveCells.Key?, frame: CGRect, indexPath: () -> IndexPath) -> UICollectionViewCell {
    guard let key else { return placed(UICollectionViewCell(indexPath: indexPath(), frame: frame)) }
    let position = liveCells.position(of: key)
    if position < liveCells.entries.count, liveCells.entries[position].key == key {
      let cell = liveCells.entries[position].cell
      if !RectSemantics.equal(cell.frame, frame) {
        cell.frame = frame
        liveCells.entries[position].frame = frame
      }
      return cell
    }
    let cell = placed(UICollectionViewCell(indexPath: indexPath(), frame: frame))
    liveCells.entries.insert(LiveCells.Entry(key: key, frame: frame, cell: cell), at: position)
    return cell
  }

  /// `cell`, placed by this view.
  private func placed(_ cell: UICollectionViewCell) -> UICollectionViewCell {
    cell.placement = placement
    return cell
  }

  /// Recycles the cells whose last frames no longer meet the bounds; retained cells stay.
  /// Every move asks, so the usual answer, no live cells, is checked inline.
  @inline(__always)
  func recycleCellsOffScreen() {
    if !liveCells.entries.isEmpty { recycleLiveCellsOffScreen() }
  }

  /// `recycleCellsOffScreen()` when there are live cells.
  @inline(never)
  private func recycleLiveCellsOffScreen() {
    guard cellRetention == .visible else { return }
    let visible = bounds
    liveCells.entries.removeAll { !RectSemantics.intersects($0.frame, visible) }
  }

  /// Recycles every cell: a reload, a batch update, new counts or a new size.
  func recycleAllCells() {
    liveCells.entries.removeAll()
  }
}
