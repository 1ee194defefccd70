import Foundation

/// Where a compositional layout puts every section's items, as UIKit places them (A19 for
/// each section): the sections one after another along the layout's axis
/// (`configuration.scrollDirection`), `interSectionSpacing` apart. An orthogonal section lies
/// in a row along its own axis, as long across it as its insets and its group are there; any
/// other section lays its groups one after another along the layout's axis, from its leading
/// inset there, `interGroupSpacing` apart (A19 read along the layout's axis, where a group
/// length fractional of the other axis is that fraction of the container there).
///
/// Frames are in the collection view's content coordinates, which are the checked section's:
/// the view plays that section's scroller, so its window across the section's axis starts
/// where the checked section starts (there at 0, the sections before it at negative
/// positions), and only the checked section scrolls with the view. Every other section stays
/// where it is on screen: its frames move along the view's axis with the checked section's
/// offset `o` (the view's plus the adjusted leading inset), where they are at `o = 0`.
///
///     // A vertical layout: section 0 one group 44 high (insets 0), section 1 scrolling
///     // horizontally with groups 120 high and top inset 8, spacing 10 between sections:
///     // section 1 (checked) starts at 0, its items at y = 8; section 0 starts at −54,
///     // and at offset 500 its row is at x = 500.
///
/// Complexity: O(sections) to build, O(1) per frame, O(items meeting the rect) per rect
/// (O(items) for sections whose groups do not ascend).
package struct CompositionalSectionStack: Sendable {
  /// A laid-out section: its geometry and where it starts along the layout's axis. A class,
  /// so that reading it (every frame of every rect query) shares its geometry rather than
  /// copying it.
  private final class Placed: Sendable {
    /// The section's geometry, along its own axis.
    let geometry: OrthogonalSectionGeometry
    /// How many items it holds.
    let itemCount: Int
    /// Where it starts along the layout's axis, from where the checked section starts.
    let origin: CGFloat

    /// A section of `geometry` holding `itemCount` items, starting at `origin`.
    init(geometry: OrthogonalSectionGeometry, itemCount: Int, origin: CGFloat) {
      (self.geometry, self.itemCount, self.origin) = (geometry, itemCount, origin)
    }
  }

  /// Each section as placed; nil where the provider gave no section (its items have no
  /// attributes).
  private let sections: [Placed?]
  /// The index of the checked section, the one that scrolls with the view.
  private let checked: Int
  /// The layout's axis, along which the sections follow one another.
  private let layoutAxis: Axis
  /// The view's axis, along which the checked section scrolls.
  private let viewAxis: Axis

  /// The stack of `sections` (the layout's, per section index) holding `counts` items, along
  /// `layoutAxis`, `spacing` apart, in a view of `viewSize` with the adjusted content inset
  /// `viewInset` at `scale`; the checked section is `checked`'s geometry, the others' are
  /// built here (an orthogonal one along `viewAxis`). Throws `section k: <what>` for the
  /// first section whose geometry is outside the model: the sections after it would start at
  /// an unknown position.
  package init(
    sections: [NSCollectionLayoutSection?], counts: [Int], checked: (index: Int, geometry: OrthogonalSectionGeometry),
    viewAxis: Axis, layoutAxis: Axis, spacing: CGFloat, viewSize: CGSize, viewInset: UIEdgeInsets, scale: CGFloat
  ) throws(OrthogonalSectionUnsupported) {
    self.layoutAxis = layoutAxis
    self.viewAxis = viewAxis
    self.checked = checked.index
    var placed: [(geometry: OrthogonalSectionGeometry, itemCount: Int, origin: CGFloat)?] = []
    var origin: CGFloat = 0
    var checkedOrigin: CGFloat = 0
    for (index, section) in sections.enumerated() {
      let count = index < counts.count ? max(0, counts[index]) : 0
      let geometry: OrthogonalSectionGeometry
      if index == checked.index {
        geometry = checked.geometry
      } else if let section {
        let orthogonal = section.orthogonalScrollingBehavior != .none
        do throws(OrthogonalSectionUnsupported) {
          geometry = try OrthogonalSectionGeometry(
            section: section, itemCount: count, viewSize: viewSize, viewInset: viewInset,
            axis: orthogonal ? viewAxis : layoutAxis, orthogonal: orthogonal, scale: scale)
        } catch {
          throw OrthogonalSectionUnsupported("section \(index): \(error.feature)")
        }
      } else {
        placed.append(nil)
        continue
      }
      if placed.contains(where: { $0 != nil }) { origin += spacing }
      if index == checked.index { checkedOrigin = origin }
      placed.append((geometry, count, origin))
      origin += geometry.axis == layoutAxis ? geometry.contentLength : geometry.crossLength
    }
    self.sections = placed.map { $0.map { Placed(geometry: $0.geometry, itemCount: $0.itemCount, origin: $0.origin - checkedOrigin) } }
    holdsOtherSections = placed.indices.contains { $0 != checked.index && (placed[$0]?.itemCount ?? 0) > 0 }
  }

  /// Whether a section other than the checked one has items: their frames move with the
  /// checked section's offset.
  package let holdsOtherSections: Bool

  /// The frame of `item` in `section` with the checked section at `offset`, or nil when it
  /// has none.
  package func frame(ofItem item: Int, inSection section: Int, offset: CGFloat) -> CGRect? {
    guard sections.indices.contains(section), let placed = sections[section], item >= 0, item < placed.itemCount else { return nil }
    return shifted(placed.geometry.itemFrame(item), by: placed.origin, along: section == checked ? 0 : offset)
  }

  /// The index paths of the items whose frames meet `rect` with the checked section at
  /// `offset`, section by section, in order.
  package func items(intersecting rect: CGRect, offset: CGFloat) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, placed) in sections.enumerated() {
      guard let placed else { continue }
      let geometry = placed.geometry
      // A section that stays on screen meets the rect moved back by the offset.
      let query = shifted(rect, by: 0, along: section == checked ? 0 : -offset)
      // The rect along the section's own axis, in its coordinates.
      let start = geometry.axis.main(query.origin) - (geometry.axis == layoutAxis ? placed.origin : 0)
      for item in geometry.visibleItems(at: start, length: geometry.axis.main(query.size), itemCount: placed.itemCount)
      where RectSemantics.intersects(shifted(geometry.itemFrame(item), by: placed.origin, along: 0), query) {
        paths.append(IndexPath(item: item, section: section))
      }
    }
    return paths
  }

  /// `frame` moved `origin` along the layout's axis and `along` along the view's.
  private func shifted(_ frame: CGRect, by origin: CGFloat, along: CGFloat) -> CGRect {
    let move = layoutAxis.point(main: origin, cross: 0)
    let slide = viewAxis.point(main: along, cross: 0)
    return frame.offsetBy(dx: move.x + slide.x, dy: move.y + slide.y)
  }
}
