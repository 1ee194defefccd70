import Foundation
import SnapCheck
import Testing

/// A compositional list layout: no section scrolls on its own, so the model runs none of it and
/// every case stops `unsupported: UICollectionViewCompositionalLayout` at its first step.
private func listLayout(knownViolations: [Property]) -> CheckedLayout {
  CheckedLayout(
    "ListLayout", contract: LayoutContract(alignment: .leading), knownViolations: knownViolations,
    layout: { UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)) })
}

/// The line a check and a golden say when no step ran, for `ListLayout` over `cases` cases.
private func nothingRan(cases: Int) -> String {
  "ListLayout: nothing ran: all \(cases) cases stopped unsupported (UICollectionViewCompositionalLayout) before any step"
}

@Suite("Never green by accident: a layout of which nothing ran fails")
struct NeverGreenByAccidentTests {
  @Test("verify fails with one line when every case is unsupported, with .unsupportedFree or every property known")
  func verifyFails() {
    for known in [[Property.unsupportedFree], Property.allCases] {
      let run = SnapCheck.check(listLayout(knownViolations: known), cases: 30, targeted: false)
      #expect(!run.passed)
      #expect(run.failures.isEmpty)
      #expect(run.problems.count == 1 && run.problems.first?.hasPrefix(nothingRan(cases: 30)) == true)
    }
  }

  @Test("a golden of nothing but unsupported steps is refused at record time with the same line, and not written")
  func goldenRefused() {
    let directory = scratchDirectory("nothing-ran")
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(listLayout(knownViolations: [.unsupportedFree]), directory: directory, cases: 5, record: .all, environment: [:]))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("ListLayout: nothing ran: all ") && $0.rawValue.contains("stopped unsupported (UICollectionViewCompositionalLayout)") }
    }
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ListLayout.golden").path))
  }
}
