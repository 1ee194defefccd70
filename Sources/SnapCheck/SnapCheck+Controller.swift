import Foundation
import SnapModel
import Testing

extension SnapCheck {
  /// `verify` for a `UICollectionViewController` built by an expression: a fresh controller
  /// per case, its `collectionViewLayout` the layout under test, the controller the view's
  /// delegate and data source (see `CheckedLayout.init(_:contract:configurations:knownViolations:caseTimeout:controller:)`).
  ///
  ///     SnapCheck.verify(
  ///       controller: CardCarouselViewController(), contract: LayoutContract(alignment: .leading),
  ///       configurations: LayoutConfigurations(itemCounts: 9...9, sectionCounts: 1...1))
  ///
  /// - Parameters:
  ///   - makeController: builds a fresh controller; called once per case, concurrently.
  ///   - contract: what the controller's snapping promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - name: how messages and artifact files name it (default: the controller's type name).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - cases: generated cases per property.
  ///   - seed: the seed they are drawn from.
  ///   - profile: the generation profile.
  ///   - onlyCase: check only this case number.
  ///   - targeted: whether properties that hold get a targeted search.
  ///   - artifacts: where failures' files go (default `$SNAPCHECK_ARTIFACTS`, else the package's
  ///     `.build/snapcheck-artifacts`).
  ///   - sourceLocation: where issues are recorded.
  @discardableResult
  public static func verify(
    controller makeController: @escaping @Sendable @autoclosure () -> UICollectionViewController,
    contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(), name: String? = nil,
    knownViolations: [Property] = [], cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, onlyCase: Int? = nil, targeted: Bool = true, artifacts: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SnapCheckRun {
    let layout = CheckedLayout(
      name ?? "\(type(of: makeController()))", contract: contract, configurations: configurations,
      knownViolations: knownViolations, controller: makeController)
    return verify(
      layout, cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: targeted, artifacts: artifacts,
      sourceLocation: sourceLocation)
  }

  /// `replay` for a `UICollectionViewController` built by an expression, as a failure's
  /// replay line writes it.
  @discardableResult
  public static func replay(
    controller makeController: @escaping @Sendable @autoclosure () -> UICollectionViewController,
    contract: LayoutContract, name: String? = nil, knownViolations: [Property] = [], scenarioFile path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let layout = CheckedLayout(
      name ?? "\(type(of: makeController()))", contract: contract, knownViolations: knownViolations, controller: makeController)
    return replay(layout, scenarioFile: path, sourceLocation: sourceLocation)
  }

  /// `replay` for a plain controller built by an expression, with the closures its
  /// `CheckedLayout` gives: a failure's replay line names the controller and leaves the two
  /// closures for you to fill in as your `CheckedLayout` has them.
  @discardableResult
  public static func replay<Controller: UIViewController>(
    controller makeController: @escaping @Sendable @autoclosure () -> Controller,
    layout: @escaping @Sendable (Controller) -> UICollectionViewLayout,
    installing install: @escaping @Sendable (Controller, UICollectionView) -> Void,
    contract: LayoutContract, name: String? = nil, knownViolations: [Property] = [], scenarioFile path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let checked = CheckedLayout(
      name ?? "\(type(of: makeController()))", contract: contract, knownViolations: knownViolations, controller: makeController,
      layout: layout, installing: install)
    return replay(checked, scenarioFile: path, sourceLocation: sourceLocation)
  }
}
