import Foundation
import SnapAlgorithms
import SnapJSON
import SnapReport
import Testing
@testable import SnapCheckCLI

@Suite("snapcheck check: the comparison matrix")
struct CheckCommandTests {
  @Test("The reference algorithm holds everything; the exit status is 0 and the output is stable")
  func referenceHolds() {
    let first = runCommand(["check", "--algorithm", "reference", "--cases", "200"])
    #expect(first.status == 0)
    #expect(first.errorOutput == "")
    #expect(first.output.contains("\nreference    ok  ok  ok  ok  ok"))
    let second = runCommand(["check", "--algorithm", "reference", "--cases", "200"])
    #expect(second.output == first.output)
  }

  @Test("No arguments runs check; a verdict that differs from the expected ones exits 1")
  func unexpectedVerdictExitsOne() {
    // Two cases are too few to find last-offset's documented violations without the recorded
    // witness (case 70 of the default seed), which a run replays first unless told not to.
    let result = runCommand(["check", "--algorithm", "last-offset", "--property", "reachable", "--cases", "2", "--no-witnesses"])
    #expect(result.status == 1)
    #expect(result.errorOutput == "snapcheck: unexpected verdict: last-offset × reachable holds, expected violated\n")
  }

  @Test("A violation prints its shrunk scenario and a replay line that reproduces it")
  func replayReproduces() throws {
    let result = runCommand(["check", "--algorithm", "attribute-index-cell", "--property", "no-recycling-skip"])
    #expect(result.status == 0)
    let replayLine = try #require(result.output.split(separator: "\n").first { $0.contains("replay:   snapcheck check") })
    let arguments = replayLine.split(separator: " ").dropFirst(2).map(String.init)
    let replay = runCommand(arguments)
    #expect(replay.status == 0)
    let scenario = { (text: String) in text.split(separator: "\n").first { $0.contains("scenario: ") } }
    #expect(scenario(replay.output) == scenario(result.output))
  }

  @Test("A recorded witness's replay line names the witness, which --witness replays alone as its scenario")
  func witnessReplay() throws {
    // last-offset × reachable's witness is recorded: the default run reports it from the witness.
    let result = runCommand(["check", "--algorithm", "last-offset", "--property", "reachable"])
    let replayLine = try #require(result.output.split(separator: "\n").first { $0.contains("replay:   snapcheck check") })
    #expect(replayLine.hasSuffix(" --witness --profile realistic"))
    #expect(!replayLine.contains("--case"))
    let replay = runCommand(replayLine.split(separator: " ").dropFirst(2).map(String.init))
    #expect(replay.status == 0)
    #expect(replay.output.contains("last-offset × reachable: violated by its recorded witness (found at case "))
    #expect(replay.output.contains(" (1 cases)\n"))
    let refused = runCommand(["check", "--witness", "--case", "3"])
    #expect(refused.status == 2)
    #expect(refused.errorOutput.contains("--witness replays the recorded witnesses alone; it takes no --no-witnesses, --case or --targeted"))
  }

  @Test("A recorded witness whose scenario does not read fails the check with one line naming the file and the line (Witnesses)")
  func unreadableWitness() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-unreadable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
    try FileManager.default.copyItem(at: golden.appendingPathComponent("verdicts.golden"), to: directory.appendingPathComponent("verdicts.golden"))
    // last-offset × reachable's witness with `itemWidth` misspelled, on line 2.
    let witnesses = directory.appendingPathComponent("witnesses.golden")
    try """
      # snapcheck witnesses, format 2
      realistic last-offset reachable 70 v5 {"algorithm": "last-offset", "layout": {"itemCount": 1, "itemWidht": 425}, "events": []}

      """.write(to: witnesses, atomically: true, encoding: .utf8)
    let line = "\(witnesses.path):2: the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field,"
      + " so a field or value has been renamed, added or removed since it was recorded (the scenario format changed) or the line was edited;"
      + " to record it again, delete the line: the next run that keeps witnesses (verify, golden record) records it in today's format"
      + " if it finds the violation again, and one a deeper run found (SNAPCHECK_CASES) may need that deeper run again, as a run"
      + " at the default count may not find it (until then the file is kept as it is)"
    let result = runCommand(["check", "--algorithm", "last-offset", "--property", "reachable", "--golden-dir", directory.path])
    #expect(result.status == 1)
    // The exit status is the unreadable witness's, not an unexpected verdict's: its line is all
    // that is said on standard error.
    #expect(result.errorOutput == "snapcheck: \(line)\n")
    // `golden record` refuses with the same line, before anything is computed or written.
    let record = runCommand(["golden", "record", "--dir", directory.path])
    #expect(record.status == 1)
    #expect(record.errorOutput == "snapcheck: golden record: \(line)\n")
  }

  @Test("JSON output has seed, profile and one result per pair with the documented fields")
  func jsonShape() throws {
    let result = runCommand(["check", "--algorithm", "center-nearest", "--property", "page-cap", "--property", "scale-range",
                             "--format", "json", "--cases", "300"])
    #expect(result.status == 0)
    guard case .object(let members) = try JSONParser.parse(result.output) else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["seed", "profile", "results"])
    guard case .array(let results) = members[2].value, case .object(let first) = results.first else {
      Issue.record("no results")
      return
    }
    #expect(results.count == 2)
    #expect(first.map(\.key) == ["algorithm", "property", "status", "cases", "counterexample", "message", "replay", "explanation", "health"])
    #expect(first[2].value == .string("violated"))
  }

  @Test("Markdown output is a table with a row per algorithm")
  func markdown() {
    let result = runCommand(["check", "--algorithm", "reference", "--cases", "20", "--format", "markdown"])
    #expect(result.output.hasPrefix("| algorithm | `finite` | `in-bounds` |"))
    #expect(result.output.contains("| `reference` | ✓ | ✓ |"))
  }

  @Test("Shards split the pairs between jobs without overlap")
  func shards() {
    let one = runCommand(["check", "--algorithm", "reference", "--cases", "20", "--format", "json", "--shard", "1/2"])
    let two = runCommand(["check", "--algorithm", "reference", "--cases", "20", "--format", "json", "--shard", "2/2"])
    #expect(one.output.contains("\"property\": \"finite\""))
    #expect(!two.output.contains("\"property\": \"finite\""))
    #expect(two.output.contains("\"property\": \"in-bounds\""))
  }

  @Test("Bad arguments are one line and exit status 2", arguments: [
    (["check", "--cases", "0"], "snapcheck: check: --cases: \"0\" is not a whole number from 1 to 10000000\n"),
    (["check", "--seed", "-1"], "snapcheck: check: --seed: \"-1\" is not a whole number from 0 to 2^64 − 1\n"),
    (["check", "--profile", "mild"], "snapcheck: check: --profile: \"mild\" is not realistic or hostile\n"),
    (["check", "--format", "xml"], "snapcheck: check: --format: \"xml\" is not text, json, markdown, junit or jsonl\n"),
    (["check", "--shard", "3/2"], "snapcheck: check: --shard: \"3/2\" is not I/N with 1 ≤ I ≤ N\n"),
    (["check", "--property", "fast"], "snapcheck: check: --property: unknown property \"fast\" (known: finite, in-bounds, page-cap, on-boundary, no-recycling-skip, order-independent, direction, no-reversal, thresholds, translation-invariant, reachable, rest-stable, fresh-equivalent, resize-keeps-item, rect-contract, scale-range, deterministic, port-equivalence, mirror, axis-symmetric, scale-invariant, paging-coherent, update-keeps-item, unsupported-free)\n"),
    (["check", "--algorithm"], "snapcheck: check: --algorithm needs a value\n"),
    (["check", "--verbose"], "snapcheck: check: unknown option \"--verbose\"\n"),
  ])
  func badArguments(arguments: [String], message: String) {
    let result = runCommand(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == message)
  }
}

@Suite("snapcheck golden and corpus")
struct GoldenCommandTests {
  @Test("golden record refuses with CI set and writes nothing")
  func recordRefusesInCI() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-ci-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runCommand(["golden", "record", "--dir", directory.path], environment: ["CI": "true"])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("snapcheck: golden record: refusing to record with CI set"))
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }

  @Test("golden check on an empty directory reports every file missing and exits 1")
  func checkEmptyDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runCommand(["golden", "check", "--dir", directory.path])
    #expect(result.status == 1)
    #expect(result.output.contains("last-offset.golden: missing"))
    #expect(result.output.contains("verdicts.golden: missing"))
  }

  @Test("corpus lists one scenario JSON per line that eval accepts")
  func corpusLines() throws {
    let result = runCommand(["corpus", "--names"])
    #expect(result.status == 0)
    let first = try #require(result.output.split(separator: "\n").first)
    let parts = first.split(separator: "\t")
    #expect(parts.first == "empty-collection")
    let eval = runCommand(["eval"], stdin: String(parts[1]))
    #expect(eval.status == 0)
    #expect(eval.output.hasPrefix("{\"algorithm\": \"last-offset\", \"steps\": ["))
  }
}

@Suite("snapcheck bench and report")
struct BenchAndReportCommandTests {
  @Test("bench prints every algorithm's figures, as text and as JSON (no timing is asserted)")
  func benchRuns() throws {
    // One run of the measurements, printed both ways: a run costs about 20 s of CPU in a debug
    // build, so the command's flags are parsed here and its printing is called directly.
    let (options, _) = try BenchCommand.declaration.parse(["--runs", "1", "--cases", "3", "--heavy-items", "1000"], into: BenchCommand.Options())
    #expect((options.benchmark.runs, options.benchmark.cases, options.benchmark.heavyItems) == (1, 3, 1000))
    #expect(!options.json)
    #expect(try BenchCommand.declaration.parse(["--format", "json"], into: BenchCommand.Options()).0.json)
    let results = options.benchmark.run(algorithms: AlgorithmRegistry.all)
    let text = BenchCommand.text(results, options.benchmark)
    #expect(text.contains("attribute-index-cell"))
    #expect(text.contains("default check"))
    #expect(text.contains("100,000 items in 4 sections"))
    #expect(text.contains("advance 0 (50 − 50), 1000 items, 2 drags"))
    // The heavy scenarios' name column is as wide as the longest name and two spaces, so the
    // longest runs into no algorithm id.
    #expect(text.contains("1000 items, 100 drags (to the work bound)  center-nearest"))
    guard case .object(let members) = try JSONParser.parse(BenchCommand.json(results)) else {
      Issue.record("bench JSON is not an object")
      return
    }
    #expect(members.map(\.key) == [
      "algorithms", "properties", "scaling", "heavy", "defaultCheckSeconds", "targetedCheckSeconds", "plantedBugs", "gates", "cores",
    ])
    // snapcheck lists no layouts of the user's, so it times no gate.
    #expect(members.first { $0.key == "gates" }?.value == .array([]))
    guard case .array(let scaling)? = members.first(where: { $0.key == "scaling" })?.value,
      case .object(let row)? = scaling.first
    else {
      Issue.record("bench JSON has no scaling rows")
      return
    }
    #expect(row.map(\.key) == ["algorithm", "items10", "items100000", "items100000in4Sections"])
    guard case .array(let heavy)? = members.first(where: { $0.key == "heavy" })?.value else {
      Issue.record("bench JSON has no heavy rows")
      return
    }
    // Three heavy scenarios of a negative or zero advance and churn, four of degenerate sizes.
    #expect(heavy.count == 7)
    #expect(runCommand(["bench", "--runs", "0"]).status == 2)
  }

  @Test("report writes a README, the algorithm's page and SVGs into a fresh directory, replacing an earlier report")
  func reportWrites() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // An earlier report: its files and the manifest that lists them.
    let earlier = [(name: "README.md", contents: "# SnapCheck report\nold\n"), (name: "stale.svg", contents: "stale")]
    for file in earlier + [(ReportManifest.fileName, ReportManifest(files: earlier).text)] {
      try file.contents.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let result = runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"])
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains("README.md"))
    #expect(names.contains("last-offset.md"))
    #expect(!names.contains("stale.svg"))
    #expect(names.contains { $0.hasSuffix(".svg") })
    #expect(runCommand(["report"]).status == 2)
  }
}
