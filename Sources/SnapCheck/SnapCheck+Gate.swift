import SnapEngine

extension SnapCheck {
  /// Checks `layout` in this process as `verify` does at its defaults (every property over
  /// `defaultCases` cases, then the targeted search), writing nothing, and returns whether it
  /// passed: what the benchmark times as a layout's gate.
  package static func gate(_ layout: CheckedLayout) -> Bool {
    let settings = CheckSettings(cases: defaultCases, seed: defaultSeed, profile: .realistic, onlyCase: nil, targeted: true)
    let outcome = CheckOutcome(layout, algorithm: layout.algorithm, settings: settings)
    return outcome.drafts.isEmpty && outcome.problems.isEmpty
  }
}
