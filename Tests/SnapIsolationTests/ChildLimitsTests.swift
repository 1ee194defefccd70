import Foundation
import SnapIsolation
import Testing

@Suite("Child limits: a child ends by its wall-clock budgets, whatever it sends, and within its memory")
struct ChildLimitsTests {
  @Test("An item that sleeps between heartbeats ends at its wall-clock budget (IsolationAndArtifacts)")
  func sleepingItemEnds() {
    // Heartbeats every 0.2 s keep the 1 s budget's clock going for 8 s: only the item's
    // wall-clock budget of 3 s stops it. Without that budget the item ends and the child
    // completes: the ending, not a clock, shows the bug. (A budget five heartbeats long keeps a
    // loaded machine's late heartbeat from reading as the budget's silence.)
    var child = shell("echo A >&3; echo 'B 0' >&3; for i in $(seq 40); do sleep 0.2; echo H >&3; done; echo 'E 0' >&3; echo Z >&3")
    child.itemWallBudget = .seconds(3)
    let report = child.run(budget: .seconds(1))
    #expect(report.ending == .timedOut(.seconds(3)))
    #expect(report.current == 0)
  }

  @Test("A child that sleeps past its budget between heartbeats is not owed CPU time forever")
  func sleepingChildIsNotStarved() {
    // Each 0.5 s sleep outlasts the 0.3 s budget using no CPU (it looks starved); the
    // heartbeat after it is no progress, so 1.5 s after the last other line it is stopped.
    // Owed CPU time for ever, it would complete after 7.5 s: the ending shows the bug.
    var child = shell("echo A >&3; for i in $(seq 15); do sleep 0.5; echo H >&3; done; echo Z >&3")
    child.itemWallBudget = .milliseconds(1500)
    let report = child.run(budget: .milliseconds(300))
    #expect(report.ending == .timedOut(.milliseconds(300)))
  }

  @Test("A child whose items each end in time still ends at its total budget")
  func totalBudget() {
    var child = shell("echo A >&3; i=0; while [ $i -lt 40 ]; do echo \"B $i\" >&3; sleep 0.1; echo \"E $i\" >&3; i=$((i+1)); done; echo Z >&3")
    child.totalBudget = .seconds(1)
    let report = child.run(budget: .seconds(2))
    // Without the total budget all 40 items (4 s) end and the child completes. Items of 0.1 s
    // end about 9 times in the second; a loaded machine may end fewer, not none.
    #expect(report.ending == .timedOut(.seconds(1)))
    #expect(report.finished.count >= 1 && report.finished.count < 40, "\(report.finished.count)")
  }

  @Test("A child that closes its pipe and runs on ends at its budget (IsolationAndArtifacts)")
  func closedPipe() {
    // Waited for, it would end after its 10 s sleep as a trap (exit code 0): the ending shows it.
    let report = shell("echo A >&3; echo 'B 0' >&3; exec 3>&-; sleep 10").run(budget: .milliseconds(300))
    #expect(report.ending == .timedOut(.milliseconds(300)))
    #expect(report.current == 0)
  }

  @Test("A child that closes its pipe before reaching the work and runs on is reported as killed a budget later, not as missing its startup (IsolationAndArtifacts)")
  func closedPipeBeforeReaching() {
    // Its startup budget is 120 s; the parent kills it 0.3 s after the pipe closed.
    let report = shell("exec 3>&-; sleep 10").run(budget: .milliseconds(300))
    #expect(report.ending == .notReached("the child closed its pipe without reaching the work and was killed 0.3 seconds later"))
  }

  @Test("A child that closes its pipe before reaching the work and dies of a signal is reported as that signal")
  func closedPipeThenSignal() {
    let report = shell("exec 3>&-; kill -KILL $$").run(budget: .seconds(5))
    #expect(report.ending == .notReached("the child ended (signal 9 (Killed)) without reaching the work"))
  }

  @Test("A child that said something but never reached the work, then fell silent, is killed for its budget's silence")
  func silentBeforeReaching() {
    // A sleeping child is owed CPU time: it is killed once its item's wall-clock budget (ten
    // budgets, 3 s) has passed since its last line.
    let report = shell("echo 'M starting' >&3; sleep 10").run(budget: .milliseconds(300))
    #expect(report.ending == .notReached("the child fell silent before reaching the work (nothing for its budget of 0.3 seconds)"))
    #expect(report.messages == ["M starting"])
  }

  @Test("A child that keeps its heartbeat but never reaches the work ends at its total budget, named as that budget")
  func totalBudgetBeforeReaching() {
    var child = shell("echo 'M starting' >&3; while :; do echo H >&3; sleep 0.1; done")
    child.totalBudget = .seconds(1)
    let report = child.run(budget: .seconds(2))
    #expect(report.ending == .notReached("the child did not reach the work within 1.0 seconds"))
  }

  #if os(Linux)
  @Test("A child that allocates past its memory limit ends there (RLIMIT_DATA)")
  func memoryLimit() {
    // The shell holds 100 MB in a variable: far above a 32 MiB limit, and allowed without one.
    let script = "echo A >&3; echo 'B 0' >&3; x=$(head -c 100000000 /dev/zero | tr '\\0' a); echo 'E 0' >&3; echo Z >&3"
    var limited = shell(script)
    limited.memoryLimit = 32 << 20
    let report = limited.run(budget: .seconds(20))
    guard case .trapped = report.ending else {
      Issue.record("expected the child to end over its limit, got \(report.ending)")
      return
    }
    #expect(report.current == 0)
    #expect(shell(script).run(budget: .seconds(20)).ending == .completed)
  }
  #endif
}

@Suite("Trap messages of optimised builds: the runtime's words and the user's line")
struct OptimisedTrapMessageTests {
  @Test("The backtracer's runtime-failure frame is the message, and a frame at line 0 is no location")
  func runtimeFailureFrame() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("CenterScaleCarouselLayout.swift")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let failure = "Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN"
    let report = #"{"kind": "crashReport", "description": "Illegal instruction", "threads": [{"crashed": true, "frames": ["#
      + #"{"description": "\#(failure)", "sourceLocation": {"file": "//<compiler-generated>", "line": 0, "column": 0}}, "#
      + #"{"description": "closure", "sourceLocation": {"file": "\#(file.path)", "line": 0, "column": 3}}, "#
      + #"{"description": "layout", "sourceLocation": {"file": "\#(file.path)", "line": 39, "column": 17}}]}]}"#
    let message = TrapMessage(stderr: "\n*** Signal 4: Backtracing ***\n" + report + "\n", status: 4)
    #expect(message.description == "\(failure) (at CenterScaleCarouselLayout.swift:39:17)")
  }

  @Test("A debug build's Fatal error line wins over the backtracer's description")
  func fatalErrorWins() {
    let stderr = "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN\n"
      + #"{"kind": "crashReport", "description": "Illegal instruction", "threads": []}"# + "\n"
    #expect(
      TrapMessage(stderr: stderr, status: 4).description
        == "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
  }
}
