import Foundation
import SnapModel

/// A device the app's view is shown on: the view's size in one orientation and its size once
/// the device is turned. A resize of a generated case is a rotation: it goes from the size
/// the view has to the other size of its device, unless the space lets resizes go across
/// devices (`LayoutConfigurations.resizesAcrossDevices`: split view, iPad multitasking).
///
///     // A carousel 200 pt tall, as wide as an iPhone 15 in either orientation.
///     let phone = Device(size: CGSize(width: 393, height: 200), rotatedSize: CGSize(width: 852, height: 200))
///     // A view filling an iPad mini's screen.
///     let tablet = Device(screen: CGSize(width: 744, height: 1133))
public struct Device: Sendable, Equatable {
  /// The view's size in one orientation.
  public var size: CGSize
  /// The view's size once the device is turned.
  public var rotatedSize: CGSize

  /// A device on which the view is `size`, and `rotatedSize` once turned.
  public init(size: CGSize, rotatedSize: CGSize) {
    self.size = size
    self.rotatedSize = rotatedSize
  }

  /// A device whose screen the view fills: turned, its width and height swap.
  public init(screen: CGSize) {
    self.init(size: screen, rotatedSize: screen.transposed)
  }

  /// The view's size in the other orientation when it is `current` on this device, or nil
  /// when it is neither of the device's sizes.
  public func rotation(of current: CGSize) -> CGSize? {
    if current == size { return rotatedSize }
    if current == rotatedSize { return size }
    return nil
  }

  /// The device turned a quarter, for a case drawn on the other axis: both sizes transposed.
  package var transposed: Device { Device(size: size.transposed, rotatedSize: rotatedSize.transposed) }

  /// The shortest length no device has: the hostile profile's huge view lengths
  /// (`CaseGenerator.extremeLengths`) start here, and a resize to one is no rotation.
  package static let hostileLength: CGFloat = 1e6

  /// The screens the built-in devices rotate between, as (portrait width, landscape width) in
  /// points: iPhone SE (1st), SE and 8, 12–14, 15 and 16, 11 and XS Max, 12 Pro Max and
  /// 14 Plus, 15 Pro Max; two Android phones of fractional width (1080 × 2400 px at 2.75 and
  /// 2.625 px per point); iPad mini, iPad (9th), iPad Air and 10th, iPad Pro 11", iPad Pro 12.9".
  package static let builtInScreens: [(portrait: CGFloat, landscape: CGFloat)] = [
    (320, 568), (375, 667), (390, 844), (393, 852), (414, 896), (428, 926), (430, 932),
    (392.72727272727275, 872.7272727272727), (411.42857142857144, 914.2857142857143),
    (744, 1133), (768, 1024), (820, 1180), (834, 1194), (1024, 1366),
  ]

  /// The size a view of `current` size has once a built-in device is turned: the view is as
  /// wide as the built-in screen whose portrait or landscape width is nearest its width (the
  /// earlier screen on a tie), and turned it is as wide as that screen's other side and keeps
  /// its height, as a banner carousel does.
  ///
  ///     Device.builtInRotation(of: CGSize(width: 390, height: 200))  // 844 × 200
  ///     Device.builtInRotation(of: CGSize(width: 1366, height: 300)) // 1024 × 300
  package static func builtInRotation(of current: CGSize) -> CGSize {
    var best = (width: current.width, distance: CGFloat.infinity)
    for screen in builtInScreens {
      for (side, other) in [(screen.portrait, screen.landscape), (screen.landscape, screen.portrait)] {
        let distance = abs(side - current.width)
        if distance < best.distance { best = (other, distance) }
      }
    }
    return CGSize(width: best.width, height: current.height)
  }
}
