/// The report's closing section: the UIKit model's assumptions and where each number comes from.
enum ModelAssumptions {
  static let lines = [
    "",
    "## The UIKit model: assumptions and sources",
    "",
    "Everything is horizontal, one section, `contentInset` zero; numbers are `CGFloat` (Double). The model (the",
    "catalog's UIKit model article) takes its numbers from Apple's headers and documentation and from the behaviour of shipping",
    "UIKit (iOS 26.1) as documented by public reverse-engineering.",
    "",
    "| what | the model | where the number comes from |",
    "|---|---|---|",
    "| pixel grid | `roundPx(x) = (x·scale).rounded()/scale`, half away from zero; origins rounded, sizes not | UIKit rounds frame origins and content offsets to device pixels |",
    "| items per column | `max(1, floor((avail + t)/(h + t)))`; one row centred vertically, several justified | `UICollectionViewFlowLayout` for horizontal scrolling |",
    "| offset range | `maxX = max(0, roundPx(contentWidth) − W)` | `contentInset` zero |",
    "| rubber-band | `edge ± (1 − 1/(overshoot·0.55/W + 1))·W` | UIScrollView's rubber-band constant 0.55 |",
    "| momentum floor | `\\|v\\| < 0.25` pt/ms starts no momentum | UIScrollView |",
    "| projection | `release − (v − 0.01·sign v)/ln(rate)`, rate 0.998 (`.normal`) or 0.99 (`.fast`); any rate < 0.994 becomes 0.99 | the deceleration model; UIKit quantises `decelerationRate` |",
    "| cells | `cellForItem(at:)` nil outside the bounds (recycled) unless `cellRetention` is `all` | before iOS 15 always; iOS 15+ retains prefetched cells |",
    "| `visibleCells` order | index order by default; the engine also tries reversed, rotated and a seeded shuffle | UIKit documents no order |",
    "| paging (A3) | with `isPagingEnabled`, pages `min + k·P` with P = the view's length along the axis, the last at `max`; still: the page nearest the release, else the first strictly beyond it in the velocity's direction (the last that way when none is); at most 1 page, by index, from the page nearest the start; ties to the smaller offset | UIKit publishes no paging rule: an assumption, its numbers in `PagingRule` |",
    "| paging order (A4) | with paging on the layout's `targetContentOffset(…withScrollingVelocity:)` is not asked; `scrollViewWillEndDragging` gets the page as its pointee and what it writes is the rest, rounded and clamped; a scroll request still wins | UIKit publishes no order: an assumption |",
    "| `scrollViewDidScroll` | once after every change of offset that moves the view (drags, requests from code, the clamp after a resize or reload); a request inside it applies at once, nested at most 16 deep (deeper: fault `scrollViewDidScroll recursion`) | UIScrollView sends it for every change of `contentOffset`; the depth is the model's bound |",
    "| `scrollRectToVisible` | cut to the content; nothing when contained; else the least scroll showing the leading edge, or the trailing edge when it reaches the bounds' trailing edge | UIScrollView |",
    "| Objective-C | nil messages return 0; `(NSInteger)x` truncates, NaN → 0, overflow saturates; `MAXFLOAT` = 3.4028234663852886e38; bad `NSArray` index raises `NSRangeException` | arm64 behaviour of the undefined conversions |",
    "| Swift | `Int(x)` traps on NaN, ±∞ and out-of-range values, with the runtime's messages; `abs(Int.min)` overflows | Swift 6.3 runtime |",
    "| rectangles | closed edges (touching rects intersect); a NaN coordinate meets nothing | Foundation's `CGRect`; Foundation on Linux traps on NaN, the model does not |",
  ]
}
