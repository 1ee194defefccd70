import Foundation

/// Where a compositional layout puts every section's items, as UIKit places them (A19 for
/// each section): the sections one after another along the layout's axis
/// (`configuration.scrollDirection`), `interSectionSpacing` apart, the first at 0. An
/// orthogonal section lies in a row along its own axis, as long across it as its insets and
/// its group are there; any other section lays its groups one after another along the
/// layout's axis, from its leading inset there, `interGroupSpacing` apart (A19 read along the
/// layout's axis). Frames are in the collection view's content coordinates, an orthogonal
/// section's items where they are at its offset 0.
///
///     // A vertical layout: section 0 one group 44 high (insets 0), section 1 scrolling
///     // horizontally with groups 120 high and top inset 8, spacing 10 between sections:
///     // section 1 starts at 54; its items' frames have y = 54 + 8 = 62.
///
/// Complexity: O(sections) to build, O(1) per frame, O(items meeting the rect) per rect
/// (O(items) for sections whose groups do not ascend).
package struct CompositionalSectionStack: Sendable {
  /// A laid-out section: its geometry and where it starts along the layout's axis.
  private struct Placed: Sendable {
    /// The section's geometry, along its own axis.
    let geometry: OrthogonalSectionGeometry
    /// How many items it holds.
    let itemCount: Int
    /// Where it starts along the layout's axis.
    let origin: CGFloat
  }

  /// Each section as placed; nil where the provider gave no section or its geometry is
  /// outside the model (its items have no attributes).
  private let sections: [Placed?]
  /// The layout's axis, along which the sections follow one another.
  private let layoutAxis: Axis

  /// The stack of `sections` (the layout's, per section index) holding `counts` items, along
  /// `layoutAxis`, `spacing` apart, in a view of `viewSize` with the adjusted content inset
  /// `viewInset` at `scale`; the checked section is `checked`'s geometry, the others' are
  /// built here (an orthogonal one along `viewAxis`).
  package init(
    sections: [NSCollectionLayoutSection?], counts: [Int], checked: (index: Int, geometry: OrthogonalSectionGeometry),
    viewAxis: Axis, layoutAxis: Axis, spacing: CGFloat, viewSize: CGSize, viewInset: UIEdgeInsets, scale: CGFloat
  ) {
    self.layoutAxis = layoutAxis
    var placed: [Placed?] = []
    var origin: CGFloat = 0
    for (index, section) in sections.enumerated() {
      let count = index < counts.count ? max(0, counts[index]) : 0
      let geometry = index == checked.index
        ? checked.geometry
        : section.flatMap { section in
          try? OrthogonalSectionGeometry(
            section: section, itemCount: count, viewSize: viewSize, viewInset: viewInset,
            axis: section.orthogonalScrollingBehavior == .none ? layoutAxis : viewAxis, scale: scale)
        }
      guard let geometry else {
        placed.append(nil)
        continue
      }
      if placed.contains(where: { $0 != nil }) { origin += spacing }
      placed.append(Placed(geometry: geometry, itemCount: count, origin: origin))
      origin += geometry.axis == layoutAxis ? geometry.contentLength : geometry.crossLength
    }
    self.sections = placed
  }

  /// The frame of `item` in `section`, or nil when it has none.
  package func frame(ofItem item: Int, inSection section: Int) -> CGRect? {
    guard sections.indices.contains(section), let placed = sections[section], item >= 0, item < placed.itemCount else { return nil }
    return shifted(placed.geometry.itemFrame(item), by: placed.origin)
  }

  /// The index paths of the items whose frames meet `rect`, section by section, in order.
  package func items(intersecting rect: CGRect) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, placed) in sections.enumerated() {
      guard let placed else { continue }
      let geometry = placed.geometry
      // The rect along the section's own axis, in its coordinates.
      let start = geometry.axis.main(rect.origin) - (geometry.axis == layoutAxis ? placed.origin : 0)
      for item in geometry.visibleItems(at: start, length: geometry.axis.main(rect.size), itemCount: placed.itemCount)
      where RectSemantics.intersects(shifted(geometry.itemFrame(item), by: placed.origin), rect) {
        paths.append(IndexPath(item: item, section: section))
      }
    }
    return paths
  }

  /// `frame` moved `origin` along the layout's axis.
  private func shifted(_ frame: CGRect, by origin: CGFloat) -> CGRect {
    frame.offsetBy(dx: layoutAxis == .horizontal ? origin : 0, dy: layoutAxis == .vertical ? origin : 0)
  }
}
