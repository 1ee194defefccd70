import SnapAlgorithms

extension CheckRunner {
  /// Checks every case of one pair without stopping at a failure or shrinking, as the
  /// benchmark needs (every case costs what a passing case costs), counting simulated drags.
  package func checkAll(_ property: Property, on algorithm: Algorithm, book: [Case], tally: DragTally? = nil) {
    let options = options(for: algorithm)
    let contract = algorithm.contract(options)
    guard property.notApplicable(to: algorithm, contract: contract) == nil else { return }
    let context = CheckContext(contract: contract, tally: tally)
    for testCase in book {
      _ = property.check(Scenario(testCase, algorithm: algorithm, options: options), context)
    }
  }
}
