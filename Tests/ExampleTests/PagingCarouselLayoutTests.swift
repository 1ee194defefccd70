import SnapCheck
import Testing

/// The same layout with its clamp dropped: the one-line bug the example is meant to catch.
final class UnclampedCarouselLayout: PagingCarouselLayout {
  override func clamp(_ x: CGFloat, to max: CGFloat) -> CGFloat { x.rounded() }
}

@Suite("Checking your own layout: the example carousel")
struct PagingCarouselLayoutTests {
  // Without the targeted search: it finds the carousel breaking a half-page tie differently
  // on two pages (translation-invariant, a drag of exactly half a 228.67 page), the kind of
  // tie SPEC §7 excludes from `mirror`, and it is slow in a debug build.
  @Test("The carousel holds every applicable property over 1000 generated cases")
  func carouselHolds() throws {
    try SnapCheck.verify(
      PagingCarouselLayout(), contract: LayoutContract(alignment: .leading, pageCap: 1), name: "PagingCarouselLayout",
      targeted: false, knownViolations: [.resizeKeepsItem])
  }

  @Test("Dropping the clamp fails with a shrunk counterexample, a replay call and its explanation")
  func droppedClampFails() throws {
    do {
      try SnapCheck.verify(
        UnclampedCarouselLayout(), contract: LayoutContract(alignment: .leading, pageCap: 1), name: "UnclampedCarouselLayout",
        targeted: false, knownViolations: [.resizeKeepsItem])
      Issue.record("the unclamped layout passed")
    } catch let failure as SnapCheckFailure {
      #expect(failure.result.property == .inBounds)
      #expect(failure.description.contains("UnclampedCarouselLayout violates in-bounds"))
      #expect(failure.description.contains("minimal scenario: {\"algorithm\": \"UnclampedCarouselLayout\""))
      #expect(failure.description.contains("replay: SnapCheck.verify(…, seed: 20261129, profile: .realistic, onlyCase: "))
      // One line per numeric input of the counterexample, the screen scale among them.
      #expect(failure.description.contains("\nfails for screenScale: "))
      #expect(failure.result.explanation.allSatisfy { failure.description.contains("\nfails for \($0)") })
    }
  }
}
