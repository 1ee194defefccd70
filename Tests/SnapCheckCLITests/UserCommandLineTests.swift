import Foundation
import SnapCheck
import Testing
@testable import SnapCheckCLI

/// A leading-aligned layout that pages by whole items from the release, clamped: small and
/// correct enough for a command line of one's own to have something to show.
final class NearestItemLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let page = itemSize.width + minimumLineSpacing
    guard page > 0 else { return proposedContentOffset }
    let last = max(0, collectionView.contentSize.width - collectionView.bounds.width)
    let index = (collectionView.contentOffset.x / page).rounded() + (velocity.x > 0 ? 1 : velocity.x < 0 ? -1 : 0)
    return CGPoint(x: min(max(index * page, 0), last), y: proposedContentOffset.y)
  }
}

/// The layout as a user's command line lists it.
let nearest = CheckedLayout(
  "nearest-item", contract: LayoutContract(alignment: .leading),
  configurations: LayoutConfigurations(lineSpacings: [0], sectionInsets: [.zero]), layout: { NearestItemLayout() })

/// A layout that sets a fast deceleration in `prepare()` and never clamps: it overshoots
/// the end by a page.
final class FastOvershootLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    collectionView?.decelerationRate = .fast
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    CGPoint(x: proposedContentOffset.x + itemSize.width, y: proposedContentOffset.y)
  }
}

@Suite("A command line of your own")
struct UserCommandLineTests {
  @Test("Its replay lines name it, and its counterexamples show the configuration after prepare(), as verify does")
  func replayNamesTheCommandLine() throws {
    let overshoot = CheckedLayout(
      "fast-overshoot", contract: LayoutContract(alignment: .leading),
      configurations: LayoutConfigurations(layoutSets: [.decelerationRate]), layout: { FastOvershootLayout() })
    var output = ""
    let io = CommandLineIO(readStandardInput: { "" }, readFile: { _ in "" }, output: { output += $0 }, errorOutput: { _ in }, environment: [:])
    let status = SnapCheckCommand.run(
      ["check", "--algorithm", "fast-overshoot", "--property", "in-bounds", "--cases", "20"], io: io,
      catalogue: Catalogue(layouts: [overshoot]), program: "carousel-check")
    #expect(status == 1)
    let replay = try #require(output.split(separator: "\n").first { $0.hasPrefix("  replay:") })
    #expect(replay.hasPrefix("  replay:   carousel-check check --algorithm fast-overshoot --property in-bounds --seed "))
    let scenario = try #require(output.split(separator: "\n").first { $0.hasPrefix("  scenario:") })
    // The generated rate is overwritten by prepare(): the scenario shows .fast's 0.99.
    #expect(scenario.contains("\"decelerationRate\": 0.99,"))
  }

  @Test("Every subcommand answers --help with its options, in snapcheck and in a command line of one's own",
    arguments: ["check", "eval", "report", "bench", "corpus", "golden"])
  func helpEverywhere(command: String) {
    for layouts in [nil, [nearest]] {
      for flag in ["--help", "-h"] {
        let result = runCommand([command, flag], layouts: layouts)
        #expect(result.status == 0)
        #expect(result.errorOutput.isEmpty)
        #expect(result.output.contains("\(command)") && result.output.contains("\noptions:\n"))
        #expect(result.output.contains("--help"))
      }
    }
    // After other options too: --help wins.
    #expect(runCommand([command, "--seed", "3", "--help"]).status == 0)
  }

  @Test("check covers the user's layouts beside the built-ins, by id")
  func checkUserLayout() {
    let result = runCommand(["check", "--algorithm", "nearest-item", "--cases", "50", "--format", "json"], layouts: [nearest])
    #expect(result.output.contains("\"algorithm\": \"nearest-item\""))
    #expect(!result.output.contains("\"algorithm\": \"reference\""))
    let unknown = runCommand(["check", "--algorithm", "nope"], layouts: [nearest])
    #expect(unknown.status == 2)
    #expect(unknown.errorOutput.contains("(known: nearest-item, last-offset, "))
  }

  @Test("eval replays a scenario of the user's layout")
  func evalUserLayout() {
    let scenario = """
      {"algorithm": "nearest-item", "layout": {"itemCount": 5, "itemWidth": 300, "lineSpacing": 0, "viewWidth": 375}, \
      "events": [{"type": "drag", "distance": 100, "velocity": 1}]}
      """
    let result = runCommand(["eval"], stdin: scenario, layouts: [nearest])
    #expect(result.status == 0, "\(result.errorOutput)")
    // By hand: release 100 rounds to item 0, the forward flick adds one: 300, within [0, 1125].
    #expect(result.output.contains("\"target\": 300, \"rest\": 300"))
  }

  @Test("Its report, its messages and its layouts' pages name it and your layouts, not SnapCheck's scripts")
  func namesTheUsersTool() throws {
    let overshoot = CheckedLayout(
      "fast-overshoot", contract: LayoutContract(alignment: .leading),
      configurations: LayoutConfigurations(layoutSets: [.decelerationRate]), layout: { FastOvershootLayout() })
    var errors = ""
    let io = CommandLineIO(readStandardInput: { "" }, readFile: { _ in "" }, output: { _ in }, errorOutput: { errors += $0 }, environment: [:])
    let status = SnapCheckCommand.run(
      ["check", "--algorithm", "fast-overshoot", "--property", "in-bounds", "--cases", "20"], io: io,
      catalogue: Catalogue(layouts: [overshoot]), program: "carousel-check")
    #expect(status == 1)
    #expect(errors.hasPrefix("carousel-check: unexpected verdict: "), "\(errors)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-cli-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let reportIO = CommandLineIO(readStandardInput: { "" }, readFile: { _ in "" }, output: { _ in }, errorOutput: { _ in }, environment: [:])
    let reported = SnapCheckCommand.run(
      ["report", "--out", directory.path, "--algorithm", "nearest-item", "--cases", "5"], io: reportIO,
      catalogue: Catalogue(layouts: [nearest]), program: "carousel-check")
    #expect(reported == 0)
    let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("Regenerate with `swift run carousel-check report`"), "\(readme.prefix(600))")
    #expect(!readme.contains("Scripts/report.sh"))
    let page = try String(contentsOf: directory.appendingPathComponent("nearest-item.md"), encoding: .utf8)
    #expect(page.contains("**Source:** your layout `nearest-item`. **What it does:** held to `LayoutContract(alignment: .leading, pageCap: 1)` on its configurations."), "\(page.prefix(800))")
  }

  @Test("golden record then check pins the user's layouts in the directory given")
  func goldenForUserLayouts() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-cli-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = runCommand(["golden", "record", "--dir", directory.path], layouts: [nearest])
    #expect(record.status == 0, "\(record.errorOutput)")
    #expect(record.output == "new: \(directory.path)/nearest-item.golden\n")
    let check = runCommand(["golden", "check", "--dir", directory.path], layouts: [nearest])
    #expect(check.status == 0)
    #expect(check.output == "golden check: every golden in \(directory.path) matches\n")
    let builtIn = runCommand(["golden", "record", "--algorithm", "reference", "--dir", directory.path], layouts: [nearest])
    #expect(builtIn.status == 2)
    #expect(builtIn.errorOutput.contains("golden: --algorithm: \"reference\" is a built-in; this command line pins only its own layouts"))
    let refused = runCommand(["golden", "record", "--dir", directory.path], environment: ["CI": "true"], layouts: [nearest])
    #expect(refused.status != 0)
    let missing = runCommand(["golden", "check", "--dir", directory.appendingPathComponent("none").path], layouts: [nearest])
    #expect(missing.status == 1)
    #expect(missing.output.hasPrefix("no golden for nearest-item at "))
  }

  @Test("A layout named like a built-in, twice, or with another's files, is one clear error")
  func duplicateNames() {
    let clash = CheckedLayout("reference", contract: LayoutContract(alignment: .leading), layout: { NearestItemLayout() })
    let result = runCommand(["check"], layouts: [clash])
    #expect(result.status == 2)
    #expect(result.errorOutput.contains(": layout name \"reference\" is used twice, or names the same files as another (the built-ins are last-offset, "))
    let plussed = CheckedLayout("a+b", contract: LayoutContract(alignment: .leading), layout: { NearestItemLayout() })
    let dashed = CheckedLayout("a-b", contract: LayoutContract(alignment: .leading), layout: { NearestItemLayout() })
    let clashing = runCommand(["check"], layouts: [plussed, dashed])
    #expect(clashing.status == 2)
    #expect(clashing.errorOutput.contains(": layout name \"a-b\" is used twice, or names the same files as another"))
  }

  @Test("A layout whose name has white space is one clear error: spaces separate the fields of its golden and witnesses lines")
  func spacedName() {
    let spaced = CheckedLayout("my carousel", contract: LayoutContract(alignment: .leading), layout: { NearestItemLayout() })
    #expect(spaced.problem == "\"my carousel\": a checked layout's name has white space, which separates the fields of its golden and witnesses lines: use letters, digits, - and _")
    let result = runCommand(["check"], layouts: [spaced])
    #expect(result.status == 2)
    #expect(result.errorOutput.contains("\"my carousel\": a checked layout's name has white space"), "\(result.errorOutput)")
  }
}

@Suite("bench --gate: what a verify costs in this build")
struct GateBenchTests {
  /// `arguments` run through a command line of one's own listing `layouts`.
  private func run(_ arguments: [String], layouts: [CheckedLayout]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let io = CommandLineIO(readStandardInput: { "" }, readFile: { _ in "" }, output: { output += $0 }, errorOutput: { errors += $0 }, environment: [:])
    let status = SnapCheckCommand.run(arguments, io: io, catalogue: Catalogue(layouts: layouts), program: "carousel-check")
    return (status, output, errors)
  }

  @Test("It times each of your layouts' gate, as text and as JSON (no timing is asserted)")
  func timesEachLayout() throws {
    let text = run(["bench", "--gate", "--runs", "1"], layouts: [nearest])
    #expect(text.status == 0)
    let lines = text.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("verify gate (SnapCheck.verify at its defaults: 100 cases per property, then the targeted search;") == true)
    #expect(lines.count == 2 && lines[1].hasPrefix("  nearest-item ") && lines[1].contains(" s CPU (") && lines[1].contains(" s wall"))
    let json = run(["bench", "--gate", "--runs", "1", "--format", "json"], layouts: [nearest])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let gates = try #require(object["gates"] as? [[String: Any]])
    #expect(gates.count == 1 && gates[0]["layout"] as? String == "nearest-item")
    #expect((gates[0]["cpuSeconds"] as? [String: Any])?["median"] is Double)
  }

  @Test("Without layouts of your own it times two typical ones: the reference rule passes its gate, center-nearest fails it")
  func timesTypicalLayouts() {
    let result = run(["bench", "--gate", "--runs", "1"], layouts: [])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 3)
    // A failing gate says so (and pays for shrinking): the reference is correct, the recipe is not.
    #expect(lines.count == 3 && lines[1].hasPrefix("  typical-reference-rule ") && !lines[1].contains("fails its gate"))
    #expect(lines.count == 3 && lines[2].hasPrefix("  typical-center-nearest ") && lines[2].contains("fails its gate"))
  }
}
