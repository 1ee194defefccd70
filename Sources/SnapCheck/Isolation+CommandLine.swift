import Foundation
import SnapAlgorithms
import SnapEngine
import SnapIsolation

extension Isolation {
  /// In a command line of one's own: when this process is a child that a parent asked to run
  /// scenarios of `layouts` (to find, shrink or trace a trap), does that job and ends the
  /// process; otherwise returns at once.
  package static func serveCommandLineChild(layouts: [CheckedLayout]) {
    guard let path = ChildChannel.variable(requestVariable) else { return }
    guard let channel = ChildChannel.current, let data = FileManager.default.contents(atPath: path),
      let request = try? JSONDecoder().decode(Request.self, from: data)
    else { exit(2) }
    let algorithms = layouts.map { heartbeating($0.algorithm, channel: channel) }
    let first = request.scenarios.first.flatMap { try? Scenario(json: $0, algorithms: algorithms) }
    let named = layouts.first { $0.name == first?.algorithm.id }
    serve(
      request, channel: channel, algorithms: algorithms,
      scan: checkEveryProperty,
      replayArguments: { named?.replayArguments ?? "<your layout>()" }, whole: { "" })
  }

  /// A command line's check of `layouts` ended in its child as `report` says: when that was
  /// a trap or a hang, the first generated case of the first of `layouts` that does so, found,
  /// shrunk and traced in more children of this program (`executable`) and reported as a
  /// `finite` violation with its trace; nil when the child did not trap or hang, or no case does.
  package static func commandLineTrap(
    in layouts: [CheckedLayout], report: ChildProcess.Report, seed: UInt64, profile: Profile, cases: Int, onlyCase: Int?,
    budget: Duration
  ) -> (result: PairResult, trace: [String])? {
    let parent = Parent(site: "command line", test: "command line", executable: executable, arguments: [], budget: budget)
    guard let found = parent.finding(report) else { return nil }
    let settings = CheckSettings(cases: cases, seed: seed, profile: profile, onlyCase: onlyCase, targeted: false)
    for layout in layouts {
      let outcome = CheckOutcome(trapping: layout, found: found, parent: parent, settings: settings)
      if let result = outcome.results.first { return (result, outcome.drafts.first?.trace ?? []) }
    }
    return nil
  }
}
