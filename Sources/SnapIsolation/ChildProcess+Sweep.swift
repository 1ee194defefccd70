#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension ChildProcess {
  /// Removes, once per process, the folders of children whose parent is gone: a parent killed
  /// before it could remove its children's folders (`SIGKILL` on a CI timeout) leaves them,
  /// and the next run in the same temporary directory takes them away.
  static func sweepOnce() {
    _ = swept
  }

  private static let swept: Void = sweep(FileManager.default.temporaryDirectory)

  /// Removes the children's folders in `temporary` whose parent is gone.
  static func sweep(_ temporary: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(folderPrefix) {
      guard let pid = parent(ofFolder: name), pid != getpid(), !isAlive(pid) else { continue }
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  /// The parent's process ID in a child's folder name (`snapcheck-child-<pid>-<uuid>`).
  static func parent(ofFolder name: String) -> pid_t? {
    name.dropFirst(folderPrefix.count).split(separator: "-").first.flatMap { pid_t($0) }
  }

  /// Whether process `pid` exists (one this user may not signal exists too).
  private static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
