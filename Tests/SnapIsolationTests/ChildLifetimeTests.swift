#if os(Linux)
import Foundation
import Glibc
import SnapIsolation
import Testing

/// The role a re-run of this test binary plays in the lifetime tests, and the folder they share.
private let roleVariable = "SNAPCHECK_LIFETIME_ROLE"
private let folderVariable = "SNAPCHECK_LIFETIME_FOLDER"

/// This test binary re-run with only the helper test `name` of `ChildLifetimeHelpers`.
private func helperArguments(_ name: String) -> [String] {
  ["--testing-library", "swift-testing", "--filter", #"ChildLifetimeHelpers/\#(name)\(\)"#]
}

@Suite("Child lifetime: no isolation child outlives the process that spawned it", .serialized)
struct ChildLifetimeTests {
  /// Starts a middle process (this binary's `middle` helper) that spawns a `ChildProcess`
  /// leaf which never ends, directly or through `launcher` (a shell command line that starts
  /// it as `"$0" "$@"`); returns the process started, the middle's and the leaf's IDs once the
  /// leaf runs.
  private func startChain(launcher: String? = nil) throws -> (process: Process, middle: pid_t, leaf: pid_t, folder: URL)? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-lifetime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher == nil ? executable : "/bin/sh")
    process.arguments = launcher.map { ["-c", $0, executable] + helperArguments("middle") } ?? helperArguments("middle")
    var environment = ProcessInfo.processInfo.environment
    environment[roleVariable] = "middle"
    environment[folderVariable] = folder.path
    // The middle is killed before it can remove its child's folder: it goes with `folder`.
    environment["TMPDIR"] = folder.path + "/"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    guard let middle = pidFile("middle.pid", in: folder, seconds: 120), let leaf = pidFile("leaf.pid", in: folder, seconds: 120) else {
      kill(-process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      Issue.record("the middle process or its leaf child never started")
      return nil
    }
    return (process, middle, leaf, folder)
  }

  @Test("SIGKILL of the process that spawned a child ends the child (PR_SET_PDEATHSIG)")
  func parentKilled() throws {
    guard let chain = try startChain() else { return }
    defer { try? FileManager.default.removeItem(at: chain.folder) }
    #expect(!isGone(chain.leaf))
    kill(chain.process.processIdentifier, SIGKILL)
    chain.process.waitUntilExit()
    let gone = waitGone(chain.leaf, seconds: 5)
    if !gone { kill(chain.leaf, SIGKILL) }
    #expect(gone, "the child \(chain.leaf) outlived its parent by 5 s")
  }

  @Test("SIGKILL of the group of the process that started a test binary ends the binary and its child (a parent watch)")
  func launcherGroupKilled() throws {
    // The launcher plays `swift test`: a shell leading a group of its own that starts the middle
    // (the test binary) in another session and group, as SwiftPM does, and waits for it.
    guard let chain = try startChain(launcher: "setsid \"$0\" \"$@\" & wait") else { return }
    defer { try? FileManager.default.removeItem(at: chain.folder) }
    let (launcher, middle, leaf) = (chain.process, chain.middle, chain.leaf)
    let group = getpgid(launcher.processIdentifier)
    // The leaf leads a group of its own (whatever it starts ends with it).
    let grouped = group == launcher.processIdentifier && getpgid(middle) != group && getpgid(leaf) == leaf
    #expect(grouped, "the launcher leads group \(group), the middle another, its leaf a third")
    kill(-group, SIGKILL)
    let gone = grouped && waitGone(middle, seconds: 5) && waitGone(leaf, seconds: 5)
    if !gone { _ = [middle, leaf].map { kill($0, SIGKILL) } }
    #expect(gone, "the test binary \(middle) or its child \(leaf) outlived its launcher's group by 5 s")
  }

  @Test("SIGKILL of the spawning process's group ends the process and its child, which leads a group of its own")
  func groupKilled() throws {
    guard let chain = try startChain() else { return }
    defer { try? FileManager.default.removeItem(at: chain.folder) }
    // Foundation starts the middle process as the leader of a group of its own; the leaf leads
    // another, so the group's SIGKILL reaches it only through its parent's death.
    let group = getpgid(chain.process.processIdentifier)
    try #require(group > 1 && group == chain.process.processIdentifier && group != getpgrp())
    #expect(getpgid(chain.leaf) == chain.leaf)
    kill(-group, SIGKILL)
    chain.process.waitUntilExit()
    let gone = waitGone(chain.leaf, seconds: 5)
    if !gone { kill(chain.leaf, SIGKILL) }
    #expect(gone, "the child \(chain.leaf) outlived its group's SIGKILL by 5 s")
  }
}

/// Not tests of their own: the processes the lifetime tests start, enabled only in them.
@Suite("Child lifetime helpers (run only as the lifetime tests' processes)")
struct ChildLifetimeHelpers {
  @Test("The middle process: spawns a leaf child and waits on it", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "middle"))
  func middle() throws {
    let environment = ProcessInfo.processInfo.environment
    let folder = try #require(environment[folderVariable])
    try "\(getpid())".write(toFile: folder + "/middle.pid", atomically: true, encoding: .utf8)
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let child = ChildProcess(executable: executable, arguments: helperArguments("leaf"), environment: [roleVariable: "leaf"])
    _ = child.run(budget: .seconds(600))
  }

  @Test("The leaf child: says it runs, then never ends", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] == "leaf"))
  func leaf() throws {
    let folder = try #require(ProcessInfo.processInfo.environment[folderVariable])
    let channel = try #require(ChildChannel.current)
    channel.reached()
    try "\(getpid())".write(toFile: folder + "/leaf.pid", atomically: true, encoding: .utf8)
    while true { sleep(1) }
  }
}
#endif
