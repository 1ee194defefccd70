import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

@Suite("Different item sizes in generated cases: drawn where declared, shrunk away")
struct ItemSizesGenerationTests {
  /// The wider host with different sizes, as the reference declares it.
  static let sized = HostCoverage(axes: [.horizontal, .vertical], isWide: true, differentSizes: true)

  @Test("A host declaring different sizes gets one size per item in some realistic cases, and otherwise the wide host's case")
  func drawnWhereDeclared() throws {
    let generator = CaseGenerator(seed: CheckDefaults.seed, profile: .realistic)
    var drawn = 0
    for index in 0..<200 {
      let plain = generator.testCase(index, host: .wide)
      let sizedCase = generator.testCase(index, host: Self.sized)
      #expect(plain.configuration.itemSizes.isEmpty, "case \(index)")
      if sizedCase.configuration.itemSizes.isEmpty {
        #expect(sizedCase == plain, "case \(index): nothing else may change")
        continue
      }
      drawn += 1
      let c = sizedCase.configuration
      #expect(c.itemSizes.count == c.itemCount, "case \(index)")
      #expect(c.itemWidth == 50 && c.itemHeight == 50, "case \(index): itemSizes exclude itemWidth/itemHeight")
      var others = c
      (others.itemSizes, others.itemWidth, others.itemHeight) = ([], plain.configuration.itemWidth, plain.configuration.itemHeight)
      #expect(Case(configuration: others, events: sizedCase.events) == plain, "case \(index): only the sizes differ")
    }
    // About a quarter of the cases with items.
    #expect(drawn > 20 && drawn < 80)
    let hostile = CaseGenerator(seed: CheckDefaults.seed, profile: .hostile)
    // Hostile cases hold NaNs, which no configuration equals: the sizes alone are compared.
    #expect((0..<100).allSatisfy { hostile.testCase($0, host: Self.sized).configuration.itemSizes.isEmpty })
  }

  @Test("The shrinker takes the sizes away, back to one item size")
  func shrunkAway() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    var c = LayoutConfiguration()
    c.itemSizes = [CGSize(width: 100, height: 50), CGSize(width: 200, height: 50)]
    c.itemCount = 2
    let scenario = Scenario(Case(configuration: c, events: [.drag(distance: 10, velocity: 0)]), algorithm: reference)
    let (smallest, _) = Shrinker().shrink(scenario, violation: Violation(scenario: scenario, message: "always")) {
      Violation(scenario: $0, message: "always")
    }
    #expect(smallest.configuration.itemSizes.isEmpty)
  }

  @Test("Fewer items keep one size per item, dealt by flat index")
  func countsKeepSizes() {
    var c = LayoutConfiguration()
    c.itemSizes = [CGSize(width: 1, height: 1), CGSize(width: 2, height: 2), CGSize(width: 3, height: 3)]
    c.sections = [3]
    c.sections = [1, 1]
    #expect(c.itemSizes == [CGSize(width: 1, height: 1), CGSize(width: 2, height: 2)])
    c.itemCount = 5
    #expect(c.itemSizes.map(\.width) == [1, 2, 1, 2, 1])
  }
}
