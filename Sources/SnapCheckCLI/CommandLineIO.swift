import Foundation

/// Where a command reads and writes, so tests can run commands without a process.
package struct CommandLineIO {
  /// Reads all of standard input, or nil when it cannot be read.
  package var readStandardInput: () -> String?
  /// Reads a whole file as UTF-8, throwing when it cannot.
  package var readFile: (String) throws -> String
  /// Writes to standard output.
  package var output: (String) -> Void
  /// Writes to standard error.
  package var errorOutput: (String) -> Void
  /// The environment variables (`CI` stops `golden record`).
  package var environment: [String: String]
  /// Whether standard error is a terminal (progress is shown only then).
  package var errorIsTerminal: Bool

  /// An IO from its parts.
  package init(
    readStandardInput: @escaping () -> String?, readFile: @escaping (String) throws -> String,
    output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void, environment: [String: String] = [:],
    errorIsTerminal: Bool = false
  ) {
    self.readStandardInput = readStandardInput
    self.readFile = readFile
    self.output = output
    self.errorOutput = errorOutput
    self.environment = environment
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's own standard streams and file system.
  package static var process: CommandLineIO {
    CommandLineIO(
      readStandardInput: {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(data: data, encoding: .utf8)
      },
      readFile: { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          throw CommandLineError.usage("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandLineError.usage("\(path): is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
          throw CommandLineError.usage("\(path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
          throw CommandLineError.usage("\(path): not UTF-8 text")
        }
        return text
      },
      output: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      errorOutput: { text in FileHandle.standardError.write(Data(text.utf8)) },
      environment: ProcessInfo.processInfo.environment,
      errorIsTerminal: isatty(STDERR_FILENO) != 0)
  }
}

extension CommandLineIO {
  /// A progress line for long runs, rewritten in place on standard error, or nil when
  /// standard error is not a terminal (so logs and pipes stay clean).
  var pairProgress: (@Sendable (Int, Int) -> Void)? {
    guard errorIsTerminal else { return nil }
    return { done, total in FileHandle.standardError.write(Data("\rchecking pairs: \(done)/\(total)".utf8)) }
  }

  /// Clears the progress line, if one was shown.
  func endProgress() {
    if errorIsTerminal { errorOutput("\r\u{1B}[K") }
  }

  /// One line describing a failure to read or write.
  static func describe(_ error: any Error) -> String {
    (error as? CommandLineError)?.message ?? "\(error)"
  }
}

/// A failure a command reports as one line on standard error, with its exit status.
package enum CommandLineError: Error, Equatable {
  /// Bad arguments or input: exit status 2.
  case usage(String)
  /// The command ran and refuses or fails: exit status 1.
  case failure(String)

  /// The one-line message.
  package var message: String {
    switch self {
    case .usage(let message), .failure(let message): return message
    }
  }

  /// The exit status the failure gives.
  package var status: Int32 {
    switch self {
    case .usage: return 2
    case .failure: return 1
    }
  }
}
