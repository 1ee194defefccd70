import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// The share of the cases a `CaseStream` draws from the rare corners (`RareLayout`).
  static let rareLayoutChance = 0.2
  /// The chance that a `fewItems` or `fractionalView` case also begins with a first change.
  static let rareFirstChangeChance = 0.3

  /// Case `index` drawn in a rare corner of the layout space (`RareLayout`), or nil for the
  /// ordinary case: about `rareLayoutChance` of the cases, chosen and drawn from a stream of
  /// their own, so every other case stays as the ordinary draws make it.
  ///
  /// The configuration is the ordinary one redrawn into the corner, its events drawn afresh
  /// for it (so drags keep to its page), then a resize, reload or scroll put first for the
  /// `firstChange` corner and now and then for the others. An app's space constrains it as
  /// it does every case; one it still does not admit (an event kind it does not allow) stays
  /// ordinary. The golden corpus's random scenarios are drawn without these
  /// (`testCase(_:)`), so its traces stay as recorded.
  ///
  /// `swarm` decides whether the case may be rare at all (`Swarm.Feature.rareLayouts`) and
  /// which corners and first changes it may draw (`RareLayout.weights(_:)`).
  package func rareCase(_ index: Int, swarm: Swarm) -> Case? {
    var random = spaceRandom(case: index, salt: 0x2A2E_1A70_0700_0000)
    guard random.chance(swarm.chance(.rareLayouts, Self.rareLayoutChance)) else { return nil }
    var ordinary = self.random(case: index)
    var configuration = self.configuration(&ordinary, swarm: swarm)
    let corner = random.weighted(RareLayout.weights(swarm))
    corner.draw(&configuration, swarm: swarm, &random)
    let first = corner == .firstChange || random.chance(Self.rareFirstChangeChance)
      ? RareLayout.firstChange(&configuration, swarm: swarm, &random) : nil
    let testCase = assembledCase(configuration, events: &random, first: first, swarm: swarm, case: index)
    guard space?.admits(testCase) ?? true else { return nil }
    return testCase
  }
}
