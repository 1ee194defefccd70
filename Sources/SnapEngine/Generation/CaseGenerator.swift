import Foundation
import SnapAlgorithms
import SnapModel

/// Draws the configuration and events of case `k` for a seed, weighted toward the values
/// where snapping code breaks.
///
/// Case `k` depends only on the seed, the profile and `k`, so every algorithm and property
/// sees the same cases and `--seed S --case K` replays one exactly.
///
///     let generator = CaseGenerator(seed: 1, profile: .realistic)
///     generator.testCase(7)  // the same case everywhere
package struct CaseGenerator: Sendable {
  /// The run's seed.
  package let seed: UInt64
  /// What to draw.
  package let profile: Profile
  /// The app's space of layouts cases keep to, or nil for everything the generator draws.
  package let space: LayoutConfigurations?

  /// Phone and tablet widths in points, fractional ones included.
  static let viewWidths: [CGFloat] = [
    320, 375, 390, 393, 414, 428, 430, 744, 768, 820, 834, 1024, 1366, 392.72727272727275, 411.42857142857144,
  ]
  /// Carousel heights in points.
  static let viewHeights: [CGFloat] = [100, 150, 180, 200, 240, 300]
  /// The most items a generated layout or reload has.
  static let mostItems = 60

  /// A generator for `seed` and `profile`, keeping to `space` when one is given.
  package init(seed: UInt64, profile: Profile, space: LayoutConfigurations? = nil) {
    self.seed = seed
    self.profile = profile
    self.space = space
  }

  /// The random stream of case `index`: the seed mixed with the case number.
  func random(case index: Int) -> Xoshiro256StarStar {
    var mixer = SplitMix64(seed: seed ^ 0x5EED_5EED_5EED_5EED)
    let base = mixer.next()
    var caseMixer = SplitMix64(seed: base &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15)
    return Xoshiro256StarStar(seed: caseMixer.next() ^ (profile == .hostile ? 0xA5A5_A5A5_A5A5_A5A5 : 0))
  }

  /// Case `index` with the features of `swarm` (every feature at its base chance unless
  /// given: the golden corpus's random scenarios).
  package func testCase(_ index: Int, swarm: Swarm = .everything) -> Case {
    var random = random(case: index)
    return assembledCase(configuration(&random, swarm: swarm), events: &random, swarm: swarm, case: index)
  }

  /// Case `index` made of `configuration`: kept to the app's space, its events drawn from
  /// `random` (`first` put before them), each resize a rotation of the view's device (unless
  /// the space lets resizes go across devices), then, in the hostile profile, huge view sizes
  /// and non-finite drag distances.
  func assembledCase(
    _ configuration: LayoutConfiguration, events random: inout Xoshiro256StarStar, first: Event? = nil, swarm: Swarm, case index: Int
  ) -> Case {
    var configuration = configuration
    if let space { constrain(&configuration, to: space, case: index) }
    var events = self.events(for: configuration, swarm: swarm, &random)
    if let first { events.insert(first, at: 0) }
    events = rotatingResizes(events, of: configuration)
    if hostile { drawExtremes(&configuration, &events, swarm: swarm, case: index) }
    return Case(configuration: configuration, events: events)
  }

  /// The view lengths the hostile profile puts into some cases and resizes: huge but finite
  /// (a NaN or infinite length is geometry UIKit rejects, never judged:
  /// the Witnesses article, "What is never judged").
  static let extremeLengths: [CGFloat] = [Device.hostileLength, 1e12]

  /// The drag distances the hostile profile puts into some drags: a finger's input may be
  /// anything, so NaN and infinite distances stay.
  static let nonFiniteDistances: [CGFloat] = [.nan, .infinity, -.infinity]

  /// Puts huge view sizes into some hostile cases and some of their resizes,
  /// and non-finite distances into some of their drags, from a stream of their own so the
  /// rest of each case stays as drawn; sizes an app's space fixes are left alone.
  private func drawExtremes(_ c: inout LayoutConfiguration, _ events: inout [Event], swarm: Swarm, case index: Int) {
    var random = spaceRandom(case: index, salt: 0x0A0A_F1A1_7E00_0000)
    let sizesFixed = !(space?.sizesOnDevices?.isEmpty ?? true)
    if random.chance(swarm.chance(.extremes, 0.04)), !sizesFixed {
      if random.chance(0.5) { c.viewWidth = random.element(of: Self.extremeLengths) } else { c.viewHeight = random.element(of: Self.extremeLengths) }
    }
    for position in events.indices {
      switch events[position] {
      case .resize(var width, var height) where !sizesFixed && random.chance(swarm.chance(.extremes, 0.2)):
        if random.chance(0.5) { width = random.element(of: Self.extremeLengths) } else { height = random.element(of: Self.extremeLengths) }
        events[position] = .resize(width: width, height: height)
      case .drag(_, let velocity) where random.chance(swarm.chance(.extremes, 0.03)):
        events[position] = .drag(distance: random.element(of: Self.nonFiniteDistances), velocity: velocity)
      default: continue
      }
    }
  }

  /// Case `index`'s configuration with `count` drags drawn as the generator draws drags: a
  /// session of swipes, for measuring the simulator per drag.
  package func dragSession(case index: Int, drags count: Int) -> Case {
    var random = random(case: index)
    let configuration = self.configuration(&random, swarm: .everything)
    let pageSpace = configuration.itemWidth + configuration.lineSpacing
    let events = (0..<count).map { _ in drag(pageSpace: pageSpace, viewWidth: configuration.viewWidth, swarm: .everything, &random) }
    return Case(configuration: configuration, events: events)
  }

  private var hostile: Bool { profile == .hostile }

  /// A configuration drawn from `random`, with the section insets and extremes `swarm` includes.
  func configuration(_ random: inout Xoshiro256StarStar, swarm: Swarm) -> LayoutConfiguration {
    var c = LayoutConfiguration()
    c.viewWidth = random.element(of: Self.viewWidths)
    c.viewHeight = random.element(of: Self.viewHeights)
    c.screenScale = random.element(of: [2, 3])
    c.itemCount = random.weighted([(4, 0...3), (3, 4...10), (2, 11...Self.mostItems)]).randomElement(using: &random)
    let width = c.viewWidth
    c.itemWidth = random.weighted([
      (3, width), (3, width - 40), (2, (width * 0.8).rounded()), (2, 250), (2, 180), (1, 100),
      (2, width + 50), (2, (random.double(in: 40..<(width * 1.3)) * 3).rounded() / 3),
    ])
    c.itemHeight = random.weighted([(3, c.viewHeight), (2, c.viewHeight - 20), (2, 50), (1, c.viewHeight / 2)])
    c.lineSpacing = random.weighted([(3, 0), (3, 10), (2, 15), (2, 20), (1, 40), (1, random.double(in: 0..<50).rounded())])
    c.interitemSpacing = random.weighted([(2, 0), (3, 10), (1, 15)])
    let centring = (c.viewWidth - c.itemWidth) / 2
    c.sectionInset = random.weighted([
      (4, .zero), (swarm.weight(.sectionInsets, 3), UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring)),
      (swarm.weight(.sectionInsets, 2), UIEdgeInsets(top: 0, left: 2 * c.lineSpacing, bottom: 0, right: 2 * c.lineSpacing)),
      (swarm.weight(.sectionInsets, 2), UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
      (swarm.weight(.sectionInsets, 1), UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 0)),
    ])
    if random.chance(swarm.chance(.sectionInsets, 0.15)) { c.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0) }
    c.decelerationRate = random.weighted([(4, 0.998), (1, 0.99)])
    c.alwaysBounceHorizontal = random.chance(0.2)
    c.cellRetention = random.chance(0.2) ? .all : .visible
    if hostile { makeHostile(&c, swarm: swarm, &random) }
    return c
  }

  private func makeHostile(_ c: inout LayoutConfiguration, swarm: Swarm, _ random: inout Xoshiro256StarStar) {
    if random.chance(swarm.chance(.extremes, 0.15)) { c.itemWidth = random.element(of: [0, -20, (-c.itemWidth).withoutNegativeZero]) }
    if random.chance(swarm.chance(.extremes, 0.1)) { c.itemHeight = random.element(of: [0, -10]) }
    if random.chance(swarm.chance(.extremes, 0.1)) { c.lineSpacing = random.element(of: [-10, (-c.itemWidth).withoutNegativeZero]) }
    if random.chance(swarm.chance(.extremes, 0.1)) { c.viewWidth = 0 }
    if random.chance(swarm.chance(.extremes, 0.05)) { c.viewHeight = 0 }
    if random.chance(swarm.chance(.extremes, 0.15)) { c.screenScale = 1 }
  }

  /// 1–8 events for `configuration`, of the kinds the app's space allows and `swarm` includes
  /// (drags always).
  func events(for configuration: LayoutConfiguration, swarm: Swarm, _ random: inout Xoshiro256StarStar) -> [Event] {
    let count = random.weighted([(3, 1...2), (4, 3...5), (2, 6...8)]).randomElement(using: &random)
    let pageSpace = configuration.itemWidth + configuration.lineSpacing
    let kinds = [
      (14, EventKind.drag), (swarm.weight(.scrolls, 2), .scroll), (swarm.weight(.resizes, 2), .resize), (swarm.weight(.reloads, 2), .reload),
    ].filter { $0.0 > 0 && allows($0.1) }
    return (0..<count).map { _ in
      switch random.weighted(kinds) {
      case .drag: return drag(pageSpace: pageSpace, viewWidth: configuration.viewWidth, swarm: swarm, &random)
      case .scroll:
        let x = random.weighted([
          (2, (pageSpace * CGFloat(random.int(in: 0...8))).withoutNegativeZero), (2, random.double(in: 0..<2000)), (1, -50), (1, 1e6),
        ])
        return .scroll(offset: x)
      case .resize: return drawnResize(&random)
      case .reload:
        if let space, space.itemCounts != nil || space.sectionCounts != nil {
          return .reload(sections: sections(in: space, current: configuration.sections.count, &random))
        }
        return .reload(itemCount: random.weighted([(3, 0...3), (2, 4...Self.mostItems)]).randomElement(using: &random))
      case .update:
        preconditionFailure("updates are not among the kinds drawn here: testCase(_:host:) draws them from a stream of their own")
      }
    }
  }

  private func drag(pageSpace: CGFloat, viewWidth: CGFloat, swarm: Swarm, _ random: inout Xoshiro256StarStar) -> Event {
    let epsilon = random.element(of: [0.001, 0.01, 0.25, 0.5])
    let side: CGFloat = random.chance(0.5) ? 1 : -1
    let magnitude: CGFloat = random.weighted([
      (3, pageSpace / 8 + side * epsilon), (3, pageSpace / 2 + side * epsilon), (2, pageSpace + side * epsilon),
      (2, 0), (3, (random.double(in: 0..<120) * 2).rounded() / 2), (2, random.double(in: 0..<(3 * max(viewWidth, 1)))),
    ])
    let direction: CGFloat = random.chance(0.5) ? 1 : -1
    let distance = (direction * magnitude).withoutNegativeZero
    var speed: CGFloat = random.weighted([
      (4, 0), (1, 0.1), (1, 0.2499), (1, 0.25), (2, 1 + side * epsilon), (1, 2.999), (1, 3.0), (1, 3.001),
      (2, random.double(in: 0..<20)),
    ])
    if hostile {
      let extreme = swarm.weight(.extremes, 1)
      speed = random.weighted([(10, speed), (extreme, .nan), (extreme, .infinity), (extreme, 1e19), (extreme, 9_223_372_036_854_775_808.0)])
    }
    let velocityDirection = random.chance(0.8) ? direction : -direction
    return .drag(distance: distance, velocity: speed.isNaN ? speed : (velocityDirection * speed).withoutNegativeZero)
  }
}

extension ClosedRange<Int> {
  /// A uniform element drawn with the engine's generator.
  func randomElement(using random: inout Xoshiro256StarStar) -> Int {
    random.int(in: self)
  }
}
