import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `everyFieldSet()` with items of different sizes in place of `itemWidth`/`itemHeight`,
/// which they exclude.
private func sizesSet() -> LayoutConfiguration {
  var c = everyFieldSet()
  (c.itemWidth, c.itemHeight) = (50, 50)
  c.itemSizes = [CGSize(width: 10, height: 20), CGSize(width: 30, height: 40), CGSize(width: 50.5, height: 60), CGSize(width: 1, height: 2), CGSize(width: 3, height: 4)]
  return c
}

/// A configuration with every field away from its default (and from every other field's value)
/// but `itemSizes`, which excludes `itemWidth`/`itemHeight` (see `sizesSet()`).
private func everyFieldSet() -> LayoutConfiguration {
  var c = LayoutConfiguration()
  c.sections = [3, 0, 2]
  c.itemWidth = 101
  c.itemHeight = 61
  c.lineSpacing = 7
  c.interitemSpacing = 3
  c.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
  c.delegateSectionInset = UIEdgeInsets(top: 16, left: 32, bottom: 64, right: 128)
  c.viewWidth = 333
  c.viewHeight = 222
  c.screenScale = 2
  c.decelerationRate = 0.99
  c.alwaysBounceHorizontal = true
  c.cellRetention = .all
  c.scrollDirection = .vertical
  c.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
  c.safeAreaInsets = UIEdgeInsets(top: 11, left: 0, bottom: 21, right: 0)
  c.contentInsetAdjustmentBehavior = .never
  c.alwaysBounceVertical = false
  c.bounces = false
  c.isScrollEnabled = false
  c.isPagingEnabled = true
  c.sectionHeadersPinToVisibleBounds = true
  c.itemSizesForViewSizes = [
    LayoutConfiguration.ItemSizeForViewSize(view: CGSize(width: 333, height: 222), item: CGSize(width: 101, height: 61)),
    LayoutConfiguration.ItemSizeForViewSize(view: CGSize(width: 400, height: 300), item: CGSize(width: 360.5, height: 300)),
  ]
  c.headerSize = CGSize(width: 44, height: 12)
  c.footerSize = CGSize(width: 21.5, height: 9)
  return c
}

@Suite("One schema: every configuration field and event number declared once")
struct SchemaTests {
  @Test("Every field has its own key, and every field but one differs from its default in one of the test configurations")
  func keysAreUnique() {
    let keys = LayoutConfiguration.fields.map(\.key)
    #expect(Set(keys).count == keys.count)
    let same = LayoutConfiguration.fields.filter {
      $0.isEqual(everyFieldSet(), LayoutConfiguration()) && $0.isEqual(sizesSet(), LayoutConfiguration())
    }.map(\.key)
    #expect(same == ["alwaysBounceVertical"])
  }

  @Test("Every field survives scenario JSON: written, read back equal")
  func jsonRoundTrip() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let events: [Event] = [.drag(distance: -3.5, velocity: 0.75), .scroll(offset: 12), .resize(width: 400, height: 300), .reload(sections: [4, 1])]
    for configuration in [everyFieldSet(), sizesSet(), LayoutConfiguration()] {
      let scenario = Scenario(Case(configuration: configuration, events: events), algorithm: reference)
      let read = try Scenario(json: scenario.json)
      #expect(read == scenario)
    }
  }

  @Test("Transposing twice gives the case back; each swap partner names the other, of the same kind")
  func transposition() {
    let testCase = Case(configuration: everyFieldSet(), events: [.resize(width: 1, height: 2), .drag(distance: 5, velocity: 1)])
    #expect(testCase.transposed.transposed == testCase)
    let once = testCase.transposed.configuration
    #expect(once.itemWidth == 61 && once.itemHeight == 101 && once.viewWidth == 222 && once.alwaysBounceVertical)
    #expect(once.sectionInset == UIEdgeInsets(top: 2, left: 1, bottom: 8, right: 4))
    #expect(once.itemSize(forViewSize: CGSize(width: 300, height: 400)) == CGSize(width: 300, height: 360.5))
    #expect(testCase.transposed.events == [.resize(width: 2, height: 1), .drag(distance: 5, velocity: 1)])
    let sized = Case(configuration: sizesSet()).transposed.configuration
    #expect(sized.itemSizes.prefix(2) == [CGSize(width: 20, height: 10), CGSize(width: 40, height: 30)])
    for field in LayoutConfiguration.fields {
      guard case .swap(let partner) = field.transpose else { continue }
      guard case .swap(let back)? = LayoutConfiguration.field(partner)?.transpose else {
        Issue.record("\(field.key)'s partner \(partner) does not swap back")
        continue
      }
      #expect(back == field.key)
    }
  }

  @Test("The shrinker's ranks are all different, so its order never depends on declaration order")
  func shrinkRanksAreUnique() {
    let ranks = LayoutConfiguration.fields.flatMap { $0.shrink.map(\.rank) }
    #expect(Set(ranks).count == ranks.count)
  }

  @Test("Every field with a home in the model is applied to the view and the layout, and read back")
  func modelHomes() {
    let configuration = everyFieldSet()
    let layout = UICollectionViewFlowLayout()
    layout.apply(configuration)
    let simulator = Simulator(configuration: configuration, layout: layout)
    let observed = simulator.observedConfiguration(LayoutConfiguration())
    for field in LayoutConfiguration.fields {
      switch field.home {
      case .scenario: #expect(field.isEqual(observed, LayoutConfiguration()), "\(field.key) is not read back")
      case .flowLayout, .scrollView: #expect(field.isEqual(observed, configuration), "\(field.key)")
      }
    }
  }
}
