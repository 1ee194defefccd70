#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSnapIsolation
import Foundation

/// The child's side of `ChildProcess`: lines written to the descriptor its parent reads.
///
/// Each line is one `write`, so lines from several threads never interleave (a pipe writes up
/// to `PIPE_BUF` bytes at once; longer messages are only written from one thread).
public struct ChildChannel: Sendable {
  /// The descriptor the parent's pipe is on in the child.
  public static let descriptor: Int32 = 3
  /// The environment variable that tells a child which descriptor to write to.
  public static let descriptorVariable = "SNAPCHECK_CHILD_FD"
  /// The environment variable that gives a child its parent's process ID, so it can end
  /// itself once that parent is gone (`CSnapIsolation` reads it before any Swift code runs).
  public static let parentVariable = "SNAPCHECK_PARENT_PID"

  /// The descriptor written to.
  let descriptor: Int32

  /// The channel of this process when it is a child, else nil.
  public static var current: ChildChannel? {
    variable(descriptorVariable).flatMap(Int32.init).map(ChildChannel.init(descriptor:))
  }

  /// What a variable a parent sets for its child alone (`descriptorVariable`, `parentVariable`,
  /// `ChildProcess.requestVariable`, `SNAPCHECK_COMMAND_LINE_CHILD`,
  /// `ChildProcess.addedVariable`) said when this process
  /// started, or nil. A child consumes them before any Swift code runs (`CSnapIsolation`): they
  /// are not in its environment, so a process it starts that links SnapCheck (a tool built
  /// with it, a nested `swift test`) is an ordinary process, not a child of this one's parent.
  /// The variables `ChildProcess.addedVariable` names go then too.
  public static func variable(_ name: String) -> String? {
    snapcheck_child_variable(name).map { String(cString: $0) }
  }

  /// Says the child reached its work.
  public func reached() { send("A") }
  /// Says item `index` begins.
  public func begin(_ index: Int) { send("B \(index)") }
  /// Says item `index` ended.
  public func end(_ index: Int) { send("E \(index)") }
  /// Says the child is still making progress, at most every 50 ms from all threads together.
  public func heartbeat() {
    let elapsed = (ContinuousClock.now - Self.start).components
    let now = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
    guard Self.heartbeats.due(at: now) else { return }
    send("H")
  }
  /// Sends a message: `tag`, a space, and `payload` as base64 (so it holds no newline).
  public func send(_ tag: String, payload: String) { send(tag + " " + Data(payload.utf8).base64EncodedString()) }
  /// Says the work is done, leaving the process to end as it would.
  public func done() { send("Z") }
  /// Says the work is done and ends the process at once: nothing else of the re-run test
  /// runs in the child (no issue recorded, no file written, no later call reached).
  public func finish() -> Never {
    send("Z")
    _exit(0)
  }

  /// Decodes a message's payload sent with `send(_:payload:)`: the tag and the text.
  public static func decode(_ message: String) -> (tag: String, payload: String) {
    let tag = String(message.prefix { $0 != " " })
    let data = Data(base64Encoded: String(message.dropFirst(tag.count + 1))) ?? Data()
    return (tag, String(decoding: data, as: UTF8.self))
  }

  private static let start = ContinuousClock.now
  private static let heartbeats = Throttle()

  /// Sends `line` as it is: a tag and words with no newline.
  public func send(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}

/// When the last heartbeat went out, shared by every thread (a lock, not `Atomic`, which
/// needs macOS 15).
private final class Throttle: @unchecked Sendable {
  private let lock = NSLock()
  private var last: Int64 = -1000

  /// Whether a heartbeat at `now` (milliseconds) is due, 50 ms after the last; if so, it counts as sent.
  func due(at now: Int64) -> Bool {
    lock.withLock {
      guard now - last >= 50 else { return false }
      last = now
      return true
    }
  }
}
