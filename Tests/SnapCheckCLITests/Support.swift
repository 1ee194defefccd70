import SnapCheck
import SnapCheckCLI

/// What one run of the command line printed and returned.
struct CommandResult {
  var status: Int32
  var output: String
  var errorOutput: String
}

/// Runs `snapcheck` in-process with `stdin` as standard input and `files` as the file system;
/// with `layouts`, a command line of one's own over them (`SnapCheckTool`).
func runCommand(
  _ arguments: [String], stdin: String? = "", files: [String: String] = [:], environment: [String: String] = [:],
  layouts: [CheckedLayout]? = nil
) -> CommandResult {
  var output = ""
  var errorOutput = ""
  let io = CommandLineIO(
    readStandardInput: { stdin },
    readFile: { path in
      guard let text = files[path] else { throw CommandLineError.usage("\(path): no such file") }
      return text
    },
    output: { output += $0 },
    errorOutput: { errorOutput += $0 },
    environment: environment)
  let status = layouts.map { SnapCheckTool.run(arguments, layouts: $0, io: io) } ?? SnapCheckCommand.run(arguments, io: io)
  return CommandResult(status: status, output: output, errorOutput: errorOutput)
}
