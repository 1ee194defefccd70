#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSnapIsolation
import Foundation

/// A child process that runs work for its parent and reports over a pipe, watched by the
/// parent: a trap in the child is an ending, not the end of the parent, and a child that
/// stops reporting for longer than its budget, or runs one item past its wall-clock budget, is
/// killed. A child dies with its parent (see `CSnapIsolation`'s `snapcheck_tie_to_parent`)
/// and, on Linux, cannot use more than `memoryLimit` bytes of data memory. It leads a process
/// group of its own, killed once the child has ended, so what it started cannot outlive it
/// (on Linux the child's keeper kills it too, even once this process is gone: the
/// IsolationAndArtifacts article).
///
///     let child = ChildProcess(executable: "/proc/self/exe", arguments: [...], request: request)
///     let report = child.run(budget: .seconds(3))
///     // report.messages: what it sent; report.ending: .completed, .trapped(…), .timedOut(…)
///
/// The child writes lines to descriptor `ChildChannel.descriptor` (see `ChildChannel`): `A`
/// when it reached the work, `B i` and `E i` around item `i`, `H` as a heartbeat, `Z` when
/// done, and anything else as a message. Every line restarts the budget's clock; before the
/// first line the child has `startupBudget` to start, discover its test and re-run it up to the
/// work. Three wall-clock bounds hold whatever the child sends: an item (from `B` to `E`) ends
/// within `itemWallBudget`; a child starved of CPU is given more time only until
/// `itemWallBudget` has passed since its last line other than a heartbeat; the whole child ends
/// within `totalBudget`. At most `ChildProcess.limiter` children run at once in this process.
public struct ChildProcess: Sendable {
  /// The executable to spawn.
  public var executable: String
  /// Its arguments (without the executable itself).
  public var arguments: [String]
  /// Variables added to this process's environment for the child.
  public var environment: [String: String]
  /// How long the child may take to reach the work and send its first line.
  public var startupBudget: Duration = .seconds(120)
  /// Whether the child reads this process's standard input and writes its standard output
  /// (a command line re-run as its own child); else they are `/dev/null`. Its standard error
  /// is always a file, which `Report.standardError` holds.
  public var inheritsStandardStreams = false
  /// The wall-clock time one item may take, and a child starved of CPU may go without a line
  /// other than a heartbeat (nil: `wallBudgetFactor` times the budget).
  public var itemWallBudget: Duration?
  /// The wall-clock time the whole child may take, from spawn (nil: no bound).
  public var totalBudget: Duration?
  /// The most data memory (heap and private mappings) the child may use, in bytes (nil: no
  /// limit). Enforced on Linux (`RLIMIT_DATA`); macOS enforces no data limit.
  public var memoryLimit: Int?
  /// What the child is asked, written to a file in the child's own folder whose path the
  /// child finds in `$SNAPCHECK_CHILD_REQUEST` (`requestVariable`); nil: no request.
  public var request: Data?

  /// A child of `executable` with `arguments` and extra `environment` variables.
  public init(executable: String, arguments: [String], environment: [String: String]) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// How a child ended.
  public enum Ending: Sendable, Equatable {
    /// It sent `Z`: all its work is done.
    case completed
    /// It died after reaching the work: the runtime's message (`Fatal error: …`, the
    /// backtracer's description, or how the process ended).
    case trapped(String)
    /// It sent nothing for the budget while working, or ran an item (or the whole child) past
    /// its wall-clock budget, and was killed: the budget it ran out of.
    case timedOut(Duration)
    /// It never reached the work: why, in a line.
    case notReached(String)
  }

  /// What a child sent and how it ended.
  public struct Report: Sendable {
    /// Lines other than the protocol's `A`, `B`, `E`, `H` and `Z`, in order.
    public var messages: [String] = []
    /// The items that ended, in order.
    public var finished: [Int] = []
    /// The item that began and did not end, if any: where it trapped or hung.
    public var current: Int?
    /// How it ended.
    public var ending: Ending = .notReached("not started")
    /// From spawn to the child's first line.
    public var startup: Duration?
    /// From spawn to exit.
    public var total: Duration = .zero
    /// The exit code, when the child exited (rather than died of a signal).
    public var exitCode: Int32?
    /// What the child wrote to its standard error, with `inheritsStandardStreams`.
    public var standardError = ""

    /// A report of nothing yet.
    public init() {}
  }

  /// The variable that holds the path of the child's request, when it has one.
  public static let requestVariable = "SNAPCHECK_CHILD_REQUEST"
  /// The start of the name of every child's own folder in the temporary directory.
  static let folderPrefix = "snapcheck-child-"

  /// Children that may run at once in this process: one per core, since each runs a
  /// whole test process (and the tests beside it keep running too).
  public static let limiter = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))

  /// Spawns the child, reads its lines until it ends or is silent for `budget`, and returns
  /// what it sent and how it ended. Waits for a free slot of `limiter` first.
  public func run(budget: Duration) -> Report {
    Self.limiter.wait()
    defer { Self.limiter.signal() }
    var report = Report()
    Self.sweepOnce()
    Self.watchParentOnce()
    // The child's own folder holds its request, its standard error and its temporary
    // directory (`TMPDIR`), so whatever the child leaves there goes with the folder.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.folderPrefix)\(getpid())-\(UUID().uuidString)")
    let temporary = directory.appendingPathComponent("tmp")
    let requestFile = directory.appendingPathComponent("request.json")
    do {
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      try request?.write(to: requestFile)
    } catch {
      try? FileManager.default.removeItem(at: directory)
      report.ending = .notReached("cannot prepare \(directory.path): \(error.localizedDescription)")
      return report
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let stderrPath = directory.appendingPathComponent("stderr.txt").path

    var descriptors: [Int32] = [0, 0]
    guard snapcheck_pipe_cloexec(&descriptors) == 0 else {
      report.ending = .notReached("pipe: \(String(cString: strerror(errno)))")
      return report
    }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    defer { close(readEnd) }

    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment.merge(environment) { $1 }
    childEnvironment[ChildChannel.descriptorVariable] = "\(ChildChannel.descriptor)"
    childEnvironment[ChildChannel.parentVariable] = "\(getpid())"
    childEnvironment["TMPDIR"] = temporary.path + "/"
    if request != nil { childEnvironment[Self.requestVariable] = requestFile.path }

    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    if inheritsStandardStreams {
      posix_spawn_file_actions_adddup2(&actions, 0, 0)
      posix_spawn_file_actions_adddup2(&actions, 1, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, ChildChannel.descriptor)
    _ = snapcheck_spawn_close_from(&actions, &attributes, ChildChannel.descriptor + 1)
    // The child leads a process group of its own, so what it starts (the runtime's
    // swift-backtrace after a trap, which holds its standard streams) ends with it.
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = childEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    let clock = ContinuousClock()
    let spawned = clock.now
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(writeEnd)
    guard status == 0 else {
      report.ending = .notReached("posix_spawn \(executable): \(String(cString: strerror(status)))")
      return report
    }
    Self.running.add(pid)
    if let memoryLimit { _ = snapcheck_limit_memory(pid, Int64(memoryLimit)) }
    let itemWall = itemWallBudget ?? budget * Self.wallBudgetFactor
    let end = totalBudget.map { spawned + $0 }

    var reader = LineReader(descriptor: readEnd)
    var deadline = spawned + startupBudget
    var lastLine = spawned
    var lastProgress: ContinuousClock.Instant?
    var itemStart: ContinuousClock.Instant?
    var exhausted = budget
    var cpuAtProgress: (at: ContinuousClock.Instant, cpu: Duration)?
    var reached = false
    var done = false
    // Why this process killed the child, in a line for a child that never reached the work.
    var killed: String?
    var endCheck = spawned
    var groupKilled = false
    reading: while true {
      // What the child started (a backtracer after a trap) holds the pipe open after the child
      // has ended: every `endCheckInterval` the parent looks, and ends the child's group.
      if !groupKilled, clock.now >= endCheck {
        endCheck = clock.now + Self.endCheckInterval
        if snapcheck_has_ended(pid) == 1 {
          kill(-pid, SIGKILL)
          groupKilled = true
        }
      }
      let hard = [end, itemStart.map { $0 + itemWall }].compactMap { $0 }.min()
      let wake = min(deadline, hard ?? deadline)
      switch reader.next(until: groupKilled ? wake : min(wake, endCheck), clock: clock) {
      case .line(let line):
        let now = clock.now
        if report.startup == nil { report.startup = now - spawned }
        lastLine = now
        if line != "H" { lastProgress = now }
        deadline = now + budget
        if cpuAtProgress.map({ now - $0.at >= .milliseconds(50) }) ?? true {
          cpuAtProgress = Self.cpuTime(of: pid).map { (now, $0) }
        }
        let tag = line.prefix { $0 != " " }
        let rest = line.dropFirst(tag.count + 1)
        switch tag {
        case "A": reached = true
        case "B":
          report.current = Int(rest)
          itemStart = now
        case "E":
          if let item = Int(rest) { report.finished.append(item) }
          report.current = nil
          itemStart = nil
        case "H": break
        case "Z": done = true
        default: report.messages.append(line)
        }
      case .silent:
        let now = clock.now
        if now < wake { continue reading }
        if let hard, now >= hard {
          // Silent for the budget, it is stuck: the budget is what it ran out of.
          if let end, let totalBudget, now >= end {
            exhausted = totalBudget
          } else if now - lastLine < budget {
            exhausted = itemWall
          }
          kill(pid, SIGKILL)
          killed = "the child did not reach the work within \(exhausted)"
          break reading
        }
        // Silent for the budget: stuck, unless the machine gave the child too little CPU to
        // spend it (a loaded CI runner); then it gets the CPU time still owed, until the item's
        // wall-clock budget has passed since its last line that was not a heartbeat.
        if let lastProgress, let mark = cpuAtProgress, let cpu = Self.cpuTime(of: pid), cpu - mark.cpu < budget,
          now - lastProgress < itemWall
        {
          deadline = clock.now + max(budget - (cpu - mark.cpu), .milliseconds(50))
          continue reading
        }
        kill(pid, SIGKILL)
        killed = report.startup == nil
          ? "the child did not reach the work within \(startupBudget)"
          : "the child fell silent before reaching the work (nothing for its budget of \(budget))"
        break reading
      case .closed:
        // A child that closed its end of the pipe and runs on says nothing more: it has its
        // budget to end (the `waitpid` below would wait for it for ever). One that ends by
        // itself meanwhile is reported as it ended, not as killed.
        let limit = clock.now + budget
        while snapcheck_has_ended(pid) == 0 {
          if clock.now >= limit {
            kill(pid, SIGKILL)
            killed = "the child closed its pipe without reaching the work and was killed \(budget) later"
            break
          }
          usleep(2000)
        }
        break reading
      }
    }
    // A backtracer the child started and that outlived it (the child was killed while it
    // wrote the backtrace) would hold the parent's standard output open forever: the child's
    // group is killed once the child has ended, and before it is reaped, while its ID (and so
    // the group's) cannot name another process.
    _ = snapcheck_wait_ended(pid)
    Self.running.killGroup(of: pid)
    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
    report.total = clock.now - spawned
    if waitStatus & 0x7f == 0 { report.exitCode = (waitStatus >> 8) & 0xff }
    if inheritsStandardStreams { report.standardError = Self.text(at: stderrPath) }
    if let killed {
      report.ending = reached ? .timedOut(exhausted) : .notReached(killed)
    } else if done {
      report.ending = .completed
    } else if reached {
      report.ending = .trapped(TrapMessage(stderr: Self.text(at: stderrPath), status: waitStatus).description)
    } else {
      let tail = Self.text(at: stderrPath).split(separator: "\n").suffix(3).joined(separator: " / ")
      report.ending = .notReached("the child ended (\(TrapMessage.describe(waitStatus))) without reaching the work" + (tail.isEmpty ? "" : ": \(tail)"))
    }
    return report
  }

  /// How often the parent looks whether the child has ended while its pipe stays open.
  static let endCheckInterval: Duration = .milliseconds(50)

  /// How many budgets of wall-clock time an item may take, unless `itemWallBudget` says.
  public static let wallBudgetFactor = 10

  /// The processor time `pid` has used so far (user and system, every thread), where the
  /// platform says (Linux's `/proc`), else nil: then the budget is wall-clock time alone.
  static func cpuTime(of pid: pid_t) -> Duration? {
    #if os(Linux)
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let end = text.lastIndex(of: ")") else { return nil }
    // After the command name: state is field 3, utime 14, stime 15.
    let fields = text[text.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else { return nil }
    let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
    return .milliseconds((user + system) * 1000 / max(ticks, 1))
    #else
    return nil
    #endif
  }

  private static func text(at path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}

/// Reads newline-terminated lines from a descriptor, waiting with `poll` up to a deadline.
struct LineReader {
  /// What the next read found.
  enum Next {
    /// A complete line, without its newline.
    case line(String)
    /// Nothing arrived before the deadline.
    case silent
    /// The writing end is closed (every copy of it: the child ended).
    case closed
  }

  let descriptor: Int32
  private var buffer: [UInt8] = []

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line, or why there is none, waiting until `deadline` at most.
  mutating func next(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Next {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return .line(line)
      }
      let remaining = deadline - clock.now
      if remaining <= .zero { return .silent }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 86_400_000))
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      if ready == 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return .closed }
      buffer += chunk[..<count]
    }
  }
}
