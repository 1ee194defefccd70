import Foundation
import SnapAlgorithms
import SnapEngine
import SnapIsolation
import SnapModel
import Testing

/// Runs a user's layout where a trap or a hang is survivable: in a child process that re-runs
/// the current test up to the same SnapCheck call, which then does the layout's work there and
/// reports it over a pipe instead of returning.
///
/// The parent (the test the user runs) never calls the layout: it generates cases, shrinks,
/// records issues and writes files; the children simulate. A trap in a child ends that child
/// only; the parent reads the runtime's message from its standard error. A child that sends
/// nothing for the case budget while working is killed: a timeout.
///
/// A call is told apart from the others of its test by its kind, source location and how
/// many times the test reached it before, so the child's re-run finds the call the parent
/// asked for. Calls the parent did not ask for do not run the layout in the child: one the
/// parent already made returns what it returned there (sent with the request), so a test that
/// goes on from an earlier result (replaying a failure's file) reaches the later call; any
/// other returns an empty, passing result.
package enum Isolation {
  /// `SNAPCHECK_ISOLATION=off` runs the layout in the test's own process, as before;
  /// `SNAPCHECK_ISOLATION=log` writes a line per child to standard error (job, time to reach
  /// the call, how and when it ended).
  package static let switchVariable = "SNAPCHECK_ISOLATION"
  /// Set in a child: the path of its request.
  static let requestVariable = ChildProcess.requestVariable
  /// The case budget in seconds, when a `CheckedLayout` does not set one.
  static let timeoutVariable = "SNAPCHECK_CASE_TIMEOUT"
  /// The case budget unless told otherwise.
  static let defaultCaseTimeout: Duration = .seconds(3)
  /// The most children one shrink launches (one per accepted step, and one that finds no
  /// smaller failing candidate).
  static let shrinkLaunchLimit = 40
  /// The wall-clock guard of one shrink.
  static let shrinkTimeLimit: Duration = .seconds(90)

  /// What a call of SnapCheck's API does about isolation.
  enum Role {
    /// Run the layout here: isolation is off, or no test or command line can be re-run.
    case inProcess
    /// Run the layout's work in children of this process.
    case parent(Parent)
    /// This process is the child asked to do this call's work.
    case child(Request, ChildChannel)
    /// This process is a child asked to do another call's work: skip this one, returning what
    /// the parent's run of it returned (as the call encoded it), if the parent made it.
    case skipped(String?)
  }

  /// What a parent asks of a child.
  struct Request: Codable {
    /// The call the child's re-run must reach.
    var site: String
    /// What to do there.
    var job: Job
    /// The scenarios a `scan` or `trace` runs, as scenario JSON.
    var scenarios: [String]
    /// Whether a `scan` runs only each scenario's own run, not what the call derives from it.
    var plainOnly = false
    /// What the parent's earlier calls in the same test returned, by site.
    var earlier: [String: String] = [:]
    /// A filmstrip's title, for `Job.draw`.
    var title = ""
  }

  /// The work a child does at the call.
  enum Job: String, Codable {
    /// What the call does (a whole check, a golden), its result sent as one message.
    case whole
    /// Run each scenario in order, one item each: its own run (then a `P` message), then as
    /// the call would (every property, or a golden's trace); the first that traps or hangs
    /// ends the child.
    case scan
    /// Run one scenario step by step, sending each step: where it traps shows.
    case trace
    /// Run one scenario as the call would, sending each run it simulates (`D`, as scenario
    /// JSON) before the run starts: the last sent before a fault is the run that faulted.
    case derive
    /// Draw one scenario's last step as a filmstrip (`F`, the SVG), titled `Request.title`.
    case draw
  }

  /// How a scenario failed in a child.
  enum Finding: Equatable {
    /// It trapped, with the runtime's message.
    case trapped(String)
    /// It ran past the budget.
    case timedOut(Duration)

    /// The fault a step shows for it.
    var fault: SimulatedFault {
      switch self {
      case .trapped(let message): return .trap(message)
      case .timedOut(let budget):
        return .timeout(seconds: Double(budget.components.seconds) + Double(budget.components.attoseconds) / 1e18)
      }
    }

    /// Whether `other` is the same kind of failure (any trap for a trap, a timeout for a timeout).
    func isLike(_ other: Finding) -> Bool {
      switch (self, other) {
      case (.trapped, .trapped), (.timedOut, .timedOut): return true
      default: return false
      }
    }
  }

  /// The role of the call of `kind` at `location`, counting this occurrence.
  static func role(_ kind: String, location: String, budget: Duration?) -> Role {
    let environment = ProcessInfo.processInfo.environment
    let test = Test.current
    var caseKey = ""
    if let testCase = Test.Case.current, testCase.isParameterized {
      // A parameterised test's cases share the test's ID (and its filter), and Test.Case has
      // no public ID: its reflected arguments, without the addresses that differ per process,
      // tell the cases apart in both processes.
      dump(testCase, to: &caseKey, maxDepth: 8)
      caseKey = caseKey.replacing(#/ at \$[0-9a-f]+/#, with: "").replacing(#/0x[0-9a-f]+/#, with: "")
    }
    let testKey = "\(test.map { "\($0.id)" } ?? "main") \(caseKey)"
    let key = "\(kind) \(location) in \(testKey)"
    let site = "\(key) #\(occurrences.next(key))"
    if let path = ChildChannel.variable(requestVariable) {
      guard let channel = ChildChannel.current, let data = FileManager.default.contents(atPath: path),
        let request = try? JSONDecoder().decode(Request.self, from: data)
      else { return .skipped(nil) }
      guard request.site == site else { return .skipped(request.earlier[site]) }
      return .child(request, channel)
    }
    if environment[switchVariable]?.lowercased() == "off" { return .inProcess }
    guard let command = relaunch(test) else {
      noticeOnce()
      return .inProcess
    }
    return .parent(
      Parent(
        site: site, test: testKey, executable: command.executable, arguments: command.arguments,
        budget: budget ?? caseTimeout(environment)))
  }

  /// The budget from `$SNAPCHECK_CASE_TIMEOUT` (seconds), else the default.
  package static func caseTimeout(_ environment: [String: String]) -> Duration {
    seconds(environment[timeoutVariable]) ?? defaultCaseTimeout
  }

  /// The running executable's path.
  package static var executable: String {
    #if os(Linux)
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    #else
    Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  /// The executable and arguments that re-run `test`, or nil when there is no current Swift
  /// Testing test (an XCTest, a detached task).
  static func relaunch(_ test: Test?) -> (executable: String, arguments: [String])? {
    guard let test else { return nil }
    var arguments: [String] = []
    #if os(macOS)
    // `swift test` runs Swift Testing through swiftpm-testing-helper, which needs the bundle.
    let original = CommandLine.arguments
    if let index = original.firstIndex(of: "--test-bundle-path"), index + 1 < original.count {
      arguments += ["--test-bundle-path", original[index + 1]]
    }
    #endif
    arguments += ["--testing-library", "swift-testing", "--filter", "^" + NSRegularExpression.escapedPattern(for: "\(test.id)") + "$"]
    return (Self.executable, arguments)
  }

  /// Says once per process that a layout runs in the process itself.
  private static func noticeOnce() {
    guard occurrences.next("notice") == 1 else { return }
    FileHandle.standardError.write(Data((
      "SnapCheck: no Swift Testing test is running here (an XCTest, or a detached task), so your layout runs "
        + "in this process: a trap in it ends the process. Call SnapCheck from a Swift Testing @Test to isolate it.\n").utf8))
  }

  /// How many times each call site was reached, in this process.
  private static let occurrences = Counter()
  /// What each call made from a parent returned, by test and site.
  fileprivate static let returned = Returned()
}

/// What calls returned, by test and site, shared by every thread.
private final class Returned: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: [String: String]] = [:]

  /// Notes that the call at `site` in `test` returned `value`.
  func note(_ value: String, test: String, site: String) {
    lock.withLock { values[test, default: [:]][site] = value }
  }

  /// What the calls of `test` returned so far, by site.
  func values(of test: String) -> [String: String] {
    lock.withLock { values[test] ?? [:] }
  }
}

/// Counts per key, shared by every thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Adds one to `key`'s count and returns it.
  func next(_ key: String) -> Int {
    lock.withLock {
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}

extension Isolation {
  /// A call run from the parent: how to launch its children and what to ask them.
  struct Parent {
    /// The call, as the child finds it.
    var site: String
    /// The test (and argument case) it is made in.
    var test: String
    /// What re-runs it.
    var executable: String
    /// With these arguments.
    var arguments: [String]
    /// How long a child may send nothing while working.
    var budget: Duration

    /// Launches a child for `job` over `scenarios`; with `backtrace`, under the backtracer,
    /// which names traps that print nothing (arithmetic overflow) and where they happened.
    func launch(
      _ job: Job, scenarios: [Scenario] = [], plainOnly: Bool = false, backtrace: Bool = false, title: String = ""
    ) -> ChildProcess.Report {
      let request = Request(
        site: site, job: job, scenarios: scenarios.map(\.json), plainOnly: plainOnly, earlier: Isolation.returned.values(of: test),
        title: title)
      // The backtracer costs about half a second per trap: only the trace that reports needs it.
      let environment = ChildProcess.backtrace(
        backtrace ? TrapMessage.backtraceSetting : "enable=no", unlessSetIn: ProcessInfo.processInfo.environment)
      var child = ChildProcess(executable: executable, arguments: arguments, environment: environment)
      do {
        child.request = try JSONEncoder().encode(request)
      } catch {
        var report = ChildProcess.Report()
        report.ending = .notReached("cannot encode the request: \(error)")
        return report
      }
      let report = Isolation.limited(child, environment: ProcessInfo.processInfo.environment).run(budget: budget)
      if ProcessInfo.processInfo.environment[Isolation.switchVariable]?.lowercased() == "log" {
        let startup = report.startup.map { "reached the call after \(milliseconds($0)) ms" } ?? "never reached the call"
        FileHandle.standardError.write(Data(
          "SnapCheck: child \(job.rawValue) of \(scenarios.count) scenario(s) for \(site): \(startup), ended \(report.ending) after \(milliseconds(report.total)) ms\n".utf8))
      }
      return report
    }

    /// A duration in whole milliseconds.
    private func milliseconds(_ duration: Duration) -> Int64 {
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// Notes what the call returned (encoded as the call reads it back), for the children of
    /// the test's later calls: their re-run of the test returns it from this call.
    func returned(_ value: String) {
      Isolation.returned.note(value, test: test, site: site)
    }

    /// What a child's ending says about the item it was running, if it failed there.
    func finding(_ report: ChildProcess.Report) -> Finding? {
      switch report.ending {
      case .trapped(let message): return .trapped(message)
      case .timedOut(let budget): return .timedOut(budget)
      case .completed, .notReached: return nil
      }
    }

    /// The first of `scenarios` that fails like `like` (any failure when nil), run in order
    /// in as few children as possible (with `plainOnly`, only their own runs): its index, how
    /// it failed, whether its own run did, and the children launched.
    ///
    /// - Throws: `IsolationProblem` when a child does not reach the call.
    func firstFailing(
      _ scenarios: [Scenario], like: Finding? = nil, plainOnly: Bool = false
    ) throws(IsolationProblem) -> (index: Int, finding: Finding, plain: Bool, launches: Int)? {
      var start = 0
      var launches = 0
      while start < scenarios.count {
        let report = launch(.scan, scenarios: Array(scenarios[start...]), plainOnly: plainOnly)
        launches += 1
        if case .notReached(let why) = report.ending { throw IsolationProblem(reason: why) }
        guard let found = finding(report) else { return nil }
        let item = report.current ?? (report.finished.max().map { $0 + 1 } ?? 0)
        let index = start + item
        if like.map(found.isLike) ?? true, index < scenarios.count {
          return (index, found, plainOnly || !report.messages.contains("P \(item)"), launches)
        }
        start = index + 1
      }
      return nil
    }

    /// Shrinks `scenario`, which fails as `finding` (in its own run when `plain`), with the
    /// engine's candidates: each step's candidates run in order in one child, the first that
    /// fails alike is kept (with `plain`, only a candidate whose own run fails, so the
    /// counterexample's trace shows the fault).
    func shrink(_ scenario: Scenario, finding: Finding, plain: Bool) -> (scenario: Scenario, finding: Finding, launches: Int, note: String?) {
      var current = (scenario: scenario, finding: finding)
      var launches = 0
      let clock = ContinuousClock()
      let deadline = clock.now + Isolation.shrinkTimeLimit
      // A golden's corpus scenario may lie outside the layout's space: its candidates may too.
      let keepsToTheSpace = scenario.algorithm.admits(scenario.testCase)
      while true {
        let candidates = Shrinker().candidates(for: current.scenario).filter { !keepsToTheSpace || $0.algorithm.admits($0.testCase) }
        if candidates.isEmpty { return (current.scenario, current.finding, launches, nil) }
        if launches >= Isolation.shrinkLaunchLimit {
          return (current.scenario, current.finding, launches, "shrinking stopped after \(launches) child processes")
        }
        if clock.now >= deadline {
          return (current.scenario, current.finding, launches, "shrinking stopped at its time limit")
        }
        guard let found = try? firstFailing(candidates, like: finding, plainOnly: plain) else {
          return (current.scenario, current.finding, launches + 1, nil)
        }
        launches += found.launches
        current = (candidates[found.index], found.finding)
      }
    }
  }

  /// Why a child could not do a call's work.
  struct IsolationProblem: Error {
    /// In a line.
    var reason: String
  }
}
