/// Something that would end the app on a device, caught so it ends only the scenario.
///
/// Ported code throws these where the original would trap or raise (the UIKit model article's languages); the
/// simulator records them, and a non-finite target, as a step's fault.
package enum SimulatedFault: Error, Equatable, Sendable, CustomStringConvertible {
  /// A Swift runtime trap, with the runtime's own message.
  case trap(String)
  /// An Objective-C exception: its name and reason.
  case exception(name: String, reason: String)
  /// A layout returned a target that is NaN or infinite.
  case nonFiniteTarget(Double)
  /// A user's layout, run in a child process, did not return within this many seconds.
  case timeout(seconds: Double)
  /// A scroll request made inside `scrollViewDidScroll` this many calls deep (TheUIKitModel).
  case didScrollRecursion(depth: Int)

  /// Faults are equal when they say the same; every NaN target counts as the same NaN.
  package static func == (lhs: SimulatedFault, rhs: SimulatedFault) -> Bool {
    lhs.description == rhs.description
  }

  /// The text a trace shows after `fault: `.
  package var description: String {
    switch self {
    case .trap(let message): return "trap: \(message)"
    case .exception(let name, let reason): return "exception: \(name): \(reason)"
    case .nonFiniteTarget(let value): return "non-finite target \(value)"
    case .didScrollRecursion(let depth):
      return "scrollViewDidScroll recursion: a scroll request in the \(depth)th nested scrollViewDidScroll"
    case .timeout(let seconds):
      return "timeout: no return within \(seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds))" : "\(seconds)") s"
    }
  }
}
