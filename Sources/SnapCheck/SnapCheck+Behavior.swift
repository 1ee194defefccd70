import Foundation
import SnapModel
import SnapSwiftUI
import Testing

extension SnapCheck {
  /// `verify` for a SwiftUI scroll target behaviour built by an expression: a fresh
  /// behaviour per case, run in the SwiftUI host.
  ///
  ///     @Test func cardsPage() {
  ///       SnapCheck.verify(behavior: CardPagingBehavior(cardWidth: 300, spacing: 16), contract: LayoutContract(alignment: .leading))
  ///     }
  ///
  /// - Parameters:
  ///   - makeBehavior: builds a fresh behaviour; called once per case.
  ///   - contract: what the behaviour promises.
  ///   - configurations: the app's space of scroll views (default: everything the generator draws).
  ///   - name: how messages and artifact files name the behaviour (default: its type's name).
  ///   - knownViolations: properties the behaviour is known to break: checked and reported in
  ///     the result, but not recorded as issues.
  ///   - cases: generated cases per property.
  ///   - seed: the generator's seed: the same seed generates the same cases on every platform.
  ///   - profile: which configurations and gestures the generator draws.
  ///   - onlyCase: check only this generated case (what a failure's "regenerate it" line sets).
  ///   - targeted: whether a targeted search follows once every generated case passes.
  ///   - artifacts: where failures' files go (default: `$SNAPCHECK_ARTIFACTS`, else
  ///     `.build/snapcheck-artifacts` of the package holding the test).
  ///   - sourceLocation: where issues are recorded: the call.
  @discardableResult
  public static func verify(
    behavior makeBehavior: @escaping @Sendable @autoclosure () -> any ScrollTargetBehavior,
    contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(), name: String? = nil,
    knownViolations: [Property] = [], cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SnapCheckRun {
    let behavior = CheckedLayout(
      name ?? "\(type(of: makeBehavior()))", contract: contract, configurations: configurations,
      knownViolations: knownViolations, behavior: makeBehavior)
    return verify(
      behavior, cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted, artifacts: artifacts,
      sourceLocation: sourceLocation)
  }

  /// `replay` for a SwiftUI scroll target behaviour built by an expression, as a failure's
  /// replay line writes it: replays the scenario file, records an issue for every property it
  /// violates (known violations aside), and returns its trace.
  ///
  /// - Parameters:
  ///   - makeBehavior: builds a fresh behaviour.
  ///   - contract: what the behaviour promises.
  ///   - name: the name the failure gave it (default: its type's name).
  ///   - knownViolations: properties not recorded as issues.
  ///   - path: the failure's `<property>.scenario.json`.
  ///   - sourceLocation: where issues are recorded: the call.
  @discardableResult
  public static func replay(
    behavior makeBehavior: @escaping @Sendable @autoclosure () -> any ScrollTargetBehavior,
    contract: LayoutContract, name: String? = nil, knownViolations: [Property] = [], scenarioFile path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let behavior = CheckedLayout(
      name ?? "\(type(of: makeBehavior()))", contract: contract, knownViolations: knownViolations, behavior: makeBehavior)
    return replay(behavior, scenarioFile: path, sourceLocation: sourceLocation)
  }
}
