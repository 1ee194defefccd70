import SnapAlgorithms
@testable import SnapCheck
import SnapEngine
import SnapModel
import SnapSwiftUI
import Testing

/// A failing case of a checked view shrinks its generated inputs too (item count, the view's
/// size, safe area, scale), each candidate read from the view again, worked out by hand.
@Suite("Shrinking a checked view")
struct ViewShrinkingTests {
  @Test("A carousel missing .scrollTargetLayout() (S5) shrinks to two full cards in a 558×150 view")
  func missingTargetLayoutShrinksToTwoCards() throws {
    let layout = CheckedLayout("UnsnappedCards") { configuration in UnsnappedCards(count: configuration.itemCount) }
    let algorithm = layout.algorithm
    let stream = CaseStream(seed: 7, profile: .realistic, algorithm: algorithm)
    let failing = try #require(
      (0..<200).lazy.map { Scenario(stream.testCase($0), algorithm: algorithm) }
        .first { Property.onBoundary.violation(in: $0) != nil })
    let violation = try #require(Property.onBoundary.violation(in: failing))
    // The generated case is larger than the minimum in what the view is read from.
    #expect(failing.configuration.itemCount > 2 || failing.configuration.viewWidth != 375)
    let (smallest, _) = Shrinker().shrink(failing, violation: violation) { Property.onBoundary.violation(in: $0) }
    let c = smallest.configuration
    // One card cannot scroll (the content is the container); two can, and a slow drag rests
    // between their positions 0 and 522. The first failing case at seed 7 is 558 pt wide, a
    // width shrinking keeps; its height shrinks to SwiftUI's default 150, with no safe area,
    // read again there: each card is the container 558 − 2·24 = 510 wide (S6), 12 apart, with
    // the 24-point margins as content; the content 24 + 510 + 12 + 510 + 24 = 1080 scrolls to
    // 1080 − 558 = 522.
    #expect(c.itemCount == 2)
    #expect(c.viewWidth == 558)
    #expect(c.viewHeight == 150)
    #expect(c.safeAreaInsets == .zero)
    #expect(c.itemWidth == 510)
    #expect(c.lineSpacing == 12)
    #expect(c.sectionInset.left == 24 && c.sectionInset.right == 24)
    // It ends resting between the two cards' positions, on neither: the view does not snap.
    let rest = try #require(rests(smallest).last ?? nil)
    #expect(rest > 0 && rest < 522, "\(smallest.events)")
    #expect(algorithm.admits(smallest.testCase))
  }
}

/// Full-width cards with margins and `.viewAligned`, but no `.scrollTargetLayout()`: the
/// view does not snap (S5).
private struct UnsnappedCards: View {
  let count: Int

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 12) {
        ForEach(0..<count, id: \.self) { _ in
          RoundedRectangle(cornerRadius: 16).frame(height: 200).containerRelativeFrame(.horizontal)
        }
      }
    }
    .contentMargins(.horizontal, 24, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned)
  }
}
