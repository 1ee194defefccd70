import Foundation
import SnapJSON

/// The one place the command line reads and writes bytes: standard streams and files, with
/// POSIX calls that report failure instead of trapping (`FileHandle.write` traps on a full
/// disk or a closed stream). Every failure becomes a `CommandLineError` with one line in words.
enum StandardStreams {
  /// Makes a write to a closed pipe fail with `EPIPE` (reported) instead of killing the process.
  static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
  ///
  /// - Throws: `CommandLineError.output` naming `stream` and the reason in words.
  static func write(_ text: String, to descriptor: Int32, stream: String) throws(CommandLineError) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .output("\(stream): cannot write: \(reason(errno))")
      }
      written += count
    }
  }

  /// Writes `text` to standard error, ignoring failure: it is the channel failures are told on.
  static func writeError(_ text: String) {
    try? write(text, to: STDERR_FILENO, stream: "standard error")
  }

  /// Reads `descriptor` until end of file, whatever it is (a file, a pipe, a FIFO, a terminal).
  ///
  /// - Throws: `CommandLineError.usage` naming `name` and the reason in words.
  static func readToEnd(_ descriptor: Int32, name: String) throws(CommandLineError) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw .usage("\(name): cannot be read: \(reason(errno))")
      }
      bytes += buffer[..<count]
    }
  }

  /// Reads standard input to its end as UTF-8, or nil when it is not UTF-8.
  static func readStandardInput() throws(CommandLineError) -> String? {
    String(validating: try readToEnd(STDIN_FILENO, name: "standard input"), as: UTF8.self)
  }

  /// Reads any readable path to its end as UTF-8: a file, `/dev/stdin`, a FIFO, `<(…)`.
  ///
  /// - Throws: `CommandLineError.usage` when it is missing, a directory, unreadable or not UTF-8.
  static func readFile(_ path: String) throws(CommandLineError) -> String {
    let name = Echo.quoted(path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .usage("\(name): \(reason(errno))") }
    defer { close(descriptor) }
    let bytes = try readToEnd(descriptor, name: name)
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .usage("\(name): not UTF-8 text") }
    return text
  }

  /// A Foundation file error in words (`permission denied`), never the raw `NSError` dump.
  static func describe(_ error: any Error) -> String {
    if let error = error as? CommandLineError { return error.message }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return reason(Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return reason(Int32(underlying.code))
    }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileReadNoPermission, .fileWriteNoPermission: return reason(EACCES)
    case .fileNoSuchFile, .fileReadNoSuchFile: return reason(ENOENT)
    case .fileWriteOutOfSpace: return reason(ENOSPC)
    case .fileWriteVolumeReadOnly: return reason(EROFS)
    case .fileWriteFileExists: return reason(EEXIST)
    default: return "file operation failed (\(error.domain) error \(error.code))"
    }
  }

  /// `errno` in words, lower-case (`permission denied`, `no space left on device`).
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EISDIR: return "is a directory"
    case EPIPE: return "the reader closed the pipe (broken pipe)"
    default:
      let words = String(cString: strerror(code))
      return words.prefix(1).lowercased() + words.dropFirst()
    }
  }
}
