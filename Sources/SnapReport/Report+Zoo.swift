import Foundation
import SnapAlgorithms
import SnapEngine

extension Report {
  /// A paragraph for the index on the zoo's pages, when `check` covers a zoo library.
  static func zooNote(_ check: CheckReport) -> [String] {
    guard ZooLibrary.all.contains(where: { check.algorithms.contains($0.algorithm) }) else { return [] }
    return [
      "", "The zoo (`up-carousel`, `centered-flow`, `ms-peek`, `fs-pager` and the two recipes) rebuilds the snap rules of four",
      "widely used carousel libraries and two common recipes from their descriptions. Each one's page lists the bugs its",
      "users reported: those that follow from the rule beside the property they violate, with the shrunk counterexample",
      "and filmstrip; the others with why SnapCheck does not show them.",
    ]
  }

  /// The section of `algorithm`'s page on the library it rebuilds, when it is a zoo library:
  /// its rule in a sentence, what SnapCheck finds, and each bug its users reported beside the
  /// shrunk counterexample and filmstrip that show it (or why SnapCheck does not show it); with
  /// the filmstrips of the bugs only a chosen option or scenario shows.
  static func reportedBugs(_ check: CheckReport, algorithm: Algorithm) -> (lines: [String], files: [(String, String)])? {
    guard let library = ZooLibrary.all.first(where: { $0.algorithm == algorithm.id }) else { return nil }
    var files: [(String, String)] = []
    let results = check.results.filter { $0.algorithm == library.algorithm }
    let violated = results.filter { $0.verdict == .violated }
      .map { "[`\($0.property.id)`](#\(anchor(library.algorithm, $0.property)))" }
    var lines = [
      "", "## Reported bugs: \(library.name)", "",
      "**Rule:** \(library.rule).", "",
      "**SnapCheck finds:** " + (violated.isEmpty ? "nothing violated." : "it violates " + violated.joined(separator: ", ") + "."),
      "",
    ]
    for bug in library.bugs {
      let issue = named(bug.issue, in: library)
      let head = "- **\(issue)** (\(bug.report)):"
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
          lines += ["", "  ![\(library.algorithm) × \(property.id), \(issue)](\(library.algorithm)--\(property.id).svg)", ""]
        }
        if let demo {
          let shown = demonstration(demo, AlgorithmOptions(), algorithm, property, bug, issue, label: "This very bug")
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
        let shown = demonstration(testCase, options, algorithm, property, bug, issue, label: "With them")
        lines += shown.lines
        files += shown.files
      case .doesNotShow(let reason):
        lines.append("\(head) not shown: \(reason).")
      }
    }
    return (lines, files)
  }

  /// `issue` with the library's name before each bare number of its tracker (for FSPagerView,
  /// a pair of them becomes `FSPagerView #91, FSPagerView #236`), so every number says whose
  /// tracker it belongs to.
  private static func named(_ issue: String, in library: ZooLibrary) -> String {
    let tracker = library.name.prefix { $0 != " " }
    return issue.components(separatedBy: ", ").map { $0.hasPrefix("#") ? "\(tracker) \($0)" : $0 }.joined(separator: ", ")
  }

  /// The lines and filmstrip of `testCase` run with `options`, where `property` fails; `issue`
  /// is the bug's name as the page writes it.
  private static func demonstration(
    _ testCase: Case, _ options: AlgorithmOptions, _ algorithm: Algorithm, _ property: Property,
    _ bug: ZooLibrary.ReportedBug, _ issue: String, label: String
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
      "  ![\(algorithm.id) × \(property.id), \(issue)](\(picture))", "",
      "  ```json", "  " + violation.scenario.json, "  ```", "",
    ], [(picture, svg)])
  }

  /// `issue` as part of a file name: letters and digits, the rest as `-`.
  private static func slug(_ issue: String) -> String {
    let characters = issue.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    return String(characters).split(separator: "-").joined(separator: "-")
  }
}
