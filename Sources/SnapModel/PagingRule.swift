import Foundation

/// Where a drag with `isPagingEnabled` comes to rest (A3 in the UIKit model article): UIKit
/// publishes no rule, so the model assumes this one and keeps its numbers here.
///
/// Pages are the offsets `lower + k·P`, `P` the view's length along the axis
/// (`pageLengthInViews` of it), the last page being the range's `upper`. A release at `r`
/// with velocity `v` (after the momentum floor) goes to the page nearest `r` when `v` is 0,
/// otherwise to the first page strictly beyond `r` in `v`'s direction (the last page that way
/// when none lies beyond); then at most `pagesPerDrag` pages, counted by index, from the page
/// nearest the drag's start. "Nearest" takes the page with the smaller offset on an exact tie.
///
///     let rule = PagingRule(range: OffsetRange(contentLength: 1000, viewLength: 300, scale: 2), viewLength: 300)
///     rule.pages                                              // [0, 300, 600, 700]
///     rule.target(release: 320, velocity: 1, start: 300)      // 600
///     rule.target(release: 320, velocity: 0, start: 300)      // 300
///
/// A view length that is zero, negative or not finite leaves the range's two ends as the only
/// pages; a NaN release or velocity has no page (the target is NaN, a non-finite target).
///
/// Complexity: O(1) per target, whatever the number of pages.
package struct PagingRule: Sendable {
  /// A page is this many view lengths long (A3: one).
  package static let pageLengthInViews: CGFloat = 1
  /// How many pages, counted by index, a drag may move from the page nearest its start (A3: one).
  package static let pagesPerDrag: CGFloat = 1

  /// The offsets the view can rest at.
  package let range: OffsetRange
  /// The distance between neighbouring pages before the last.
  package let pageLength: CGFloat
  /// The index of the last page, `upper` (0 when the view cannot scroll); an integer.
  package let lastIndex: CGFloat

  /// The rule for a view `viewLength` long along its axis, resting in `range`.
  package init(range: OffsetRange, viewLength: CGFloat) {
    self.range = range
    let span = range.upper - range.lower
    let length = viewLength * Self.pageLengthInViews
    pageLength = length > 0 && length.isFinite ? length : span
    lastIndex = span > 0 ? (span / pageLength).rounded(.up) : 0
  }

  /// Every page in order; for tests and documentation (a long view has many).
  package var pages: [CGFloat] {
    stride(from: 0, through: lastIndex, by: 1).map(page)
  }

  /// The offset of page `index` (0 through `lastIndex`).
  package func page(_ index: CGFloat) -> CGFloat {
    index >= lastIndex ? range.upper : range.lower + index * pageLength
  }

  /// Where a drag from `start`, released at `release` with `velocity`, rests before the
  /// delegate sees it: the rule above, clamped to the range.
  package func target(release: CGFloat, velocity: CGFloat, start: CGFloat) -> CGFloat {
    guard !release.isNaN, !velocity.isNaN, !start.isNaN else { return .nan }
    let chosen: CGFloat
    if velocity == 0 {
      chosen = nearestIndex(to: release)
    } else if velocity > 0 {
      chosen = firstPageIndex(after: release)
    } else {
      chosen = lastPageIndex(before: release)
    }
    let startIndex = nearestIndex(to: start)
    let reachable = min(max(chosen, startIndex - Self.pagesPerDrag), startIndex + Self.pagesPerDrag)
    return range.clamp(page(min(max(reachable, 0), lastIndex)))
  }

  /// Whether `offset` is a page once pixel-rounded on a screen of `scale` and clamped, as a rest is.
  package func isPage(_ offset: CGFloat, scale: CGFloat) -> Bool {
    guard !offset.isNaN else { return false }
    let index = nearestIndex(to: offset)
    return range.clamp(roundPx(page(index), scale: scale)) == offset
  }

  /// The index of the page nearest `offset`, the smaller on an exact tie.
  package func nearestIndex(to offset: CGFloat) -> CGFloat {
    let guess = estimatedIndex(offset).rounded(.down)
    var best = max(guess - 1, 0)
    for index in [guess, guess + 1, guess + 2] where index >= 0 && index <= lastIndex {
      if abs(page(index) - offset) < abs(page(best) - offset) { best = index }
    }
    return best
  }

  /// The index of the first page strictly after `offset`, or the last page when none is.
  private func firstPageIndex(after offset: CGFloat) -> CGFloat {
    var index = estimatedIndex(offset).rounded(.down) + 1
    for _ in 0..<Self.corrections where index > 0 && page(index - 1) > offset { index -= 1 }
    for _ in 0..<Self.corrections where index <= lastIndex && page(index) <= offset { index += 1 }
    return min(index, lastIndex)
  }

  /// The index of the last page strictly before `offset`, or the first page when none is.
  private func lastPageIndex(before offset: CGFloat) -> CGFloat {
    var index = estimatedIndex(offset).rounded(.up) - 1
    for _ in 0..<Self.corrections where index < lastIndex && page(index + 1) < offset { index += 1 }
    for _ in 0..<Self.corrections where index >= 0 && page(index) >= offset { index -= 1 }
    return max(index, 0)
  }

  /// How many one-page steps a search corrects its estimate by: rounding puts it at most a
  /// page off, and past 2^53 pages a step no longer changes the index, so the bound also ends
  /// the search there.
  private static let corrections = 3

  /// `(offset − lower)/P` held to `[−1, lastIndex + 1]`: a starting point for the searches,
  /// which correct it by a step where rounding put it on the wrong side of a page.
  private func estimatedIndex(_ offset: CGFloat) -> CGFloat {
    guard lastIndex > 0 else { return 0 }
    return min(max((offset - range.lower) / pageLength, -1), lastIndex + 1)
  }
}
