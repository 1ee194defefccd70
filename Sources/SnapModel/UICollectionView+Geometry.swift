import Foundation

extension UICollectionView {
  /// The items as the layout places them now, for snap positions and reports: a flow
  /// layout's own geometry; for a layout of any other kind, the frames its
  /// `layoutAttributesForItem(at:)` gives every item once a pending `prepare()` has run, as
  /// UIKit prepares an invalidated layout before answering (`FlowGeometry(axis:placedFrames:…)`).
  ///
  /// An item the layout gives no attributes for has a NaN frame: it has no snap position.
  /// The answers are charged to the element budget; once it is spent the geometry has no items.
  package var itemGeometry: FlowGeometry {
    if let flowLayout { return flowLayout.flowGeometry }
    let layout = collectionViewLayout
    layout.prepareIfNeeded()
    // A layout's attributes hold until it is invalidated or prepared again, as UIKit keeps
    // them: the geometry read from them is kept for the same view size, counts and inset.
    let key = PlacedGeometryKey(
      generation: layout.generation, size: frame.size, counts: sectionCounts, inset: adjustedContentInset,
      scale: screenScale, contentSize: contentSize)
    if let placedGeometry, placedGeometry.key == key { return placedGeometry.geometry }
    let geometry = readPlacedGeometry()
    placedGeometry = (key, geometry)
    return geometry
  }

  /// The frames the layout gives every item now, as a geometry.
  private func readPlacedGeometry() -> FlowGeometry {
    let layout = collectionViewLayout
    let counts = sectionCounts.map { Swift.max(0, $0) }
    let frames = charge(counts.reduce(0, +))
      ? counts.enumerated().map { section, count in
        (0..<count).map { item in
          layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? Self.missingFrame
        }
      }
      : []
    let axis = scrollAxis
    return FlowGeometry(
      axis: axis, placedFrames: frames, contentLength: axis.main(contentSize), viewSize: frame.size,
      adjustedInset: adjustedContentInset, scale: screenScale)
  }

  /// The frame of an item its layout gives no attributes for.
  package static let missingFrame = CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)
}

/// What a geometry read from a layout's attributes depends on besides the attributes themselves.
struct PlacedGeometryKey: Equatable {
  /// The layout's `generation` when it was read.
  var generation: Int
  /// The view's size.
  var size: CGSize
  /// The items per section.
  var counts: [Int]
  /// The adjusted content inset.
  var inset: UIEdgeInsets
  /// The screen scale.
  var scale: CGFloat
  /// The layout's content size.
  var contentSize: CGSize
}
