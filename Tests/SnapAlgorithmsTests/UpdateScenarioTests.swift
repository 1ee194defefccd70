import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// Scenarios with `update` events (TheUIKitModel), read, run and written back.
@Suite("Scenarios with batch updates")
struct UpdateScenarioTests {
  /// Ten 300×150 items, spacing 10, in a 375×150 view at @3x (content 3090, offsets
  /// 0…2715), at the end when the last three items are deleted and a new one inserted first.
  static let json = #"""
    {"algorithm": "reference", "layout": {"itemCount": 10, "itemWidth": 300, "itemHeight": 150}, "events": [{"type": "scroll", "x": 2715}, {"type": "update", "delete": [[0, 9], [0, 8], [0, 7]], "insert": [[0, 0]], "move": [[[0, 1], [0, 4]]], "counts": [8]}]}
    """#

  @Test("An update is read with UIKit's index paths, written back the same, and clamps the view to the new end")
  func roundTrip() throws {
    let scenario = try Scenario(json: Self.json)
    let update = BatchUpdate(
      deletes: [IndexPath(item: 9, section: 0), IndexPath(item: 8, section: 0), IndexPath(item: 7, section: 0)],
      inserts: [IndexPath(item: 0, section: 0)],
      moves: [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))], counts: [8])
    #expect(scenario.events[1] == .update(update))
    #expect(scenario.json.contains(#"{"type": "update", "delete": [[0, 9], [0, 8], [0, 7]], "insert": [[0, 0]], "move": [[[0, 1], [0, 4]]], "counts": [8]}"#))
    #expect(try Scenario(json: scenario.json) == scenario)
    // Eight items: content 8·300 + 7·10 = 2470, the end 2095. The reference leaves a
    // position where it is (its targetContentOffset(forProposedContentOffset:) is the base's).
    #expect(scenario.run().steps.map(\.rest) == [2715, 2095])
  }

  @Test("Parts left out are empty, and counts derive from the calls")
  func defaults() throws {
    let text = #"{"algorithm": "reference", "layout": {"itemCount": 3}, "events": [{"type": "update", "insert": [[0, 3]]}]}"#
    let scenario = try Scenario(json: text)
    #expect(scenario.events == [.update(BatchUpdate(inserts: [IndexPath(item: 3, section: 0)]))])
    #expect(scenario.json.hasSuffix(#""events": [{"type": "update", "insert": [[0, 3]]}]}"#))
  }

  @Test("A disagreeing or malformed update is refused in one line naming the part, before anything runs", arguments: [
    (#"{"type": "update", "delete": [[0, 10]]}"#, "events[1].delete[0]: item 10 is outside section 0, which has 10 items before the batch"),
    (#"{"type": "update", "delete": [[0, 1]], "counts": [10]}"#, "events[1].counts[0]: is 10, but section 0's 10 items with these calls make 9"),
    (#"{"type": "update", "reloadSections": [0], "insert": [[0, 0]]}"#, "events[1].insert[0]: names section 0, which the batch reloads"),
    (#"{"type": "update", "move": [[[0, 1]]]}"#, "events[1].move[0]: expected [[section, item], [section, item]], got 1 index paths"),
    (#"{"type": "update", "delete": [[0]]}"#, "events[1].delete[0]: expected [section, item], got 1 numbers"),
    (#"{"type": "update", "delete": [[0, -1]]}"#, "events[1].delete[0][1]:"),
    (#"{"type": "update", "remove": [[0, 1]]}"#, "events[1].remove:"),
  ])
  func bad(event: String, message: String) {
    let text = #"{"algorithm": "reference", "layout": {"itemCount": 10}, "events": [{"type": "drag", "distance": 10}, "# + event + "]}"
    do {
      _ = try Scenario(json: text)
      Issue.record("read \(event)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test("A SwiftUI scenario takes no update")
  func swiftUI() {
    let text = #"{"algorithm": "swiftui-paging", "layout": {"itemCount": 3}, "events": [{"type": "update"}]}"#
    do {
      _ = try Scenario(json: text)
      Issue.record("read an update on SwiftUI")
    } catch {
      #expect(error.description.hasPrefix("events[0].type: a SwiftUI stack takes no batch updates"), "\(error.description)")
    }
  }

  @Test("On a SwiftUI stack an update is a reload with the children it leaves")
  func hostedOnSwiftUI() {
    var configuration = LayoutConfiguration()
    configuration.sections = [3, 4]
    let update = BatchUpdate(deletes: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)], inserts: [IndexPath(item: 0, section: 1)])
    let testCase = Case(configuration: configuration, events: [.update(update), .drag(distance: 10, velocity: 0), .update(BatchUpdate(deletes: [IndexPath(item: 0, section: 0)]))])
    // 3 + 4 − 2 + 1 = 6 children, then one fewer in section 0: 5.
    #expect(testCase.hosted(on: .swiftui).events == [.reload(itemCount: 6), .drag(distance: 10, velocity: 0), .reload(itemCount: 5)])
  }
}
