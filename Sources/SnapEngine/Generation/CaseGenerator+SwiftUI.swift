import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// Case `index` for a SwiftUI scroll view along `axes`: the UIKit case drawn for a classic
  /// algorithm on those axes (its boundary drags included) as a SwiftUI scroll view shows it
  /// (`Case.hosted(on:)`), UIKit's default line spacing (10) drawn as SwiftUI's default
  /// spacing (8) unless the app's space sets the spacings; then, from a stream of its own, a
  /// safe area: one of the app's (`LayoutConfigurations.safeAreas`), else, now and then, a
  /// phone's in landscape beside a horizontal carousel, its notch and home indicator above and
  /// below a vertical feed.
  func swiftUICase(_ index: Int, axes: [Axis], swarm: Swarm) -> Case {
    var testCase = testCase(index, host: HostCoverage(axes: axes, isWide: false), swarm: swarm).hosted(on: .swiftui)
    if space?.lineSpacings == nil, testCase.configuration.lineSpacing == LayoutConfiguration().lineSpacing {
      testCase.configuration.lineSpacing = LayoutConfiguration.swiftUIDefaultSpacing
    }
    var random = spaceRandom(case: index, salt: 0x5_1F7_0000)
    if let areas = space?.safeAreas {
      testCase.configuration.safeAreaInsets = random.element(of: areas)
      return testCase
    }
    guard random.chance(swarm.chance(.safeAreas, 0.15)) else { return testCase }
    if testCase.configuration.scrollDirection == .horizontal {
      let side = random.element(of: [44, 47, 59] as [CGFloat])
      testCase.configuration.safeAreaInsets = random.chance(0.5)
        ? UIEdgeInsets(top: 0, left: side, bottom: 21, right: 0) : UIEdgeInsets(top: 0, left: 0, bottom: 21, right: side)
    } else {
      testCase.configuration.safeAreaInsets = UIEdgeInsets(top: random.element(of: [47, 59] as [CGFloat]), left: 0, bottom: 34, right: 0)
    }
    return testCase
  }
}
