/// Which of the generator's optional features one case uses: swarm generation (Groce et al.,
/// "Swarm Testing", ISSTA 2012, as Hypothesis draws it), so that features which mask each
/// other come up apart.
///
/// A case with every feature mixes them all: a reload or a resize between two drags resets
/// what a drag sequence would have shown, a section inset hides a rounding at the content
/// edge, a hostile extreme ends a run before the drag that would have shown a bug. Half the
/// cases of a `CaseStream` (`everythingShare`) still draw every feature at its base chance
/// (`everything`), so the combinations only a full mix shows keep coming up; the other half
/// draw, from a stream of their own, a coin flip per feature: a feature that is off is never
/// drawn in that case, and one that is on is twice as likely as its base chance, so over many
/// cases each feature comes up about as often as its base chance says.
///
/// The features and their base chances are listed once, in the article HowCasesAreFound
/// ("Swarm generation"); each is one case of `Feature`, read where the generator draws it.
///
/// Drags are always drawn: they are what every property judges. The swarm only removes or
/// concentrates what the generator draws, so an app's space (`LayoutConfigurations`), which
/// fixes fields after the draws, constrains every feature set alike. The golden corpus's
/// random scenarios are drawn with `everything`.
///
///     let swarm = Swarm(features: [.resizes, .boundaryDrags])
///     swarm.weight(.scrolls, 2)         // 0: no scroll in this case
///     swarm.chance(.boundaryDrags, 0.3)  // 0.6
package struct Swarm: Sendable, Equatable {
  /// One optional feature of the generator.
  package enum Feature: Int, CaseIterable, Sendable {
    /// Programmatic scrolls among the events.
    case scrolls
    /// Resizes among the events.
    case resizes
    /// Reloads among the events.
    case reloads
    /// Batch updates, on a host that covers them.
    case updates
    /// A non-zero section inset, the delegate's inset among them.
    case sectionInsets
    /// Several sections, on the wider host.
    case sections
    /// A content inset, on the wider host.
    case contentInsets
    /// A safe area, on the wider host and in SwiftUI.
    case safeAreas
    /// One size per item, for an algorithm that declares different sizes.
    case itemSizes
    /// Drags redrawn from `BoundaryValues`.
    case boundaryDrags
    /// A rare corner of the layout space (`RareLayout`).
    case rareLayouts
    /// The hostile profile's extremes: negative and zero sizes, @1x, non-finite and huge
    /// velocities, huge views and resizes, non-finite distances.
    case extremes
  }

  /// How much likelier an included feature is than its base chance: the inverse of the
  /// chance (one half) that a drawn swarm includes it.
  static let concentration = 2

  /// The share of a stream's cases drawn with `everything` instead of a drawn swarm: of the
  /// variants measured (`Scripts/stability.sh` at three seeds, the planted bugs of `bench`),
  /// the one that keeps what a full mix finds.
  package static let everythingShare = 0.5

  /// The features the case may use.
  package let features: Set<Feature>
  /// How much likelier each included feature is than its base chance.
  let factor: Int

  /// Every feature at its base chance.
  package static let everything = Swarm(features: Set(Feature.allCases), factor: 1)

  private init(features: Set<Feature>, factor: Int) {
    self.features = features
    self.factor = factor
  }

  /// A drawn swarm that includes exactly `features`, each twice as likely as its base chance.
  package init(features: Set<Feature>) {
    self.init(features: features, factor: Self.concentration)
  }

  /// A swarm drawn from `random`: one word, feature `i` included when its bit `i` is set.
  init(_ random: inout Xoshiro256StarStar) {
    let word = random.next()
    self.init(features: Set(Feature.allCases.filter { word >> UInt64($0.rawValue) & 1 == 1 }))
  }

  /// Whether the case may use `feature`.
  package func includes(_ feature: Feature) -> Bool {
    features.contains(feature)
  }

  /// `base`, the chance of `feature` without the swarm, for this case: 0 when it is off,
  /// twice `base` (at most 1) when it is on.
  package func chance(_ feature: Feature, _ base: Double) -> Double {
    includes(feature) ? min(1, base * Double(factor)) : 0
  }

  /// `base`, the weight of `feature` among others without the swarm, for this case: 0 when
  /// it is off, twice `base` when it is on.
  package func weight(_ feature: Feature, _ base: Int) -> Int {
    includes(feature) ? base * factor : 0
  }
}
