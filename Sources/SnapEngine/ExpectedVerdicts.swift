import SnapAlgorithms

/// The verdicts SnapCheck expects with the default seed: the seeds' documented violations,
/// and the reference algorithm holding everything. `snapcheck check` exits 1 when a verdict
/// differs, in either direction, so a newly found or newly fixed violation is noticed.
public enum ExpectedVerdicts {
  /// Properties each algorithm is expected to violate, per profile; every other applicable
  /// property is expected to hold.
  static let violated: [Profile: [String: [Property]]] = [
    .realistic: [
      "last-offset": [.inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .freshEquivalent, .resizeKeepsItem],
      "swift-port": [.inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .freshEquivalent, .resizeKeepsItem],
      "attribute-index": [.finite, .inBounds, .pageCap, .onBoundary, .orderIndependent, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .resizeKeepsItem, .portEquivalence],
      "attribute-index-cell": [.inBounds, .pageCap, .onBoundary, .noRecyclingSkip, .orderIndependent, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .resizeKeepsItem, .portEquivalence],
      "center-nearest": [.inBounds, .pageCap, .onBoundary, .noReversal, .reachable, .restStable, .resizeKeepsItem, .rectContract, .scaleRange],
      "center-nearest-frame": [.inBounds, .pageCap, .onBoundary, .noReversal, .reachable, .restStable, .resizeKeepsItem, .rectContract, .scaleRange],
    ],
    .hostile: [
      "last-offset": [.inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .freshEquivalent, .resizeKeepsItem, .portEquivalence],
      "swift-port": [.finite, .inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .freshEquivalent, .resizeKeepsItem, .portEquivalence],
      "attribute-index": [.finite, .inBounds, .pageCap, .onBoundary, .orderIndependent, .direction, .noReversal, .translationInvariant, .reachable, .restStable, .resizeKeepsItem, .portEquivalence],
      "attribute-index-cell": [.inBounds, .pageCap, .onBoundary, .noRecyclingSkip, .orderIndependent, .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable, .resizeKeepsItem, .portEquivalence],
      "center-nearest": [.finite, .inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .reachable, .restStable, .resizeKeepsItem, .rectContract, .scaleRange],
      "center-nearest-frame": [.finite, .inBounds, .pageCap, .onBoundary, .direction, .noReversal, .thresholds, .reachable, .restStable, .resizeKeepsItem, .rectContract, .scaleRange],
    ],
  ]

  /// The verdict expected for one pair (n/a is decided by the contract, not listed here).
  public static func expected(_ algorithm: String, _ property: Property, profile: Profile) -> Verdict {
    (violated[profile]?[algorithm] ?? []).contains(property) ? .violated : .holds
  }

  /// One line for every pair of `report` whose verdict is not the expected one.
  public static func surprises(in report: CheckReport) -> [String] {
    report.results.compactMap { result in
      guard result.verdict != .notApplicable else { return nil }
      let expected = expected(result.algorithm, result.property, profile: report.profile)
      guard result.verdict != expected else { return nil }
      return "\(result.algorithm) × \(result.property.id) \(result.verdict.rawValue), expected \(expected.rawValue)"
    }
  }
}
