import Foundation

/// Attributes a layout cached in `prepare()`, as an array: those of items `0..<count` in the
/// geometry of that moment, each built when read.
///
/// Seed 001 caches every item's attributes on every `prepareLayout`, which makes a reload or
/// resize of a million-item layout cost a million allocations. The geometry is a small value,
/// and an item's attributes are a pure function of it, so keeping the geometry gives the same
/// answers (stale after a change until the next `prepare()`, as the seed's are) at O(1) per
/// `prepare()` and per read. It lives in the model, beside `ObjectiveC.element(_:at:)`,
/// which is specialised for it here.
package struct CachedAttributes: RandomAccessCollection {
  /// The geometry at `prepare()`.
  private let geometry: FlowGeometry?
  /// How many items have attributes: the items asked for that the geometry has.
  package let endIndex: Int

  /// The attributes of the first `count` items (those the geometry has) in `geometry`.
  package init(geometry: FlowGeometry?, count: Int) {
    self.geometry = geometry
    endIndex = Swift.max(0, Swift.min(count, geometry?.itemCount ?? 0))
  }

  /// Always 0.
  package var startIndex: Int { 0 }

  /// The attributes of item `index`, which must be in `0..<count` (so a geometry is there).
  package subscript(index: Int) -> UICollectionViewLayoutAttributes {
    geometry.map { $0.attributes(ofItem: index) } ?? UICollectionViewLayoutAttributes()
  }
}
