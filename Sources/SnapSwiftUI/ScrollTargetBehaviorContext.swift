import Foundation
import SnapModel

/// SwiftUI's `ScrollTargetBehaviorContext`: what a behaviour knows when it updates a target.
///
/// SnapCheck's host fills it as the SwiftUI host article says: the velocity in points per
/// second (S2), the container as the bounds less the safe area, the content as the stack with
/// its margins.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
  /// The target when the scroll gesture began: the rect at the offset where the drag began.
  public var originalTarget: ScrollTarget { original }
  /// The velocity of the gesture in points per second, along the scroll axis.
  public var velocity: CGVector { gestureVelocity }
  /// The size of the content: the stack of items with its content margins.
  public var contentSize: CGSize { content }
  /// The size of the container: the scroll view's bounds less the safe area.
  public var containerSize: CGSize { container }
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set { scrollAxes }

  /// A value of the scroll view's environment, such as `context.horizontalSizeClass`.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }

  /// The target when the gesture began.
  package var original: ScrollTarget
  /// The velocity in points per second.
  package var gestureVelocity: CGVector
  /// The content's size.
  package var content: CGSize
  /// The container's size.
  package var container: CGSize
  /// The scroll axes.
  package var scrollAxes: Axis.Set
  /// The environment the host gives.
  package var environment: EnvironmentValues
  /// What the built-ins read besides SwiftUI's public fields (a user's behaviour sees none of it).
  package var host: HostFacts

  /// What the host knows that SwiftUI's built-ins use and a user's behaviour cannot see.
  package struct HostFacts: Sendable {
    /// The scroll axis.
    package var axis: SnapModel.Axis
    /// The offset where the finger lifted (the offset itself after a resize).
    package var release: CGFloat
    /// The offsets the view can rest at.
    package var range: OffsetRange
    /// The stack's geometry: the children's frames.
    package var stack: FlowGeometry
    /// The content margins.
    package var margins: UIEdgeInsets

    /// Facts for one call.
    package init(axis: SnapModel.Axis, release: CGFloat, range: OffsetRange, stack: FlowGeometry, margins: UIEdgeInsets) {
      self.axis = axis
      self.release = release
      self.range = range
      self.stack = stack
      self.margins = margins
    }
  }

  /// A context of these values.
  package init(
    originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
    environment: EnvironmentValues, host: HostFacts
  ) {
    original = originalTarget
    gestureVelocity = velocity
    content = contentSize
    container = containerSize
    scrollAxes = axes
    self.environment = environment
    self.host = host
  }
}
