import Foundation

/// The process IDs of the children running now, each the leader of its process group, shared
/// by every thread.
///
/// A child is listed from its spawn until its group is killed, which happens before the child
/// is reaped: a listed ID is the child's own (a zombie keeps it), never one the system gave to
/// another process. Groups are killed under the lock, so a listed child is never reaped in
/// between.
final class RunningChildren: @unchecked Sendable {
  private let lock = NSLock()
  private var pids: [pid_t] = []

  /// Notes that child `pid` runs.
  func add(_ pid: pid_t) { lock.withLock { pids.append(pid) } }

  /// Kills the process group of child `pid` (ended, not yet reaped) and stops listing it.
  func killGroup(of pid: pid_t) {
    lock.withLock {
      kill(-pid, SIGKILL)
      pids.removeAll { $0 == pid }
    }
  }

  /// Kills the process group of every child listed, in the order they were spawned.
  func killGroups() {
    lock.withLock {
      for pid in pids { kill(-pid, SIGKILL) }
    }
  }
}
