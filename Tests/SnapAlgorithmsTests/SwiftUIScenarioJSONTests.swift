import Foundation
import SnapAlgorithms
import SnapModel
import Testing

@Suite("SwiftUI scenarios in scenario JSON")
struct SwiftUIScenarioJSONTests {
  @Test("A SwiftUI scenario is written with its host and SwiftUI's fields, and read back equal")
  func roundTrip() throws {
    let text = """
      {"algorithm": "swiftui-paging", "layout": {"itemCount": 4, "itemWidth": 300, "contentMargins": {"left": 20, "right": 20}, \
      "scrollDirection": "vertical", "safeAreaInsets": {"top": 59, "bottom": 34}}, "events": [{"type": "drag", "distance": 10}]}
      """
    let scenario = try Scenario(json: text)
    #expect(scenario.configuration.host == .swiftui)
    #expect(scenario.configuration.lineSpacing == 8)  // SwiftUI's default spacing, not UIKit's 10
    #expect(scenario.configuration.sectionInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(scenario.json == """
      {"algorithm": "swiftui-paging", "host": "swiftui", "layout": {"itemCount": 4, "itemWidth": 300, "itemHeight": 50, \
      "spacing": 8, "contentMargins": {"top": 0, "left": 20, "bottom": 0, "right": 20}, "viewWidth": 375, "viewHeight": 150, \
      "screenScale": 3, "decelerationRate": 0.998, "scrollDirection": "vertical", \
      "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0}}, "events": [{"type": "drag", "distance": 10, "velocity": 0}]}
      """)
    #expect(try Scenario(json: scenario.json) == scenario)
  }

  @Test("A field of the other host, a host the algorithm does not run on, and sections are one-line errors")
  func errors() {
    func error(_ text: String) -> String? {
      do {
        _ = try Scenario(json: text)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error(#"{"algorithm": "swiftui-paging", "layout": {"lineSpacing": 3}, "events": []}"#)?
      .hasPrefix("layout.lineSpacing: a UIKit field; a SwiftUI layout takes itemCount, itemWidth, ") == true)
    #expect(error(#"{"algorithm": "reference", "layout": {"contentMargins": {"left": 3}}, "events": []}"#)
      == "layout.contentMargins: a SwiftUI field; a UIKit layout takes the fields `snapcheck eval --help` lists")
    #expect(error(#"{"algorithm": "reference", "host": "swiftui", "events": []}"#)
      == "host: reference is a UIKit algorithm, not a SwiftUI one")
    #expect(error(#"{"algorithm": "swiftui-paging", "host": "uikit", "events": []}"#)
      == "host: swiftui-paging is a SwiftUI algorithm, not a UIKit one")
    #expect(error(#"{"algorithm": "swiftui-paging", "layout": {"sections": [2, 3]}, "events": []}"#)
      == "layout.sections: a SwiftUI stack is one run of children: give itemCount, not sections")
    #expect(error(#"{"algorithm": "swiftui-paging", "layout": {"itemSizes": [[[100, 50], [200, 50]], [[100, 50]]]}, "events": []}"#)
      == "layout.itemSizes: a SwiftUI stack is one run of children: give a flat [[width, height], …], not sizes per section")
    #expect(error(#"{"algorithm": "swiftui-paging", "events": [{"type": "reload", "sections": [1, 1]}]}"#)
      == "events[0].sections: a SwiftUI stack is one run of children: give itemCount, not sections")
    #expect(error(#"{"algorithm": "swiftui-paging", "events": [{"type": "update"}]}"#)
      == "events[0].type: a SwiftUI stack takes no batch updates (update is a UIKit event)")
  }
}
