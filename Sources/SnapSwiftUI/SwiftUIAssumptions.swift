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
  /// What `assumptions` rest on, as a verdict's note names them, in order, each with its
  /// subject: `rests on S1 (the backing UIScrollView), S3 (.paging pages by the container)`;
  /// nil for none. Every such note (a violation's message, a report page, the matrix legend,
  /// the report's SwiftUI section) is made here.
  package static func restsOn(_ assumptions: Set<SwiftUIAssumption>) -> String? {
    let named = SwiftUIAssumption.allCases.filter(assumptions.contains).map { "\($0.rawValue) (\($0.subject))" }
    return named.isEmpty ? nil : "rests on " + named.joined(separator: ", ")
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
