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

/// Waits up to `seconds` for `pid` to be gone.
func waitGone(_ pid: pid_t, seconds: Double) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if isGone(pid) { return true }
    usleep(50_000)
  }
  return isGone(pid)
}

/// The live processes (not zombies) of process group `group`, from `/proc`.
func liveMembers(ofGroup group: pid_t) -> [pid_t] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.compactMap(pid_t.init).filter { pid in
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    // After the command name: state is field 3, the process group field 5.
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    return fields.count > 2 && fields[0] != "Z" && pid_t(fields[2]) == group
  }.sorted()
}
#endif
