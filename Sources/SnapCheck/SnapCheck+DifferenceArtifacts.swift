import Foundation
import SnapAlgorithms
import SnapEngine

extension SnapCheck {
  /// The artifacts of a golden or `compare` failure on `scenario` (`kind`: `golden` or
  /// `compare`): its scenario and trace files, the trace run in a child of `parent` (here when
  /// isolation is off), written to `artifacts`; returned as the lines the failure's message
  /// ends with: the scenario as JSON, the files and the replay call.
  static func differenceArtifacts(
    _ scenario: Scenario, kind: String, layout: CheckedLayout, parent: Isolation.Parent?, artifacts: Artifacts
  ) -> String {
    let traceJSON: String
    let replayArguments: String
    if let parent {
      let traced = parent.trace(scenario, backtrace: false)
      traceJSON = Trace.json(algorithm: scenario.algorithm.id, steps: traced.stepJSON)
      replayArguments = traced.replayArguments
    } else {
      traceJSON = scenario.run().json(algorithm: scenario.algorithm.id)
      replayArguments = layout.replayArguments
    }
    let files = [
      Artifacts.File(name: "\(kind).scenario.json", text: scenario.json + "\n"),
      Artifacts.File(name: "\(kind).trace.json", text: traceJSON + "\n"),
    ]
    var lines = ["\(kind) scenario: \(scenario.json)"]
    artifacts.removeEarlierArtifacts()
    do {
      let urls = try artifacts.write(files)
      lines.append("artifacts: " + urls.map(\.path).joined(separator: ", "))
      lines.append("replay: " + replayCall(layout, replayArguments: replayArguments, scenarioFile: urls.first))
    } catch {
      lines.append("artifacts not written: \(artifacts.directory.path): \(error.localizedDescription)")
    }
    return "\n" + lines.joined(separator: "\n")
  }
}
