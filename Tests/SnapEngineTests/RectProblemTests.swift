import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// `rect-contract`'s comparison of one rect query's answer with the items and frames the
/// geometry expects: a one-pass check of an answer in the expected order, and a sorted
/// comparison of any other. The seven-item layout's frames (items 300 pt wide, 310 apart)
/// are the right ones; a wrong frame is the right one 5 pt further along.
@Suite("rect-contract compares an answer with the expected items and frames")
struct RectProblemTests {
  static let geometry: FlowGeometry = {
    let simulator = SevenItemFixtures.scenario([]).simulator()
    return simulator.withScreen { simulator.collectionView.itemGeometry }
  }()

  /// Cell attributes for `item` (section 0) at its right frame, or 5 pt off.
  static func cell(_ item: Int, wrong: Bool = false) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    let frame = geometry.frame(ofItem: min(item, 6))
    attributes.frame = wrong ? frame.offsetBy(dx: 5, dy: 0) : frame
    return attributes
  }

  static func problem(_ attributes: [UICollectionViewLayoutAttributes], expected: [Int]) -> LayoutChecks.RectProblem? {
    LayoutChecks.rectProblem(attributes, expected: expected, geometry: geometry)
  }

  /// The item a frame problem names, and whether its attributes are `attributes`.
  static func wrongItem(_ problem: LayoutChecks.RectProblem?, is attributes: UICollectionViewLayoutAttributes) -> Int? {
    guard case .frame(let wrong, let item) = problem, wrong === attributes else { return nil }
    return item
  }

  @Test("The expected items in order at their frames are right, in either pass")
  func rightAnswers() {
    #expect(Self.problem([Self.cell(0), Self.cell(1)], expected: [0, 1]) == nil)
    #expect(Self.problem([Self.cell(1), Self.cell(0)], expected: [0, 1]) == nil)
    #expect(Self.problem([], expected: []) == nil)
  }

  @Test("A header among the cells is not an item")
  func headerIgnored() {
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
    #expect(Self.problem([Self.cell(0), header, Self.cell(1)], expected: [0, 1]) == nil)
  }

  @Test("Missing, extra, repeated and unknown items are named sorted, −1 for an index path of no item")
  func wrongItems() {
    #expect(Self.problem([Self.cell(0)], expected: [0, 1]) == .items(returned: [0]))
    #expect(Self.problem([Self.cell(0)], expected: []) == .items(returned: [0]))
    #expect(Self.problem([Self.cell(2), Self.cell(0), Self.cell(1)], expected: [0, 1]) == .items(returned: [0, 1, 2]))
    #expect(Self.problem([Self.cell(0), Self.cell(1), Self.cell(1)], expected: [0, 1]) == .items(returned: [0, 1, 1]))
    #expect(Self.problem([Self.cell(0), Self.cell(9)], expected: [0, 1]) == .items(returned: [-1, 0]))
  }

  @Test("With the right items, the first wrong frame in the answer's order is named")
  func wrongFrames() {
    let inOrder = [Self.cell(0), Self.cell(1, wrong: true), Self.cell(2, wrong: true)]
    #expect(Self.wrongItem(Self.problem(inOrder, expected: [0, 1, 2]), is: inOrder[1]) == 1)
    let reversed = [Self.cell(2, wrong: true), Self.cell(1), Self.cell(0, wrong: true)]
    #expect(Self.wrongItem(Self.problem(reversed, expected: [0, 1, 2]), is: reversed[0]) == 2)
  }

  @Test("A wrong item after a wrong frame is named before the frame")
  func itemsBeforeFrames() {
    #expect(Self.problem([Self.cell(0, wrong: true), Self.cell(3)], expected: [0, 1]) == .items(returned: [0, 3]))
  }
}
