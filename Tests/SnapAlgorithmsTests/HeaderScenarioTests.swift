import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// A scenario with headers (TheUIKitModel), run and written back.
@Suite("Scenarios with headers and footers")
struct HeaderScenarioTests {
  /// Four items 100 wide, 10 apart, after a 40-long header, in a 200-wide view at scale 1:
  /// items at 40, 150, 260, 370; content 470; offsets 0…270. Leading snap positions are the
  /// items' origins (the section inset is zero): 40, 150, 260, and 270 for the last.
  static let json = #"""
    {"algorithm": "reference", "layout": {"itemCount": 4, "itemWidth": 100, "itemHeight": 50, "lineSpacing": 10, "viewWidth": 200, "viewHeight": 100, "screenScale": 1, "headerSize": [40, 0], "footerSize": [0, 0]}, "events": [{"type": "drag", "distance": 120, "velocity": 0}, {"type": "drag", "distance": 100, "velocity": 0}, {"type": "drag", "distance": 99, "velocity": 2}]}
    """#

  @Test("The reference rests on the items' positions behind the header")
  func restsOnItems() throws {
    let scenario = try Scenario(json: Self.json)
    #expect(scenario.configuration.headerSize == CGSize(width: 40, height: 0))
    // 120 is nearer 150 than 40; 250 nearer 260 than 150; a flick forward from 260 goes to
    // the next position, the end of the range.
    #expect(scenario.run().steps.map(\.rest) == [150, 260, 270])
  }

  @Test("headerSize is written only when set, as [width, height], and read back")
  func roundTrip() throws {
    let scenario = try Scenario(json: Self.json)
    #expect(scenario.json.contains(#""headerSize": [40, 0]"#))
    #expect(!scenario.json.contains("footerSize"))
    #expect(try Scenario(json: scenario.json) == scenario)
  }

  @Test("A size that is not two numbers is named in one line", arguments: [
    (#"[40]"#, "layout.headerSize: expected [width, height], got an array"),
    (#"{"width": 40}"#, "layout.headerSize: expected [width, height], got an object"),
    (#"[40, "wide"]"#, "layout.headerSize[1]:"),
  ])
  func badSize(value: String, message: String) {
    let text = Self.json.replacingOccurrences(of: #""headerSize": [40, 0]"#, with: #""headerSize": "# + value)
    #expect(throws: ScenarioError.self) { try Scenario(json: text) }
    do {
      _ = try Scenario(json: text)
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }
}
