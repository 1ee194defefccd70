import Foundation
import SnapCheck
import SnapPlantedBugs
import Testing

/// The planted narrow bugs checked the way an app checks its own layout: through
/// `SnapCheck.check` with its defaults (the default seed and case count, the targeted search
/// on), each bug's layout built fresh per case and declaring the contract it keeps outside its
/// band (leading, one page). One check per bug tells what the random cases found and what the
/// targeted search added.
@Suite("Planted narrow bugs, checked as an app checks its own layout")
struct PlantedBugCheckTests {
  /// Each bug, and whether the default gate's 100 random cases alone find it. The generator's
  /// boundary drags reach a long drag released still, exactly half a page, exact page
  /// multiples and a flick at the momentum floor within them; the rarer bands (a velocity
  /// band, ¾ or two pages back) take more cases than the gate has, and a layout's tenth drag
  /// and 61 to 70 items lie beyond any generated case (at most 8 events and 60 items), so the
  /// targeted search reaches them: its sequence corner drives a best case 16 drags further,
  /// and its mutants draw item counts beyond the generator's.
  static let bugs: [(id: String, foundByRandomCases: Bool)] = [
    ("velocity-band", false), ("three-quarter-back", false), ("tenth-drag", false), ("two-pages-back", false),
    ("crowded", false), ("long-still", true), ("exact-half", true), ("exact-multiple", true), ("floor-flick", true),
    ("deep-inset", true),
  ]

  @Test("The catalogue is the one the bench reports")
  func catalogue() {
    #expect(Self.bugs.map(\.id) == PlantedBug.all.map(\.id))
  }

  @Test("SnapCheck.check finds every planted narrow bug at the default seed and case count", arguments: Self.bugs)
  func found(id: String, foundByRandomCases: Bool) throws {
    let bug = try #require(PlantedBug.all.first { $0.id == id })
    let layout = CheckedLayout(bug.id, contract: LayoutContract(alignment: .leading)) { bug.makeLayout() }
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(id)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let run = SnapCheck.check(layout, artifacts: artifacts)
    #expect(run.problems.isEmpty)
    let finding = PlantedBugFinding(bug, results: run.results)
    #expect(!run.failures.isEmpty, "\(bug.band): \(run.summary)")
    #expect(finding.targetedFinds != nil)
    #expect((finding.randomFinds != nil) == foundByRandomCases, "\(bug.band)")
    // The search only runs after every random case held, so what it finds took more than them.
    if finding.randomFinds == nil, finding.targetedFinds != nil { #expect((finding.targetedFinds?.cases ?? 0) > SnapCheck.defaultCases) }
  }
}
