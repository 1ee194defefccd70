import Foundation
import SnapModel

/// The carousel a checked view builds once its device is turned (S6): what the SwiftUI host
/// takes at a resize (`ScrollTargetBehaviorHost.turned`).
///
///     // A 390 × 200 card strip turned to 844 × 200: its containerRelativeFrame cards are now
///     // 844 − 2 · 59 wide beside the landscape notch and home indicator.
package struct TurnedCarousel {
  /// The case's configuration at the new scroll-view size, its safe area turned, laid out as
  /// the view builds it there (`CarouselReading.laidOut`).
  package var configuration: LayoutConfiguration
  /// The horizontal size class at the new size.
  package var sizeClass: UserInterfaceSizeClass

  /// The carousel `configuration` holds, in `sizeClass`.
  package init(configuration: LayoutConfiguration, sizeClass: UserInterfaceSizeClass) {
    self.configuration = configuration
    self.sizeClass = sizeClass
  }

  /// `configuration` (a case's first, before any resize) with the view's size `size` and its
  /// safe area as it is at that size: the first one back at the first size, else turned
  /// (`SwiftUIAssumptions.turnedSafeArea`), unless `acrossDevices` (split view keeps it).
  package static func configuration(
    _ configuration: LayoutConfiguration, at size: CGSize, acrossDevices: Bool
  ) -> LayoutConfiguration {
    var c = configuration
    let first = CGSize(width: c.viewWidth, height: c.viewHeight)
    (c.viewWidth, c.viewHeight) = (size.width, size.height)
    if size != first, !acrossDevices { c.safeAreaInsets = SwiftUIAssumptions.turnedSafeArea(c.safeAreaInsets) }
    return c
  }
}
