import Foundation
import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapJSON

/// `snapcheck bench`: speed figures for the simulator and the engine (use a release build).
enum BenchCommand {
  struct Options {
    var benchmark = Benchmark()
    var json = false
    var gateOnly = false
  }

  /// `bench`'s declaration, its defaults read from `Benchmark()`.
  static var declaration: CommandDeclaration<Options> {
    let defaults = Benchmark()
    return CommandDeclaration(
      name: "bench",
      summary: """
        Speed figures: drags per second for every algorithm, the engine's cases per second, the
        cost of a large collection, and what the planted bugs take to find. Build with -c release.
        """,
      flags: [
        Flag("--runs", "N", "repetitions, the median reported, 1 to 100", default: String(defaults.runs)) { options, text throws(FlagError) in
          options.benchmark.runs = try FlagValue.wholeNumber(text, in: 1...100)
        },
        Flag("--cases", "N", "cases per measurement, 1 to 1000000", default: String(defaults.cases)) { options, text throws(FlagError) in
          options.benchmark.cases = try FlagValue.wholeNumber(text, in: 1...1_000_000)
        },
        Flag("--heavy-items", "N", "items in the large-collection measurement, 1 to 1000000", default: String(defaults.heavyItems)) {
          options, text throws(FlagError) in
          options.benchmark.heavyItems = try FlagValue.wholeNumber(text, in: 1...1_000_000)
        },
        Flag("--format", "F", "text or json", default: "text") { options, text throws(FlagError) in
          guard text == "text" || text == "json" else { throw .not("text or json", text) }
          options.json = text == "json"
        },
        Flag("--gate", "only what a verify of each of your own layouts costs in this build, or of a typical layout without yours (run it in a debug build)") {
          $0.gateOnly = true
        },
      ])
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let (options, _) = try declaration.parse(arguments, into: Options())
    let benchmark = options.benchmark
    if options.gateOnly {
      let layouts = catalogue.layouts.isEmpty ? GateFigure.typicalLayouts : catalogue.layouts
      let gates = layouts.map { GateFigure($0, runs: benchmark.runs) }
      try io.output(options.json ? "{\n  \"gates\": " + json(gates) + "\n}\n" : gateText(gates, benchmark).joined(separator: "\n") + "\n")
      return 0
    }
    let results = benchmark.run(algorithms: catalogue.algorithms)
    let gates = catalogue.layouts.map { GateFigure($0, runs: benchmark.runs) }
    try io.output(options.json ? json(results, gates: gates) : text(results, benchmark) + (gates.isEmpty ? "" : "\n" + gateText(gates, benchmark).joined(separator: "\n") + "\n"))
    return 0
  }

  /// The gate rows: one per layout of the user's, CPU and wall seconds.
  static func gateText(_ gates: [GateFigure], _ benchmark: Benchmark) -> [String] {
    ["verify gate (SnapCheck.verify at its defaults: \(SnapCheck.defaultCases) cases per property, then the targeted search; "
      + "in this process and this build, median of \(benchmark.runs)):"]
      + gates.map { gate in
        "  " + pad(gate.layout, 28) + String(format: "%.2f s CPU (%.2f–%.2f), %.2f s wall", gate.cpuSeconds.median, gate.cpuSeconds.low, gate.cpuSeconds.high, gate.wallSeconds.median)
          + (gate.passed ? "" : "   (fails its gate: shrinking included)")
      }
  }

  /// The gate rows as a JSON array.
  static func json(_ gates: [GateFigure]) -> String {
    "[" + gates.map {
      "{\"layout\": \(JSONWriter.string($0.layout)), \"cpuSeconds\": \(figure($0.cpuSeconds)), \"wallSeconds\": \(figure($0.wallSeconds)), \"passed\": \($0.passed)}"
    }.joined(separator: ", ") + "]"
  }

  private static func figure(_ f: Benchmark.Figure) -> String {
    "{\"median\": \(JSONWriter.number(f.median)), \"min\": \(JSONWriter.number(f.low)), \"max\": \(JSONWriter.number(f.high))}"
  }

  private static func rate(_ value: Double) -> String {
    value >= 1e6 ? String(format: "%.2fM", value / 1e6) : String(format: "%.0fk", value / 1e3)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  static func text(_ results: Benchmark.Results, _ benchmark: Benchmark) -> String {
    // The algorithm column is as wide as the longest id, and a space.
    let nameWidth = max(22, (results.algorithms.map(\.algorithm.count).max() ?? 0) + 1)
    var lines = [
      "snapcheck bench: \(benchmark.runs) runs, \(benchmark.cases) cases; median (min–max). Drags per second on one core.",
      "sessions: the bare simulator on twenty generated drags per configuration. cases: the bare simulator on the",
      "generated cases. engine: every drag the property checks simulate, generation and checking included in the time.",
      "overhead: cases ÷ engine. checked: generated drags × applicable properties ÷ time.",
      "",
      pad("algorithm", nameWidth) + pad("sessions", 24) + pad("cases", 10) + pad("engine", 24) + pad("overhead", 10) + "checked",
    ]
    for figure in results.algorithms {
      let bare = figure.bareDragsPerSecond
      let engine = figure.engineDragsPerSecond
      lines.append(pad(figure.algorithm, nameWidth)
        + pad("\(rate(bare.median)) (\(rate(bare.low))–\(rate(bare.high)))", 24)
        + pad(rate(figure.bareCaseDragsPerSecond.median), 10)
        + pad("\(rate(engine.median)) (\(rate(engine.low))–\(rate(engine.high)))", 24)
        + pad(String(format: "%.2f×", figure.overhead), 10) + rate(figure.checkedDragsPerSecond.median))
    }
    lines += ["", "seconds per property (every algorithm, \(benchmark.cases) cases, one core):"]
    for (property, seconds) in results.properties {
      lines.append("  " + pad(property.id, 24) + String(format: "%.3f s (%.3f–%.3f)", seconds.median, seconds.low, seconds.high))
    }
    lines += ["", "layout size (bare simulator, paging in the middle):"]
    for scaling in results.scaling {
      lines.append("  " + pad(scaling.algorithm, 22) + "10 items: \(rate(scaling.smallLayout.median))   100,000 items: \(rate(scaling.largeLayout.median))"
        + "   100,000 items in 4 sections: \(rate(scaling.largeSectionedLayout.median))")
    }
    lines += ["", "heavy scenarios (bare simulator, one core): seconds for the whole scenario, and per event:"]
    // Each text column is as wide as its longest entry, and two spaces.
    let heavyWidth = (results.heavy.map(\.name.count).max() ?? 0) + 2
    for heavy in results.heavy {
      let seconds = heavy.seconds
      lines.append("  " + pad(heavy.name, heavyWidth) + pad(heavy.algorithm, nameWidth)
        + String(format: "%.4f s (%.4f–%.4f), %.1f µs per event", seconds.median, seconds.low, seconds.high, seconds.median * 1e6 / Double(max(heavy.events, 1))))
    }
    let check = results.defaultCheckSeconds
    lines += ["", String(format: "default check (every algorithm × every property × %d cases) on %d cores: %.2f s (%.2f–%.2f)",
                         benchmark.cases, results.cores, check.median, check.low, check.high)]
    let targeted = results.targetedCheckSeconds
    lines.append(String(format: "the same with --targeted: %.2f s (%.2f–%.2f)", targeted.median, targeted.low, targeted.high))
    lines += ["", "planted bugs (\(benchmark.cases) random cases; then the targeted search): found by, after how many cases (+ mutants):"]
    let describe = { (find: (properties: [String], cases: Int)?) in
      find.map { "\($0.properties.joined(separator: ", ")) after \($0.cases)" } ?? "not found"
    }
    let randomWidth = max(48, (results.plantedBugs.map { describe($0.randomFinds).count }.max() ?? 0) + 2)
    lines.append("  " + pad("bug", 20) + pad("random alone", randomWidth) + "random + targeted")
    for finding in results.plantedBugs {
      lines.append("  " + pad(finding.bug, 20) + pad(describe(finding.randomFinds), randomWidth) + describe(finding.targetedFinds))
    }
    let found = results.plantedBugs.count { $0.targetedFinds != nil }
    let randomFound = results.plantedBugs.count { $0.randomFinds != nil }
    lines.append("  random alone finds \(randomFound) of \(results.plantedBugs.count); random + targeted finds \(found)")
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ results: Benchmark.Results, gates: [GateFigure] = []) -> String {
    let algorithms = results.algorithms.map {
      "    {\"algorithm\": \(JSONWriter.string($0.algorithm)), \"bareDragsPerSecond\": \(figure($0.bareDragsPerSecond)), "
        + "\"engineDragsPerSecond\": \(figure($0.engineDragsPerSecond)), \"checkedDragsPerSecond\": \(figure($0.checkedDragsPerSecond)), "
        + "\"overhead\": \(JSONWriter.number($0.overhead))}"
    }
    let properties = results.properties.map { "    {\"property\": \(JSONWriter.string($0.property.id)), \"seconds\": \(figure($0.seconds))}" }
    let scaling = results.scaling.map {
      "    {\"algorithm\": \(JSONWriter.string($0.algorithm)), \"items10\": \(figure($0.smallLayout)), \"items100000\": \(figure($0.largeLayout)), "
        + "\"items100000in4Sections\": \(figure($0.largeSectionedLayout))}"
    }
    let heavy = results.heavy.map {
      "    {\"scenario\": \(JSONWriter.string($0.name)), \"algorithm\": \(JSONWriter.string($0.algorithm)), \"events\": \($0.events), \"seconds\": \(figure($0.seconds))}"
    }
    func find(_ find: (properties: [String], cases: Int)?) -> String {
      find.map { "{\"properties\": [\($0.properties.map(JSONWriter.string).joined(separator: ", "))], \"cases\": \($0.cases)}" } ?? "null"
    }
    let plantedBugs = results.plantedBugs.map {
      "    {\"bug\": \(JSONWriter.string($0.bug)), \"random\": \(find($0.randomFinds)), \"randomAndTargeted\": \(find($0.targetedFinds))}"
    }
    return "{\n  \"algorithms\": [\n" + algorithms.joined(separator: ",\n") + "\n  ],\n  \"properties\": [\n"
      + properties.joined(separator: ",\n") + "\n  ],\n  \"scaling\": [\n" + scaling.joined(separator: ",\n")
      + "\n  ],\n  \"heavy\": [\n" + heavy.joined(separator: ",\n")
      + "\n  ],\n  \"defaultCheckSeconds\": \(figure(results.defaultCheckSeconds)),\n  \"targetedCheckSeconds\": \(figure(results.targetedCheckSeconds)),"
      + "\n  \"plantedBugs\": [\n" + plantedBugs.joined(separator: ",\n") + "\n  ],\n  \"gates\": \(json(gates)),\n  \"cores\": \(results.cores)\n}\n"
  }
}
