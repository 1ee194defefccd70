import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Swarm generation (HowCasesAreFound, "Swarm generation"): each case draws which optional
/// features it uses, a coin flip each; one left out is never drawn, one kept is twice as likely.
@Suite("Swarm generation: each case draws the features it uses")
struct SwarmTests {
  private static let updating = HostCoverage(axes: [.horizontal, .vertical], isWide: true, coversUpdates: true)
  private static let hosts: [HostCoverage] = [.classic, .wide, updating, .swiftUI]

  /// Every feature but `left`.
  private static func without(_ left: Set<Swarm.Feature>) -> Swarm {
    Swarm(features: Set(Swarm.Feature.allCases).subtracting(left))
  }

  @Test("Half the cases draw every feature at its base chance; the others a coin flip per feature")
  func coinFlips() {
    let generator = CaseGenerator(seed: 3, profile: .realistic)
    let swarms = (0..<4000).map { generator.swarm(case: $0) }
    // Binomial(4000, 1/2) cases with everything: mean 2000, standard deviation 31.6.
    #expect((1850...2150).contains(swarms.filter { $0 == .everything }.count))
    // A feature is in every everything case and in half the drawn ones: 1/2 + 1/4 = 3/4,
    // Binomial(4000, 3/4): 3000 and 27.4. Two together: 1/2 + 1/8 = 5/8, 2500 and 30.6.
    for feature in Swarm.Feature.allCases {
      #expect((2850...3150).contains(swarms.filter { $0.includes(feature) }.count), "\(feature)")
    }
    for (first, second) in [(Swarm.Feature.resizes, Swarm.Feature.reloads), (.sectionInsets, .rareLayouts), (.scrolls, .extremes)] {
      #expect((2350...2650).contains(swarms.filter { $0.includes(first) && $0.includes(second) }.count))
    }
  }

  @Test("A case drawn with everything is the full mix's case: the same configuration and events as testCase(_:host:swarm: .everything)")
  func everythingCasesAreTheFullMix() {
    let generator = CaseGenerator(seed: 3, profile: .hostile)
    var everything = 0
    for index in 0..<200 where generator.swarm(case: index) == .everything {
      everything += 1
      #expect("\(generator.testCase(index, host: .wide))" == "\(generator.testCase(index, host: .wide, swarm: .everything))", "case \(index)")
    }
    #expect(everything > 50)
  }

  @Test("An included feature is twice its base chance and weight, capped at certainty; a left-out one never comes up; everything is the base")
  func concentration() {
    let swarm = Swarm(features: [.boundaryDrags, .scrolls])
    #expect(swarm.chance(.boundaryDrags, 0.3) == 0.6)
    #expect(swarm.chance(.boundaryDrags, 0.7) == 1)
    #expect(swarm.weight(.scrolls, 2) == 4)
    #expect(swarm.chance(.rareLayouts, 0.2) == 0 && swarm.weight(.resizes, 2) == 0)
    #expect(Swarm.everything.chance(.rareLayouts, 0.2) == 0.2 && Swarm.everything.weight(.resizes, 2) == 2)
  }

  @Test("A case whose swarm leaves out an event kind has no event of that kind, on every host and profile")
  func eventKindsLeftOut() {
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: 5, profile: profile)
      for (feature, kind) in [(Swarm.Feature.scrolls, EventKind.scroll), (.resizes, .resize), (.reloads, .reload), (.updates, .update)] {
        let swarm = Self.without([feature])
        var others = 0
        for index in 0..<300 {
          for host in Self.hosts {
            let events = generator.testCase(index, host: host, swarm: swarm).events
            #expect(events.allSatisfy { $0.kind != kind }, "\(profile) \(host) case \(index)")
            others += events.filter { $0.kind != .drag && $0.kind != kind }.count
          }
        }
        // The other kinds still come up.
        #expect(others > 100)
      }
    }
  }

  @Test("A case without scrolls, resizes and reloads has only drags, even in a rare corner that begins with a change")
  func onlyDrags() {
    let generator = CaseGenerator(seed: 6, profile: .realistic)
    let swarm = Swarm(features: [.rareLayouts, .sectionInsets])
    var rare = 0
    for index in 0..<1000 {
      #expect(generator.testCase(index, host: .classic, swarm: swarm).events.allSatisfy { $0.kind == .drag })
      if generator.rareCase(index, swarm: swarm) != nil { rare += 1 }
    }
    // Rare corners at twice their base fifth: Binomial(1000, 0.4), 400 ± 15.5.
    #expect((340...460).contains(rare))
  }

  @Test("Without section insets every case has no section inset and no delegate inset; without rare layouts none is rare")
  func insetsAndRareLayoutsLeftOut() {
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: 7, profile: profile)
      let noInsets = Self.without([.sectionInsets])
      let noRare = Self.without([.rareLayouts])
      for index in 0..<500 {
        for host in [HostCoverage.classic, .wide] {
          let c = generator.testCase(index, host: host, swarm: noInsets).configuration
          #expect(c.sectionInset == .zero && c.delegateSectionInset == nil, "\(profile) \(host) case \(index)")
        }
        #expect(generator.rareCase(index, swarm: noRare) == nil)
      }
    }
  }

  @Test("Without sections, content insets and safe areas, a wide or SwiftUI case has one section, no content inset and no safe area")
  func wideFeaturesLeftOut() {
    let generator = CaseGenerator(seed: 8, profile: .realistic)
    let swarm = Self.without([.sections, .contentInsets, .safeAreas])
    var sawSections = false
    for index in 0..<500 {
      for host in [HostCoverage.wide, .swiftUI] {
        let c = generator.testCase(index, host: host, swarm: swarm).configuration
        #expect(c.sections.count == 1 && c.contentInset == .zero && c.safeAreaInsets == .zero, "\(host) case \(index)")
      }
      if generator.testCase(index, host: .wide, swarm: .everything).configuration.sections.count > 1 { sawSections = true }
    }
    #expect(sawSections)
  }

  @Test("A hostile case without extremes keeps sizes positive, the screen at @2x or @3x, and every drag finite")
  func extremesLeftOut() {
    let generator = CaseGenerator(seed: 9, profile: .hostile)
    let swarm = Self.without([.extremes])
    for index in 0..<1000 {
      let testCase = generator.testCase(index, host: .wide, swarm: swarm)
      let c = testCase.configuration
      #expect(c.itemWidth > 0 && c.itemHeight > 0 && c.viewWidth > 0 && c.viewHeight > 0 && c.lineSpacing >= 0)
      #expect(c.viewWidth < 1e6 && c.viewHeight < 1e6 && [2, 3].contains(c.screenScale), "case \(index)")
      for event in testCase.events {
        switch event {
        case .drag(let distance, let velocity): #expect(distance.isFinite && velocity.isFinite && abs(velocity) <= 20, "case \(index)")
        case .resize(let width, let height): #expect(width < 1e6 && height < 1e6)
        case .scroll, .reload, .update: break
        }
      }
    }
  }

  @Test("With boundary drags 6 drags in 10 are redrawn, twice the base 3 in 10; without them none is")
  func boundaryDrags() {
    let generator = CaseGenerator(seed: 10, profile: .realistic)
    var drags = 0, redrawn = 0
    for (swarm, counts) in [(Swarm(features: [.boundaryDrags]), true), (Swarm(features: []), false)] {
      for index in 0..<500 {
        let drawn = generator.rareCase(index, swarm: swarm) ?? generator.testCase(index, swarm: swarm)
        let checked = generator.testCase(index, host: .classic, swarm: swarm)
        #expect(checked.events.count == drawn.events.count)
        let changed = zip(checked.events, drawn.events).filter { $0 != $1 }.count
        if counts {
          drags += drawn.events.filter { $0.kind == .drag }.count
          redrawn += changed
        } else {
          #expect(changed == 0)
        }
      }
    }
    // A redrawn drag may equal the drawn one only by chance.
    #expect(Double(redrawn) > 0.55 * Double(drags) && Double(redrawn) < 0.65 * Double(drags))
  }

  @Test("A space that fixes fields is respected under every feature set, on every host and profile")
  func spaceUnderEverySwarm() {
    let space = LayoutConfigurations(
      itemSize: .relative { CGSize(width: $0.width - 40, height: $0.height) }, lineSpacings: [10], interitemSpacings: [0],
      sectionInsets: [UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)], contentInsets: [.zero], itemCounts: 1...8,
      viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 220)], scales: [3], decelerationRates: [.fast],
      changes: [.resize, .reload], safeAreas: [.zero])
    let subsets = 1 << Swarm.Feature.allCases.count
    for profile in Profile.allCases {
      let generator = CaseGenerator(seed: 12, profile: profile, space: space)
      // Every subset of the features, each on its own case number.
      for bits in 0..<subsets {
        let swarm = Swarm(features: Set(Swarm.Feature.allCases.filter { bits >> $0.rawValue & 1 == 1 }))
        // UIKit hosts: a SwiftUI stack has no interitem spacing to keep to.
        let host = Self.hosts[bits % 3]
        let testCase = space.laidOut(generator.testCase(bits, host: host, swarm: swarm))
        #expect(space.admits(testCase), "\(profile) \(host) features \(bits)")
      }
    }
  }

  @Test("Case k drawn directly is case k of the stream: the same in any order, from any stream, with the swarm drawn for k")
  func caseKDirectly() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    for profile in Profile.allCases {
      let forward = CaseStream(seed: 4, profile: profile, algorithm: algorithm)
      // Compared as text: a NaN velocity is equal to itself there.
      let inOrder = (0..<200).map { "\(forward.testCase($0))" }
      let backward = CaseStream(seed: 4, profile: profile, algorithm: algorithm)
      for k in (0..<200).reversed() { #expect("\(backward.testCase(k))" == inOrder[k], "case \(k)") }
      let generator = CaseGenerator(seed: 4, profile: profile)
      for k in [0, 57, 199] {
        #expect("\(generator.testCase(k, host: algorithm.host, swarm: generator.swarm(case: k)))" == inOrder[k])
      }
    }
  }
}
