import Foundation

/// UIKit's `UIDevice`: the kind of device and how it is held, read from the screen of the
/// simulation that is running (the UIKit model article, "The device").
///
/// The rule: a screen whose shorter side is at least 600 points is an iPad (`.pad`), any
/// other an iPhone (`.phone`) — every iPhone is narrower than 450 points and every iPad wider
/// than 740 in portrait. A screen wider than it is tall is held in landscape
/// (`.landscapeLeft`), any other in portrait (`.portrait`). The screen is as large as the
/// scenario's view and follows a resize, so a rotation event turns the device too.
///
///     // In a scenario whose view is 1024 × 768 points:
///     UIDevice.current.userInterfaceIdiom  // .pad
///     UIDevice.current.orientation         // .landscapeLeft
public final class UIDevice: Sendable {
  /// The device of the running simulation.
  public static var current: UIDevice { UIDevice(screenSize: UIScreen.main.bounds.size) }

  /// The size of the screen the device has, in points.
  private let screenSize: CGSize

  /// The device whose screen is `screenSize` points.
  private init(screenSize: CGSize) {
    self.screenSize = screenSize
  }

  /// The shorter side of the screen, in points, from which a device is an iPad.
  package static let padShorterSide: CGFloat = 600

  /// `.pad` when the screen's shorter side is at least 600 points, else `.phone`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    min(screenSize.width, screenSize.height) >= Self.padShorterSide ? .pad : .phone
  }

  /// `.landscapeLeft` when the screen is wider than tall, else `.portrait`.
  public var orientation: UIDeviceOrientation {
    screenSize.width > screenSize.height ? .landscapeLeft : .portrait
  }

  /// "iPad" or "iPhone", after the idiom.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

  /// The device's name: its model's.
  public var name: String { model }

  /// The operating system's name, "iOS".
  public var systemName: String { "iOS" }

  /// The operating system's version the model stands for, "17.0".
  public var systemVersion: String { "17.0" }

  /// Whether orientation changes are being reported: always, as the orientation is read
  /// from the screen.
  public var isGeneratingDeviceOrientationNotifications: Bool { true }

  /// Does nothing: the orientation is always read from the screen.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Does nothing: the orientation is always read from the screen.
  public func endGeneratingDeviceOrientationNotifications() {}

  /// The notification UIKit posts when the orientation changes (never posted by the model:
  /// a rotation reaches code through `viewWillTransition(to:with:)` and the layout).
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIUserInterfaceIdiom`: the kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
  /// An Apple TV.
  case tv
  /// CarPlay.
  case carPlay
  /// A Mac running the app through Mac Catalyst.
  case mac = 5
  /// Apple Vision Pro.
  case vision
}

/// UIKit's `UIDeviceOrientation`: how the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, the home button on the right.
  case landscapeLeft
  /// On its side, the home button on the left.
  case landscapeRight
  /// Flat, screen up.
  case faceUp
  /// Flat, screen down.
  case faceDown

  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take.
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
}

/// UIKit's `UIInterfaceOrientation`: how the interface is turned.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Not known.
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned for a device held with the home button on the left.
  case landscapeLeft = 4
  /// Turned for a device held with the home button on the right.
  case landscapeRight = 3

  /// Whether the interface is in landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the interface is in portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
