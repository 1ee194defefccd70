import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// Case `index` for a SwiftUI scroll view along `axes`: the UIKit case drawn for a classic
  /// algorithm on those axes (its boundary drags included), made a `ScrollView` over a lazy
  /// stack: the items and view as drawn, the line spacing as the stack's spacing (UIKit's
  /// default 10 becomes SwiftUI's 8), the section inset the geometry used as the content
  /// margins, one run of children (sections and reloads summed); then, from a stream of its
  /// own, a safe area now and then: a phone in landscape beside a horizontal carousel, its
  /// notch and home indicator above and below a vertical feed.
  func swiftUICase(_ index: Int, axes: [Axis]) -> Case {
    let drawn = testCase(index, host: HostCoverage(axes: axes, isWide: false))
    let d = drawn.configuration
    var c = LayoutConfiguration.swiftUI
    c.sections = [d.itemCount]
    c.scrollDirection = d.scrollDirection
    (c.itemWidth, c.itemHeight) = (d.itemWidth, d.itemHeight)
    c.lineSpacing = d.lineSpacing == LayoutConfiguration().lineSpacing ? LayoutConfiguration.swiftUIDefaultSpacing : d.lineSpacing
    c.sectionInset = d.geometryInset
    (c.viewWidth, c.viewHeight) = (d.viewWidth, d.viewHeight)
    c.screenScale = d.screenScale
    c.decelerationRate = d.decelerationRate
    var random = spaceRandom(case: index, salt: 0x5_1F7_0000)
    if random.chance(0.15) {
      if c.scrollDirection == .horizontal {
        let side = random.element(of: [44, 47, 59] as [CGFloat])
        c.safeAreaInsets = random.chance(0.5)
          ? UIEdgeInsets(top: 0, left: side, bottom: 21, right: 0) : UIEdgeInsets(top: 0, left: 0, bottom: 21, right: side)
      } else {
        c.safeAreaInsets = UIEdgeInsets(top: random.element(of: [47, 59] as [CGFloat]), left: 0, bottom: 34, right: 0)
      }
    }
    let events = drawn.events.map { event -> Event in
      guard case .reload(let sections) = event else { return event }
      return .reload(itemCount: sections.reduce(0, +))
    }
    return Case(configuration: c, events: events)
  }
}
