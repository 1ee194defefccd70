import Foundation

/// The frames a horizontal `UICollectionViewFlowLayout` gives its items (SPEC §1.2), and the
/// offset range of the view that shows them (SPEC §1.3).
///
/// Items fill columns top to bottom; a single row is vertically centred, several rows are
/// justified. Origins are rounded to the pixel grid, sizes are not. Every query is
/// arithmetic: the items meeting a rectangle are found without scanning the others, so a
/// 100,000-item layout costs what a 10-item one does.
///
///     let geometry = FlowGeometry(itemCount: 3, itemSize: CGSize(width: 100, height: 50),
///                                 lineSpacing: 10, interitemSpacing: 10, inset: .zero,
///                                 viewSize: CGSize(width: 200, height: 150), scale: 2)
///     geometry.frame(ofItem: 1)  // (110, 50, 100, 50)
///     geometry.contentWidth      // 320
///     geometry.maxX              // 120
public struct FlowGeometry: Equatable, Sendable {
  /// The largest number of items stacked in one column the model represents.
  ///
  /// Zero or negative item heights can make UIKit's formula unbounded; past this the column
  /// count and every frame are unchanged for any item count the model accepts.
  public static let maximumItemsPerColumn = 1 << 40

  /// Items in the section.
  public let itemCount: Int
  /// The item size (`itemSize`).
  public let itemSize: CGSize
  /// The gap between columns (`minimumLineSpacing`).
  public let lineSpacing: CGFloat
  /// The gap between items in one column (`minimumInteritemSpacing`).
  public let interitemSpacing: CGFloat
  /// The section insets the geometry uses.
  public let inset: UIEdgeInsets
  /// The collection view's bounds size.
  public let viewSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// How many items one column holds: `max(1, floor((avail + t) / (h + t)))`.
  public let itemsPerColumn: Int
  /// How many columns the items fill: `ceil(n / itemsPerColumn)`.
  public let columns: Int
  /// `inset.left + columns·w + max(0, columns − 1)·s + inset.right`.
  public let contentWidth: CGFloat

  /// Computes the geometry of `itemCount` items laid out in a view of `viewSize`.
  public init(
    itemCount: Int, itemSize: CGSize, lineSpacing: CGFloat, interitemSpacing: CGFloat,
    inset: UIEdgeInsets, viewSize: CGSize, scale: CGFloat
  ) {
    self.itemCount = itemCount
    self.itemSize = itemSize
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    self.inset = inset
    self.viewSize = viewSize
    self.scale = scale
    let available = viewSize.height - inset.top - inset.bottom
    let fit = ((available + interitemSpacing) / (itemSize.height + interitemSpacing)).rounded(.down)
    let perColumn: Int
    if !(fit >= 1) {
      perColumn = 1
    } else if fit >= CGFloat(Self.maximumItemsPerColumn) {
      perColumn = Self.maximumItemsPerColumn
    } else {
      perColumn = Int(fit)
    }
    itemsPerColumn = perColumn
    let columnCount = itemCount <= 0 ? 0 : (itemCount - 1) / perColumn + 1
    columns = columnCount
    let width = inset.left + CGFloat(columnCount) * itemSize.width
      + CGFloat(Swift.max(0, columnCount - 1)) * lineSpacing + inset.right
    contentWidth = width
  }

  /// The geometry of a scenario's configuration (with the delegate's inset when present).
  public init(_ configuration: LayoutConfiguration) {
    self.init(
      itemCount: configuration.itemCount,
      itemSize: CGSize(width: configuration.itemWidth, height: configuration.itemHeight),
      lineSpacing: configuration.lineSpacing, interitemSpacing: configuration.interitemSpacing,
      inset: configuration.geometryInset,
      viewSize: CGSize(width: configuration.viewWidth, height: configuration.viewHeight),
      scale: configuration.screenScale)
  }

  /// The column advance `w + s`: how far one page moves.
  public var pageSpace: CGFloat { itemSize.width + lineSpacing }

  /// The height the rows share: the view's height less the top and bottom insets.
  public var availableHeight: CGFloat { viewSize.height - inset.top - inset.bottom }

  /// The content size: `contentWidth` by the view's height.
  public var contentSize: CGSize { CGSize(width: contentWidth, height: viewSize.height) }

  /// The rounded x origin of column `column`: `roundPx(inset.left + c·(w + s))`.
  @inline(__always)
  public func x(ofColumn column: Int) -> CGFloat {
    roundPx(inset.left + CGFloat(column) * (itemSize.width + lineSpacing), scale: scale)
  }

  /// The rounded y origin of the item in slot `slot` of its column.
  @inline(__always)
  public func y(ofSlot slot: Int) -> CGFloat {
    let available = availableHeight
    if itemsPerColumn == 1 {
      return roundPx(inset.top + (available - itemSize.height) / 2, scale: scale)
    }
    let count = CGFloat(itemsPerColumn)
    let gap = (available - count * itemSize.height) / (count - 1)
    return roundPx(inset.top + CGFloat(slot) * (itemSize.height + gap), scale: scale)
  }

  /// The frame of item `index` (which must be in `0..<itemCount`).
  @inline(__always)
  public func frame(ofItem index: Int) -> CGRect {
    CGRect(
      x: x(ofColumn: index / itemsPerColumn), y: y(ofSlot: index % itemsPerColumn),
      width: itemSize.width, height: itemSize.height)
  }

  /// The indices of the items whose frames intersect `rect` (closed edges), in index order.
  ///
  /// - Complexity: O(k + m) for k items returned, with m items per column, for any column
  ///   advance `w + s`: positive and negative advances bound the columns arithmetically; a
  ///   zero or non-finite one puts every column from 1 on at one place, decided by one test.
  public func items(intersecting rect: CGRect) -> [Int] {
    var result: [Int] = []
    guard itemCount > 0 else { return result }
    for columnRange in candidateColumns(for: rect) {
      for column in columnRange {
        let first = column * itemsPerColumn
        for index in first..<Swift.min(itemCount, first + itemsPerColumn) where RectSemantics.intersects(frame(ofItem: index), rect) {
          result.append(index)
        }
      }
    }
    return result
  }

  /// Whether any item of `column` meets `rect`.
  private func column(_ column: Int, meets rect: CGRect) -> Bool {
    let first = column * itemsPerColumn
    return (first..<Swift.min(itemCount, first + itemsPerColumn)).contains { RectSemantics.intersects(frame(ofItem: $0), rect) }
  }

  /// Columns that may meet `rect`, in order, found arithmetically with a one-point margin for
  /// rounding: a superset of those that do, so the per-item test gives exactly a full scan's answer.
  private func candidateColumns(for rect: CGRect) -> [Range<Int>] {
    let advance = itemSize.width + lineSpacing
    guard advance != 0, advance.isFinite else {
      // c·(w + s) is the same 0, ±∞ or NaN for every column c ≥ 1, so those columns all sit
      // where column 1 does and one test decides them; column 0 stands alone (0·∞ is NaN).
      guard columns > 1 else { return [0..<columns] }
      return [0..<1, column(1, meets: rect) ? 1..<columns : 0..<0]
    }
    let (minX, maxX) = RectSemantics.span(rect.origin.x, rect.size.width)
    let leftmost = minX - inset.left - Swift.max(itemSize.width, 0) - 1
    let rightmost = maxX - inset.left - Swift.min(itemSize.width, 0) + 1
    // A negative advance runs the columns leftwards, so the bounds swap.
    let (lowOrigin, highOrigin) = advance > 0 ? (leftmost, rightmost) : (rightmost, leftmost)
    let low = (lowOrigin / advance).rounded(.down)
    let high = (highOrigin / advance).rounded(.up)
    guard !low.isNaN, !high.isNaN else { return [] }
    let upper = CGFloat(columns - 1)
    let first = Int(Swift.min(Swift.max(low, 0), upper + 1))
    let last = Int(Swift.min(Swift.max(high, -1), upper))
    return first <= last ? [first..<(last + 1)] : []
  }
}
