import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// Children of widths 100, 200, 150, 300, 100 (150 high), spacing 8, no margins, in a 375×150
/// container at @3x: origins 0, 108, 316, 474, 782; content 882, range 0…507; `.viewAligned`
/// positions 0, 108, 316, 474 and 507 (782 clamped).
@Suite("SwiftUI children of different sizes (TheSwiftUIHost): one geometry, view-aligned to each child's own edge")
struct SwiftUIItemSizesTests {
  private func rests(_ events: [Event]) throws -> [CGFloat?] {
    var c = LayoutConfiguration.swiftUI
    c.itemSizes = [100, 200, 150, 300, 100].map { CGSize(width: $0, height: 150) }
    c.itemCount = 5
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "swiftui-view-aligned"))
    let scenario = Scenario(Case(configuration: c, events: events), algorithm: algorithm, options: try algorithm.options(parsing: ["limitBehavior=always"]))
    return scenario.run().steps.map(\.rest)
  }

  @Test("A slow drag aligns to the nearest child's own leading edge")
  func nearestChildEdge() throws {
    // Released at 150: 108 is 42 away, 316 is 166.
    #expect(try rests([.drag(distance: 150, velocity: 0)]) == [108])
    // From 316, released at 216: 316 is 100 away, 108 is 108.
    #expect(try rests([.scroll(offset: 316), .drag(distance: -100, velocity: 0)]) == [316, 316])
    // Released at 196: 108 is 88 away, 316 is 120.
    #expect(try rests([.scroll(offset: 316), .drag(distance: -120, velocity: 0)]) == [316, 108])
  }

  @Test("The last child's position is clamped to the range's end")
  func lastClamped() throws {
    // From 474 (child 3), released at 600: 507 (child 4's 782, clamped) is the nearest.
    #expect(try rests([.scroll(offset: 474), .drag(distance: 126, velocity: 0)]) == [474, 507])
  }

  @Test("SwiftUI JSON takes a flat itemSizes list, which gives the count and excludes itemWidth")
  func json() throws {
    let read = try Scenario(json: #"{"algorithm": "swiftui-view-aligned", "layout": {"itemSizes": [[100, 150], [200, 150]]}, "events": []}"#)
    #expect(read.configuration.sections == [2])
    #expect(try Scenario(json: read.json) == read)
    #expect(throws: ScenarioError.field(path: "layout.itemSizes", reason: "give itemSizes or itemWidth, not both")) {
      try Scenario(json: #"{"algorithm": "swiftui-view-aligned", "layout": {"itemWidth": 10, "itemSizes": [[100, 150]]}, "events": []}"#)
    }
  }
}
