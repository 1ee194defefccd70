import Foundation
import SnapModel
import Testing

/// Attributes with a property of their own, copied and compared as UIKit's subclasses do.
private final class PositionedAttributes: UICollectionViewLayoutAttributes {
  var position: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! PositionedAttributes
    copy.position = position
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PositionedAttributes else { return false }
    return super.isEqual(other) && position == other.position
  }
}

/// A flow layout that hands out `PositionedAttributes` and sets each one's position.
private final class PositionedFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { PositionedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    for case let positioned as PositionedAttributes in attributes ?? [] { positioned.position = positioned.center.x }
    return attributes
  }
}

/// A collection view subclass as libraries write them: its own initializer, and overrides that
/// call `super`.
private final class CountingCollectionView: UICollectionView {
  var inserted: [IndexPath] = []
  var layoutPasses = 0

  override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    decelerationRate = .fast
  }

  required init?(coder: NSCoder) { nil }

  override func insertItems(at indexPaths: [IndexPath]) {
    inserted += indexPaths
    super.insertItems(at: indexPaths)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
  }
}

/// A data source with a count the test changes.
private final class Counts: NSObject, UICollectionViewDataSource {
  var count = 3
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell()
  }
}

@Suite("Classes UIKit lets apps subclass are open, as in UIKit")
struct SubclassingTests {
  @Test("A subclass of the attributes inherits init(forCellWith:), and copy(with:) makes its own class")
  func attributesSubclassCopies() throws {
    let attributes = PositionedAttributes(forCellWith: IndexPath(item: 2, section: 0))
    attributes.frame = CGRect(x: 10, y: 0, width: 50, height: 40)
    attributes.position = 35
    attributes.alpha = 0.5
    let copy = try #require(attributes.copy() as? PositionedAttributes)
    #expect(copy !== attributes)
    #expect(copy.indexPath == IndexPath(item: 2, section: 0) && copy.frame == attributes.frame)
    #expect(copy.position == 35 && copy.alpha == 0.5)
    #expect(copy.isEqual(attributes))
    copy.position = 36
    #expect(!copy.isEqual(attributes))
  }

  @Test("The base attributes compare by value, as UIKit's isEqual does")
  func baseAttributesCompareByValue() {
    let one = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let two = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(one.isEqual(two))
    two.zIndex = 1
    #expect(!one.isEqual(two))
    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
    let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "Shelf", with: IndexPath(item: 0, section: 0))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "Shelf")
    #expect(!header.isEqual(decoration))
  }

  @Test("A flow layout whose layoutAttributesClass is a subclass hands out that subclass to its own override")
  func flowLayoutMakesItsAttributesClass() throws {
    let configuration = configuration {
      $0.itemCount = 4
      $0.itemWidth = 100
      $0.itemHeight = 150
      $0.lineSpacing = 10
    }
    let layout = PositionedFlowLayout()
    layout.apply(configuration)
    let view = Simulator(configuration: configuration, layout: layout, delegate: nil).collectionView
    let attributes = try #require(view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 150)))
    // Items at x = 0, 110, 220, 330 (100 wide, 10 apart): centres 50, 160, 270, 380.
    #expect(attributes.compactMap { ($0 as? PositionedAttributes)?.position } == [50, 160, 270, 380])
    let one = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? PositionedAttributes)
    #expect(one.frame == CGRect(x: 110, y: 0, width: 100, height: 150))
  }

  @Test("A collection view subclass calls super.init(frame:collectionViewLayout:) and its overrides run")
  func collectionViewSubclass() {
    let counts = Counts()
    let view = CountingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    view.dataSource = counts
    #expect(view.decelerationRate == .fast)
    #expect(view.numberOfItems(inSection: 0) == 3)
    counts.count = 4
    view.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(view.inserted == [IndexPath(item: 3, section: 0)])
    #expect(view.numberOfItems(inSection: 0) == 4)
    view.layoutSubviews()
    #expect(view.layoutPasses == 1)
  }

  @Test("collectionViewLayout is settable: the new layout points at the view, the old one lets go")
  func settableLayout() {
    let old = UICollectionViewFlowLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: old)
    let new = UICollectionViewFlowLayout()
    new.itemSize = CGSize(width: 80, height: 80)
    view.collectionViewLayout = new
    #expect(view.collectionViewLayout === new && new.collectionView === view && old.collectionView == nil)
    let third = UICollectionViewFlowLayout()
    view.setCollectionViewLayout(third, animated: true)
    #expect(view.collectionViewLayout === third && third.collectionView === view && new.collectionView == nil)
  }
}
