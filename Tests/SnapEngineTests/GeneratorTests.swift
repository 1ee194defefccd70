import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

@Suite("Case generation: seeded, reproducible, weighted toward the edges")
struct GeneratorTests {
  @Test("The same seed and case give the same scenario; other cases differ")
  func reproducible() {
    let generator = CaseGenerator(seed: 9, profile: .realistic)
    #expect(generator.testCase(5) == generator.testCase(5))
    #expect(generator.testCase(5) != generator.testCase(6))
    #expect(CaseGenerator(seed: 10, profile: .realistic).testCase(5)
      != generator.testCase(5))
  }

  @Test("Realistic cases stay finite and on @2x or @3x; hostile ones reach NaN, ∞, |v| ≥ 2^63, empty views and non-finite view sizes and resizes")
  func profiles() {
    let realistic = CaseGenerator(seed: 1, profile: .realistic)
    let hostile = CaseGenerator(seed: 1, profile: .hostile)
    var sawNaN = false, sawInfinity = false, sawHuge = false, sawEmptyView = false, sawNegativeWidth = false
    var sawFewItems = false, sawThresholdDrag = false
    var nonFiniteViews: Set<String> = [], nonFiniteResizes: Set<String> = []
    for index in 0..<2000 {
      let calm = realistic.testCase(index)
      #expect([2, 3].contains(calm.configuration.screenScale))
      for case .drag(let distance, let velocity) in calm.events {
        #expect(distance.isFinite && velocity.isFinite)
        let pageSpace = calm.configuration.itemWidth + calm.configuration.lineSpacing
        if abs(abs(distance) - pageSpace / 8) < 0.6 { sawThresholdDrag = true }
      }
      if calm.configuration.itemCount <= 3 { sawFewItems = true }
      let wild = hostile.testCase(index)
      if wild.configuration.viewWidth == 0 { sawEmptyView = true }
      if wild.configuration.itemWidth < 0 { sawNegativeWidth = true }
      for size in [wild.configuration.viewWidth, wild.configuration.viewHeight] where !size.isFinite {
        nonFiniteViews.insert("\(size)")
      }
      for case .resize(let width, let height) in wild.events {
        for size in [width, height] where !size.isFinite { nonFiniteResizes.insert("\(size)") }
      }
      for case .resize(let width, let height) in calm.events { #expect(width.isFinite && height.isFinite) }
      #expect(calm.configuration.viewWidth.isFinite && calm.configuration.viewHeight.isFinite)
      for case .drag(_, let velocity) in wild.events {
        if velocity.isNaN { sawNaN = true }
        if velocity.isInfinite { sawInfinity = true }
        if velocity.isFinite && abs(velocity) >= 9_223_372_036_854_775_808.0 { sawHuge = true }
      }
    }
    #expect(sawNaN && sawInfinity && sawHuge && sawEmptyView && sawNegativeWidth)
    #expect(sawFewItems && sawThresholdDrag)
    #expect(nonFiniteViews == ["nan", "inf", "-inf"])
    #expect(nonFiniteResizes == ["nan", "inf", "-inf"])
  }

  @Test("Every generated scenario survives a round trip through its JSON")
  func jsonRoundTrip() throws {
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: 4, profile: profile)
      for index in 0..<300 {
        let host: HostCoverage = index % 2 == 0 ? .classic : .wide
        let scenario = Scenario(
          generator.testCase(index, host: host), algorithm: AlgorithmRegistry.all[index % AlgorithmRegistry.all.count])
        let reread = try Scenario(json: scenario.json)
        #expect(reread.json == scenario.json, "case \(index)")
      }
    }
  }
}
