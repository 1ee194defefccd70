import Foundation
import Testing

@testable import SnapCheckCLI

/// The built `snapcheck` executable beside the test bundle's sources.
private var executable: URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/snapcheck")
}

/// Runs the built `snapcheck` with `arguments`, standard output going to `output`; returns the
/// exit status (a signal's number + 128 when killed) and standard error.
private func runProcess(_ arguments: [String], output: FileHandle, input: FileHandle? = nil) throws -> (status: Int32, error: String) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardOutput = output
  if let input { process.standardInput = input }
  let errorPipe = Pipe()
  process.standardError = errorPipe
  try process.run()
  let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
  return (status, String(decoding: error, as: UTF8.self))
}

@Suite("Standard streams and files: every fault is one line and an exit status, never a crash")
struct StandardStreamsTests {
  @Test("Writing to a full disk throws 'no space left on device' (exit status 3)")
  func fullDisk() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: CommandLineError.output("standard output: cannot write: no space left on device")) {
      try StandardStreams.write("x", to: descriptor, stream: "standard output")
    }
    #expect(CommandLineError.output("").status == 3)
  }

  @Test("Writing to a pipe whose reader has gone throws EPIPE in words instead of dying of SIGPIPE")
  func brokenPipe() throws {
    StandardStreams.ignoreBrokenPipeSignal()
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    #expect(throws: CommandLineError.output("standard output: cannot write: the reader closed the pipe (broken pipe)")) {
      try StandardStreams.write("x", to: ends[1], stream: "standard output")
    }
  }

  @Test("A FIFO is read to its end, whatever its size (no reliance on a file size)")
  func readsFIFO() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-fifo-\(UUID().uuidString)").path
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let text = String(repeating: "0123456789", count: 50_000)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      try? StandardStreams.write(text, to: descriptor, stream: "fifo")
      close(descriptor)
    }
    writer.start()
    #expect(try StandardStreams.readFile(path) == text)
  }

  @Test("A directory, a missing path and a closed descriptor are reported in words")
  func readFaults() throws {
    #expect(throws: CommandLineError.usage("\"/\": cannot be read: is a directory")) { try StandardStreams.readFile("/") }
    #expect(throws: CommandLineError.usage("\"/no/such/file\": no such file")) { try StandardStreams.readFile("/no/such/file") }
    #expect(throws: CommandLineError.usage("standard input: cannot be read: bad file descriptor")) {
      try StandardStreams.readToEnd(-1, name: "standard input")
    }
  }

  @Test("A permission error reads as words, not as an NSError dump")
  func permissionInWords() {
    #expect(StandardStreams.describe(CocoaError(.fileWriteNoPermission)) == "permission denied")
    #expect(StandardStreams.describe(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "permission denied")
    #expect(StandardStreams.describe(CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
  }

  @Test("The process: stdout on /dev/full or closed, and eval from /dev/stdin, end with a status, not a signal")
  func processFaults() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let check = try runProcess(["check", "--cases", "3", "--format", "json"], output: full)
    #expect(check.status == 3)
    #expect(check.error == "snapcheck: standard output: cannot write: no space left on device\n")
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let closed = try runProcess(["corpus"], output: pipe.fileHandleForWriting)
    #expect(closed.status == 3)
    #expect(closed.error == "snapcheck: standard output: cannot write: the reader closed the pipe (broken pipe)\n")
    let input = Pipe()
    let output = Pipe()
    input.fileHandleForWriting.write(Data(#"{"algorithm": "reference", "events": []}"#.utf8))
    try input.fileHandleForWriting.close()
    let eval = try runProcess(["eval", "/dev/stdin"], output: output.fileHandleForWriting, input: input.fileHandleForReading)
    try output.fileHandleForWriting.close()
    #expect(eval.status == 0)
    #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).hasPrefix(#"{"algorithm": "reference""#))
  }
}
