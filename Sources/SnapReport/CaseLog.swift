import Dispatch
import Foundation
import SnapAlgorithms
import SnapEngine
import SnapJSON

extension CheckRunner {
  /// One JSON line per algorithm × generated case, for `check --format jsonl`: what was
  /// generated, what each property made of it, and how long that took; each line goes to
  /// `write` as soon as its chunk of cases is checked, so memory stays that of one chunk
  /// whatever the number of cases.
  ///
  /// Each line is `{"algorithm", "case", "inputs", "verdicts", "seconds"}`: `inputs` is the
  /// scenario (scenario JSON) of the algorithm's own case (`CaseStream`, as `check` walks it);
  /// `verdicts` maps every property, in matrix order, to `holds`, `violated`, `unexercised`
  /// (the case gave it nothing to compare) or `n/a` (it does not apply to the algorithm);
  /// `seconds` is the wall-clock time of all those checks. Every case is checked against
  /// every property (no stopping, no shrinking). The times make the output differ from run
  /// to run; everything else is the same for a seed.
  package func caseLog<Failure: Error>(
    algorithms: [Algorithm], properties: [Property], write: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let numbers = caseNumbers
    for algorithm in algorithms {
      let stream = stream(for: algorithm)
      for start in stride(from: 0, to: numbers.count, by: Self.chunkSize) {
        let chunk = Array(numbers[start..<min(start + Self.chunkSize, numbers.count)])
        let lines = Slots<String>(count: chunk.count)
        DispatchQueue.concurrentPerform(iterations: chunk.count) { index in
          lines.set(index, caseLine(algorithm, number: chunk[index], testCase: stream.testCase(chunk[index]), properties: properties))
        }
        for line in lines.values { try write(line) }
      }
    }
  }

  private func caseLine(_ algorithm: Algorithm, number: Int, testCase: Case, properties: [Property]) -> String {
    let scenario = Scenario(testCase, algorithm: algorithm, options: options(for: algorithm))
    let start = DispatchTime.now().uptimeNanoseconds
    let verdicts = properties.map { $0.caseVerdict(scenario) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let fields = zip(properties, verdicts).map { "\(JSONWriter.string($0.id)): \(JSONWriter.string($1.rawValue))" }
    return "{\"algorithm\": \(JSONWriter.string(algorithm.id)), \"case\": \(number), \"inputs\": \(scenario.json), "
      + "\"verdicts\": {\(fields.joined(separator: ", "))}, \"seconds\": \(JSONWriter.number(seconds))}"
  }
}
