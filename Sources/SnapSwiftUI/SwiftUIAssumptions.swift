import Foundation
import SnapModel

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
///   with no amount is `defaultPadding`. A resize turns the device: the view is read again at
///   the new size, its safe area turned as a notched phone's (`turnedSafeArea`), its size
///   classes taken again from the new width (`sizeClasses`).
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
  /// portrait, 744 pt); narrower views are `compact`, beside a landscape safe area narrower
  /// than `landscapePhoneRegularWidth` too (`sizeClasses`).
  package static let compactWidthLimit: CGFloat = 744
  /// A checked view's default size class in landscape (beside a left or right safe area):
  /// the narrowest landscape phone whose horizontal size class is regular, 896 pt (the
  /// iPhone 11 and XS Max; the Plus and Max phones are wider); every narrower landscape phone,
  /// to the 874-pt iPhone 16 Pro, is compact in width (Apple's size-class table).
  package static let landscapePhoneRegularWidth: CGFloat = 896
  /// S6: the amount `padding()` and `safeAreaPadding()` take when none is given (SwiftUI's
  /// default padding on iOS).
  package static let defaultPadding: CGFloat = 16
  /// S6, a turned device: the home indicator's inset below a notched phone in portrait.
  package static let portraitHomeIndicator: CGFloat = 34
  /// S6, a turned device: the home indicator's inset below a notched phone in landscape.
  package static let landscapeHomeIndicator: CGFloat = 21

  /// S6, a turned device: the safe area once the device is turned a quarter, as a notched
  /// phone's turns. A safe area with an inset at the left or right (a landscape phone)
  /// becomes a portrait one: the larger side inset at the top, `portraitHomeIndicator` below
  /// when there was one below; one without (a portrait phone) becomes a landscape one: its
  /// top inset at both sides, `landscapeHomeIndicator` below when there was one below. No
  /// safe area stays none.
  ///
  ///     SwiftUIAssumptions.turnedSafeArea(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  ///     // left 59, right 59, bottom 21
  package static func turnedSafeArea(_ area: UIEdgeInsets) -> UIEdgeInsets {
    let below = area.bottom > 0
    if area.left > 0 || area.right > 0 {
      return UIEdgeInsets(top: max(area.left, area.right), left: 0, bottom: below ? portraitHomeIndicator : 0, right: 0)
    }
    return UIEdgeInsets(top: 0, left: area.top, bottom: below ? landscapeHomeIndicator : 0, right: area.top)
  }

  /// The size classes of a scroll view `width` wide in `safeArea`, as Apple's size-class table
  /// gives them for a phone or a tablet: an inset at the left or right is a landscape phone,
  /// compact in height and compact in width unless it is as wide as a Plus or Max phone
  /// (`landscapePhoneRegularWidth`: an 852-pt iPhone 15 Pro is compact, a 932-pt iPhone 15 Pro
  /// Max regular); without one the view is regular in height and compact in width when
  /// narrower than `compactWidthLimit` (S4).
  package static func sizeClasses(
    width: CGFloat, safeArea: UIEdgeInsets
  ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    guard safeArea.left > 0 || safeArea.right > 0 else {
      return (width < compactWidthLimit ? .compact : .regular, .regular)
    }
    return (width < landscapePhoneRegularWidth ? .compact : .regular, .compact)
  }
}
