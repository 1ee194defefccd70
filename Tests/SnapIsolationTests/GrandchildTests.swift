#if os(Linux)
import Foundation
import SnapIsolation
import Testing

/// The role a re-run of this test binary plays in the grandchild test.
private let roleVariable = "SNAPCHECK_GRANDCHILD_ROLE"

/// The variables a parent sets for its child alone (IsolationAndArtifacts, "What a child
/// starts").
private let childVariables = [
  "SNAPCHECK_CHILD_FD", "SNAPCHECK_PARENT_PID", "SNAPCHECK_CHILD_REQUEST", "SNAPCHECK_COMMAND_LINE_CHILD", ChildProcess.addedVariable,
]

/// This test binary re-run with only the helper test `name` of `GrandchildHelpers`.
private func helperArguments(_ name: String) -> [String] {
  ["--testing-library", "swift-testing", "--filter", #"GrandchildHelpers/\#(name)\(\)"#]
}

@Suite("A process an isolation child starts is an ordinary process, not a child of the child's parent")
struct GrandchildTests {
  @Test("A child consumes its variables: a grandchild linking SnapCheck runs as an ordinary process and exits 0, not 70")
  func grandchildIsOrdinary() throws {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    // As a parent whose own environment sets no backtracer gives its child one for the child alone.
    let backtrace = ChildProcess.backtrace("enable=no", unlessSetIn: [:])
    #expect(backtrace == ["SWIFT_BACKTRACE": "enable=no", "SNAPCHECK_CHILD_ADDED": "SWIFT_BACKTRACE"])
    var child = ChildProcess(
      executable: executable, arguments: helperArguments("child"),
      environment: backtrace.merging([roleVariable: "child", "SNAPCHECK_COMMAND_LINE_CHILD": "1"]) { $1 })
    child.request = Data("{}".utf8)
    let report = child.run(budget: .seconds(120))
    #expect(report.ending == .completed, "\(report.ending)")
    // The child still knew it was a child (its channel, its request, its mark), but none of
    // them, nor the backtracer setting its parent added, was left in its environment, so its
    // own child, this binary again, started as any process does: no channel, no parent to
    // outlive, the user's backtracer, and ran its test to the end.
    #expect(report.messages == ["M request mark", "M environment clean", "M grandchild exited 0"])
  }
}

/// Not tests of their own: the processes the grandchild test starts, enabled only there.
@Suite("Grandchild helpers (run only as the grandchild test's processes)")
struct GrandchildHelpers {
  @Test("The child: says what it was told, then starts a grandchild and says how it ended", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "child"))
  func child() throws {
    // Read before any SnapCheck call: the child's variables, and the backtracer setting its
    // parent added, are gone before any of its Swift code runs, so no thread of its ever sees
    // them removed.
    let left = (childVariables + ["SWIFT_BACKTRACE"]).filter { ProcessInfo.processInfo.environment[$0] != nil }
    let channel = try #require(ChildChannel.current)
    channel.reached()
    let told = [("request", ChildProcess.requestVariable), ("mark", "SNAPCHECK_COMMAND_LINE_CHILD")]
    channel.send("M " + told.filter { ChildChannel.variable($0.1) != nil }.map(\.0).joined(separator: " "))
    channel.send("M environment " + (left.isEmpty ? "clean" : left.joined(separator: ",")))
    let grandchild = Process()
    grandchild.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    grandchild.arguments = helperArguments("grandchild")
    var environment = ProcessInfo.processInfo.environment
    environment[roleVariable] = "grandchild"
    grandchild.environment = environment
    grandchild.standardOutput = FileHandle.nullDevice
    grandchild.standardError = FileHandle.nullDevice
    try grandchild.run()
    grandchild.waitUntilExit()
    channel.send("M grandchild exited \(grandchild.terminationStatus)")
    channel.done()
  }

  @Test("The grandchild: no channel and no child variable", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "grandchild"))
  func grandchild() {
    #expect(ChildChannel.current == nil)
    #expect(childVariables.allSatisfy { ChildChannel.variable($0) == nil && ProcessInfo.processInfo.environment[$0] == nil })
    #expect(ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil)
  }
}
#endif
