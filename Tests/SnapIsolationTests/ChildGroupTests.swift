#if os(Linux)
import Foundation
import Glibc
import SnapIsolation
import Testing

/// The role a re-run of this test binary plays in the group tests, and the folder they share.
private let roleVariable = "SNAPCHECK_GROUP_ROLE"
private let folderVariable = "SNAPCHECK_GROUP_FOLDER"

/// A child shell that reaches item 0, writes its process ID to `leaf.pid` and starts a
/// grandchild (`sleep 60`, its ID in `grandchild.pid`) holding the child's standard streams and
/// pipe, as the runtime's `swift-backtrace` does after a trap; then the child runs `ending`.
private func childWithGrandchild(in folder: String, then ending: String) -> ChildProcess {
  let script = """
    echo A >&3; echo 'B 0' >&3
    printf %s $$ > "$0/leaf.tmp" && mv "$0/leaf.tmp" "$0/leaf.pid"
    sleep 60 & printf %s $! > "$0/grandchild.tmp" && mv "$0/grandchild.tmp" "$0/grandchild.pid"
    \(ending)
    """
  return ChildProcess(executable: "/bin/sh", arguments: ["-c", script, folder], environment: [:])
}

/// Kills what a group test may have left running: the leaf's group, the grandchild, `others`.
private func killLeftovers(in folder: URL, others: [pid_t] = []) {
  if let leaf = pidFile("leaf.pid", in: folder, seconds: 0) { kill(-leaf, SIGKILL) }
  if let grandchild = pidFile("grandchild.pid", in: folder, seconds: 0) { kill(grandchild, SIGKILL) }
  for pid in others { kill(pid, SIGKILL) }
  try? FileManager.default.removeItem(at: folder)
}

/// A new folder for one group test.
private func makeFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-group-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Starts this binary re-run as the helper `name` of `ChildGroupHelpers` (a command line whose
/// child inherits its standard streams, as `snapcheck` runs one), reading `input` and writing
/// to `output`, directly or through `launcher` (a shell command line that starts it as
/// `"$0" "$@"`).
private func startCommandLine(_ name: String, in folder: URL, input: Pipe? = nil, output: Pipe? = nil, launcher: String? = nil) throws -> Process {
  let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  let arguments = ["--testing-library", "swift-testing", "--filter", #"ChildGroupHelpers/\#(name)\(\)"#]
  let process = Process()
  process.executableURL = URL(fileURLWithPath: launcher == nil ? executable : "/bin/sh")
  process.arguments = launcher.map { ["-c", $0, executable] + arguments } ?? arguments
  var environment = ProcessInfo.processInfo.environment
  environment[roleVariable] = name
  environment[folderVariable] = folder.path
  process.environment = environment
  process.standardInput = input ?? FileHandle.nullDevice
  process.standardOutput = output ?? FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

/// Starts the command line `name` of `ChildGroupHelpers` (writing to `output`), whose child
/// traps under an interactive backtracer, and runs `body` with the command line, its child and
/// the child's `swift-backtrace` once that runs; then kills whatever is left. The backtracer
/// waits for a key on a standard input nobody writes to.
private func withBacktracedChild(of name: String, output: Pipe? = nil, _ body: (Process, pid_t, pid_t) throws -> Void) throws {
  let folder = try makeFolder()
  let input = Pipe()
  let process = try startCommandLine(name, in: folder, input: input, output: output)
  var backtracer: pid_t?
  defer {
    killLeftovers(in: folder, others: [process.processIdentifier] + (backtracer.map { [$0] } ?? []))
    process.waitUntilExit()
  }
  let leaf = try #require(pidFile("leaf.pid", in: folder, seconds: 120))
  // The runtime starts its backtracer at once; 30 s only bounds a loaded machine.
  let deadline = ContinuousClock.now + .seconds(30)
  while backtracer == nil, ContinuousClock.now < deadline {
    backtracer = liveProcesses().first { $0.parent == leaf && $0.name == "swift-backtrace" }?.pid
    usleep(5000)
  }
  try body(process, leaf, try #require(backtracer, "the trapping child \(leaf) started no swift-backtrace within 30 s"))
}

/// What `process` wrote to `output`, and whether the output ended, at most 10 s after the
/// process exited (120 s at most for a process that does not exit). An output that ends
/// returns at once; 10 s only bounds a loaded machine's teardown, where what holds the output
/// open by the bug waits on its standard input, or sleeps a minute.
private func readToEnd(_ output: Pipe, of process: Process) -> (ended: Bool, text: String) {
  let descriptor = output.fileHandleForReading.fileDescriptor
  let started = ContinuousClock.now
  var text = Data()
  var exited: ContinuousClock.Instant?
  while exited.map({ ContinuousClock.now - $0 < .seconds(10) }) ?? (ContinuousClock.now - started < .seconds(120)) {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    if poll(&request, 1, 100) > 0 {
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &chunk, chunk.count)
      if count <= 0 { return (true, String(decoding: text, as: UTF8.self)) }
      text += chunk[..<count]
    }
    if exited == nil, !process.isRunning { exited = ContinuousClock.now }
  }
  return (false, String(decoding: text, as: UTF8.self))
}

@Suite("Child groups: what a child starts ends with it, and cannot hold the parent's pipes open", .serialized)
struct ChildGroupTests {
  @Test("A child killed while the runtime's backtracer reports its trap: the command line's output ends, the backtracer with it (IsolationAndArtifacts)")
  func killedMidBacktrace() throws {
    let output = Pipe()
    try withBacktracedChild(of: "backtracedCommandLine", output: output) { process, leaf, backtracer in
      let (ended, text) = readToEnd(output, of: process)
      #expect(ended, "the command line's output was still open 10 s after it exited")
      // The child waits for its backtracer, silent past its budget of 0.1 s until 1 s have
      // passed since its last line: then it is stopped, as having run out of that budget.
      #expect(text.contains("ended timedOut(0.1 seconds)\n"), "\(text)")
      // Killed with the child's group, it is gone at once; without that it waits for a key.
      #expect(waitGone(backtracer, seconds: 5), "the backtracer outlived the child")
      #expect(liveMembers(ofGroup: leaf, within: 5) == [])
    }
  }

  @Test("A child killed while what it started holds its standard output: the command line's output ends, nothing of the child's group lives on (IsolationAndArtifacts)")
  func killedChildsGrandchildEnds() throws {
    let folder = try makeFolder()
    let output = Pipe()
    let process = try startCommandLine("commandLine", in: folder, output: output)
    defer {
      killLeftovers(in: folder, others: [process.processIdentifier])
      process.waitUntilExit()
    }
    let (ended, text) = readToEnd(output, of: process)
    #expect(ended, "the command line's output was still open 10 s after it exited")
    let leaf = try #require(pidFile("leaf.pid", in: folder, seconds: 0))
    let grandchild = try #require(pidFile("grandchild.pid", in: folder, seconds: 0))
    // Silent past its budget of 0.1 s (a sleeping child is owed CPU time only until 0.3 s
    // have passed since its last line), the child is stopped as having run out of that budget.
    #expect(text.contains("ended timedOut(0.1 seconds)\n"), "\(text)")
    // Killed with the child's group, it is gone at once; without that it sleeps a minute.
    #expect(waitGone(grandchild, seconds: 5), "the grandchild \(grandchild) outlived the child")
    #expect(liveMembers(ofGroup: leaf, within: 5) == [])
  }

  @Test("A child that traps while what it started holds its pipe ends as a trap, at once, and its group with it (IsolationAndArtifacts)")
  func trappedChildsGrandchildEnds() throws {
    let folder = try makeFolder()
    defer { killLeftovers(in: folder) }
    var child = childWithGrandchild(in: folder.path, then: "kill -ILL $$")
    child.itemWallBudget = .seconds(3)
    let report = child.run(budget: .seconds(3))
    // The pipe stays open while the grandchild sleeps; the parent looks every 50 ms whether
    // the child has ended. A parent that waited for the pipe instead would read the silence as
    // `timedOut(3.0 seconds)`: the ending, not a clock, tells the two apart.
    #expect(report.ending == .trapped("signal 4 (Illegal instruction)"))
    #expect(report.current == 0)
    let leaf = try #require(pidFile("leaf.pid", in: folder, seconds: 0))
    let grandchild = try #require(pidFile("grandchild.pid", in: folder, seconds: 0))
    #expect(waitGone(grandchild, seconds: 5), "the grandchild \(grandchild) outlived the child")
    #expect(liveMembers(ofGroup: leaf, within: 5) == [])
  }

  @Test("The process that started a trapping child killed (SIGKILL, SIGTERM, Ctrl-C) while the child's backtracer runs: nothing of the child's group lives on (IsolationAndArtifacts)", arguments: [SIGKILL, SIGTERM, SIGINT])
  func starterKilledMidBacktrace(_ signal: Int32) throws {
    try withBacktracedChild(of: "backtracedWatchedCommandLine") { process, leaf, backtracer in
      kill(process.processIdentifier, signal)
      // The command line takes SIGINT's default action, as one run from a terminal does, even
      // where this test binary inherited it ignored (started by a non-interactive shell in the
      // background, `… &` in a CI script: an ignored signal stays ignored across exec). Waited
      // on for 30 s at most (a loaded machine's teardown), then killed, and said, rather than
      // waited on for ever.
      guard waitExit(process, seconds: 30) else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        Issue.record("the command line did not end within 30 s of signal \(signal)")
        return
      }
      // The child dies by its parent-death signal and its keeper ends the group at once; 10 s
      // only bounds a loaded machine (without the keeper the backtracer waits on its standard
      // input for ever).
      #expect(waitGone(backtracer, seconds: 10), "the backtracer outlived the process that started its child")
      #expect(waitGone(leaf, seconds: 10), "the child outlived the process that started it")
      #expect(liveMembers(ofGroup: leaf, within: 5) == [])
    }
  }

  @Test("SIGKILL of the group of the process that started a command line ends its child's group, what the child started too")
  func launcherGroupKilled() throws {
    let folder = try makeFolder()
    // The launcher plays `swift test`, the command line a test binary in another session.
    let launcher = try startCommandLine("watchedCommandLine", in: folder, launcher: "setsid \"$0\" \"$@\" & wait")
    defer {
      killLeftovers(in: folder, others: [launcher.processIdentifier])
      launcher.waitUntilExit()
    }
    let leaf = try #require(pidFile("leaf.pid", in: folder, seconds: 120))
    let grandchild = try #require(pidFile("grandchild.pid", in: folder, seconds: 5))
    kill(-launcher.processIdentifier, SIGKILL)
    // The command line's parent watch looks every 200 ms; 10 s only bounds a loaded machine
    // (without the watch the grandchild sleeps a minute).
    #expect(waitGone(grandchild, seconds: 10), "the grandchild \(grandchild) outlived the command line")
    #expect(liveMembers(ofGroup: leaf, within: 5) == [])
  }
}

/// Not tests of their own: the processes the group tests start, enabled only in them.
@Suite("Child group helpers (run only as the group tests' processes)")
struct ChildGroupHelpers {
  @Test("The command line: runs a child that inherits its standard output and says how it ended", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "commandLine"))
  func commandLine() throws {
    let folder = try #require(ProcessInfo.processInfo.environment[folderVariable])
    // Silent after item 0 began: stopped while the grandchild runs.
    var child = childWithGrandchild(in: folder, then: "wait")
    child.inheritsStandardStreams = true
    child.itemWallBudget = .milliseconds(300)
    let report = child.run(budget: .milliseconds(100))
    FileHandle.standardOutput.write(Data("ended \(report.ending)\n".utf8))
  }

  @Test("The backtraced command line: runs a trapping child under an interactive backtracer", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "backtracedCommandLine"))
  func backtracedCommandLine() throws {
    var child = try Self.trappingChild()
    child.itemWallBudget = .seconds(1)
    let report = child.run(budget: .milliseconds(100))
    FileHandle.standardOutput.write(Data("ended \(report.ending)\n".utf8))
  }

  @Test("The watched backtraced command line: runs a trapping child under an interactive backtracer, with a minute's budget", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "backtracedWatchedCommandLine"))
  func backtracedWatchedCommandLine() throws {
    // Foundation's `Process`, which started this command line, cannot reset a signal its
    // starter ignores (no `posix_spawnattr_setsigdefault`), so the command line does it itself,
    // before it starts its child.
    signal(SIGINT, SIG_DFL)
    _ = try Self.trappingChild().run(budget: .seconds(60))
  }

  /// This binary re-run as `trappingChild`, under an interactive backtracer, inheriting the
  /// command line's standard streams.
  static func trappingChild() throws -> ChildProcess {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var child = ChildProcess(
      executable: executable, arguments: ["--testing-library", "swift-testing", "--filter", #"ChildGroupHelpers/trappingChild\(\)"#],
      environment: [roleVariable: "trappingChild", "SWIFT_BACKTRACE": "enable=yes,interactive=yes,color=no"])
    child.inheritsStandardStreams = true
    return child
  }

  @Test("The trapping child: reaches item 0, says its process ID, and traps", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "trappingChild"))
  func trappingChild() throws {
    let folder = try #require(ProcessInfo.processInfo.environment[folderVariable])
    let channel = try #require(ChildChannel.current)
    channel.reached()
    channel.begin(0)
    try "\(getpid())".write(toFile: folder + "/leaf.pid", atomically: true, encoding: .utf8)
    fatalError("a planted trap")
  }

  @Test("The watched command line: runs a child that would run for a minute", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "watchedCommandLine"))
  func watchedCommandLine() throws {
    let folder = try #require(ProcessInfo.processInfo.environment[folderVariable])
    var child = childWithGrandchild(in: folder, then: "wait")
    child.inheritsStandardStreams = true
    _ = child.run(budget: .seconds(60))
  }
}
#endif
