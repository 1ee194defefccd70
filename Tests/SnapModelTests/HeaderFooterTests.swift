import Foundation
@testable import SnapModel
import Testing

/// Headers and footers of a flow layout (TheUIKitModel), worked out by hand.
///
/// Horizontal, items 100×50, spacings 10, section inset 5 left and right, a view of 200×100
/// at scale 1, sections of 3 and 2 items, a header 40 long and a footer 20 long. A line holds
/// one item (⌊(100 + 10) / (50 + 10)⌋ = 1), centred across: y = 25.
/// - Section 0: header at 0; its inset and items start at 40; items at 45, 155, 265; the
///   footer at 40 + 5 + 3·100 + 2·10 + 5 = 370, ending at 390.
/// - Section 1: header at 390; items at 430 + 5 = 435 and 545; footer at 650; content 670.
@Suite("Headers and footers before and after each section")
struct HeaderFooterTests {
  private func simulator(delegate: UICollectionViewDelegateFlowLayout? = nil) -> Simulator {
    baseSimulator(delegate: delegate) {
      $0.sections = [3, 2]
      $0.itemWidth = 100
      $0.itemHeight = 50
      $0.lineSpacing = 10
      $0.interitemSpacing = 10
      $0.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
      $0.viewWidth = 200
      $0.viewHeight = 100
      $0.screenScale = 1
      $0.headerSize = CGSize(width: 40, height: 999)
      $0.footerSize = CGSize(width: 20, height: 999)
    }
  }

  private func describe(_ attributes: [UICollectionViewLayoutAttributes]?) -> [String] {
    (attributes ?? []).map(\.description)
  }

  @Test("Items, content and the supplementary frames sit after each header and before each footer")
  func geometry() {
    let layout = simulator().layout
    #expect(layout.collectionViewContentSize == CGSize(width: 670, height: 100))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 45, y: 25, width: 100, height: 50))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.origin.x == 265)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.origin.x == 435)
    let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 390, y: 0, width: 40, height: 100))
    #expect(header?.representedElementCategory == .supplementaryView)
    #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
    let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 370, y: 0, width: 20, height: 100))
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)) == nil)
  }

  @Test("A rect's elements come per section: header, items, footer")
  func elementsInOrder() {
    let layout = simulator().layout
    #expect(describe(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 100))) == [
      "header of section 0: (0.0, 0.0, 40.0, 100.0)", "item 0: (45.0, 25.0, 100.0, 50.0)", "item 1: (155.0, 25.0, 100.0, 50.0)",
    ])
    #expect(describe(layout.layoutAttributesForElements(in: CGRect(x: 360, y: 0, width: 100, height: 100))) == [
      "item 2: (265.0, 25.0, 100.0, 50.0)", "footer of section 0: (370.0, 0.0, 20.0, 100.0)",
      "header of section 1: (390.0, 0.0, 40.0, 100.0)", "item 0 of section 1: (435.0, 25.0, 100.0, 50.0)",
    ])
  }

  @Test("Without a positive length there is none, and the items are where they were")
  func zeroLengthMakesNone() {
    let simulator = baseSimulator {
      $0.itemCount = 2
      $0.itemWidth = 100
      $0.itemHeight = 50
      $0.lineSpacing = 10
      $0.viewWidth = 200
      $0.viewHeight = 50
      $0.screenScale = 1
      $0.headerSize = CGSize(width: 0, height: 80)
      $0.footerSize = CGSize(width: -5, height: 80)
    }
    let attributes = simulator.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 1000)) ?? []
    #expect(attributes.allSatisfy { $0.representedElementCategory == .cell })
    #expect(attributes.map(\.frame.origin.x) == [0, 110])
    #expect(simulator.layout.collectionViewContentSize.width == 210)
  }

  /// Answers a header only for section 1, 60 long, and no footers.
  final class SecondSectionHeader: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      section == 1 ? CGSize(width: 60, height: 1) : .zero
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      .zero
    }
  }

  @Test("A flow delegate's answers win, section by section")
  func delegateAnswers() {
    let delegate = SecondSectionHeader()
    let layout = simulator(delegate: delegate).layout
    // Section 0: items at 5, 115, 225; it ends at 0 + 5 + 320 + 5 = 330; section 1's
    // header 330…390, its items at 395 and 505, content 395 + 210 + 5 = 610.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin.x == 5)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.origin.x == 395)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
      == CGRect(x: 330, y: 0, width: 60, height: 100))
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(layout.collectionViewContentSize.width == 610)
    _ = delegate
  }

  @Test("A copy of a header's attributes is a header's")
  func copyKeepsTheKind() throws {
    let layout = simulator().layout
    let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    let copy = try #require(header.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy.representedElementKind == UICollectionView.elementKindSectionHeader && copy.frame == header.frame)
  }
}
