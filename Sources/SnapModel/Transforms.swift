import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' 2-D affine transform, for platforms without Core Graphics.
///
/// Only what layouts set on attributes: a matrix `[a b; c d]` and a translation.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// Row 1, column 1: the x scale.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2: the y scale.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A scaling transform (`CGAffineTransformMakeScale`).
  public init(scaleX: CGFloat, y: CGFloat) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
#endif

/// Objective-C's `CGAffineTransformMakeScale`, for pasted code.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy)
}

/// Core Animation's 4×4 transform, reduced to the scale entries layouts set.
///
/// `m11`, `m22`, `m33` are the x, y and z scales; the model keeps no rotation or perspective.
public struct CATransform3D: Equatable, Hashable, Sendable {
  /// The x scale.
  public var m11: CGFloat
  /// The y scale.
  public var m22: CGFloat
  /// The z scale.
  public var m33: CGFloat

  /// A scaling transform.
  public init(m11: CGFloat, m22: CGFloat, m33: CGFloat) {
    self.m11 = m11
    self.m22 = m22
    self.m33 = m33
  }
}

/// Core Animation's identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m22: 1, m33: 1)

/// `CATransform3DScale`: `t` scaled by `sx`, `sy`, `sz`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3D(m11: t.m11 * sx, m22: t.m22 * sy, m33: t.m33 * sz)
}
