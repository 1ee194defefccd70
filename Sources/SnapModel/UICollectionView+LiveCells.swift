import Foundation

/// The cells a collection view has handed out and still shows: UIKit keeps a visible cell
/// alive while its item stays visible, so asking again (`visibleCells`, `cellForItem(at:)`)
/// gives the same object.
///
/// A cell is recycled, and the next request for its item gets a new one, when its item
/// leaves the bounds (unless cells are retained, `cellRetention` `all`), and every cell is
/// when the layout's answers may have changed: an invalidation or `prepare()`, a change of
/// the flow geometry (its properties, the view's size, insets or counts), a reload or a batch
/// update. Between two requests the model checks only at those moments, so an item that
/// leaves and comes back without one keeps its cell; UIKit, whose reuse queue may hand the
/// same cell back, allows that too.
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

  /// What the layout's answers were when the cells were handed out: while it stays, every
  /// cell's frame is its item's frame.
  struct Epoch: Equatable {
    /// The layout's invalidations and `prepare()`s.
    var generation: Int
    /// The flow layout's geometry changes (0 for another layout).
    var geometryChanges: Int
  }

  /// One cell and the frame its item had when the cell was handed out.
  struct Entry {
    var key: Key
    var frame: CGRect
    var cell: UICollectionViewCell
  }

  /// The layout's answers the cells were handed out under.
  var epoch = Epoch(generation: -1, geometryChanges: -1)
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
  /// The layout's answers as they are now, for `LiveCells`.
  private var cellEpoch: LiveCells.Epoch {
    LiveCells.Epoch(generation: collectionViewLayout.generation, geometryChanges: flowLayout?.geometryChanges ?? 0)
  }

  /// The live cell for `key` with `frame`, made (showing `indexPath()`) when the item has
  /// none; a fresh cell, not kept, without a key.
  func liveCell(for key: LiveCells.Key?, frame: CGRect, indexPath: () -> IndexPath) -> UICollectionViewCell {
    guard let key else { return UICollectionViewCell(indexPath: indexPath(), frame: frame) }
    let epoch = cellEpoch
    if liveCells.epoch != epoch {
      liveCells.entries.removeAll(keepingCapacity: true)
      liveCells.epoch = epoch
    }
    let position = liveCells.position(of: key)
    if position < liveCells.entries.count, liveCells.entries[position].key == key {
      let cell = liveCells.entries[position].cell
      if !RectSemantics.equal(cell.frame, frame) { cell.frame = frame }
      return cell
    }
    let cell = UICollectionViewCell(indexPath: indexPath(), frame: frame)
    liveCells.entries.insert(LiveCells.Entry(key: key, frame: frame, cell: cell), at: position)
    return cell
  }

  /// Recycles the cells whose items no longer meet the bounds (all of them when the layout's
  /// answers changed since they were handed out); retained cells stay. Every move asks, so
  /// the usual answer, no live cells, is checked inline.
  @inline(__always)
  func recycleCellsOffScreen() {
    if !liveCells.entries.isEmpty { recycleLiveCellsOffScreen() }
  }

  /// `recycleCellsOffScreen()` when there are live cells.
  @inline(never)
  private func recycleLiveCellsOffScreen() {
    guard liveCells.epoch == cellEpoch else { return recycleAllCells() }
    guard cellRetention == .visible else { return }
    let visible = bounds
    liveCells.entries.removeAll { !RectSemantics.intersects($0.frame, visible) }
  }

  /// Recycles every cell: a reload, a batch update or a new size.
  func recycleAllCells() {
    liveCells.entries.removeAll()
  }
}
