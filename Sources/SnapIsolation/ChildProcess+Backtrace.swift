extension ChildProcess {
  /// The variable that names, comma-separated, the variables a parent set for its child's own
  /// start alone (`SWIFT_BACKTRACE`, which the Swift runtime reads as the process loads): the
  /// child removes them from its environment before any of its Swift code runs, once the
  /// runtime has read them (`CSnapIsolation`), so what it starts runs as the user's
  /// environment says. A child whose runtime is linked statically into it keeps them: its
  /// runtime may read them only after that point.
  public static let addedVariable = "SNAPCHECK_CHILD_ADDED"

  /// The variables that give a child the runtime's backtracer `setting`, unless `environment`
  /// (this process's) sets one, which the child then inherits: `SWIFT_BACKTRACE`, and
  /// `addedVariable` naming it, so the child does not pass it on.
  ///
  ///     ChildProcess.backtrace("enable=no", unlessSetIn: [:])
  ///     // ["SWIFT_BACKTRACE": "enable=no", "SNAPCHECK_CHILD_ADDED": "SWIFT_BACKTRACE"]
  public static func backtrace(_ setting: String, unlessSetIn environment: [String: String]) -> [String: String] {
    guard environment["SWIFT_BACKTRACE"] == nil else { return [:] }
    return ["SWIFT_BACKTRACE": setting, addedVariable: "SWIFT_BACKTRACE"]
  }
}
