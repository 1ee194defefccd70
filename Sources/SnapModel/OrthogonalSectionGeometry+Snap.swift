import Foundation

extension OrthogonalSectionGeometry {
  /// The geometry a snap grid reads the section's positions from (A20's positions for the
  /// contract's alignment): every item of the section stands at its group's frame, so items
  /// of one group share its position, moved along the axis by `W/2 − L/2 − scrollerStart` so
  /// that the grid's centred formula `mid − W/2` gives `group.mid − L/2` as a view offset; a
  /// leading position is `group.min − leading inset − adj.leading` whatever the move. Items of
  /// other sections have no frame (no position). With `.pages`, the grid's pages are `L`
  /// apart (`viewLength`). A move that is not finite (a view of NaN length) is 0. The view's
  /// adjusted content inset is the one the section was laid out in (`viewInset`).
  ///
  ///     // View 375 with content inset 20 and 40 at the sides: L 315, groups 200 from 16: group
  ///     // 0's centred position 16 + 100 − 157.5 − 20 = −61.5, clamped to −20.
  package func snapGeometry(section checked: Int, counts: [Int], viewSize: CGSize) -> FlowGeometry {
    // A view of no finite length leaves every centred position NaN whatever the move, and a
    // leading position needs none: the frames then stay where they are.
    let move = axis.main(viewSize) / 2 - viewLength / 2 - scrollerStart
    let shift = move.isFinite ? move : 0
    let frames = counts.enumerated().map { section, count in
      (0..<max(0, count)).map { item in
        section == checked
          ? axis.rect(main: groupStart(item / slots.count) + shift, cross: crossInset, mainLength: groupLength, crossLength: 0)
          : UICollectionView.missingFrame
      }
    }
    return FlowGeometry(
      axis: axis, placedFrames: frames, contentLength: contentLength, viewSize: viewSize, adjustedInset: viewInset, scale: scale,
      firstLeading: leadingInset + shift)
  }
}
