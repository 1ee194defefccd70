import Foundation
import SnapModel

/// A row of items one after another along the scroll axis, as the zoo's own layouts place
/// them (FSPagerView's pages, MSPeek's peeking cells): item i starts at `start + i·advance`
/// and is `length` long; across, each is `crossLength` long from `crossOrigin`.
///
/// `items(meeting:)` finds the items a rect meets by arithmetic, so a rect query costs the
/// items it returns, not the row; an advance that is zero or not finite (every item at one
/// place) falls back to testing each item.
struct EvenlySpacedItems {
  /// The scroll axis.
  var axis: Axis
  /// How many items.
  var count: Int
  /// Where item 0 starts along the axis.
  var start: CGFloat
  /// From one item's start to the next's.
  var advance: CGFloat
  /// Each item's length along the axis.
  var length: CGFloat
  /// Where each item starts across the axis.
  var crossOrigin: CGFloat
  /// Each item's length across the axis.
  var crossLength: CGFloat

  /// Item `item`'s frame.
  func frame(ofItem item: Int) -> CGRect {
    axis.rect(main: start + CGFloat(item) * advance, cross: crossOrigin, mainLength: length, crossLength: crossLength)
  }

  /// The items whose frames meet `rect` (closed edges, as `CGRect.intersects` in the model), in order.
  func items(meeting rect: CGRect) -> [Int] {
    let candidates: Range<Int>
    if advance != 0, advance.isFinite, start.isFinite, length.isFinite {
      // Item i meets [low, high] along the axis when start + i·a ≤ high and start + i·a + len ≥ low.
      let (low, high) = RectSemantics.span(axis.main(rect.origin), axis.main(rect.size))
      let (a, b) = ((low - start - Swift.max(length, 0)) / advance, (high - start - Swift.min(length, 0)) / advance)
      let (first, last) = (Swift.min(a, b).rounded(.down) - 1, Swift.max(a, b).rounded(.up) + 1)
      guard !first.isNaN, !last.isNaN else { return [] }
      let lower = Int(Swift.min(Swift.max(first, 0), CGFloat(count)))
      let upper = Int(Swift.min(Swift.max(last + 1, 0), CGFloat(count)))
      candidates = lower..<Swift.max(lower, upper)
    } else {
      candidates = 0..<count
    }
    return candidates.filter { RectSemantics.intersects(frame(ofItem: $0), rect) }
  }

  /// Fresh attributes of every item of section 0 meeting `rect`.
  func attributes(meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    items(meeting: rect).map(attributes(ofItem:))
  }

  /// Fresh attributes of item `item` of section 0, or nil when there is no such item.
  func attributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
    return attributes(ofItem: indexPath.item)
  }

  private func attributes(ofItem item: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frame(ofItem: item)
    return attributes
  }
}
