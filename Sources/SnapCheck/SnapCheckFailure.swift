import Foundation
import SnapEngine

/// A property your layout violates: the shrunk counterexample, its trace, where its
/// artifacts are, and how to replay it.
public struct SnapCheckFailure: Error, CustomStringConvertible, Sendable {
  /// The layout's name.
  public let layout: String
  /// The property's result, with its counterexample.
  public let result: PairResult
  /// The seed the case came from.
  public let seed: UInt64
  /// The profile the case came from.
  public let profile: Profile
  /// The counterexample as scenario JSON, its configuration as the layout left it after
  /// `prepare()` (a `.fast` rate or an inset it sets there shows).
  public let scenarioJSON: String
  /// The counterexample's trace, one line per step: release, velocity, proposal, target, rest.
  public let trace: [String]
  /// A complete Swift call that replays the counterexample from its scenario file.
  public let replay: String
  /// The files written for it: scenario JSON, trace JSON and filmstrip SVG.
  public let artifacts: [URL]
  /// Why the artifacts could not be written, if they could not.
  public let artifactProblem: String?
  /// For a checked SwiftUI view: S5's message when nothing has `.scrollTargetLayout()` (the
  /// assumptions its verdicts rest on end the violation's message).
  public var notes: [String] = []

  /// The property violated.
  public var property: Property { result.property }

  /// The violation, the minimal scenario, its trace, the artifacts, the replay call, and for
  /// each numeric input the values for which it still fails.
  public var description: String {
    let example = result.counterexample
    var lines = [
      "\(layout) violates \(result.property.id): \(example?.message ?? "")",
      "property: \(result.property.summary)",
    ] + notes + [
      "cases: \(result.health)",
      "minimal scenario: \(scenarioJSON)",
      "trace:",
    ]
    lines += trace.map { "  " + $0 }
    if !artifacts.isEmpty { lines.append("artifacts: " + artifacts.map(\.path).joined(separator: ", ")) }
    if let artifactProblem { lines.append("artifacts not written: \(artifactProblem)") }
    lines.append("replay: \(replay)")
    if let origin = result.witnessOrigin {
      lines.append("kept witness: \(origin) (replayed as its scenario on every run)")
    } else if let failingCase = result.failingCase {
      lines.append(
        "or regenerate it: SnapCheck.verify(<the same arguments>, seed: \(seed), profile: .\(profile.rawValue), onlyCase: \(failingCase))")
    }
    lines += result.explanation.map { "fails for \($0)" }
    return lines.joined(separator: "\n")
  }
}
