import Foundation
import Testing

@Suite("A command line of one's own whose layout traps")
struct CommandLineTrapTests {
  /// The example command line built beside this test bundle.
  private var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("example-trap-check")
  }

  @Test("check reports the trap as a finite violation, shrunk, with a replay line naming the command line and the trace")
  func checkShrinksTheTrap() throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["check", "--algorithm", "TabletTrapLayout", "--cases", "60"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    _ = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(text.contains("TabletTrapLayout × finite: violated at case "), "\(text)")
    // Shrunk as verify shrinks it: one drag of nothing on the tablet, no items.
    #expect(text.contains("event 0 (drag): fault: trap: Fatal error: Index out of range"))
    #expect(text.contains(#""viewWidth": 768"#) && text.contains(#""events": [{"type": "drag", "distance": 0, "velocity": "#))
    #expect(text.contains("  replay:   example-trap-check check --algorithm TabletTrapLayout --property finite --seed "))
    #expect(text.contains("trace of TabletTrapLayout:\n  0 drag start=- release=- velocity=- proposed=- target=- rest=- fault: trap: "))
  }
}
