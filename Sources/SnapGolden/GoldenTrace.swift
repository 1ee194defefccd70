import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapJSON
import SnapModel

/// The golden lines of one scenario: one per step, formatted the same on every platform.
///
/// Drag steps read `0 drag start=0 release=120 velocity=1.5 proposed=268.3333333333333
/// target=265 rest=265 ok`; other steps `1 scroll rest=300 ok`. Numbers are shortest
/// round-trip (`nan`, `inf`, `-inf`; `-` when absent). For layouts that scale their items,
/// `scales=` lists the scale of every item in the bounds after the step, to 12 significant
/// digits, since those come from the platform's `cos`.
package enum GoldenTrace {
  /// The lines `scenario` produces.
  package static func lines(of scenario: Scenario) -> [String] {
    let withScales = scenario.contract.hasTransforms
    let simulator = scenario.simulator()
    var lines: [String] = []
    for (index, event) in scenario.events.enumerated() {
      guard let step = simulator.apply(event, index: index) else { break }
      var line = text(of: step)
      if withScales && !step.isFault { line += " scales=" + scales(simulator) }
      lines.append(line)
    }
    return lines
  }

  /// One step as a golden line (without scales).
  package static func text(of step: Step) -> String {
    var fields = ["\(step.event)", step.kind.rawValue]
    if step.kind == .drag {
      fields += [
        "start=" + number(step.start), "release=" + number(step.release), "velocity=" + number(step.velocity),
        "proposed=" + number(step.proposed), "target=" + number(step.target),
      ]
    }
    fields.append("rest=" + number(step.rest))
    fields.append(step.outcome.text)
    return fields.joined(separator: " ")
  }

  private static func number(_ value: CGFloat?) -> String {
    value.map { NumberSpelling.text(Double($0)) } ?? "-"
  }

  private static func scales(_ simulator: Simulator) -> String {
    let attributes = simulator.layout.layoutAttributesForElements(in: simulator.collectionView.bounds) ?? []
    if attributes.isEmpty { return "-" }
    return attributes.map { attribute in
      let factors = [attribute.transform.a, attribute.transform.d, attribute.transform3D.m22]
      let scale = factors.first { $0 != 1 } ?? 1
      return scale.isFinite ? String(format: "%.12g", Double(scale)) : number(scale)
    }.joined(separator: ",")
  }

  /// FNV-1a (64-bit) of a scenario's JSON with the algorithm left out, in hex: it names the
  /// scenario's exact content in a golden header, so a changed corpus is told apart from a
  /// changed algorithm.
  package static func fingerprint(_ testCase: Case) -> String {
    Fingerprint.of(Scenario.json(algorithmID: "", options: AlgorithmOptions(), testCase: testCase).utf8)
  }
}
