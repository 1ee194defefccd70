import Foundation

/// Where a compositional section that scrolls on its own puts its groups and items (A19 in the
/// CompositionalLayouts article): UIKit publishes no geometry for it, so the model assumes
/// this one and keeps its numbers here.
///
/// The section is a scroller along `axis`, `L` long: the collection view's length on that
/// axis less its adjusted content inset there (the part of the view the section's own scroll
/// view spans, `effectiveContentSize`), starting that leading inset into the view. The view
/// plays that scroller: a section offset `o` is the view offset `o − adj.leading`, so the
/// section's range `[0, max(0, roundPx(content) − L)]` is the view's own
/// `[−adj.leading, max(−adj.leading, roundPx(content) + adj.trailing − W)]`, and positions and
/// ranges here are the view's offsets. Its groups lie in a row in order, the first at the
/// section's leading content inset, `interGroupSpacing` apart. A group's length along the
/// axis is its `layoutSize` dimension: `.absolute(x)` and `.estimated(x)` are `x`, a fraction
/// of the axis's own extent is that fraction of `L` less the section's leading and trailing
/// insets (0 when the insets are longer than `L`); a fraction of the other axis is that
/// fraction of the container across the axis for a section laid out along the layout's axis
/// (square cells in a list, say), and outside the model for one scrolling on its own. The
/// content is the leading inset, the groups and spacings, and the trailing inset. Items are
/// laid out inside each group only for the section's
/// `visibleItemsInvalidationHandler`: the `count` forms split the group evenly with its
/// `interItemSpacing`, the `subitems:` form places the subitems in turn, each at its own
/// size, while they fit.
///
///     // Groups 200 wide, 10 apart, insets 16, in a view 375 wide, 5 groups:
///     // group j starts at 16 + 210·j; content 16 + 5·200 + 4·10 + 16 = 1072; range [0, 697].
///     // With the view's content inset 20 at both sides: L = 335, range [−20, 717].
///
/// Complexity: O(groups) to build, O(1) per position or frame.
package struct OrthogonalSectionGeometry: Sendable {
  /// The axis the section scrolls along.
  package let axis: Axis
  /// `L`: the section scroller's length along the axis (the view's less its adjusted
  /// content inset there; 0 when the inset is longer).
  package let viewLength: CGFloat
  /// How far into the view the section's scroller starts: the view's adjusted leading
  /// content inset along the axis (a section offset is the view offset plus this).
  package var scrollerStart: CGFloat { axis.leading(viewInset) }
  /// The view's adjusted content inset the scroller was laid out in.
  package let viewInset: UIEdgeInsets
  /// The section's leading and trailing content insets along the axis.
  package let leadingInset: CGFloat, trailingInset: CGFloat
  /// The section's content inset before its groups across the axis.
  package let crossInset: CGFloat
  /// The section's extent across the axis: its insets there and its group's length there.
  package let crossLength: CGFloat
  /// Every group's length along the axis.
  package let groupLength: CGFloat
  /// The gap between neighbouring groups.
  package let groupSpacing: CGFloat
  /// How many groups the items fill.
  package let groupCount: Int
  /// Each item's frame inside its group (main along `axis`), in order; at least one.
  package let slots: [CGRect]
  /// The content's length along the axis.
  package let contentLength: CGFloat
  /// The offsets the section rests at, as the view's offsets.
  package let range: OffsetRange
  /// The screen scale offsets are rounded for.
  package let scale: CGFloat

  /// The geometry of `section` holding `itemCount` items in a view of `viewSize` with the
  /// adjusted content inset `viewInset`, along `axis` (scrolling along it on its own when
  /// `orthogonal`, laid out along the layout's axis otherwise), on a screen of `scale`;
  /// throws what is outside the model.
  package init(
    section: NSCollectionLayoutSection, itemCount: Int, viewSize: CGSize, viewInset: UIEdgeInsets = .zero, axis: Axis,
    orthogonal: Bool = true, scale: CGFloat
  ) throws(OrthogonalSectionUnsupported) {
    self.axis = axis
    self.scale = scale
    let insets = section.contentInsets
    let vertical = axis == .vertical
    self.viewInset = viewInset
    viewLength = Self.nonNegative(axis.main(viewSize) - axis.leading(viewInset) - axis.trailing(viewInset))
    let viewCross = axis.cross(viewSize) - (vertical ? viewInset.left + viewInset.right : viewInset.top + viewInset.bottom)
    leadingInset = vertical ? insets.top : insets.leading
    trailingInset = vertical ? insets.bottom : insets.trailing
    crossInset = vertical ? insets.leading : insets.top
    let crossTrailing = vertical ? insets.trailing : insets.bottom
    let group = section.group
    let size = group.layoutSize
    let (mainDimension, crossDimension) = vertical ? (size.heightDimension, size.widthDimension) : (size.widthDimension, size.heightDimension)
    // Across the axis the container is as long as the view less the insets, whatever the
    // content; along the axis of a section that scrolls on its own it is not.
    if orthogonal && mainDimension.isFractional(across: axis) {
      throw OrthogonalSectionUnsupported(
        "group \(vertical ? "height" : "width") fractional of the \(vertical ? "width" : "height") in a section scrolling \(axis.rawValue)ly")
    }
    // Insets longer than the view leave a container of no length, not a negative one.
    let container = axis.size(
      main: Self.nonNegative(viewLength - leadingInset - trailingInset), cross: Self.nonNegative(viewCross - crossInset - crossTrailing))
    groupLength = mainDimension.length(width: container.width, height: container.height)
    let groupCross = crossDimension.length(width: container.width, height: container.height)
    crossLength = crossInset + groupCross + crossTrailing
    groupSpacing = section.interGroupSpacing
    slots = Self.slots(of: group, size: axis.size(main: groupLength, cross: groupCross), axis: axis)
    groupCount = itemCount <= 0 ? 0 : (itemCount + slots.count - 1) / slots.count
    let groups = CGFloat(groupCount)
    contentLength = leadingInset + groups * groupLength + max(0, groups - 1) * groupSpacing + trailingInset
    range = OffsetRange(
      contentLength: contentLength, viewLength: axis.main(viewSize), leadingInset: axis.leading(viewInset),
      trailingInset: axis.trailing(viewInset), scale: scale)
  }

  /// Where group `index` starts along the axis.
  package func groupStart(_ index: Int) -> CGFloat {
    leadingInset + CGFloat(index) * (groupLength + groupSpacing)
  }

  /// Group `index`'s leading position: `group.min − leading inset`, as a view offset
  /// (less `scrollerStart`), pixel-rounded and clamped.
  package func leadingPosition(_ index: Int) -> CGFloat {
    range.clamp(roundPx(groupStart(index) - leadingInset - scrollerStart, scale: scale))
  }

  /// Group `index`'s centred position: `group.mid − L/2`, as a view offset (less
  /// `scrollerStart`), pixel-rounded and clamped.
  package func centredPosition(_ index: Int) -> CGFloat {
    range.clamp(roundPx(groupStart(index) + groupLength / 2 - viewLength / 2 - scrollerStart, scale: scale))
  }

  /// Item `index`'s frame in the section's coordinates (the axis's own, the section's cross
  /// inset before it).
  package func itemFrame(_ index: Int) -> CGRect {
    let slot = slots[index % slots.count]
    let start = groupStart(index / slots.count)
    return axis.rect(
      main: start + axis.main(slot.origin), cross: crossInset + axis.cross(slot.origin),
      mainLength: axis.main(slot.size), crossLength: axis.cross(slot.size))
  }

  /// The items whose frames meet the range from `offset` along the axis, `length` long (the
  /// scroller's `L`, by default; a negative length runs back from `offset`), closed edges, in
  /// order; `offset` is in the section's coordinates.
  package func visibleItems(at offset: CGFloat, length: CGFloat? = nil, itemCount: Int) -> [Int] {
    let far = offset + (length ?? viewLength)
    let (low, high) = (min(offset, far), max(offset, far))
    guard itemCount > 0, low.isFinite, high.isFinite else { return [] }
    let span = groupLength + groupSpacing
    // With groups in ascending, non-overlapping order the scan starts a group before the range
    // and stops past it; otherwise it looks at every item.
    let ordered = groupLength >= 0 && groupSpacing >= 0 && span > 0 && span.isFinite && leadingInset.isFinite
    let first = ordered ? max(0, Int(max(-1, min(((low - leadingInset) / span).rounded(.down), CGFloat(itemCount)))) - 1) : 0
    var items: [Int] = []
    for index in min(first * slots.count, itemCount)..<itemCount {
      if ordered && index % slots.count == 0 && groupStart(index / slots.count) > high { break }
      let frame = itemFrame(index)
      let (start, end) = (axis.main(frame.origin), axis.main(frame.origin) + axis.main(frame.size))
      if max(start, end) >= low && min(start, end) <= high { items.append(index) }
    }
    return items
  }

  /// The frames of `group`'s items inside it (main along `axis`), each inset by its item's
  /// content insets: the `count` forms split the group evenly, the `subitems:` form places
  /// the subitems in turn at their own sizes while they fit (at least one).
  private static func slots(of group: NSCollectionLayoutGroup, size: CGSize, axis: Axis) -> [CGRect] {
    guard !group.subitems.isEmpty else { return [CGRect(origin: .zero, size: size)] }
    let along = group.direction
    let extent = along.main(size)
    let spacing = group.interItemSpacing?.spacing ?? 0
    var frames: [CGRect] = []
    if let count = group.repeatCount {
      let length = (extent - CGFloat(count - 1) * spacing) / CGFloat(count)
      frames = (0..<count).map { along.rect(main: CGFloat($0) * (length + spacing), cross: 0, mainLength: length, crossLength: along.cross(size)) }
    } else {
      var position: CGFloat = 0
      for index in 0..<maximumSlots {
        let item = group.subitems[index % group.subitems.count]
        let itemSize = CGSize(
          width: item.layoutSize.widthDimension.length(width: size.width, height: size.height),
          height: item.layoutSize.heightDimension.length(width: size.width, height: size.height))
        let length = along.main(itemSize)
        guard frames.isEmpty || (position + length <= extent && length > 0) else { break }
        frames.append(along.rect(main: position, cross: 0, mainLength: length, crossLength: along.cross(itemSize)))
        position += length + spacing
      }
    }
    return frames.enumerated().map { index, frame in
      inset(frame, by: group.subitems[index % group.subitems.count].contentInsets)
    }
  }

  /// `length`, or 0 when it is negative (NaN stays NaN).
  private static func nonNegative(_ length: CGFloat) -> CGFloat { length < 0 ? 0 : length }

  /// The most items the model places in one `subitems:` group.
  private static let maximumSlots = 64

  /// `frame` less `insets` (leading and trailing on x, top and bottom on y).
  private static func inset(_ frame: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: frame.origin.x + insets.leading, y: frame.origin.y + insets.top,
      width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
  }
}

/// What of an orthogonal section is outside the model, as the step's `unsupported` says it.
package struct OrthogonalSectionUnsupported: Error, Sendable {
  /// What is outside the model.
  package let feature: String

  /// `feature`, as `unsupported` will say it.
  package init(_ feature: String) { self.feature = feature }
}
