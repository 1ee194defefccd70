import Foundation
import SnapJSON

/// Where a command reads and writes, so tests can run commands without a process.
package struct CommandLineIO {
  /// Reads all of standard input, or nil when it is not UTF-8 text; throws when it cannot be read.
  package var readStandardInput: () throws(CommandLineError) -> String?
  /// Reads a whole file as UTF-8, throwing when it cannot.
  package var readFile: (String) throws -> String
  /// Writes to standard output, throwing when it cannot.
  package var output: (String) throws(CommandLineError) -> Void
  /// Writes to standard error, best effort (it is where failures are told).
  package var errorOutput: (String) -> Void
  /// The environment variables (`CI` stops `golden record`).
  package var environment: [String: String]
  /// Whether standard error is a terminal (progress is shown only then).
  package var errorIsTerminal: Bool
  /// The directory the command runs in (`golden` looks for the package above it).
  package var currentDirectory: URL

  /// An IO from its parts.
  package init(
    readStandardInput: @escaping () throws(CommandLineError) -> String?, readFile: @escaping (String) throws -> String,
    output: @escaping (String) throws(CommandLineError) -> Void, errorOutput: @escaping (String) -> Void, environment: [String: String] = [:],
    errorIsTerminal: Bool = false, currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.readStandardInput = readStandardInput
    self.readFile = readFile
    self.output = output
    self.errorOutput = errorOutput
    self.environment = environment
    self.errorIsTerminal = errorIsTerminal
    self.currentDirectory = currentDirectory
  }

  /// The process's own standard streams and file system (see `StandardStreams`); a write to
  /// a closed pipe fails with an error instead of a signal.
  package static var process: CommandLineIO {
    StandardStreams.ignoreBrokenPipeSignal()
    return CommandLineIO(
      readStandardInput: StandardStreams.readStandardInput,
      readFile: StandardStreams.readFile,
      output: { text throws(CommandLineError) in try StandardStreams.write(text, to: STDOUT_FILENO, stream: "standard output") },
      errorOutput: StandardStreams.writeError,
      environment: ProcessInfo.processInfo.environment,
      errorIsTerminal: isatty(STDERR_FILENO) != 0)
  }
}

extension CommandLineIO {
  /// A progress line for long runs, rewritten in place on standard error, or nil when
  /// standard error is not a terminal (so logs and pipes stay clean).
  var pairProgress: (@Sendable (Int, Int) -> Void)? {
    guard errorIsTerminal else { return nil }
    return { done, total in StandardStreams.writeError("\rchecking pairs: \(done)/\(total)") }
  }

  /// Clears the progress line, if one was shown.
  func endProgress() {
    if errorIsTerminal { errorOutput("\r\u{1B}[K") }
  }

}

/// A failure a command reports as one line on standard error, with its exit status.
package enum CommandLineError: Error, Equatable {
  /// Bad arguments or input: exit status 2.
  case usage(String)
  /// The command ran and refuses or fails: exit status 1.
  case failure(String)
  /// Output could not be written (standard output, a file, a directory): exit status 3.
  case output(String)

  /// The one-line message.
  package var message: String {
    switch self {
    case .usage(let message), .failure(let message), .output(let message): return message
    }
  }

  /// The exit status the failure gives.
  package var status: Int32 {
    switch self {
    case .usage: return 2
    case .failure: return 1
    case .output: return 3
    }
  }
}
