import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapIsolation
import SnapModel

extension Isolation {
  /// In the child: does `request`'s job for a call over `algorithms` and ends the process.
  ///
  /// - Parameters:
  ///   - scan: runs one scenario as the call would (every property, or a golden's trace).
  ///   - replayArguments: the Swift expressions that build the layout, for a trace's report.
  ///   - whole: the call's whole work, its result as text.
  static func serve(
    _ request: Request, channel: ChildChannel, algorithms: [Algorithm], scan: (Scenario) -> Void,
    replayArguments: () -> String, whole: () -> String
  ) -> Never {
    channel.reached()
    Simulator.willApplyEvent = { channel.heartbeat() }
    let scenarios = request.scenarios.map { try? Scenario(json: $0, algorithms: algorithms) }
    switch request.job {
    case .whole:
      channel.send("R", payload: whole())
    case .scan:
      for (index, scenario) in scenarios.enumerated() {
        channel.begin(index)
        if let scenario {
          _ = scenario.run()
          channel.send("P \(index)")
          if !request.plainOnly { scan(scenario) }
        }
        channel.end(index)
      }
    case .trace:
      channel.send("N", payload: replayArguments())
      if let scenario = scenarios.first ?? nil { trace(scenario, channel: channel) }
    }
    channel.finish()
  }

  /// A check's scan of one scenario: every property, as the check runs it.
  static func checkEveryProperty(_ scenario: Scenario) {
    for property in Property.checked(for: scenario.algorithm) { _ = property.violation(in: scenario) }
  }

  /// Runs `scenario` step by step, sending the configuration after `prepare()` (item 0)
  /// and each step (item `event + 1`) as soon as it is known.
  private static func trace(_ scenario: Scenario, channel: ChildChannel) {
    channel.begin(0)
    channel.send("O", payload: scenario.observed.json)
    let simulator = scenario.simulator()
    channel.end(0)
    for (index, event) in scenario.events.enumerated() {
      channel.begin(index + 1)
      guard let step = simulator.apply(event, index: index) else { return }
      channel.send("S", payload: step.json + "\n" + GoldenTrace.text(of: step))
      channel.end(index + 1)
      if step.endsScenario { return }
    }
  }

  /// `algorithm`, sending a heartbeat each time it builds a layout, so a parent watching a
  /// whole check (cases run in parallel, with no item lines) sees it is alive.
  static func heartbeating(_ algorithm: Algorithm, channel: ChildChannel) -> Algorithm {
    var result = algorithm
    let make = algorithm.make
    result.make = { configuration, options in
      channel.heartbeat()
      return make(configuration, options)
    }
    return result
  }
}

extension Isolation.Parent {
  /// A scenario that traps or hangs, shrunk and traced in children: the `finite` violation
  /// to report, and what to write for it.
  struct Explained {
    /// The violation: the shrunk scenario (as the layout left it after `prepare()`) and the
    /// step that faulted with the runtime's message.
    var violation: Violation
    /// Its trace, one line per step, the faulting step last.
    var trace: [String]
    /// Its trace as `snapcheck eval`'s output object.
    var traceJSON: String
    /// The Swift expressions that build the layout and its delegate, as a replay call writes them.
    var replayArguments: String

    /// The scenario and trace files of the violation as `property`'s artifacts (no filmstrip:
    /// drawing the faulting step would run it again).
    func files(_ property: Property) -> [Artifacts.File] {
      [
        Artifacts.File(name: "\(property.id).scenario.json", text: violation.scenario.json + "\n"),
        Artifacts.File(name: "\(property.id).trace.json", text: traceJSON + "\n"),
      ]
    }
  }

  /// Shrinks `scenario`, which fails as `finding` (in its own run when `plain`), then traces
  /// the smallest in a child under the backtracer, which names the runtime's message and the
  /// step it came from.
  /// With `shrinking` false (a replay, whose scenario is the user's), it is traced as it is.
  func explain(_ scenario: Scenario, finding: Isolation.Finding, plain: Bool, shrinking: Bool = true) -> Explained {
    let shrunk = shrinking
      ? shrink(scenario, finding: finding, plain: plain) : (scenario: scenario, finding: finding, launches: 0, note: nil)
    let report = launch(.trace, scenarios: [shrunk.scenario], backtrace: true)
    let messages = report.messages.map(ChildChannel.decode)
    let algorithms = [scenario.algorithm]
    let observed = messages.first { $0.tag == "O" }.flatMap { try? Scenario(json: $0.payload, algorithms: algorithms) }
      ?? shrunk.scenario
    let steps = messages.filter { $0.tag == "S" }.map { $0.payload.split(separator: "\n", maxSplits: 1).map(String.init) }
    var stepJSON = steps.map { $0[0] }
    var lines = steps.map { $0.count > 1 ? $0[1] : "" }
    var message: String
    var event: Int?
    if let fault = self.finding(report), let item = report.current {
      if item == 0 {
        message = "creating and preparing the layout: fault: \(fault.fault)"
      } else {
        let step = Step(event: item - 1, kind: shrunk.scenario.events[item - 1].kind, outcome: .fault(fault.fault))
        stepJSON.append(step.json)
        lines.append(GoldenTrace.text(of: step))
        message = "\(step.label): fault: \(fault.fault)"
        event = item - 1
      }
    } else {
      message = "fault: \(shrunk.finding.fault) in a run the check derives from this scenario (its own run, traced here, does not fault)"
    }
    if let note = shrunk.note { message += " (\(note))" }
    return Explained(
      violation: Violation(scenario: observed, message: message, event: event), trace: lines,
      traceJSON: Trace.json(algorithm: scenario.algorithm.id, steps: stepJSON),
      replayArguments: messages.first { $0.tag == "N" }?.payload ?? "<your layout>()")
  }
}
