import Foundation
import SnapModel
import Testing

@Suite("Core Animation's 3-D transforms, as layouts scale their items")
struct TransformTests {
  @Test("CATransform3DConcat is the row-vector product a·b: a translation then a scale scales the translation")
  func concatIsTheProduct() {
    let product = CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeScale(2, 3, 4))
    // Row 4 of a is (1, 2, 3, 1); times diag(2, 3, 4, 1): (2, 6, 12, 1).
    #expect(product == CATransform3D(
      m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 4, m34: 0, m41: 2, m42: 6, m43: 12, m44: 1))
    // Row 1 of a full matrix times column 2 of another: 1·5 + 2·6 + 3·7 + 4·8 = 70.
    let a = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    let b = CATransform3D(m11: 1, m12: 5, m13: 0, m14: 0, m21: 0, m22: 6, m23: 0, m24: 0, m31: 0, m32: 7, m33: 1, m34: 0, m41: 0, m42: 8, m43: 0, m44: 1)
    #expect(CATransform3DConcat(a, b).m12 == 70)
    // Row 1 of b times column 2 of a: 1·2 + 5·1.
    #expect(CATransform3DConcat(b, a).m12 == 7)
  }

  @Test("Each entry is summed from +0, so products that are all zeros give +0, never −0")
  func concatStartsFromPositiveZero() {
    // Row 1 of a is all −1, column 1 of b all 0: m11 = 0 + (−0) + (−0) + (−0) + (−0) = +0
    // (the four products alone would sum to −0).
    var a = CATransform3DIdentity
    (a.m11, a.m12, a.m13, a.m14) = (-1, -1, -1, -1)
    var b = CATransform3DIdentity
    (b.m11, b.m21, b.m31, b.m41) = (0, 0, 0, 0)
    let product = CATransform3DConcat(a, b)
    #expect(product.m11.sign == .plus)
    #expect(product.m11 == 0)
  }

  @Test("CATransform3DScale applies the scale first: the identity scaled by (1, 0.5, 1) halves m22 only")
  func scaleAppliesFirst() {
    let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 1, 0.5, 1)
    #expect(scaled.m22 == 0.5)
    #expect(scaled.m11 == 1)
    // The translation row is untouched: the scale comes first.
    #expect((scaled.m41, scaled.m42, scaled.m43) == (10, 20, 0))
  }
}
