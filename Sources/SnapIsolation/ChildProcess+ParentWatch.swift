import Foundation

extension ChildProcess {
  /// Ends this process, once the process that started it is gone, from the first child it
  /// spawns on: a test binary whose `swift test` was killed with its process group (a CI
  /// runner's timeout; SwiftPM starts the test binary in a group of its own, which that signal
  /// misses) ends too, and its children with it (they die with their parent). A thread checks
  /// `getppid` every 200 ms; the exit status is 70, as a child's whose parent is gone. Before
  /// it ends, it kills the process groups of the children still running: they die with this
  /// process, and what they started (a backtracer after a trap) with them.
  static func watchParentOnce() {
    _ = watching
  }

  /// The children running now, each the leader of its process group.
  static let running = RunningChildren()

  private static let watching: Void = {
    let parent = getppid()
    // A process already adopted by init has no parent of its own to outlive.
    guard parent > 1 else { return }
    Thread.detachNewThread {
      while getppid() == parent { usleep(200_000) }
      running.killGroups()
      _exit(70)
    }
  }()
}
