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

  /// A translating transform (`CGAffineTransformMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// This transform after a scale (`CGAffineTransformScale`): the matrix's rows scaled by
  /// `sx` and `sy`, the translation kept.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
  }
}
#endif

/// Objective-C's `CGAffineTransformMakeScale`, for pasted code.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy)
}

#if canImport(QuartzCore)
@_exported import QuartzCore
#else
/// Core Animation's 4×4 transform, for platforms without Core Animation.
///
/// Row-vector convention, as Core Animation: a point `(x, y, z, 1)` times the matrix;
/// `m41`, `m42`, `m43` translate; `m11`, `m22`, `m33` scale.
public struct CATransform3D: Equatable, Hashable, Sendable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4: the translation, then the homogeneous entry.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// A transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity.
  public init() {
    self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// One row, for the products below.
  fileprivate typealias Row = (CGFloat, CGFloat, CGFloat, CGFloat)

  /// The four rows.
  fileprivate var rows: (Row, Row, Row, Row) {
    ((m11, m12, m13, m14), (m21, m22, m23, m24), (m31, m32, m33, m34), (m41, m42, m43, m44))
  }

  /// The four columns.
  fileprivate var columns: (Row, Row, Row, Row) {
    ((m11, m21, m31, m41), (m12, m22, m32, m42), (m13, m23, m33, m43), (m14, m24, m34, m44))
  }
}

/// Core Animation's identity transform.
public let CATransform3DIdentity = CATransform3D()

/// `CATransform3DConcat`: `a` then `b` (the product a·b).
///
/// Each entry sums its four products in order from 0, `0 + r₁c₁ + r₂c₂ + r₃c₃ + r₄c₄`, so a
/// product of zeros is +0 as in the sum it replaces; no arrays, so a transform per item per
/// query costs no allocation.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  func dot(_ r: CATransform3D.Row, _ c: CATransform3D.Row) -> CGFloat {
    0 + r.0 * c.0 + r.1 * c.1 + r.2 * c.2 + r.3 * c.3
  }
  let (r1, r2, r3, r4) = a.rows
  let (c1, c2, c3, c4) = b.columns
  return CATransform3D(
    m11: dot(r1, c1), m12: dot(r1, c2), m13: dot(r1, c3), m14: dot(r1, c4),
    m21: dot(r2, c1), m22: dot(r2, c2), m23: dot(r2, c3), m24: dot(r2, c4),
    m31: dot(r3, c1), m32: dot(r3, c2), m33: dot(r3, c3), m34: dot(r3, c4),
    m41: dot(r4, c1), m42: dot(r4, c2), m43: dot(r4, c3), m44: dot(r4, c4))
}

/// `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// `CATransform3DMakeRotation`: `angle` radians about the axis `(x, y, z)` (the identity
/// for a zero axis).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
    m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
    m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `CATransform3DScale`: `t` scaled by `sx`, `sy`, `sz` (the scale applied first).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `CATransform3DRotate`: `t` rotated by `angle` radians about `(x, y, z)` (the rotation
/// applied first).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `CATransform3DTranslate`: `t` translated by `tx`, `ty`, `tz` (the translation applied first).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
#endif
