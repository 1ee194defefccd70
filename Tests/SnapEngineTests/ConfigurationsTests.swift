import Foundation
import SnapAlgorithms
import SnapEngine
import SnapPlantedBugs
import SnapModel
import Testing

/// The reference algorithm kept to `space`, as a user's layout is.
private func reference(in space: LayoutConfigurations, host: HostCoverage = .classic) throws -> Algorithm {
  var algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
  algorithm.configurations = space
  algorithm.host = host
  return algorithm
}

/// An app's space: two phones, items 40 narrower than the view, fixed spacing and insets.
private let appSpace = LayoutConfigurations(
  itemSize: .relative { CGSize(width: $0.width - 40, height: $0.height) }, lineSpacings: [10], interitemSpacings: [0],
  sectionInsets: [UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)], itemCounts: 1...8,
  viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 220)], scales: [3], decelerationRates: [.fast],
  changes: [.reload])

/// `appSpace` with the generator's own section insets.
private let appSpaceWithoutInsets = LayoutConfigurations(
  itemSize: .relative { CGSize(width: $0.width - 40, height: $0.height) }, lineSpacings: [10],
  viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 220)])

@Suite("Configurations: generating only the app's layouts")
struct ConfigurationsTests {
  @Test("The default space generates exactly the generator's own cases, on both hosts")
  func defaultSpaceChangesNothing() {
    let plain = CaseGenerator(seed: 4, profile: .realistic)
    let spaced = CaseGenerator(seed: 4, profile: .realistic, space: LayoutConfigurations())
    for index in 0..<300 {
      #expect(plain.testCase(index) == spaced.testCase(index))
      #expect(plain.testCase(index, host: .wide) == spaced.testCase(index, host: .wide))
    }
  }

  @Test("Every generated case lies inside the space, with drags scaled to its pages")
  func casesStayInside() {
    let generator = CaseGenerator(seed: 11, profile: .realistic, space: appSpace)
    var sawReload = false
    var sawPageDrag = false
    for index in 0..<500 {
      let testCase = generator.testCase(index)
      let c = testCase.configuration
      #expect(appSpace.admits(testCase))
      #expect([390, 430].contains(c.viewWidth) && c.itemWidth == c.viewWidth - 40 && c.itemHeight == c.viewHeight)
      #expect(c.lineSpacing == 10 && c.interitemSpacing == 0 && c.screenScale == 3 && c.decelerationRate == 0.99)
      #expect(c.delegateSectionInset == nil)
      #expect((1...8).contains(c.itemCount))
      for event in testCase.events {
        switch event {
        case .drag(let distance, _): if abs(abs(distance) - (c.itemWidth + 10)) < 0.6 { sawPageDrag = true }
        case .reload(let sections): sawReload = true; #expect(sections.count == 1 && (1...8).contains(sections[0]))
        case .scroll, .resize, .update: Issue.record("\(event) is outside the space's changes")
        }
      }
    }
    #expect(sawReload && sawPageDrag)
  }

  @Test("pagingEnabled turns paging on in the space's cases only, leaving every other draw as it was")
  func pagingEnabledIsDrawnLast() {
    let plain = CaseGenerator(seed: 11, profile: .realistic, space: appSpace)
    var pagingSpace = appSpace
    pagingSpace.pagingEnabled = [true]
    let paging = CaseGenerator(seed: 11, profile: .realistic, space: pagingSpace)
    var eitherSpace = appSpace
    eitherSpace.pagingEnabled = [false, true]
    let either = CaseGenerator(seed: 11, profile: .realistic, space: eitherSpace)
    var pagedCases = 0
    for index in 0..<200 {
      var expected = plain.testCase(index)
      #expect(!expected.configuration.isPagingEnabled)
      expected.configuration.isPagingEnabled = true
      #expect(paging.testCase(index) == expected)
      #expect(pagingSpace.admits(expected) && !pagingSpace.admits(plain.testCase(index)))
      let drawn = either.testCase(index)
      if drawn.configuration.isPagingEnabled { pagedCases += 1 }
      expected.configuration.isPagingEnabled = drawn.configuration.isPagingEnabled
      #expect(drawn == expected)
    }
    // Either value, each in about half the cases.
    #expect((60...140).contains(pagedCases))
    #expect(LayoutConfigurations(pagingEnabled: []).problem == "configurations.pagingEnabled is empty (leave it nil for the generator's values)")
  }

  @Test("A range of item sizes draws thirds of a point inside it; sections keep to their counts on the wider host")
  func rangesAndSections() {
    let space = LayoutConfigurations(
      itemSize: .range(width: 200...300, height: 100...100), contentInsets: [.zero], itemCounts: 0...3, sectionCounts: 2...3)
    let generator = CaseGenerator(seed: 2, profile: .realistic, space: space)
    for index in 0..<300 {
      let testCase = generator.testCase(index, host: .wide)
      #expect(space.admits(testCase))
      let c = testCase.configuration
      // In UIKit terms on either axis.
      #expect((200...300).contains(c.itemWidth) && (c.itemWidth * 3).rounded() == c.itemWidth * 3 && c.itemHeight == 100)
      #expect((2...3).contains(c.sections.count) && c.sections.allSatisfy { (0...3).contains($0) })
      #expect(c.contentInset == .zero)
    }
  }

  @Test("A vertical feed's space is read in UIKit terms: portrait views, full-width rows 120 tall")
  func verticalSpaceInUIKitTerms() {
    let space = LayoutConfigurations(
      itemSize: .relative { view in CGSize(width: view.width, height: 120) }, lineSpacings: [8],
      sectionInsets: [UIEdgeInsets(top: 16, left: 0, bottom: 0, right: 0)],
      viewSizes: [CGSize(width: 375, height: 667), CGSize(width: 390, height: 844)], changes: [.resize])
    for host in [HostCoverage(axes: [.vertical], isWide: false), HostCoverage(axes: [.horizontal, .vertical], isWide: true)] {
      let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
      var verticals = 0
      var rowDrags = 0
      for index in 0..<200 {
        let testCase = space.followingViewSize(generator.testCase(index, host: host))
        let c = testCase.configuration
        #expect(space.admits(testCase), "case \(index)")
        #expect([375, 390].contains(c.viewWidth) && [667, 844].contains(c.viewHeight))
        #expect(c.itemWidth == c.viewWidth && c.itemHeight == 120)
        #expect(c.sectionInset == UIEdgeInsets(top: 16, left: 0, bottom: 0, right: 0))
        guard c.scrollDirection == .vertical else { continue }
        verticals += 1
        for event in testCase.events {
          switch event {
          // Pages are rows, 120 + 8 along the axis: drags of a page are 128 (± a little).
          case .drag(let distance, _): if abs(abs(distance) - 128) < 0.6 { rowDrags += 1 }
          case .resize(let width, let height): #expect([CGSize(width: 375, height: 667), CGSize(width: 390, height: 844)].contains(CGSize(width: width, height: height)))
          case .scroll, .reload, .update: Issue.record("\(event) is outside the space's changes")
          }
        }
      }
      #expect(verticals >= 40)
      #expect(rowDrags >= 10)
    }
    // A horizontal case with the view turned on its side is outside the space.
    var sideways = CaseGenerator(seed: 1, profile: .realistic, space: space).testCase(0, host: HostCoverage(axes: [.vertical], isWide: false))
    sideways = sideways.transposed
    #expect(!space.admits(sideways))
  }

  @Test("A relative item size follows every resize: each case carries the size for each of its view sizes")
  func relativeSizeFollowsResizes() throws {
    let space = LayoutConfigurations(
      itemSize: .relative { CGSize(width: $0.width - 40, height: $0.height) }, lineSpacings: [10],
      changes: [.resize], devices: [Device(size: CGSize(width: 390, height: 200), rotatedSize: CGSize(width: 844, height: 200))])
    let stream = CaseStream(seed: 20_261_129, profile: .realistic, algorithm: try reference(in: space))
    var resizes = 0
    for index in 0..<200 {
      let testCase = stream.testCase(index)
      #expect(space.admits(testCase))
      for case .resize(let width, let height) in testCase.events {
        resizes += 1
        let expected = width == 390 ? CGSize(width: 350, height: 200) : CGSize(width: 804, height: 200)
        #expect(testCase.configuration.itemSize(forViewSize: CGSize(width: width, height: height)) == expected)
      }
      // Without its table, a case with a resize is a geometry the app never has.
      var stale = testCase
      stale.configuration.itemSizesForViewSizes = []
      #expect(space.admits(stale) == !testCase.events.contains { $0.kind == .resize })
    }
    #expect(resizes > 20)
    // A layout that sets its item size itself gets no table.
    var own = space
    own.layoutSets = [.itemSize]
    let ownStream = CaseStream(seed: 20_261_129, profile: .realistic, algorithm: try reference(in: own))
    #expect((0..<50).allSatisfy { ownStream.testCase($0).configuration.itemSizesForViewSizes.isEmpty })
  }

  @Test("The wider host's redraws are independent of the first round: every view size meets every content inset")
  func wideRedrawsIndependent() {
    let space = LayoutConfigurations(
      contentInsets: [.zero, UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)],
      viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 200)])
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
    let pairs = (0..<400).map { index -> String in
      let c = generator.testCase(index, host: HostCoverage(axes: [.horizontal], isWide: true)).configuration
      return "\(c.viewWidth) \(c.contentInset.left)"
    }
    #expect(Set(pairs) == ["390.0 0.0", "390.0 8.0", "430.0 0.0", "430.0 8.0"])
  }

  @Test("A generated centring inset centres the constrained item in the constrained view")
  func centringFollowsConstraints() {
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: appSpaceWithoutInsets)
    let insets = (0..<300).map { generator.testCase($0).configuration.sectionInset.left }
    // Items are 40 narrower than the view: the centring inset is 20 on every view size.
    #expect(insets.contains(20))
    let plain = CaseGenerator(seed: 20_261_129, profile: .realistic)
    let centring = (0..<300).filter { index in
      let c = plain.testCase(index).configuration
      return c.sectionInset.left == (c.viewWidth - c.itemWidth) / 2 && c.sectionInset.left != 0
    }
    #expect(centring.allSatisfy { generator.testCase($0).configuration.sectionInset.left == 20 })
  }

  @Test("A setting the layout sets itself is never set, so an override that refuses to be set is left alone, as the app leaves it")
  func layoutSetsItselfIsNeverSet() throws {
    var algorithm = try reference(in: LayoutConfigurations(layoutSets: [.interitemSpacing, .itemSize]))
    algorithm.make = { _, _ in LayoutUnderTest(layout: SetCountingLayout()) }
    let layout = try #require(algorithm.simulator(for: LayoutConfiguration()).collectionView.flowLayout as? SetCountingLayout)
    // Only the settings it does not set are applied, each once: line spacing among them.
    #expect(layout.interitemSets == 0)
    #expect(layout.itemSizeSets == 0)
    #expect(layout.lineSpacingSets == 1)
  }

  @Test("A setting the layout sets itself is not applied, and no flow-delegate inset is generated for it")
  func layoutSetsItself() throws {
    let space = LayoutConfigurations(layoutSets: [.itemSize, .sectionInset])
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
    let plain = CaseGenerator(seed: 20_261_129, profile: .realistic)
    #expect((0..<1000).contains { plain.testCase($0).configuration.delegateSectionInset != nil })
    #expect((0..<1000).allSatisfy { generator.testCase($0).configuration.delegateSectionInset == nil })
    // A user's layout never gets the stand-in, whatever its space says.
    var userSpace = LayoutConfigurations()
    userSpace.standInDelegateInsets = false
    let user = CaseGenerator(seed: 20_261_129, profile: .realistic, space: userSpace)
    #expect((0..<1000).allSatisfy { user.testCase($0).configuration.delegateSectionInset == nil })
    // The simulator leaves the layout's own item size and inset as its init set them.
    var algorithm = try reference(in: space)
    algorithm.make = { _, _ in
      let layout = ReferenceSnapLayout()
      layout.itemSize = CGSize(width: 123, height: 45)
      layout.sectionInset = UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
      return LayoutUnderTest(layout: layout)
    }
    var configuration = LayoutConfiguration()
    configuration.itemWidth = 300
    configuration.sectionInset = .zero
    let simulator = algorithm.simulator(for: configuration)
    #expect(simulator.collectionView.flowLayout?.itemSize == CGSize(width: 123, height: 45))
    #expect(simulator.collectionView.flowLayout?.sectionInset.left == 7)
    // …and the observed configuration shows them, as a user's counterexample does.
    let observed = Scenario(Case(configuration: configuration, events: []), algorithm: algorithm).observed.configuration
    #expect(observed.itemWidth == 123 && observed.sectionInset.left == 7)
  }

  @Test("Shrinking and the targeted search keep a counterexample inside the space")
  func shrinkingKeepsInside() throws {
    var algorithm = try #require(PlantedBug.all.first).algorithm
    algorithm.configurations = appSpace
    let report = CheckRunner(seed: 20_261_129, profile: .realistic, cases: 300, targeted: true)
      .run(algorithms: [algorithm], properties: Property.allCases)
    let examples = report.results.compactMap(\.counterexample)
    #expect(!examples.isEmpty)
    for example in examples { #expect(appSpace.admits(example.scenario.testCase), "\(example.message)") }
    // The shrinker alone: a candidate outside the space is never taken, however much smaller.
    let scenario = Scenario(CaseGenerator(seed: 3, profile: .realistic, space: appSpace).testCase(0), algorithm: try reference(in: appSpace))
    let (smallest, _) = Shrinker().shrink(scenario, violation: Violation(scenario: scenario, message: "always")) {
      Violation(scenario: $0, message: "always")
    }
    #expect(appSpace.admits(smallest.testCase))
    #expect(smallest.configuration.itemCount == 1 && smallest.events.isEmpty)
  }

  @Test("A bad space is named in one line", arguments: [
    (LayoutConfigurations(lineSpacings: []), "configurations.lineSpacings is empty (leave it nil for the generator's values)"),
    (LayoutConfigurations(itemCounts: -1...3), "configurations.itemCounts -1...3 holds negative counts"),
    (LayoutConfigurations(scales: [2.5]), "configurations.scales holds 2.5; screens have scale 1, 2 or 3"),
    (LayoutConfigurations(viewSizes: [CGSize(width: 0, height: 10)]), "configurations.viewSizes holds 0.0×10.0; sizes must be finite and positive"),
    (LayoutConfigurations(itemCounts: 0...200_000), "configurations.itemCounts 0...200000 goes past 100000 items"),
    (LayoutConfigurations(itemSize: .fixed(CGSize(width: -1, height: 50))),
     "configurations.itemSize .fixed(-1.0×50.0) must be finite and not negative"),
    (LayoutConfigurations(itemSize: .relative { _ in CGSize(width: CGFloat.nan, height: 1) }, viewSizes: [CGSize(width: 390, height: 200)]),
     "configurations.itemSize .relative gives nan×1.0 for a 390.0×200.0 view; sizes must be finite and not negative"),
    (LayoutConfigurations(lineSpacings: [.infinity]), "configurations holds the spacing inf; spacings must be finite"),
  ])
  func badSpace(space: LayoutConfigurations, message: String) {
    #expect(space.problem == message)
  }
}

/// A flow layout that counts how often its properties are set (an app's override with a
/// `didSet` that may refuse the value).
private final class SetCountingLayout: UICollectionViewFlowLayout {
  var interitemSets = 0
  var itemSizeSets = 0
  var lineSpacingSets = 0
  override var minimumInteritemSpacing: CGFloat { didSet { interitemSets += 1 } }
  override var itemSize: CGSize { didSet { itemSizeSets += 1 } }
  override var minimumLineSpacing: CGFloat { didSet { lineSpacingSets += 1 } }
}
