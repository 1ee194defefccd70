import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// A resize as first drawn: to one of the space's sizes (`sizesOnDevices`), else to one of
  /// the generator's widths and heights. Unless the space lets resizes go across devices,
  /// `rotatingResizes(_:of:)` then makes it a rotation; it is drawn either way, so the
  /// stream's later draws stay where they were.
  func drawnResize(_ random: inout Xoshiro256StarStar) -> Event {
    if let sizes = space?.sizesOnDevices, !sizes.isEmpty {
      let size = random.element(of: sizes)
      return .resize(width: size.width, height: size.height)
    }
    return .resize(width: random.element(of: Self.viewWidths), height: random.element(of: Self.viewHeights))
  }

  /// `events` of a view of `configuration`'s size with every resize a rotation of the view's
  /// device (`LayoutConfigurations.rotatingResizes(_:from:)`; the built-in devices without a
  /// space).
  func rotatingResizes(_ events: [Event], of configuration: LayoutConfiguration) -> [Event] {
    (space ?? LayoutConfigurations()).rotatingResizes(events, from: CGSize(width: configuration.viewWidth, height: configuration.viewHeight))
  }
}
