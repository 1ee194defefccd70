import SnapAlgorithms
@testable import SnapCheck
import SnapEngine
import SnapModel
import SnapSwiftUI
import Testing

/// A checked view's device turns at a resize (S6 in the SwiftUI views article): the view is
/// read again at the new size, its safe area turned as a notched phone's, its size classes
/// taken again from the new width; worked out by hand.
@Suite("A checked view rotates with its device")
struct RotationTests {
  /// Full-width cards, `.viewAligned`: each card is S6's container.
  static let fullWidth = CheckedLayout("FullWidthCards") { configuration in
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<configuration.itemCount, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }

  /// A notched phone's safe area in portrait: the Dynamic Island above, the home indicator below.
  static let portraitNotch = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

  @Test("S6, a turned device: a side inset goes to the top with 34 below; a top inset to both sides with 21 below; none stays none")
  func turnedSafeArea() {
    #expect(SwiftUIAssumptions.turnedSafeArea(Self.portraitNotch) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(SwiftUIAssumptions.turnedSafeArea(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0)) == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(SwiftUIAssumptions.turnedSafeArea(.zero) == .zero)
  }

  @Test("A resize re-reads the view: a containerRelativeFrame card becomes the landscape container, the view stays on its card, and back")
  func cardsFollowTheTurn() {
    // Portrait 393 × 852 with the notch above: cards 393 wide, card 1 at 393. Turned to
    // 852 × 393: the notch at both sides, so the container and each card are 852 − 2 · 59 = 734
    // and card 1 is at 734. Turned back, 393 again.
    let scenario = carouselScenario(
      Self.fullWidth, width: 393, height: 852, count: 5, safeArea: Self.portraitNotch,
      events: [.drag(distance: 393, velocity: 0), .resize(width: 852, height: 393), .resize(width: 393, height: 852)])
    #expect(rests(scenario) == [393, 734, 393])
    #expect(Property.resizeKeepsItem.violation(in: scenario) == nil)
  }

  @Test("The size classes are taken again at the turned size: a landscape 852-pt phone is compact in both, so the spacing follows")
  func sizeClassesFollowTheTurn() {
    // AdaptiveCards: 200-pt cards in a compact width, spacing 10 in a regular height and 4 in a
    // compact one. Portrait 393 wide: compact width, regular height, card 1 at 210. Turned to
    // 852 with the notch at both sides: a landscape phone narrower than 896, compact in both,
    // so card 1 is at 204.
    let layout = CheckedLayout("AdaptiveCards", view: EnvironmentTests.view)
    let scenario = carouselScenario(
      layout, width: 393, height: 852, count: 6, safeArea: Self.portraitNotch,
      events: [.drag(distance: 210, velocity: 0), .resize(width: 852, height: 393)])
    #expect(rests(scenario) == [210, 204])
  }

  @Test("A checked view's generated resizes turn its declared device, and its cases lie inside the space")
  func generatedResizesTurnTheDevice() {
    let phone = Device(screen: CGSize(width: 393, height: 852))
    let layout = CheckedLayout("FullWidthCards", configurations: LayoutConfigurations(devices: [phone])) { configuration in
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<configuration.itemCount, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
    }
    let stream = CaseStream(seed: 5, profile: .realistic, algorithm: layout.algorithm)
    var resizes = 0
    for index in 0..<200 {
      let testCase = stream.testCase(index)
      #expect(layout.algorithm.admits(testCase))
      var current = CGSize(width: testCase.configuration.viewWidth, height: testCase.configuration.viewHeight)
      for case .resize(let width, let height) in testCase.events {
        resizes += 1
        let next = CGSize(width: width, height: height)
        #expect(next == current.transposed, "case \(index)")
        current = next
      }
    }
    #expect(resizes > 10)
  }
}
