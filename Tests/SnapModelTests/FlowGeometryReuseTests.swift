import Foundation
import SnapModel
import Testing

@Suite("A thread reuses the flow geometry it laid out last only for the same inputs, bit for bit (TheUIKitModel)")
struct FlowGeometryReuseTests {
  /// One section of `count` 100×50 items, spaced 10, in a 200×100 view at @2x.
  private func laidOut(
    count: Int = 3, itemSize: CGSize = CGSize(width: 100, height: 50), itemSizes: [CGSize]? = nil, lineSpacing: CGFloat = 10
  ) -> FlowGeometry {
    FlowGeometry.reusing(
      axis: .horizontal, itemSize: itemSize, itemSizes: itemSizes,
      sections: [.init(itemCount: count, lineSpacing: lineSpacing, interitemSpacing: 10, inset: .zero)], defaultLineSpacing: 10,
      viewSize: CGSize(width: 200, height: 100), adjustedInset: .zero, scale: 2)
  }

  @Test("The same inputs twice in a row give the same geometry object, laid out as the initializer lays it out")
  func sameInputsShareOneGeometry() {
    let first = laidOut()
    let second = laidOut()
    #expect(first === second)
    // Item 1 of a horizontal line-per-column layout: x = 100 + 10, centred across 100 − 50.
    #expect(second.frame(ofItem: 1) == CGRect(x: 110, y: 25, width: 100, height: 50))
    #expect(second.contentLength == 320)
  }

  @Test("Another count, spacing or size, a zero of the other sign or other item sizes lay out anew")
  func otherInputsLayOutAnew() {
    let base = laidOut()
    let fewer = laidOut(count: 2)
    #expect(fewer !== base)
    #expect(fewer.contentLength == 210)
    let spaced = laidOut(lineSpacing: 20)
    #expect(spaced !== fewer)
    #expect(spaced.contentLength == 340)
    // −0 equals 0 to `==`, but not to the bit: the geometry is laid out again.
    let positive = laidOut(lineSpacing: 0)
    let negative = laidOut(lineSpacing: -0.0)
    #expect(negative !== positive)
    #expect(negative.contentLength == 300)
    let sized = laidOut(itemSizes: [CGSize(width: 100, height: 50), CGSize(width: 60, height: 50), CGSize(width: 100, height: 50)])
    #expect(sized !== negative)
    // 100 + 10 + 60 + 10 + 100.
    #expect(sized.contentLength == 280)
  }
}
