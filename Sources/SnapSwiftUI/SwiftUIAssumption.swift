/// One of SwiftUI's assumptions where Apple publishes no rule (`SwiftUIAssumptions` says each
/// in full and holds their numbers): verdicts name the ones they rest on by these cases, so an
/// unknown name cannot be written.
package enum SwiftUIAssumption: String, CaseIterable, Sendable {
  /// S1: the backing UIScrollView.
  case s1 = "S1"
  /// S2: the context's velocity.
  case s2 = "S2"
  /// S3: .paging pages by the container.
  case s3 = "S3"
  /// S4: .viewAligned aligns leading edges, its limit.
  case s4 = "S4"
  /// S5: no .scrollTargetLayout(): .viewAligned does not snap.
  case s5 = "S5"
  /// S6: lengths and containers read from the view.
  case s6 = "S6"
  /// S7: the scrollPosition binding.
  case s7 = "S7"

  /// What it reads, as a verdict's note names it: `the backing UIScrollView`.
  package var subject: String {
    switch self {
    case .s1: "the backing UIScrollView"
    case .s2: "the context's velocity"
    case .s3: ".paging pages by the container"
    case .s4: ".viewAligned aligns leading edges, its limit"
    case .s5: "no .scrollTargetLayout(): .viewAligned does not snap"
    case .s6: "lengths and containers read from the view"
    case .s7: "the scrollPosition binding"
    }
  }

  /// Its rule, as the report's table and the matrix legend give it.
  package var rule: String {
    switch self {
    case .s1:
      "a `ScrollView` is backed by a `UIScrollView`: the UIKit model's drag, rubber-band (over the container, the bounds less the safe area), momentum floor and projection; it bounces along its axis"
    case .s2:
      "`context.velocity` is the release velocity in points per second, \(Int(SwiftUIAssumptions.velocityScale)) × the model's points per millisecond"
    case .s3:
      "`.paging` pages by the container's length from the range's start, the last page the range's end: a slow release to the nearest page, a fling to the first page past the release, at most one page from the start's; ties to the smaller offset"
    case .s4:
      "`.viewAligned` aligns a child's leading edge at the content margin, the child nearest the natural target (ties to the earlier); `always` and `alwaysByOne` move at most \(SwiftUIAssumptions.limitedChildren) child from the one nearest where the gesture began, `alwaysByFew` at most the children wholly visible there (at least one), `automatic` is `always` on a horizontal view in a compact width (narrower than \(Int(SwiftUIAssumptions.compactWidthLimit)) pt, or \(Int(SwiftUIAssumptions.landscapePhoneRegularWidth)) pt beside a landscape safe area, unless the size class is given), else `never`"
    case .s5:
      "a view checked as written: with no view in the `ScrollView` carrying `.scrollTargetLayout()`, `.viewAligned` has nothing to align to and leaves the natural target (the view does not snap); the first stack along the axis still lays the items out"
    case .s6:
      "a view checked as written: `containerRelativeFrame`'s container is the scroll view's length less, on its axis, the safe area, `safeAreaPadding` and `contentMargins`; those margins are content, before the first target and after the last; `padding()` and `safeAreaPadding()` with no amount are \(Int(SwiftUIAssumptions.defaultPadding)); a resize turns the device: the view is read again at the new size with its safe area turned as a notched phone's (an inset at a side goes to the top, \(Int(SwiftUIAssumptions.portraitHomeIndicator)) below; a top inset goes to both sides, \(Int(SwiftUIAssumptions.landscapeHomeIndicator)) below) and its size classes taken again from the new width"
    case .s7:
      "a view checked as written: a `scrollPosition(id:)` binding holds, after every rest, the id of the target whose leading edge is nearest the container's leading edge after the margins (the earlier on a tie)"
    }
  }
}
