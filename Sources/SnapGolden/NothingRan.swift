/// Never green by accident: the one line a check, or a golden being recorded, says when no
/// step of the layout ran (every case stopped `unsupported`), whatever `knownViolations` lists.
package enum NothingRan {
  /// The line for `layout`, whose `cases` cases all stopped `unsupported`, the first saying
  /// `unsupported`.
  package static func line(layout: String, cases: Int, unsupported: String) -> String {
    "\(layout): nothing ran: all \(cases) case\(cases == 1 ? "" : "s") stopped unsupported (\(unsupported)) before any "
      + "step of the layout ran, so no property says anything about it, whatever knownViolations lists; the model "
      + "does not run this layout (see the UIKit model's list of what it runs)"
  }

  /// The line for `golden`, named `layout`, when every step it pins is `unsupported`; nil
  /// when one step ran (or it pins no step at all).
  package static func line(layout: String, golden: GoldenFile) -> String? {
    let steps = golden.records.flatMap(\.lines)
    guard let first = steps.first, steps.allSatisfy({ $0.contains(marker) }), let range = first.range(of: marker) else { return nil }
    return line(layout: layout, cases: golden.records.count, unsupported: String(first[range.upperBound...]))
  }

  /// What a golden's step line holds before what an unsupported step did not run.
  private static let marker = " unsupported: "
}

/// A golden refused at record time because nothing in it ran: `NothingRan`'s line.
package struct NothingRanError: Error, CustomStringConvertible {
  /// The line.
  package let line: String
  /// The line.
  package var description: String { line }
}
