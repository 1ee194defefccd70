import Foundation
import SnapAlgorithms
import SnapModel

/// One property's side of the targeted search (Hypothesis' `target()`): the cases it climbs
/// from, and the mutations every climb makes (`JointSearch` runs the climbs).
///
/// Checks note how close a case came to failing (`CheckContext.target`: pages over the cap,
/// distance outside the range, distance off the grid, …). A property keeps the `starts` best
/// cases of the random phase; a climb mutates one with the engine's own generator (a drag's
/// distance or velocity nudged by a small or a large step, or set to a boundary value of
/// `BoundaryValues` (exactly half a page, a page multiple, a long drag, a still or
/// floor-level release), the whole drag redrawn as a combination of boundary values, a drag
/// repeated or flipped, an event dropped, the item count nudged, doubled, halved or drawn
/// afresh beyond the generator's largest, up to twice it) and keeps the mutant when its score is at
/// least as good.
struct TargetedSearch {
  /// Mutants tried per algorithm (`JointSearch`).
  static let budget = 1000
  /// The share of a pair's random cases that a property deriving runs of its own gets as
  /// mutants (`JointSearch`): such a mutant costs what a random case costs, so the search
  /// adds at most this share to the pair's time (150 mutants after the matrix's 1000 cases).
  static let derivedShare = 0.15
  /// The fewest mutants a climb of a property deriving runs of its own is given: a shorter
  /// one (a gate's 100 cases would give 15) found nothing on the planted bugs or on public
  /// apps' layouts that its corners did not, so it is skipped and the time goes to them.
  static let derivedClimbFloor = 50

  /// Mutants for a property deriving runs of its own whose random phase checked `cases`: its
  /// share, or none when that is under `derivedClimbFloor`.
  static func derivedBudget(afterCases cases: Int) -> Int {
    let share = Int((Double(cases) * derivedShare).rounded())
    return share < derivedClimbFloor ? 0 : share
  }
  /// Best random cases climbed from.
  static let starts = 8
  /// The most events a mutant may have.
  static let eventLimit = 16
  /// The most items a mutant's item count is drawn afresh up to: twice the most the
  /// generator draws. A fresh count lies beyond the generator's, where no random case goes.
  static let itemCountLimit = 2 * CaseGenerator.mostItems

  /// One case being climbed: its score, scenario and the generated case it came from.
  struct Climber {
    var score: Double
    var scenario: Scenario
    var origin: Int
  }

  /// The best `starts` climbers so far, best first (earlier cases first among equals).
  private(set) var climbers: [Climber] = []
  /// Mutants made from this property's climbers so far.
  private var turns = 0

  /// The climber the next mutant of this property is made from, round robin.
  mutating func nextClimber() -> Int {
    defer { turns += 1 }
    return turns % climbers.count
  }

  /// Offers a random-phase case with its score.
  mutating func offer(_ scenario: Scenario, score: Double?, origin: Int) {
    guard let score else { return }
    let position = climbers.firstIndex { $0.score < score } ?? climbers.count
    guard position < Self.starts else { return }
    climbers.insert(Climber(score: score, scenario: scenario, origin: origin), at: position)
    if climbers.count > Self.starts { climbers.removeLast() }
  }

  /// Keeps `scenario` as climber `index` when `score` is at least as good as the climber's.
  mutating func climb(_ index: Int, to scenario: Scenario, score: Double?) {
    guard let score, score >= climbers[index].score else { return }
    climbers[index].score = score
    climbers[index].scenario = scenario
  }

  /// `seed` mixed with the bytes of `salt` through SplitMix64.
  static func mix(_ seed: UInt64, _ salt: String) -> UInt64 {
    salt.utf8.reduce(seed) { state, byte in
      var mixer = SplitMix64(seed: state ^ UInt64(byte))
      return mixer.next()
    }
  }

  /// 1 or −1 as `value`'s sign, or `other` when it has none (zero, NaN).
  private static func direction(of value: CGFloat, else other: CGFloat) -> CGFloat {
    value > 0 ? 1 : (value < 0 ? -1 : other)
  }

  /// One random change to `scenario`.
  static func mutate(_ scenario: Scenario, _ random: inout Xoshiro256StarStar) -> Scenario {
    var result = scenario
    let pageSpace = abs(scenario.configuration.itemWidth + scenario.configuration.lineSpacing)
    let drags = scenario.events.indices.filter { scenario.events[$0].kind == .drag }
    guard let drag = drags.isEmpty ? nil : random.element(of: drags),
      case .drag(let distance, let velocity) = scenario.events[drag]
    else {
      if result.events.count < eventLimit { result.events.append(.drag(distance: pageSpace, velocity: 1)) }
      return result
    }
    let sign: CGFloat = random.chance(0.5) ? 1 : -1
    let boundary = BoundaryValues(scenario.configuration)
    switch random.int(in: 0...11) {
    case 0: result.events[drag] = .drag(distance: distance, velocity: velocity + sign * random.element(of: [0.01, 0.05, 0.1]))
    case 1: result.events[drag] = .drag(distance: distance, velocity: velocity + sign * random.element(of: [0.25, 0.5, 1, 2]))
    case 2: result.events[drag] = .drag(distance: distance + sign * random.element(of: [0.5, 1, 2]), velocity: velocity)
    case 3:
      result.events[drag] = .drag(distance: distance + sign * pageSpace * random.element(of: [0.25, 0.5, 1]), velocity: velocity)
    case 4: if result.events.count < eventLimit { result.events.insert(scenario.events[drag], at: drag) }
    case 5: if result.events.count > 1 { result.events.remove(at: random.int(in: 0...(result.events.count - 1))) }
    case 6: result.events[drag] = .drag(distance: -distance, velocity: -velocity)
    case 7: result.events[drag] = .drag(distance: Self.direction(of: distance, else: sign) * boundary.length(&random), velocity: velocity)
    case 8:
      let direction = Self.direction(of: velocity, else: Self.direction(of: distance, else: sign))
      result.events[drag] = .drag(distance: distance, velocity: direction * boundary.speed(&random))
    case 9: result.events[drag] = boundary.drag(&random)
    default:  // two chances in twelve
      let count = scenario.configuration.itemCount
      let fresh = random.int(in: (CaseGenerator.mostItems + 1)...itemCountLimit)
      result.configuration.itemCount = max(0, random.element(of: [count + 1, count - 1, count * 2, count / 2, fresh]))
    }
    return result
  }
}
