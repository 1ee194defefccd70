import Foundation

/// SwiftUI's assumptions where Apple publishes no rule (S1–S4 in the catalog's SwiftUI host
/// article, S5–S7 in its SwiftUI views article), and every number they use, in one place.
///
/// - **S1**: a `ScrollView` is backed by a `UIScrollView`, so drags, rubber-banding, the
///   momentum floor and the projection are the UIKit model's (`ScrollPhysics`), over the
///   container (the bounds less the safe area), and the view bounces along its axis.
/// - **S2**: `context.velocity` is the release velocity in points per second:
///   `velocityScale` × the UIKit model's points per millisecond.
/// - **S3**: `.paging` pages by the container's length from the range's start, the last page
///   being the range's end; a slow release goes to the nearest page, a fling to the first page
///   beyond the release in its direction, at most one page from the start's.
/// - **S4**: `.viewAligned` aligns to the nearest child's leading edge inside the content
///   margin; a limited behaviour moves at most `limitedChildren` child from the one aligned at
///   the gesture's start (`alwaysByFew`: the children wholly visible at the start, at least
///   one), and `automatic` limits only a horizontal view in a compact width, which a view
///   narrower than `compactWidthLimit` has unless told otherwise.
///
/// A view checked as written adds three (the catalog's SwiftUI views article):
/// - **S5**: with no view carrying `.scrollTargetLayout()`, `.viewAligned` leaves the natural
///   target (`CarouselReading.noTargetLayout` is its message).
/// - **S6**: `containerRelativeFrame`'s container is the scroll view's length less, on its axis,
///   the safe area, `safeAreaPadding` and `contentMargins`; those margins are content; padding
///   with no amount is `defaultPadding`.
/// - **S7**: a `scrollPosition(id:)` binding holds the id of the target whose leading edge is
///   nearest the container's leading edge after the margins (`ScrollPositionKeeper`).
package enum SwiftUIAssumptions {
  /// One assumption: its name, what it reads in a few words, and its rule in words.
  package struct Assumption: Sendable {
    /// `S1` … `S7`.
    package var name: String
    /// What it reads, as a verdict's note names it: `the backing UIScrollView`.
    package var subject: String
    /// Its rule, as the report's table and the matrix legend give it.
    package var rule: String
  }

  /// Every assumption, S1 to S7, in order: the host's four, then the three a view adds.
  package static let all: [Assumption] = [
    Assumption(
      name: "S1", subject: "the backing UIScrollView",
      rule: "a `ScrollView` is backed by a `UIScrollView`: the UIKit model's drag, rubber-band (over the container, the bounds less the safe area), momentum floor and projection; it bounces along its axis"),
    Assumption(
      name: "S2", subject: "the context's velocity",
      rule: "`context.velocity` is the release velocity in points per second, \(Int(velocityScale)) × the model's points per millisecond"),
    Assumption(
      name: "S3", subject: ".paging pages by the container",
      rule: "`.paging` pages by the container's length from the range's start, the last page the range's end: a slow release to the nearest page, a fling to the first page past the release, at most one page from the start's; ties to the smaller offset"),
    Assumption(
      name: "S4", subject: ".viewAligned aligns leading edges, its limit",
      rule: "`.viewAligned` aligns a child's leading edge at the content margin, the child nearest the natural target (ties to the earlier); `always` and `alwaysByOne` move at most \(limitedChildren) child from the one nearest where the gesture began, `alwaysByFew` at most the children wholly visible there (at least one), `automatic` is `always` on a horizontal view in a compact width (narrower than \(Int(compactWidthLimit)) pt unless the size class is given), else `never`"),
    Assumption(
      name: "S5", subject: "no .scrollTargetLayout(): .viewAligned does not snap",
      rule: "a view checked as written: with no view in the `ScrollView` carrying `.scrollTargetLayout()`, `.viewAligned` has nothing to align to and leaves the natural target (the view does not snap); the first stack along the axis still lays the items out"),
    Assumption(
      name: "S6", subject: "lengths and containers read from the view",
      rule: "a view checked as written: `containerRelativeFrame`'s container is the scroll view's length less, on its axis, the safe area, `safeAreaPadding` and `contentMargins`; those margins are content, before the first target and after the last; `padding()` and `safeAreaPadding()` with no amount are \(Int(defaultPadding))"),
    Assumption(
      name: "S7", subject: "the scrollPosition binding",
      rule: "a view checked as written: a `scrollPosition(id:)` binding holds, after every rest, the id of the target whose leading edge is nearest the container's leading edge after the margins (the earlier on a tie)"),
  ]

  /// The assumptions called `names`, in order, each with its subject, as a verdict's note
  /// gives them: `S1 (the backing UIScrollView), S3 (.paging pages by the container)`.
  package static func named(_ names: Set<String>) -> String {
    all.filter { names.contains($0.name) }.map { "\($0.name) (\($0.subject))" }.joined(separator: ", ")
  }

  /// S2: points per second in a point per millisecond.
  package static let velocityScale: CGFloat = 1000
  /// S4: the most children `always` and `alwaysByOne` move from the start's.
  package static let limitedChildren = 1
  /// S4: the narrowest view width whose horizontal size class is `regular` (an iPad mini in
  /// portrait, 744 pt); narrower views are `compact`.
  package static let compactWidthLimit: CGFloat = 744
  /// A checked view's default size class in landscape (beside a left or right safe area):
  /// the narrowest landscape phone whose horizontal size class is regular, 896 pt (the
  /// iPhone 11 and XS Max; the Plus and Max phones are wider); every narrower landscape phone,
  /// to the 874-pt iPhone 16 Pro, is compact in width (Apple's size-class table).
  package static let landscapePhoneRegularWidth: CGFloat = 896
  /// S6: the amount `padding()` and `safeAreaPadding()` take when none is given (SwiftUI's
  /// default padding on iOS).
  package static let defaultPadding: CGFloat = 16
}
