import SnapEngine

/// What checking one layout found: every property's result, the violations that fail, and
/// anything that kept the check from meaning something.
public struct SnapCheckRun: Sendable {
  /// The layout's name.
  public let layout: String
  /// Every property's result, in matrix order.
  public let results: [PairResult]
  /// The violated properties that are not known violations, each with its counterexample.
  public let failures: [SnapCheckFailure]
  /// What made the check itself fail, one line each: a bad contract or configuration space,
  /// or a layout with nothing to check.
  public let problems: [String]

  /// The properties whose witness (`LayoutWitnesses`: a counterexample an earlier run kept)
  /// no longer fails: fixed, or failing on another case now.
  public var fixedWitnesses: [Property] { results.filter { $0.fixedWitness != nil }.map(\.property) }

  /// Whether nothing failed.
  public var passed: Bool { failures.isEmpty && problems.isEmpty }

  /// The most cases any property saw stop at something the model does not model.
  public var unsupportedCases: Int { results.map(\.unsupported).max() ?? 0 }

  /// One line: how many properties hold, are violated (and how many of those are known),
  /// do not apply, and how many cases were unsupported.
  public var summary: String {
    let count = { (verdict: Verdict) in results.count { $0.verdict == verdict } }
    let violated = count(.violated)
    return "\(layout): \(results.count) properties: \(count(.holds)) hold, \(violated) violated "
      + "(\(violated - failures.count) known), \(count(.notApplicable)) not applicable; "
      + "\(unsupportedCases) case\(unsupportedCases == 1 ? "" : "s") unsupported"
      + (fixedWitnesses.isEmpty ? "" : "; witness fixed: " + fixedWitnesses.map(\.id).joined(separator: ", "))
  }
}
