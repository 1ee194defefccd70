import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// The scenario JSON of a reference scenario with `layout` as its layout object.
private func scenario(layout: String) throws(ScenarioError) -> Scenario {
  try Scenario(json: #"{"algorithm": "reference", "layout": {"# + layout + #"}, "events": []}"#)
}

/// The one-line error `layout` gives, or nil when it reads.
private func error(layout: String) -> String? {
  do {
    _ = try scenario(layout: layout)
    return nil
  } catch {
    return error.description
  }
}

@Suite("itemSizes in scenario JSON (TheUIKitModel)")
struct ItemSizesJSONTests {
  @Test("A flat list without a count gives the count; per section it gives the sections")
  func listGivesCounts() throws {
    let flat = try scenario(layout: #""itemSizes": [[10, 20], [30, 40], [50, 60]]"#)
    #expect(flat.configuration.sections == [3])
    #expect(flat.configuration.itemSizes == [CGSize(width: 10, height: 20), CGSize(width: 30, height: 40), CGSize(width: 50, height: 60)])
    let nested = try scenario(layout: #""itemSizes": [[[10, 20]], [], [[30, 40], [50, 60]]]"#)
    #expect(nested.configuration.sections == [1, 0, 2])
    #expect(nested.configuration.itemSizes.count == 3)
    // Several sections are written per section, and read back equal.
    #expect(nested.json.contains(#""itemSizes": [[[10, 20]], [], [[30, 40], [50, 60]]]"#))
    #expect(try Scenario(json: nested.json) == nested)
  }

  @Test("Sizes that agree with the count read; the layout's itemSize stays UIKit's default")
  func agreeingCount() throws {
    let read = try scenario(layout: #""itemCount": 2, "itemSizes": [[10, 20], [30, 40]]"#)
    #expect(read.configuration.sections == [2])
    #expect(read.configuration.itemWidth == 50 && read.configuration.itemHeight == 50)
    #expect(!read.json.contains("itemWidth"))
  }

  @Test("Bad itemSizes are one-line errors naming the field")
  func badInput() {
    #expect(error(layout: #""itemCount": 3, "itemSizes": [[10, 20], [30, 40]]"#)
      == "layout.itemSizes: 2 sizes for 3 items (one size per item)")
    #expect(error(layout: #""sections": [1, 1], "itemSizes": [[[10, 20], [30, 40]], []]"#)
      == "layout.itemSizes: sizes for sections of 2, 0 items, but the sections hold 1, 1")
    #expect(error(layout: #""itemSizes": [[10, 20], [-1, 40]]"#)
      == "layout.itemSizes[1]: a size must be finite and not negative, got [-1, 40]")
    #expect(error(layout: #""itemSizes": [[10, "nan"]]"#)
      == "layout.itemSizes[0]: a size must be finite and not negative, got [10, nan]")
    #expect(error(layout: #""itemSizes": [[10, 20, 30]]"#)?.hasPrefix("layout.itemSizes[0]: expected [width, height]") == true)
    #expect(error(layout: #""itemSizes": 5"#)?.hasPrefix("layout.itemSizes: expected [[width, height], …]") == true)
    #expect(error(layout: #""itemWidth": 100, "itemSizes": [[10, 20]]"#) == "layout.itemSizes: give itemSizes or itemWidth, not both")
    #expect(error(layout: #""itemHeight": 100, "itemSizes": [[10, 20]]"#) == "layout.itemSizes: give itemSizes or itemHeight, not both")
  }
}
