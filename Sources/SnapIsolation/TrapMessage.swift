#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a child that died said about it: the Swift runtime's message from its standard
/// error (its `Fatal error` line, or the backtracer's `Swift runtime failure` frame), with the
/// first frame at a line of a source file on this machine when the backtracer reported one,
/// else how the process ended.
///
///     TrapMessage(stderr: "…Fatal error: Index out of range\n", status: 132).description
///     // "Fatal error: Index out of range"
public struct TrapMessage: CustomStringConvertible, Sendable {
  /// The runtime's message, or how the process ended.
  public var message: String
  /// Where in the caller's code it trapped (`File.swift:12:5`), when the backtracer said.
  public var location: String?

  /// Reads `stderr` (the child's standard error) and `status` (from `waitpid`).
  ///
  /// A runtime trap prints `…: Fatal error: <message>` itself; traps that print nothing
  /// (arithmetic overflow) are described only by the backtracer's JSON report
  /// (`SWIFT_BACKTRACE=…,format=json`), whose crashed thread also gives the location.
  public init(stderr: String, status: Int32) {
    let lines = stderr.split(separator: "\n")
    var report: [String: Any]?
    if let json = lines.last(where: { $0.hasPrefix("{") && $0.contains("crashReport") }) {
      report = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }
    let fatal = lines.last { $0.contains("Fatal error") }.map { line in
      String(line[line.range(of: "Fatal error")!.lowerBound...])
    }
    let threads = report?["threads"] as? [[String: Any]] ?? []
    let frames = threads.first { $0["crashed"] as? Bool == true }?["frames"] as? [[String: Any]] ?? []
    // An optimised build's check fails with no message printed: the backtracer names it as the
    // innermost frame, `Swift runtime failure: <the runtime's words>`, above the user's code.
    let runtimeFailure = frames.lazy.compactMap { $0["description"] as? String }.first { $0.hasPrefix("Swift runtime failure") }
    message = fatal ?? runtimeFailure ?? (report?["description"] as? String) ?? Self.describe(status)
    // The first frame in a file on this machine with a line: frames the compiler made (an
    // inlined check, a thunk) are at line 0 and say nothing of where the user's code failed.
    let source = frames.lazy.compactMap { $0["sourceLocation"] as? [String: Any] }
      .first {
        ($0["line"] as? Int ?? 0) > 0 && (($0["file"] as? String).map { FileManager.default.fileExists(atPath: $0) } ?? false)
      }
    if let source, let file = source["file"] as? String {
      location = "\(URL(fileURLWithPath: file).lastPathComponent):\(source["line"] ?? 0):\(source["column"] ?? 0)"
    }
  }

  /// The message, then the location in parentheses when known.
  public var description: String { message + (location.map { " (at \($0))" } ?? "") }

  /// How a process ended, from its `waitpid` status: `exit code 1`, `signal 4 (Illegal instruction)`.
  public static func describe(_ status: Int32) -> String {
    let signal = status & 0x7f
    if signal == 0 { return "exit code \((status >> 8) & 0xff)" }
    return "signal \(signal) (\(String(cString: strsignal(signal))))"
  }

  /// The `SWIFT_BACKTRACE` setting under which a trap that prints no message still reports
  /// one (and where it happened) as one JSON line on standard error. It costs a second or more
  /// per trap, so only the last child of a finding uses it.
  public static let backtraceSetting =
    "enable=yes,interactive=no,color=no,format=json,output-to=stderr,threads=crashed,registers=none,images=none"
}
