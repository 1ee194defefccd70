import SnapAlgorithms
import SnapEngine

extension Report {
  /// The zoo's section: for each zoo library that `check` covers, its rule in a
  /// sentence, what SnapCheck finds, and each bug its users reported beside the shrunk
  /// counterexample and filmstrip that show it (or why SnapCheck does not show it); with the
  /// filmstrips of the bugs only a chosen option or scenario shows.
  static func zoo(_ check: CheckReport, algorithms: [Algorithm]) -> (lines: [String], files: [(String, String)]) {
    let libraries = ZooLibrary.all.filter { library in check.algorithms.contains(library.algorithm) }
    guard !libraries.isEmpty else { return ([], []) }
    var lines = [
      "", "## The zoo: libraries and recipes people use", "",
      "The snap rules of four widely used carousel libraries and two common recipes (SPEC §6), rebuilt from their",
      "descriptions, beside the bugs their users reported. Each reported bug that follows from the rule is shown by",
      "the property it violates, with its shrunk counterexample and filmstrip; the others say why SnapCheck does not show them.",
    ]
    var files: [(String, String)] = []
    for library in libraries {
      guard let algorithm = algorithms.first(where: { $0.id == library.algorithm }) else { continue }
      let results = check.results.filter { $0.algorithm == library.algorithm }
      let violated = results.filter { $0.verdict == .violated }
        .map { "[`\($0.property.id)`](#\(anchor(library.algorithm, $0.property)))" }
      lines += [
        "", "### \(library.name): [`\(library.algorithm)`](#\(library.algorithm))", "",
        "**Rule:** \(library.rule).", "",
        "**SnapCheck finds:** " + (violated.isEmpty ? "nothing violated." : "it violates " + violated.joined(separator: ", ") + "."),
        "",
      ]
      for bug in library.bugs {
        let head = "- **\(bug.issue)** (\(bug.report)):"
        switch bug.finding {
        case .shows(let property, let demo):
          guard let result = results.first(where: { $0.property == property }), result.verdict == .violated,
            let example = result.counterexample
          else {
            lines.append("\(head) expected as `\(property.id)`, which holds at this seed and case count.")
            continue
          }
          lines.append("\(head) [`\(property.id)`](#\(anchor(library.algorithm, property))). Shrunk: \(example.message).")
          if !example.scenario.events.isEmpty {
            lines += ["", "  ![\(library.algorithm) × \(property.id), \(bug.issue)](\(library.algorithm)--\(property.id).svg)", ""]
          }
          if let demo {
            let shown = demonstration(demo, AlgorithmOptions(), algorithm, property, bug, label: "This very bug")
            lines += shown.lines
            files += shown.files
          }
        case .showsWithOptions(let property, let testCase, let assignments):
          let options: AlgorithmOptions
          do {
            options = try algorithm.options(parsing: assignments)
          } catch {
            lines.append("\(head) expected as `\(property.id)` with options it cannot take: \(error).")
            continue
          }
          lines.append("\(head) `\(property.id)`, with options the generator does not draw.")
          let shown = demonstration(testCase, options, algorithm, property, bug, label: "With them")
          lines += shown.lines
          files += shown.files
        case .doesNotShow(let reason):
          lines.append("\(head) not shown: \(reason).")
        }
      }
    }
    return (lines, files)
  }

  /// The lines and filmstrip of `testCase` run with `options`, where `property` fails.
  private static func demonstration(
    _ testCase: Case, _ options: AlgorithmOptions, _ algorithm: Algorithm, _ property: Property,
    _ bug: ZooLibrary.ReportedBug, label: String
  ) -> (lines: [String], files: [(String, String)]) {
    let scenario = Scenario(testCase, algorithm: algorithm, options: options)
    guard let violation = property.violation(in: scenario) else {
      return (["", "  \(label), the scenario below should fail `\(property.id)` but holds: `\(scenario.json)`", ""], [])
    }
    let picture = "\(algorithm.id)--\(property.id)--\(slug(bug.issue)).svg"
    let svg = Filmstrip.svg(
      of: violation, alignment: algorithm.contract(options).alignment,
      title: "\(algorithm.id) \(bug.issue) × \(property.id): \(violation.message)")
    return ([
      "", "  \(label): \(violation.message).", "",
      "  ![\(algorithm.id) × \(property.id), \(bug.issue)](\(picture))", "",
      "  ```json", "  " + violation.scenario.json, "  ```", "",
    ], [(picture, svg)])
  }

  /// `issue` as part of a file name: letters and digits, the rest as `-`.
  private static func slug(_ issue: String) -> String {
    let characters = issue.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    return String(characters).split(separator: "-").joined(separator: "-")
  }
}
