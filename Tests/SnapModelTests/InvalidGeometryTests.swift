import Foundation
import SnapModel
import Testing

/// `LayoutConfiguration.invalidGeometry` reads every length of its host's fields, however it
/// finds them quickly (the Witnesses article, "What is never judged").
@Suite("Invalid geometry: every length is read")
struct InvalidGeometryTests {
  /// Each length of `configuration`'s host fields (a number, an inset's top, a size's
  /// width, the first item size's height) set to NaN is named.
  private func everyLengthNamed(_ configuration: LayoutConfiguration) {
    var named = 0
    for field in configuration.hostFields where field.unit == "pt" || field.key == "itemSizesForViewSizes" {
      var c = configuration
      let expected: String
      switch field.value {
      case .number(let path, _): (c[keyPath: path], expected) = (.nan, field.key)
      case .inset(let path): (c[keyPath: path].top, expected) = (.nan, field.key + ".top")
      case .optionalInset(let path): (c[keyPath: path], expected) = (UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0), field.key + ".top")
      case .size(let path): (c[keyPath: path].width, expected) = (.nan, field.key + ".width")
      case .itemSizes: (c.itemSizes, expected) = ([CGSize(width: 10, height: CGFloat.nan)], field.key + "[0].height")
      case .itemSizesForViewSizes:
        c.itemSizesForViewSizes = [.init(view: CGSize(width: CGFloat.nan, height: 150), item: CGSize(width: 10, height: 10))]
        expected = field.key + "[0].view.width"
      case .counts, .flag, .choice: continue
      }
      #expect(c.invalidGeometry == expected + " is nan")
      named += 1
    }
    #expect(named >= 8)
  }

  @Test("A NaN in any length of a UIKit or a SwiftUI scenario is named")
  func everyLength() {
    everyLengthNamed(LayoutConfiguration())
    everyLengthNamed(.swiftUI)
  }

  @Test("Insets, sizes and item sizes by view size are read, the first bad field named")
  func compoundFields() {
    var c = LayoutConfiguration()
    c.contentInset.bottom = -.infinity
    #expect(c.invalidGeometry == "contentInset.bottom is -inf")
    c = LayoutConfiguration()
    c.footerSize.height = .nan
    #expect(c.invalidGeometry == "footerSize.height is nan")
    c = LayoutConfiguration()
    c.itemSizesForViewSizes = [
      .init(view: CGSize(width: 375, height: 150), item: CGSize(width: 300, height: 150)),
      .init(view: CGSize(width: 667, height: 150), item: CGSize(width: CGFloat.infinity, height: 150)),
    ]
    #expect(c.invalidGeometry == "itemSizesForViewSizes[1].item.width is inf")
  }

  @Test("Lengths whose sum is too large for a double are still valid geometry")
  func hugeButFinite() {
    var c = LayoutConfiguration()
    // 1e308 + 1e308 is +inf in a double: each length alone is finite.
    c.viewWidth = 1e308
    c.itemWidth = 1e308
    #expect(c.invalidGeometry == nil)
    c.lineSpacing = -.infinity
    #expect(c.invalidGeometry == "lineSpacing is -inf")
  }
}
