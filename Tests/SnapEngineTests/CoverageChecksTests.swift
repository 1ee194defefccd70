import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// `unsupported-free`: the one property whose violation means "the model did not
/// cover this code", and which never makes another property fail.
@Suite("unsupported-free")
struct CoverageChecksTests {
  /// Two drags and a scroll on seven pages at @2x (see `SymmetryChecksTests`).
  static let events: [Event] = [.drag(distance: 10, velocity: 1.5), .scroll(offset: 930), .drag(distance: -200, velocity: 0)]

  @Test("A layout that turns on self-sizing in prepare() violates unsupported-free at its first drag, and nothing else")
  func selfSizingIsUnsupported() throws {
    let selfSizing = SymmetryChecksTests.algorithm("self-sizing", host: .wide) { SelfSizingLayout() }
    let scenario = SymmetryChecksTests.scenario(selfSizing, Self.events)
    // A non-zero estimatedItemSize makes the first drag `unsupported: estimatedItemSize`,
    // which stops the scenario: event 0 is the last step.
    let violation = try #require(Property.unsupportedFree.violation(in: scenario))
    #expect(violation.event == 0)
    #expect(violation.message.hasPrefix("event 0 (drag): unsupported: estimatedItemSize"))
    #expect(violation.scenario.events.count == 1)
    for property in Property.allCases where property != .unsupportedFree {
      #expect(property.violation(in: scenario) == nil, "\(property.id)")
    }
  }

  @Test("A layout the model covers holds unsupported-free")
  func nearestPageIsCovered() {
    let nearest = SymmetryChecksTests.algorithm("nearest") { NearestPageLayout() }
    #expect(Property.unsupportedFree.caseVerdict(SymmetryChecksTests.scenario(nearest, Self.events)) == .holds)
  }
}
