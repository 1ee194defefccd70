import Foundation

/// SwiftUI's `UserInterfaceSizeClass`: how much room a dimension of the interface has.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
  /// Constrained space: a phone's width in portrait.
  case compact
  /// Expansive space: a tablet's width.
  case regular
}

/// The part of SwiftUI's `EnvironmentValues` a scroll target behaviour reads through its
/// context (`context.horizontalSizeClass`).
public struct EnvironmentValues: Sendable {
  /// The horizontal size class of the scroll view's environment.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class of the scroll view's environment.
  public var verticalSizeClass: UserInterfaceSizeClass?

  /// Values with no size class.
  public init() {}
}
