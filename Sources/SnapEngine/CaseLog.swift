import Dispatch
import Foundation
import SnapAlgorithms
import SnapJSON

extension CheckRunner {
  /// One JSON line per algorithm × generated case, for `check --format jsonl`: what was
  /// generated, what each property made of it, and how long that took.
  ///
  /// Each line is `{"algorithm", "case", "inputs", "verdicts", "seconds"}`: `inputs` is the
  /// scenario (SPEC §4 JSON); `verdicts` maps every property, in matrix order, to `holds`,
  /// `violated`, `unexercised` (the case gave it nothing to compare) or `n/a` (it does not
  /// apply to the algorithm); `seconds` is the wall-clock time of all those checks. Every
  /// case is checked against every property (no stopping, no shrinking). The times make
  /// the output differ from run to run; everything else is the same for a seed.
  package func caseLog(algorithms: [Algorithm], properties: [Property]) -> [String] {
    let book = caseBook()
    let numbers = onlyCase.map { [$0] } ?? Array(0..<cases)
    let slots = Slots<[String]>(count: algorithms.count)
    DispatchQueue.concurrentPerform(iterations: algorithms.count) { index in
      slots.set(index, caseLines(algorithms[index], properties: properties, book: book, numbers: numbers))
    }
    return slots.values.flatMap { $0 }
  }

  private func caseLines(_ algorithm: Algorithm, properties: [Property], book: [Case], numbers: [Int]) -> [String] {
    zip(numbers, book).map { number, testCase in
      let scenario = Scenario(testCase, algorithm: algorithm)
      let start = DispatchTime.now().uptimeNanoseconds
      let verdicts = properties.map { $0.caseVerdict(scenario) }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let fields = zip(properties, verdicts).map { "\(JSONWriter.string($0.id)): \(JSONWriter.string($1.rawValue))" }
      return "{\"algorithm\": \(JSONWriter.string(algorithm.id)), \"case\": \(number), \"inputs\": \(scenario.json), "
        + "\"verdicts\": {\(fields.joined(separator: ", "))}, \"seconds\": \(JSONWriter.number(seconds))}"
    }
  }
}
