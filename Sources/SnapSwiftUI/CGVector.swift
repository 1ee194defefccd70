import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
/// CoreGraphics' `CGVector`, which Foundation on Linux lacks: a two-dimensional vector, such
/// as a scroll gesture's velocity.
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// The vector (`dx`, `dy`).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = CGVector()
}
#endif
