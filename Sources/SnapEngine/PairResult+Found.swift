extension PairResult {
  /// A result built outside the engine's walk: a violation a user's layout showed in a child
  /// process (a trap or a hang), which SnapCheck reports as `finite`, at a case of today's stream.
  package init(algorithm: String, property: Property, verdict: Verdict, cases: Int, failingCase: Int?, counterexample: Violation?) {
    self.init(algorithm: algorithm, property: property, verdict: verdict, cases: cases)
    self.exercised = cases
    self.failingCase = failingCase
    failingCaseStream = failingCase == nil ? nil : CaseStream.version
    self.counterexample = counterexample
  }
}
