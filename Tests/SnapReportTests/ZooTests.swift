import SnapAlgorithms
import SnapEngine
import SnapReport
import Testing

@Suite("The zoo: every reported bug the rules explain shows in SnapCheck")
struct ZooTests {
  @Test("Every ZOO.md entry is a registered algorithm, in ZOO.md's order, after the reference")
  func everyEntryRegistered() throws {
    let ids = AlgorithmRegistry.ids
    let zoo = ZooLibrary.all.map(\.algorithm)
    #expect(zoo == ["up-carousel", "centered-flow", "ms-peek", "fs-pager", "recipe-velocity-nudge", "recipe-delegate-round"])
    let afterReference = try #require(ids.firstIndex(of: "reference")) + 1
    #expect(Array(ids.dropFirst(afterReference).prefix(zoo.count)) == zoo)
  }

  @Test("A bug the matrix shows is a violation of its property at the default seed",
    arguments: ZooLibrary.all.flatMap { library in library.bugs.map { (library.algorithm, $0) } })
  func shownBugsAreViolations(algorithm id: String, bug: ZooLibrary.ReportedBug) throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
    switch bug.finding {
    case .shows(let property, let demo):
      let result = try #require(CheckRunner.defaultResult(property, on: algorithm, profile: .realistic))
      #expect(result.verdict == .violated, "\(id) \(bug.issue): \(property.id)")
      if let demo { #expect(property.violation(in: Scenario(demo, algorithm: algorithm)) != nil, "\(id) \(bug.issue) demo") }
    case .showsWithOptions(let property, let testCase, let assignments):
      let options = try algorithm.options(parsing: assignments)
      let violation = property.violation(in: Scenario(testCase, algorithm: algorithm, options: options))
      #expect(violation != nil, "\(id) \(bug.issue): \(property.id)")
      // The default options do not show it: it is the option's doing.
      #expect(property.violation(in: Scenario(testCase, algorithm: algorithm)) == nil, "\(id) \(bug.issue) without options")
    case .doesNotShow(let reason):
      #expect(!reason.isEmpty)
    }
  }
}
