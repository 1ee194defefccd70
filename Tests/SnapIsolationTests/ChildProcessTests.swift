import Foundation
@testable import SnapIsolation
import Testing

/// A child shell running `script`, which writes the protocol's lines to descriptor 3.
func shell(_ script: String) -> ChildProcess {
  ChildProcess(executable: "/bin/sh", arguments: ["-c", script], environment: [:])
}

@Suite("Child processes: a trap or a hang in the child is an ending the parent reads")
struct ChildProcessTests {
  @Test("A child that dies inside an item is trapped there, after the items it finished")
  func trapInsideAnItem() {
    let report = shell("echo A >&3; echo 'B 0' >&3; echo 'E 0' >&3; echo 'B 1' >&3; echo 'M hello' >&3; kill -ILL $$").run(budget: .seconds(5))
    #expect(report.ending == .trapped("signal 4 (Illegal instruction)"))
    #expect(report.finished == [0])
    #expect(report.current == 1)
    #expect(report.messages == ["M hello"])
  }

  @Test("A child that says nothing for its budget is killed and timed out")
  func silentChildTimesOut() {
    let started = ContinuousClock.now
    let report = shell("echo A >&3; echo 'B 0' >&3; sleep 30").run(budget: .milliseconds(300))
    #expect(report.ending == .timedOut(.milliseconds(300)))
    #expect(report.current == 0)
    // Generous for a loaded machine, far below the 30 s a child not killed would sleep.
    #expect(ContinuousClock.now - started < .seconds(10))
  }

  @Test("Heartbeats keep a long item alive")
  func heartbeatsKeepItAlive() {
    let report = shell("echo A >&3; for i in 1 2 3 4 5; do echo H >&3; sleep 0.1; done; echo Z >&3").run(budget: .milliseconds(400))
    #expect(report.ending == .completed)
  }

  @Test("A child that ends without reaching the work says so, with its standard error")
  func notReached() {
    let report = shell("echo 'no such test' >&2; exit 1").run(budget: .seconds(5))
    guard case .notReached(let reason) = report.ending else {
      Issue.record("\(report.ending)")
      return
    }
    #expect(reason.contains("exit code 1") && reason.contains("no such test"), "\(reason)")
  }

  @Test("A child inherits no descriptor of the parent's but its three and the pipe")
  func closesOtherDescriptors() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-fd-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
    let handle = try FileHandle(forReadingFrom: file)
    defer {
      try? handle.close()
      try? FileManager.default.removeItem(at: file)
    }
    // A copy far above the child's own descriptors (0–2, the pipe at 3), without close-on-exec:
    // the file may get descriptor 3 in this process, which the child's pipe reuses.
    let copy = fcntl(handle.fileDescriptor, F_DUPFD, 64)
    defer { close(copy) }
    try #require(copy >= 64)
    let report = shell("echo A >&3; echo \"M $(ls /proc/self/fd | tr '\\n' ' ')\" >&3; echo Z >&3").run(budget: .seconds(5))
    #expect(report.ending == .completed)
    let descriptors = report.messages.first?.split(separator: " ").dropFirst().compactMap { Int($0) } ?? []
    #expect(!descriptors.contains(Int(copy)), "\(descriptors)")
  }

  @Test("A command line's child keeps its exit code, and its standard error is handed back")
  func commandLineChild() {
    var child = shell("echo A >&3; echo 'to standard error' >&2; echo Z >&3; exit 3")
    child.inheritsStandardStreams = true
    let report = child.run(budget: .seconds(5))
    #expect(report.ending == .completed)
    #expect(report.exitCode == 3)
    #expect(report.standardError == "to standard error\n")
  }

  @Test("A message with any text crosses the pipe intact")
  func payloadRoundTrip() {
    let text = "line one\nline two: ✓ \"quoted\""
    let encoded = "R " + Data(text.utf8).base64EncodedString()
    let report = shell("echo A >&3; echo '\(encoded)' >&3; echo Z >&3").run(budget: .seconds(5))
    let decoded = report.messages.map(ChildChannel.decode)
    #expect(decoded.first?.tag == "R")
    #expect(decoded.first?.payload == text)
  }
}

@Suite("Trap messages: the runtime's words, where it said them")
struct TrapMessageTests {
  @Test("The runtime's Fatal error line is the message")
  func fatalErrorLine() {
    let stderr = "noise\nSnapCheckPackageTests/Layout.swift:12: Fatal error: Index out of range\n💣 Program crashed\n"
    #expect(TrapMessage(stderr: stderr, status: 4).description == "Fatal error: Index out of range")
  }

  @Test("A trap that prints nothing is named by the backtracer's report")
  func backtracerReport() {
    let report = #"{"timestamp": "x", "kind": "crashReport", "description": "Swift runtime failure: arithmetic overflow", "threads": [{"crashed": true, "frames": [{"sourceLocation": {"file": "/nonexistent/Layout.swift", "line": 3, "column": 9}}]}]}"#
    #expect(TrapMessage(stderr: report + "\n", status: 4).description == "Swift runtime failure: arithmetic overflow")
  }

  @Test("With neither, the message is how the process ended")
  func signalOnly() {
    #expect(TrapMessage(stderr: "", status: 9).description == "signal 9 (Killed)")
    #expect(TrapMessage(stderr: "", status: 3 << 8).description == "exit code 3")
  }
}

@Suite("Child folders: a child's temporary files go with it (Isolation and artifacts)")
struct ChildFolderTests {
  @Test("What a child writes to its temporary directory, and its request, are gone once it ends")
  func temporaryFilesGone() throws {
    var child = shell(#"f="${TMPDIR:-/tmp}/left-$$"; echo x > "$f"; echo A >&3; echo "M $f" >&3; echo "M $SNAPCHECK_CHILD_REQUEST" >&3; echo Z >&3"#)
    child.request = Data("{}".utf8)
    let report = child.run(budget: .seconds(5))
    #expect(report.ending == .completed)
    let paths = report.messages.map { String($0.dropFirst(2)) }
    try #require(paths.count == 2, "\(report.messages)")
    #expect(paths.allSatisfy { $0.hasPrefix("/") }, "\(paths)")
    for path in paths { #expect(!FileManager.default.fileExists(atPath: path), "\(path) is left") }
  }

  @Test("A trapped child's folder is gone too")
  func trappedChildFolderGone() {
    let report = shell(#"echo A >&3; echo "M ${TMPDIR:-/tmp}" >&3; echo B 0 >&3; kill -KILL $$"#).run(budget: .seconds(5))
    let folder = report.messages.first.map { String($0.dropFirst(2)) } ?? ""
    #expect(folder.contains("snapcheck-child-"), "\(folder)")
    #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) is left")
  }

  @Test("The folders of a parent that is gone are swept; a live parent's are kept")
  func sweepsFoldersOfDeadParents() throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-sweep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    // Process IDs above the kernel's limit (4194304 at most) belong to no process.
    let dead = temporary.appendingPathComponent("snapcheck-child-99999999-A/tmp")
    let live = temporary.appendingPathComponent("snapcheck-child-\(getpid())-B")
    try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
    ChildProcess.sweep(temporary)
    #expect(!FileManager.default.fileExists(atPath: dead.deletingLastPathComponent().path))
    #expect(FileManager.default.fileExists(atPath: live.path))
  }
}
