import Foundation
import SnapAlgorithms
import SnapGolden
import SnapJSON
import Testing

@testable import SnapCheckCLI

@Suite("Messages: one short line, input echoed safely, the right words")
struct MessageTests {
  @Test("A number that overflows a double is rejected naming the field, not read as infinity")
  func overflowingNumber() {
    for number in ["1e999", "-1e999", String(repeating: "9", count: 400)] {
      let result = runCommand(["eval"], stdin: #"{"algorithm": "last-offset", "layout": {"itemWidth": \#(number)}, "events": []}"#)
      #expect(result.status == 2)
      #expect(result.errorOutput.hasPrefix("snapcheck: eval: layout.itemWidth: number "))
      #expect(result.errorOutput.hasSuffix(" overflows a double (write infinity as \"inf\" or \"-inf\")\n"))
    }
    // An underflow is an ordinary, correctly rounded zero.
    #expect(runCommand(["eval"], stdin: #"{"algorithm": "last-offset", "layout": {"lineSpacing": 1e-999}, "events": []}"#).status == 0)
  }

  @Test("An integer beyond Int64 is 'outside' the field's range, not 'not an integer'")
  func integerOutside() {
    let result = runCommand(["eval"], stdin: #"{"algorithm": "last-offset", "layout": {"itemCount": 99999999999999999999}, "events": []}"#)
    #expect(result.errorOutput == "snapcheck: eval: layout.itemCount: 99999999999999999999 is outside 0...1000000\n")
  }

  @Test("Echoed input is cut to 80 characters and its control characters escaped, on one line")
  func echoedInput() {
    #expect(Echo.quoted("a\u{1B}[31m\nb\"\\") == #""a\u{1B}[31m\nb\"\\""#)
    let long = String(repeating: "x", count: 20_000)
    #expect(Echo.quoted(long) == "\"" + String(repeating: "x", count: 80) + "…\" (20000 characters)")
    let result = runCommand(["check", "--algorithm", long + "\n\u{07}"])
    #expect(result.status == 2)
    // The message lists every known id after the cut echo; the rest stays short.
    #expect(result.errorOutput.count < 200 + AlgorithmRegistry.ids.joined(separator: ", ").count)
    #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
    #expect(!result.errorOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let key = runCommand(["eval"], stdin: #"{"algorithm": "last-offset", "a\nb\u001b": 1, "events": []}"#)
    #expect(key.errorOutput == #"snapcheck: eval: a\nb\u{1B}: unknown field"# + "\n")
  }

  @Test("--shard is parsed strictly: 1//2, +1/2, 1/2/3 and ' 1/2' are refused")
  func strictShard() {
    for shard in ["1//2", "+1/2", "1/2/3", " 1/2", "1/", "/2", "0/2", "3/2"] {
      #expect(runCommand(["check", "--shard", shard]).status == 2, "\(shard)")
    }
    #expect(runCommand(["check", "--shard", "1/2", "--algorithm", "reference", "--cases", "3"]).status == 0)
  }

  @Test("CI unset, empty, 0 or false (any case) allows recording; any other value refuses it")
  func continuousIntegrationValues() {
    for value in ["", "0", "false", "FALSE", "False"] {
      #expect(!GoldenStore.isContinuousIntegration(value), "CI=\(value)")
    }
    for value in ["true", "1", "yes", "TRUE", "github-actions"] {
      #expect(GoldenStore.isContinuousIntegration(value), "CI=\(value)")
    }
    let refused = runCommand(["golden", "record", "--dir", "/nonexistent/never-written"], environment: ["CI": "1"])
    #expect(refused.status == 1)
    #expect(refused.errorOutput.hasPrefix("snapcheck: golden record: refusing to record with CI set (CI=\"1\")"))
  }

  @Test("A golden directory that cannot be written is reported in words with exit status 3")
  func unwritableGoldenDirectory() {
    let result = runCommand(["golden", "record", "--algorithm", "reference", "--dir", "/dev/null/goldens"], environment: ["CI": "false"])
    #expect(result.status == 3)
    #expect(result.errorOutput.hasPrefix("snapcheck: golden record: cannot write to \"/dev/null/goldens\": "))
    #expect(!result.errorOutput.contains("Error Domain"))
    #expect(!result.errorOutput.contains("NSError"))
  }

  @Test("A golden that cannot be read stops golden record with what is wrong with it, not as a directory that cannot be written")
  func unreadableGolden() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-unreadable-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory where reference's trace golden should be: it exists, and cannot be read as a file.
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("reference.golden"), withIntermediateDirectories: true)
    let result = runCommand(["golden", "record", "--algorithm", "reference", "--dir", directory.path], environment: ["CI": "false"])
    #expect(result.status == 1)
    #expect(
      result.errorOutput
        == "snapcheck: golden record: reference.golden: exists but cannot be read; check its permissions (recording would overwrite it)\n")
  }
}
