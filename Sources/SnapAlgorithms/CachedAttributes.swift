import SnapModel

/// Attributes a layout cached in `prepare()`, as an array: those of items `0..<count` in the
/// geometry of that moment, each built when read.
///
/// Seed 001 caches every item's attributes on every `prepareLayout`, which makes a reload or
/// resize of a million-item layout cost a million allocations. The geometry is a small value,
/// and an item's attributes are a pure function of it, so keeping the geometry gives the same
/// answers (stale after a change until the next `prepare()`, as the seed's are) at O(1) per
/// `prepare()` and per read.
struct CachedAttributes: RandomAccessCollection {
  /// The layout whose attributes these are (it builds them); nil before the first `prepare()`.
  private weak var layout: UICollectionViewFlowLayout?
  /// The geometry at `prepare()`.
  private let geometry: FlowGeometry?
  /// How many items have attributes: the items asked for that the geometry has.
  let endIndex: Int

  /// The attributes of the first `count` items (those the geometry has) of `layout` in `geometry`.
  init(layout: UICollectionViewFlowLayout?, geometry: FlowGeometry?, count: Int) {
    self.layout = layout
    self.geometry = geometry
    endIndex = Swift.max(0, Swift.min(count, geometry?.itemCount ?? 0))
  }

  /// Always 0.
  var startIndex: Int { 0 }

  /// The attributes of item `index`, which must be in `0..<count`.
  subscript(index: Int) -> UICollectionViewLayoutAttributes {
    guard let layout, let geometry else { preconditionFailure("attributes read from an empty cache") }
    return layout.attributes(ofItem: index, in: geometry)
  }
}
