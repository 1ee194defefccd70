/// Every exit status a command ends with, and what it means: the table the README and the
/// catalog's TheCommandLine article show (a test keeps both equal to it).
package enum ExitStatus {
  /// The statuses in order: success, then those of `CommandLineError`'s cases.
  package static let all: [(status: Int32, meaning: String)] = [
    (0, "done: the verdicts match, the goldens match, the file or report was written"),
    (CommandLineError.failure("").status,
     "the command ran and found a difference: a verdict differs from `Golden/verdicts.golden`, `golden check` found a problem, "
       + "`golden record` was refused because `CI` is set"),
    (CommandLineError.usage("").status,
     "bad arguments or input: an unknown option, malformed JSON, a number out of range, an input path that is missing, "
       + "a directory or unreadable, an `--out` path that is not new, empty or an earlier report"),
    (CommandLineError.output("").status,
     "output could not be written: standard output on a full disk or closed (a closed pipe is reported, not a `SIGPIPE` death), "
       + "a file or directory that cannot be written"),
  ]

  /// The table as Markdown.
  package static var markdown: String {
    (["| status | meaning |", "|---|---|"] + all.map { "| \($0.status) | \($0.meaning) |" }).joined(separator: "\n")
  }
}
