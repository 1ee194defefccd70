import SnapAlgorithms
@testable import SnapCheck
import SnapEngine
import SnapModel
import SnapSwiftUI

/// One case of a checked view, worked out by hand: a view of `width`×`height` at @3x with
/// `count` items and `safeArea`, laid out as the view builds it, with `events`.
func carouselScenario(
  _ layout: CheckedLayout, width: CGFloat = 393, height: CGFloat = 852, count: Int = 5,
  safeArea: UIEdgeInsets = .zero, events: [Event]
) -> Scenario {
  var c = LayoutConfiguration.swiftUI
  (c.viewWidth, c.viewHeight) = (width, height)
  c.sections = [count]
  c.safeAreaInsets = safeArea
  let algorithm = layout.algorithm
  let laidOut = algorithm.configurations?.laidOut(Case(configuration: c, events: events)) ?? Case(configuration: c, events: events)
  return Scenario(laidOut, algorithm: algorithm)
}

/// Where each step of `scenario` rests.
func rests(_ scenario: Scenario) -> [CGFloat?] { scenario.run().steps.map(\.rest) }

/// `view` read in a `width`-point-wide, 600-point-high scene with `safeArea`.
func reading<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 600, safeArea: UIEdgeInsets = .zero) -> Result<CarouselReading, CarouselReading.Unreadable> {
  CarouselReading.read(view, size: CGSize(width: width, height: height), safeArea: safeArea, environment: EnvironmentValues())
}

/// The target lengths `view` gives, or the reason it cannot be read.
func targetLengths<V: View>(_ view: V, width: CGFloat = 400, safeArea: UIEdgeInsets = .zero) -> Result<[CGFloat], CarouselReading.Unreadable> {
  reading(view, width: width, safeArea: safeArea).map { $0.targets.map(\.length) }
}
