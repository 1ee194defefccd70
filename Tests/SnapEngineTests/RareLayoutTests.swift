import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import SnapPlantedBugs
import Testing

@Suite("Rare layouts: the stream that draws the verdicts' long tail on purpose")
struct RareLayoutTests {
  /// A 375-point view at @3x holding 250-point items 10 points apart.
  static var phone: LayoutConfiguration {
    var c = LayoutConfiguration()
    (c.viewWidth, c.itemWidth, c.lineSpacing, c.screenScale) = (375, 250, 10, 3)
    return c
  }

  @Test("An extreme inset is another view's centring inset, half the view, the whole view, the view and half an item, or minus half an item")
  func extremeInsets() {
    // (w − 250) / 2 for each of the generator's view widths, then 375 / 2, 375, 375 + 125 and
    // −250 / 2.
    let centring: [CGFloat] = [
      35, 62.5, 70, 71.5, 82, 89, 90, 247, 259, 285, 292, 387, 558, (392.72727272727275 - 250) / 2, (411.42857142857144 - 250) / 2,
    ]
    let expected = Set(centring + [187.5, 375, 500, -125])
    var random = Xoshiro256StarStar(seed: 3)
    let drawn = Set((0..<2000).map { _ in RareLayout.extremeInset(Self.phone, &random) })
    #expect(drawn == expected)
  }

  @Test("A few-items layout has 0 to 3 items and an extreme leading inset, a view off the pixel grid a third of the time; the trailing inset repeats the leading one, is zero or another extreme")
  func fewItems() {
    var random = Xoshiro256StarStar(seed: 4)
    var counts: Set<Int> = [], leadings: Set<CGFloat> = [], sawRepeat = false, sawZero = false, sawOther = false
    var offGrid = 0
    for _ in 0..<2000 {
      var c = Self.phone
      RareLayout.drawFewItems(&c, &random)
      counts.insert(c.itemCount)
      leadings.insert(c.sectionInset.left)
      if c.sectionInset.right == c.sectionInset.left { sawRepeat = true } else if c.sectionInset.right == 0 { sawZero = true } else { sawOther = true }
      #expect((c.itemWidth, c.lineSpacing) == (250, 10))
      if c.viewWidth != 375 {
        offGrid += 1
        #expect(RareLayout.offGridWidths.contains(c.viewWidth))
      }
    }
    #expect((550...780).contains(offGrid))
    #expect(counts == [0, 1, 2, 3])
    #expect(leadings.contains(558) && leadings.contains(-125) && leadings.contains(375) && leadings.contains(187.5) && leadings.contains(500))
    #expect(sawRepeat && sawZero && sawOther)
  }

  @Test("A fractional view is off the pixel grid and its item as wide as it, 40 points less or four fifths on the third-point grid")
  func fractionalView() {
    var random = Xoshiro256StarStar(seed: 5)
    var items: Set<CGFloat> = [], views: Set<CGFloat> = [], sawCentred = false, sawSingle = false
    for _ in 0..<2000 {
      var c = Self.phone
      RareLayout.drawFractionalView(&c, &random)
      views.insert(c.viewWidth)
      // 375.25 is a quarter point off both grids; 392.73 and 411.43 are off every grid.
      #expect((c.viewWidth * 2).rounded() != c.viewWidth * 2)
      #expect([0, 10].contains(c.lineSpacing))
      #expect((1...60).contains(c.itemCount))
      if c.itemCount == 1 { sawSingle = true }
      if c.sectionInset.left != 0 {
        sawCentred = true
        #expect(c.sectionInset.left == (c.viewWidth - c.itemWidth) / 2 && c.sectionInset.right == c.sectionInset.left)
      }
      if c.viewWidth == 392.72727272727275 { items.insert(c.itemWidth) }
    }
    #expect(views == Set(RareLayout.offGridWidths))
    // 392.727… × 0.8 = 314.18…; × 3 = 942.55, rounded 943; / 3 = 314.333….
    #expect(items == [392.72727272727275, 392.72727272727275 - 40, 943.0 / 3])
    #expect(sawCentred && sawSingle)
  }

  @Test("A first change is a resize (mostly narrower), a reload (from no items, or to at most three) or a scroll to a page multiple or half a page past one")
  func firstChanges() {
    var random = Xoshiro256StarStar(seed: 6)
    var scrolls: Set<CGFloat> = [], narrower = 0, resizes = 0, fromEmpty = false, toFew = false
    for _ in 0..<2000 {
      var c = Self.phone
      c.itemCount = 20
      switch RareLayout.firstChange(&c, swarm: .everything, &random) {
      case .resize(let width, _):
        resizes += 1
        if width < 375 { narrower += 1 }
        // Centring the 250-point item in the 375-point view it leaves: 62.5 each side.
        #expect([0, 62.5].contains(c.sectionInset.left))
      case .reload(let sections):
        if c.itemCount == 0 { fromEmpty = true; #expect((1...60).contains(sections[0])) } else { toFew = true; #expect((0...3).contains(sections[0])) }
      case .scroll(let offset): scrolls.insert(offset)
      case .drag, .update: Issue.record("a first change is never a drag or an update")
      case nil: Issue.record("with every kind included, a first change is always drawn")
      }
    }
    // A page is 260 points: 1 to 4 pages, each exact or half a page past.
    #expect(scrolls == [260, 390, 520, 650, 780, 910, 1040, 1170])
    // Three in four to the one narrower width (320), the rest to any of the 15.
    #expect(Double(narrower) > 0.7 * Double(resizes))
    #expect(fromEmpty && toFew)
  }

  @Test("About 20 % of the checked cases come from the rare corners, each corner among them; the others stay as the ordinary draws make them")
  func stream() {
    let generator = CaseGenerator(seed: 1, profile: .realistic)
    var rare = 0, fewItems = false, offGrid = false, changeFirst = false
    for index in 0..<2000 {
      let ordinary = generator.testCase(index)
      let checked = generator.testCase(index, host: .classic, swarm: .everything)
      guard let drawn = generator.rareCase(index, swarm: .everything) else {
        #expect(checked.configuration == ordinary.configuration)
        #expect(checked.events.map(\.kind) == ordinary.events.map(\.kind))
        continue
      }
      rare += 1
      #expect(checked.configuration == drawn.configuration)
      let c = drawn.configuration
      if c.itemCount <= 3, c.sectionInset.left >= c.viewWidth / 2 || c.sectionInset.left < 0 { fewItems = true }
      if [375.25, 414 + 1.0 / 3].contains(c.viewWidth) { offGrid = true }
      if drawn.events.first?.kind != .drag { changeFirst = true }
    }
    #expect((340...460).contains(rare))
    #expect(fewItems && offGrid && changeFirst)
  }

  @Test("An app's space that allows only drags gets rare layouts without a first change")
  func space() {
    let generator = CaseGenerator(seed: 1, profile: .realistic, space: LayoutConfigurations(changes: []))
    var rare = 0
    for index in 0..<500 {
      guard let drawn = generator.rareCase(index, swarm: .everything) else { continue }
      rare += 1
      #expect(drawn.events.allSatisfy { $0.kind == .drag })
    }
    #expect(rare > 0)
  }

  @Test("The deep-inset bug lies beyond the ordinary draws of the default gate's 100 cases, and the rare layouts among them find it")
  func deepInset() throws {
    let bug = try #require(PlantedBug.all.first { $0.id == "deep-inset" })
    let generator = CaseGenerator(seed: CheckDefaults.seed, profile: .realistic, space: LayoutConfigurations())
    var entered = 0
    for index in 0..<100 {
      // The band as the layout sees it at each drag: its items and the view it has then.
      let testCase = generator.testCase(index)
      var (width, count) = (testCase.configuration.viewWidth, testCase.configuration.itemCount)
      for event in testCase.events {
        switch event {
        case .resize(let newWidth, _): width = newWidth
        case .reload(let sections): count = sections.reduce(0, +)
        case .drag:
          let inset = testCase.configuration.sectionInset.left
          if count <= 3 && (inset < 0 || inset >= width / 2) { entered += 1 }
        case .scroll, .update: break
        }
      }
    }
    #expect(entered == 0)
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 100, targeted: false)
    let results = runner.run(algorithms: [bug.algorithm], properties: Property.allCases).results
    #expect(results.contains { $0.verdict == .violated })
  }
}
