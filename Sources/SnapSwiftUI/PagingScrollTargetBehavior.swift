import Foundation
import SnapModel

/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`): the view rests on pages as long as the
/// container, modelled by assumption S3 (`SwiftUIAssumptions`).
///
/// Pages are the offsets `k·P` from the range's start, `P` the container's length along the
/// axis, the last page being the range's end. With no velocity the view goes to the page
/// nearest the release; with one, to the first page strictly beyond the release in its
/// direction (the last page that way when none lies beyond); then at most one page from the
/// page nearest where the drag began. Exact ties go to the page with the smaller offset.
///
///     // container 300 long over content 1000 long: pages 0, 300, 600, 700
///     // a release at 320 with no velocity rests at 300; flicked forward, at 600
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behaviour.
  public init() {}

  /// Moves the target to the page S3 chooses.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let host = context.host
    let axis = host.axis
    let pages = Pages(length: axis.main(context.containerSize), range: host.range)
    let velocity = axis == .horizontal ? context.velocity.dx : context.velocity.dy
    let start = pages.nearest(to: axis.main(context.originalTarget.rect.origin))
    var page: Int
    if velocity > 0 {
      page = pages.first(beyond: host.release)
    } else if velocity < 0 {
      page = pages.last(before: host.release)
    } else {
      page = pages.nearest(to: host.release)
    }
    page = min(max(page, start - 1), start + 1)
    let offset = host.range.clamp(pages.offset(of: page))
    target.rect.origin = axis.replacingMain(of: target.rect.origin, with: offset)
  }
}

/// The pages of S3: `k·length` from the range's start while short of its end, then its end.
struct Pages {
  /// The page length: the container's length.
  let length: CGFloat
  /// The offsets the view can rest at.
  let range: OffsetRange
  /// The index of the last page.
  let last: Int

  /// The pages of a container `length` long over `range`; a length that is not positive and
  /// finite gives the range's two ends as the only pages.
  init(length: CGFloat, range: OffsetRange) {
    self.range = range
    let span = range.upper - range.lower
    if length > 0, length.isFinite, span.isFinite {
      self.length = length
      let whole = (span / length).rounded(.up)
      last = span > 0 ? Int(min(whole, CGFloat(Int32.max))) : 0
    } else {
      self.length = span > 0 ? span : 1
      last = span > 0 ? 1 : 0
    }
  }

  /// The offset of page `index`.
  func offset(of index: Int) -> CGFloat {
    index >= last ? range.upper : range.lower + CGFloat(max(index, 0)) * length
  }

  /// The page nearest `x`, the one with the smaller offset on a tie.
  func nearest(to x: CGFloat) -> Int {
    guard x.isFinite else { return x > 0 ? last : 0 }
    let below = index(atOrBelow: x)
    let above = min(below + 1, last)
    return abs(offset(of: above) - x) < abs(x - offset(of: below)) ? above : below
  }

  /// The first page strictly beyond `x`, or the last page.
  func first(beyond x: CGFloat) -> Int {
    guard x.isFinite else { return x > 0 ? last : 0 }
    let below = index(atOrBelow: x)
    return offset(of: below) > x ? below : min(below + 1, last)
  }

  /// The last page strictly before `x`, or the first page.
  func last(before x: CGFloat) -> Int {
    guard x.isFinite else { return x > 0 ? last : 0 }
    var index = index(atOrBelow: x)
    while index > 0, offset(of: index) >= x { index -= 1 }
    return index
  }

  /// The last page at or before `x` (the first page when none is). From the range's end on
  /// that is the last page, though `x` may lie short of `lower + last·length` (a release
  /// beyond the end, A3).
  private func index(atOrBelow x: CGFloat) -> Int {
    guard x < range.upper else { return last }
    let guess = ((x - range.lower) / length).rounded(.down)
    var index = guess <= 0 ? 0 : Int(min(guess, CGFloat(last)))
    while index > 0, offset(of: index) > x { index -= 1 }
    return index
  }
}
