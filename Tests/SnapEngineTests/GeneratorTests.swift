import Foundation
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

  @Test("Realistic cases stay finite and on @2x or @3x; hostile ones reach NaN, ∞, |v| ≥ 2^63, empty views, huge view sizes and resizes and non-finite drag distances, never a non-finite size")
  func profiles() {
    let realistic = CaseGenerator(seed: 1, profile: .realistic)
    let hostile = CaseGenerator(seed: 1, profile: .hostile)
    var sawNaN = false, sawInfinity = false, sawHuge = false, sawEmptyView = false, sawNegativeWidth = false
    var sawFewItems = false, sawThresholdDrag = false
    var extremeViews: Set<CGFloat> = [], extremeResizes: Set<CGFloat> = [], nonFiniteDistances: Set<String> = []
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
      for size in [wild.configuration.viewWidth, wild.configuration.viewHeight] {
        #expect(size.isFinite)
        if size >= 1e6 { extremeViews.insert(size) }
      }
      for case .resize(let width, let height) in wild.events {
        for size in [width, height] {
          #expect(size.isFinite)
          if size >= 1e6 { extremeResizes.insert(size) }
        }
      }
      for case .drag(let distance, _) in wild.events where !distance.isFinite { nonFiniteDistances.insert("\(distance)") }
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
    #expect(extremeViews == [1e6, 1e12])
    #expect(extremeResizes == [1e6, 1e12])
    #expect(nonFiniteDistances == ["nan", "inf", "-inf"])
  }

  @Test("The cases check walks reach combinations of boundary values, and change only drags of the classic case")
  func boundaryCombinations() {
    let generator = CaseGenerator(seed: 1, profile: .realistic)
    var seen: Set<String> = []
    var drags = 0, redrawn = 0
    for index in 0..<1000 {
      let classic = generator.rareCase(index, swarm: .everything) ?? generator.testCase(index)
      let checked = generator.testCase(index, host: .classic, swarm: .everything)
      #expect(checked.configuration == classic.configuration)
      #expect(checked.events.map(\.kind) == classic.events.map(\.kind))
      let c = checked.configuration
      let page = c.itemWidth + c.lineSpacing
      let pixel = 1 / c.screenScale
      for (event, original) in zip(checked.events, classic.events) {
        guard case .drag(let distance, let velocity) = event else {
          #expect(event == original)
          continue
        }
        drags += 1
        if event != original { redrawn += 1 }
        let length = abs(distance)
        let speed = abs(velocity)
        if length >= 1.5 * page && speed == 0 { seen.insert("long, still") }
        if length >= 1.5 * page && speed == 0.2499 { seen.insert("long, just under the floor") }
        if length == page / 2 && speed == 0 { seen.insert("half a page, still") }
        if length == page / 2 && speed == 0.2501 { seen.insert("half a page, just over the floor") }
        if length == page / 2 + pixel || length == page / 2 - pixel { seen.insert("half a page and a pixel") }
        if length == 2 * page || length == 3 * page { seen.insert("two or three pages exactly") }
        if length == 2 * page + pixel || length == 2 * page - pixel { seen.insert("two pages and a pixel") }
        if length >= page && speed >= 5 { seen.insert("a page or more, fast") }
        if length == 0 && speed >= 0.25 { seen.insert("a flick without a drag") }
      }
    }
    #expect(seen == [
      "long, still", "long, just under the floor", "half a page, still", "half a page, just over the floor",
      "half a page and a pixel", "two or three pages exactly", "two pages and a pixel", "a page or more, fast",
      "a flick without a drag",
    ])
    // 3 drags in 10 are redrawn (a redrawn drag may equal the drawn one only by chance).
    #expect(Double(redrawn) > 0.25 * Double(drags) && Double(redrawn) < 0.35 * Double(drags))
  }

  @Test("No generated number is −0: a still drag against its direction, a zero speed, a page multiple of a negative page are +0 in every scenario's JSON")
  func noNegativeZero() throws {
    // −0 printed as a number: `-0` not followed by a digit, a point or an exponent.
    let negativeZero = try Regex(#"-0(?![0-9.eE])"#)
    var zeroDrags = 0
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: CheckDefaults.seed, profile: profile)
      for index in 0..<600 {
        let algorithm = AlgorithmRegistry.all[index % AlgorithmRegistry.all.count]
        for testCase in [generator.testCase(index, host: algorithm.host), generator.testCase(index)] {
          let json = Scenario(testCase, algorithm: algorithm).json
          #expect(json.firstMatch(of: negativeZero) == nil, "\(profile) case \(index): \(json)")
          for case .drag(let distance, let velocity) in testCase.events where distance == 0 || velocity == 0 {
            zeroDrags += 1
            #expect((distance != 0 || distance.sign == .plus) && (velocity != 0 || velocity.sign == .plus))
          }
        }
      }
    }
    // About a quarter of the drags are released still (speed weight 4 of 14) and some are not dragged.
    #expect(zeroDrags > 300)
    var random = Xoshiro256StarStar(seed: 2)
    let values = BoundaryValues(pageSpace: 260, screenScale: 3)
    for _ in 0..<500 {
      guard case .drag(let distance, let velocity) = values.drag(&random) else { continue }
      #expect(distance.sign == .plus || distance != 0)
      #expect(velocity.sign == .plus || velocity != 0)
    }
  }

  @Test("Every generated scenario survives a round trip through its JSON")
  func jsonRoundTrip() throws {
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: 4, profile: profile)
      for index in 0..<300 {
        let algorithm = AlgorithmRegistry.all[index % AlgorithmRegistry.all.count]
        // A SwiftUI algorithm gets SwiftUI cases; the others the classic and the wider host's.
        let host: HostCoverage = algorithm.host.framework == .swiftui ? algorithm.host : index % 2 == 0 ? .classic : .wide
        let scenario = Scenario(generator.testCase(index, host: host), algorithm: algorithm)
        let reread = try Scenario(json: scenario.json)
        #expect(reread.json == scenario.json, "case \(index)")
      }
    }
  }
}
