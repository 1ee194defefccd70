import Foundation

/// UIKit's `UIScreen`, reduced to the scale snap code reads (`UIScreen.main.scale`).
///
/// `main` is the screen of the simulation that is running on this thread or task: each
/// simulator binds its scenario's scale around every call into the code under test, so
/// checks running in parallel never see each other's screens.
public final class UIScreen: Sendable {
  /// Pixels per point.
  public let scale: CGFloat

  /// A screen with `scale` pixels per point.
  package init(scale: CGFloat) {
    self.scale = scale
  }

  /// The screen of the running simulation (@3x outside any simulation).
  @TaskLocal package static var simulated = UIScreen(scale: 3)

  /// The screen of the running simulation.
  public static var main: UIScreen { simulated }

  /// Pixels per point, as `nativeScale` reports it.
  public var nativeScale: CGFloat { scale }
}

/// UIKit's `UITraitCollection`, reduced to the display scale.
public struct UITraitCollection: Sendable {
  /// Pixels per point of the display the view is on.
  public let displayScale: CGFloat
}

/// UIKit's `UIUserInterfaceLayoutDirection`. SnapCheck models left-to-right only.
public enum UIUserInterfaceLayoutDirection: Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left (never reported: the model does not lay out right to left).
  case rightToLeft
}
