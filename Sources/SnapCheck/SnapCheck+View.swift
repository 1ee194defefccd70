import Foundation
import SnapModel
import SnapSwiftUI
import Testing

extension SnapCheck {
  /// `verify` for a SwiftUI view: the carousel the view builds for each generated case (the
  /// SwiftUI views article), as `CheckedLayout(_:view:)` checks it.
  ///
  ///     @Test func featuredCardsSnap() {
  ///       SnapCheck.verify(name: "FeaturedCardsView") { configuration in
  ///         FeaturedCardsView(cards: FeaturedCard.samples(configuration.itemCount))
  ///       }
  ///     }
  ///
  /// - Parameters:
  ///   - name: how messages and artifact files name the view.
  ///   - contract: what it promises; nil takes it from the behaviour the view installs.
  ///   - configurations: the app's space (`ViewConfiguration` lists the fields read).
  ///   - knownViolations: properties the view is known to break: checked and reported in the
  ///     result, but not recorded as issues.
  ///   - cases: generated cases per property.
  ///   - seed: the generator's seed.
  ///   - profile: which configurations and gestures the generator draws.
  ///   - onlyCase: check only this generated case (what a failure's "regenerate it" line sets).
  ///   - targeted: whether a targeted search follows once every generated case passes.
  ///   - artifacts: where failures' files go.
  ///   - sourceLocation: where issues are recorded: the call.
  ///   - view: builds the view for a generated case.
  @discardableResult
  public static func verify<Content: View>(
    name: String, contract: LayoutContract? = nil, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, view: @escaping @Sendable (ViewConfiguration) -> Content
  ) -> SnapCheckRun {
    let layout = CheckedLayout(name, contract: contract, configurations: configurations, knownViolations: knownViolations, view: view)
    return verify(
      layout, cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted, artifacts: artifacts,
      sourceLocation: sourceLocation)
  }

  /// `replay` for a SwiftUI view, as a failure's replay line writes it: replays the scenario
  /// file, records an issue for every property it violates (known violations aside), and
  /// returns its trace.
  ///
  /// - Parameters:
  ///   - view: builds the view, as in the check.
  ///   - contract: what the view promises.
  ///   - name: the name the failure gave it.
  ///   - configurations: the app's space, as in the check (its size class and dynamic type
  ///     size reach the view).
  ///   - knownViolations: properties not recorded as issues.
  ///   - path: the failure's `<property>.scenario.json`.
  ///   - sourceLocation: where issues are recorded: the call.
  @discardableResult
  public static func replay<Content: View>(
    view: @escaping @Sendable (ViewConfiguration) -> Content, contract: LayoutContract, name: String,
    configurations: LayoutConfigurations = LayoutConfigurations(), knownViolations: [Property] = [],
    scenarioFile path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let layout = CheckedLayout(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations, view: view)
    return replay(layout, scenarioFile: path, sourceLocation: sourceLocation)
  }
}
