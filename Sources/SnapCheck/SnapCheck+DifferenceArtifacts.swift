import Foundation
import SnapAlgorithms
import SnapEngine
import SnapIsolation

extension SnapCheck {
  /// The artifacts of a golden or `compare` failure on `scenario` (`kind`: `golden` or
  /// `compare`): its scenario, trace and filmstrip files, run in children of `parent` (here
  /// when isolation is off), written to `artifacts`; returned as the lines the failure's message
  /// ends with: the scenario as JSON, the files and the replay call, or with `program` (a
  /// command line of your own) the command that replays the scenario file.
  static func differenceArtifacts(
    _ scenario: Scenario, kind: String, layout: CheckedLayout, parent: Isolation.Parent?, artifacts: Artifacts, program: String? = nil
  ) -> String {
    let traceJSON: String
    let replayArguments: String
    let svg: String?
    let title = "\(layout.name) × \(kind): the first scenario that differs"
    if let parent {
      let traced = parent.trace(scenario, backtrace: false)
      traceJSON = Trace.json(algorithm: scenario.algorithm.id, steps: traced.stepJSON)
      replayArguments = traced.replayArguments
      svg = parent.launch(.draw, scenarios: [scenario], title: title).messages.map(ChildChannel.decode).first { $0.tag == "F" }?.payload
    } else {
      traceJSON = scenario.run().json(algorithm: scenario.algorithm.id)
      replayArguments = layout.replayArguments
      svg = Isolation.filmstrip(scenario, title: title)
    }
    // A scenario that faults has no filmstrip: drawing it would end the child.
    let files = [
      Artifacts.File(name: "\(kind).scenario.json", text: scenario.json + "\n"),
      Artifacts.File(name: "\(kind).trace.json", text: traceJSON + "\n"),
    ] + (svg.map { [Artifacts.File(name: "\(kind).svg", text: $0)] } ?? [])
    var lines = ["\(kind) scenario: \(scenario.json)"]
    artifacts.removeEarlierArtifacts()
    do {
      let urls = try artifacts.write(files)
      lines.append("artifacts: " + urls.map(\.path).joined(separator: ", "))
      lines.append("replay: " + (program.map { "\($0) eval \(urls[0].path)" } ?? replayCall(layout, replayArguments: replayArguments, scenarioFile: urls.first)))
    } catch {
      lines.append("artifacts not written: \(artifacts.directory.path): \(error.localizedDescription)")
    }
    return "\n" + lines.joined(separator: "\n")
  }
}

extension LayoutGolden {
  /// The artifacts of `layout`'s golden scenario `name` (of a golden recorded with `cases` and
  /// `seed`) when `program`, a command line of your own, finds it differs: written to
  /// `$SNAPCHECK_ARTIFACTS`, else `.build/snapcheck-artifacts` of the package at `packageRoot`,
  /// in `<layout>/golden-check/`, as a test's golden failure writes them; returned as the lines
  /// its report ends with, the replay line being `<program> eval <scenario file>`.
  package static func commandLineArtifacts(
    _ layout: CheckedLayout, scenario name: String, cases: Int, seed: UInt64, program: String, packageRoot: URL,
    environment: [String: String]
  ) -> String {
    guard let scenario = scenarios(layout, cases: cases, seed: seed).first(where: { $0.name == name })?.scenario else { return "" }
    let artifacts = Artifacts(
      layout: layout.name, test: "golden-check", explicit: nil,
      testFile: packageRoot.appendingPathComponent("Package.swift").path, environment: environment)
    return SnapCheck.differenceArtifacts(scenario, kind: "golden", layout: layout, parent: nil, artifacts: artifacts, program: program)
  }
}
