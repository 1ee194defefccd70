import SnapAlgorithms

/// A property (see the properties article) that a snap algorithm should have: everything about it in one
/// declaration.
///
/// Each property is declared beside its check, in the file of its family
/// (`OutcomeChecks.swift`, `CellChecks.swift`, …), and listed in that family's `properties`;
/// `Property.allCases` joins the families in the order every matrix, golden and report
/// shows them. Two properties are the same property when their ids are.
///
///     Property.pageCap.id    // "page-cap"
///     Property.pageCap.code  // "cap"
public struct Property: Sendable, Hashable, CustomStringConvertible {
  /// The property's id, as the command line and reports write it.
  public let id: String
  /// A three-letter column heading for the matrix.
  package let code: String
  /// What holds when the property holds, in one sentence.
  package let summary: String
  /// Why the property does not apply to an algorithm with a contract, or nil when it does
  /// (before `readsSnapPositions` is asked).
  let applicability: @Sendable (Algorithm, SnapContract) -> String?
  /// Whether the check reads the contract's snap positions (a rest in S, a page between
  /// positions): then it does not apply to a contract with none (`hasSnapPositions` false,
  /// a `.continuous` section), which `finite`, `in-bounds` and the properties reading no
  /// position still judge.
  package let readsSnapPositions: Bool
  /// The check: the violation a scenario shows, if any. A scenario with geometry UIKit
  /// rejects (`Scenario.invalidGeometry`) is never judged: the check notes it and passes.
  ///
  /// Some properties check the scenario as it is; others derive the runs they need from it
  /// (a variant with retained cells, a fresh layout, repeated one-page drags). The returned
  /// violation's scenario is the one a reader replays with `snapcheck eval`.
  let check: @Sendable (Scenario, CheckContext) -> Violation?
  /// The check as declared, which `check` calls unless the geometry is invalid.
  private let judge: @Sendable (Scenario, CheckContext) -> Violation?
  /// Whether the check reads nothing but the scenario's own run (`CheckContext.observe` or
  /// `trace` of the scenario as it is): then a targeted search's mutant is checked against
  /// it for the price of the one run every such property shares (`JointSearch`).
  package let readsOwnRunOnly: Bool

  /// A property declaration.
  init(
    id: String, code: String, summary: String,
    applicability: @escaping @Sendable (Algorithm, SnapContract) -> String? = { _, _ in nil },
    readsSnapPositions: Bool = false, readsOwnRunOnly: Bool = false,
    check: @escaping @Sendable (Scenario, CheckContext) -> Violation?
  ) {
    self.readsSnapPositions = readsSnapPositions
    self.id = id
    self.code = code
    self.summary = summary
    self.applicability = applicability
    self.readsOwnRunOnly = readsOwnRunOnly
    judge = check
    self.check = { scenario, context in Self.judged(scenario, context, invalidGeometry: scenario.invalidGeometry, by: check) }
  }

  /// `check` of `scenario`, whose `Scenario.invalidGeometry` is `invalidGeometry`, read once
  /// for a case every property walk checks (`CaseTable`) instead of once a walk.
  func check(_ scenario: Scenario, _ context: CheckContext, invalidGeometry: String?) -> Violation? {
    Self.judged(scenario, context, invalidGeometry: invalidGeometry, by: judge)
  }

  /// What `check`, the declared check, says of `scenario`, unless its geometry is invalid
  /// (`invalidGeometry`): then it is noted and not judged.
  private static func judged(
    _ scenario: Scenario, _ context: CheckContext, invalidGeometry: String?, by check: (Scenario, CheckContext) -> Violation?
  ) -> Violation? {
    if invalidGeometry != nil {
      context.noteInvalidGeometry()
      return nil
    }
    return check(scenario, context)
  }

  /// Every property, in the order reports list them.
  public static let allCases: [Property] =
    OutcomeChecks.properties + CellChecks.properties + GestureChecks.properties + StateChecks.properties
    + LayoutChecks.properties + DifferentialChecks.properties + SymmetryChecks.properties + PagingChecks.properties
    + UpdateChecks.properties + CoverageChecks.properties

  /// The property with `id`, or nil: one of the matrix's, or `position-coherent`.
  package static func named(_ id: String) -> Property? {
    (allCases + PositionChecks.properties).first { $0.id == id }
  }

  /// The id.
  public var description: String { id }

  /// Properties are equal when their ids are.
  public static func == (lhs: Property, rhs: Property) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Why the property does not apply to `algorithm` with `contract`, or nil when it does.
  package func notApplicable(to algorithm: Algorithm, contract: SnapContract) -> String? {
    if readsSnapPositions && !contract.hasSnapPositions { return "has no snap positions" }
    return applicability(algorithm, contract)
  }

  /// What checking `scenario` alone says about the property.
  package func caseVerdict(_ scenario: Scenario) -> CaseVerdict {
    let contract = scenario.contract
    guard notApplicable(to: scenario.algorithm, contract: contract) == nil else { return .notApplicable }
    let probe = CaseProbe()
    if check(scenario, CheckContext(contract: contract, probe: probe)) != nil { return .violated }
    return probe.exercised ? .holds : .unexercised
  }

  /// The violation `scenario` shows, if any (nil also when the property does not apply to
  /// its algorithm).
  package func violation(in scenario: Scenario) -> Violation? {
    let contract = scenario.contract
    guard notApplicable(to: scenario.algorithm, contract: contract) == nil else { return nil }
    return check(scenario, CheckContext(contract: contract))
  }
}

/// What one case says about a property.
package enum CaseVerdict: String, Sendable {
  /// The case exercised the property and it held.
  case holds
  /// The case violated the property.
  case violated
  /// The case gave the property nothing to compare.
  case unexercised
  /// The property does not apply to the algorithm.
  case notApplicable = "n/a"
}
