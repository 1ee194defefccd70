import Foundation
import Testing
import SnapEngine
@testable import SnapCheckCLI

@Suite("Flags declared once: every subcommand's parser, help and errors come from its declaration")
struct DeclaredFlagTests {
  @Test("Errors name the command that was run, and a number too large for the machine says so", arguments: [
    (["report", "--out", "/nonexistent/x", "--cases", "0"], "snapcheck: report: --cases: \"0\" is not a whole number from 1 to 10000000\n"),
    (["check", "--case", "18446744073709551615"], "snapcheck: check: --case: \"18446744073709551615\" is too large: expected a whole number ≥ 0\n"),
    (["check", "--cases", "5", "--cases", "6"], "snapcheck: check: --cases is given twice\n"),
    (["help", "--bogus"], "snapcheck: help: unexpected argument \"--bogus\"\n"),
    (["corpus", "--algorithm"], "snapcheck: corpus: --algorithm needs a value\n"),
    (["eval", "--fast"], "snapcheck: eval: unknown option \"--fast\"\n"),
  ])
  func errors(arguments: [String], message: String) {
    let result = runCommand(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == message)
  }

  @Test("check --help lists every declared flag with the defaults CheckDefaults owns")
  func helpFromDeclaration() {
    let help = runCommand(["check", "--help"]).output
    let declaration = CheckCommand.declaration(catalogue: .builtIn)
    for flag in declaration.flags { #expect(help.contains("\n  \(flag.name)"), "\(flag.name)") }
    #expect(help.contains("(default \(CheckDefaults.cases))") && help.contains("(default \(CheckDefaults.seed))"))
    #expect(help.hasPrefix(declaration.usage))
  }
}
