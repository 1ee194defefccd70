import SnapEngine

/// Something wrong with the golden files, as `golden check` and the tests report it.
package enum GoldenProblem: Error, Equatable, CustomStringConvertible {
  /// An algorithm has no golden file.
  case missing(file: String)
  /// A golden file names no registered algorithm.
  case orphan(file: String)
  /// A golden file exists but cannot be read (permissions, a directory in its place).
  case unreadable(file: String)
  /// A file in the golden directory that is no golden (such as a temporary file a killed
  /// `golden record` left behind).
  case stray(file: String)
  /// A golden file cannot be read as one.
  case malformed(file: String, line: Int, reason: String)
  /// A line of the witnesses file (at path `file`) that no run can replay, worded as every
  /// command words it (`Witnesses.Problem.description(file:)`).
  case witness(file: String, problem: Witnesses.Problem)
  /// A golden file disagrees with what the code does now; `diff` shows the first difference.
  case mismatch(file: String, differing: Int, total: Int, diff: String)
  /// A trace golden's header line `line` differs from what the code writes now (quoted, as
  /// recorded and now); its scenarios were not compared.
  case header(file: String, line: Int, recorded: String, now: String)
  /// A file of the committed report (`report/…`) is missing, differs from what the report
  /// writes now, or is none of the report's; `reason` says which and what to do.
  case report(file: String, reason: String)

  /// A readable account, ending with how to fix it.
  package var description: String {
    switch self {
    case .missing(let file):
      return "\(file): missing; record it with `snapcheck golden record` (or Scripts/record-goldens.sh)"
    case .orphan(let file):
      return "\(file): no registered algorithm has this golden; delete it or register the algorithm"
    case .unreadable(let file):
      return "\(file): exists but cannot be read; check its permissions (recording would overwrite it)"
    case .stray(let file):
      return "\(file): not a golden file (perhaps left by an interrupted `golden record`); delete it"
    case .malformed(let file, let line, let reason):
      return "\(file):\(line): malformed golden: \(reason)"
    case .witness(let file, let problem):
      return problem.description(file: file)
    case .mismatch(let file, let differing, let total, let diff):
      let what = differing == 0
        ? "its header differs from what the code writes now (all \(total) scenarios agree):"
        : "\(differing) of \(total) scenarios differ; the first:"
      return "\(file): \(what)\n\(diff)\n"
        + "if the change is intended, record with `snapcheck golden record` and review the diff"
    case .header(let file, let line, let recorded, let now):
      return "\(file): \(GoldenDifference.header(line: line, recorded: recorded, now: now).summary)\n"
        + "if the change is intended, record with `snapcheck golden record` and review the diff"
    case .report(let file, let reason):
      return "\(file): \(reason)"
    }
  }
}
