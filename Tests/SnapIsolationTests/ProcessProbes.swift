#if os(Linux)
import Foundation
import Glibc

/// Whether `pid` is gone: no such process, or a zombie waiting to be reaped by init.
func isGone(_ pid: pid_t) -> Bool {
  guard kill(pid, 0) == 0 else { return errno == ESRCH }
  let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
  return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
}

/// The process ID written to `name` in `folder`, looking once and then up to `seconds` more.
func pidFile(_ name: String, in folder: URL, seconds: Double) -> pid_t? {
  let deadline = Date().addingTimeInterval(seconds)
  repeat {
    if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), let pid = pid_t(text) { return pid }
    usleep(50_000)
  } while Date() < deadline
  return nil
}

/// Waits up to `seconds` for `process` to exit; whether it did.
func waitExit(_ process: Process, seconds: Double) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while process.isRunning, Date() < deadline { usleep(20_000) }
  return !process.isRunning
}

/// Waits up to `seconds` for `pid` to be gone.
func waitGone(_ pid: pid_t, seconds: Double) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if isGone(pid) { return true }
    usleep(50_000)
  }
  return isGone(pid)
}

/// A live process (not a zombie) as `/proc` shows it.
struct LiveProcess: Equatable {
  /// Its process ID.
  var pid: pid_t
  /// Its command name (`comm`).
  var name: String
  /// Its parent's process ID.
  var parent: pid_t
  /// Its process group.
  var group: pid_t
}

/// Every live process (not a zombie), from `/proc`, in order of process ID.
func liveProcesses() -> [LiveProcess] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.compactMap(pid_t.init).sorted().compactMap { pid in
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    // `pid (name) state ppid pgrp …`: the name may hold spaces and parentheses.
    guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 2, fields[0] != "Z", let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
    return LiveProcess(pid: pid, name: String(stat[stat.index(after: open)..<close]), parent: parent, group: group)
  }
}

/// The live processes of process group `group`.
func liveMembers(ofGroup group: pid_t) -> [pid_t] {
  liveProcesses().filter { $0.group == group }.map(\.pid)
}

/// The live processes of process group `group` once it has emptied, or after up to `seconds`
/// (a process killed with its group may take a moment on a loaded machine to become a zombie).
func liveMembers(ofGroup group: pid_t, within seconds: Double) -> [pid_t] {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline, !liveMembers(ofGroup: group).isEmpty { usleep(50_000) }
  return liveMembers(ofGroup: group)
}

#endif
