import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// A deck of cards written as an app would: every card sits where the view shows it, fanned
/// 12 points apart behind the top card, so the frames move with the offset and give no item
/// positions to snap to. The top card is `offset / step`; the layout rests on whole cards.
final class DeckLayout: UICollectionViewLayout {
  let cardSize = CGSize(width: 280, height: 180)
  let step: CGFloat = 300

  private var cards: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let offset = collectionView.contentOffset.x
    let top = offset / step
    cards = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      let behind = max(CGFloat(item) - top, 0)
      card.frame = CGRect(
        x: offset + (collectionView.bounds.width - cardSize.width) / 2 + behind * 12,
        y: (collectionView.bounds.height - cardSize.height) / 2, width: cardSize.width, height: cardSize.height)
      card.zIndex = -item
      return card
    }
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    let count = CGFloat(collectionView.numberOfItems(inSection: 0))
    return CGSize(width: max(count - 1, 0) * step + collectionView.bounds.width, height: collectionView.bounds.height)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cards.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cards.indices.contains(indexPath.item) ? cards[indexPath.item] : nil
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let count = collectionView.numberOfItems(inSection: 0)
    let release = collectionView.contentOffset.x / step
    let card: CGFloat
    if velocity.x > 0 {
      card = release.rounded(.up)
    } else if velocity.x < 0 {
      card = release.rounded(.down)
    } else {
      card = (proposedContentOffset.x / step).rounded()
    }
    return CGPoint(x: min(max(card, 0), CGFloat(max(count - 1, 0))) * step, y: proposedContentOffset.y)
  }
}

/// A deck declares its snap positions in its contract: `.pages` `pageLength` apart.
private let deck = CheckedLayout(
  "DeckLayout", contract: LayoutContract(alignment: .pages, pageCap: .unlimited, pageLength: 300),
  configurations: LayoutConfigurations(itemCounts: 0...8, sectionCounts: 1...1, viewSizes: [CGSize(width: 375, height: 240)]),
  layout: { DeckLayout() })

@Suite("A layout whose frames move with the offset declares its snap positions (pageLength)")
struct DeckLayoutTests {
  @Test("Five cards in a 375-wide view rest on 0, 300, 600, 900, 1200: the declared pages, by hand")
  func handWorked() {
    // Content (5 − 1)·300 + 375 = 1575, offsets 0…1200. From 0, a 200-point drag at rest
    // proposes 200: card round(0.67) = 1, 300. A flick of 1 pt/ms released at 350 takes
    // card ceil(1.17) = 2, 600. A 900-point drag at rest from 600 is pulled back into the
    // range at 1200 (card 4); a backward flick released at 1150 takes floor(3.83) = 3, 900.
    var configuration = LayoutConfiguration()
    configuration.itemCount = 5
    configuration.viewWidth = 375
    configuration.viewHeight = 240
    let trace = Scenario(
      Case(configuration: configuration, events: [
        .drag(distance: 200, velocity: 0), .drag(distance: 50, velocity: 1), .drag(distance: 900, velocity: 0),
        .drag(distance: -50, velocity: -1),
      ]),
      algorithm: deck.algorithm
    ).run()
    #expect(trace.steps.map(\.rest) == [300, 600, 1200, 900])
  }

  @Test("verify holds it to the declared pages: every rest is one of them; its one bug is direction (a flick against the drag)")
  func verifyHolds() {
    let run = SnapCheck.check(deck)
    #expect(run.problems.isEmpty, "\(run.problems)")
    #expect(run.results.first { $0.property == .onBoundary }?.verdict == .holds)
    #expect(run.results.first { $0.property == .inBounds }?.verdict == .holds)
    // The rule pages from the release by the velocity's sign alone: a 445-point drag back
    // from card 1 (300) rubber-bands to −65.8 and a forward flick takes ceil(−0.22) = card 0,
    // behind the start while the proposal (429) is ahead of it.
    #expect(run.results.filter { $0.verdict == .violated }.map(\.property) == [.direction])
    #expect(run.results.first { $0.property == .direction }?.counterexample?.message
      == "event 2 (drag): proposal 429 is ahead of the start 300 but it rests behind, at 0")
  }

  @Test("Read from its frames instead, the deck has no item positions to rest on: on-boundary fails")
  func framesAreNoPositions() {
    let byFrames = CheckedLayout(
      "DeckLayout", contract: LayoutContract(alignment: .leading, pageCap: .unlimited),
      configurations: LayoutConfigurations(itemCounts: 2...8, sectionCounts: 1...1, viewSizes: [CGSize(width: 375, height: 240)]),
      layout: { DeckLayout() })
    #expect(SnapCheck.check(byFrames).results.first { $0.property == .onBoundary }?.verdict == .violated)
  }

  @Test("pageLength needs .pages and a positive, finite length: one line names what is wrong")
  func badContract() {
    let centred = CheckedLayout("DeckLayout", contract: LayoutContract(alignment: .center, pageLength: 300), layout: { DeckLayout() })
    #expect(SnapCheck.check(centred).problems == ["DeckLayout: contract: pageLength 300.0 needs alignment .pages (it declares the pages' spacing)"])
    let zero = CheckedLayout("DeckLayout", contract: LayoutContract(alignment: .pages, pageLength: 0), layout: { DeckLayout() })
    #expect(SnapCheck.check(zero).problems == ["DeckLayout: contract: pageLength 0.0 must be a positive, finite length"])
  }
}
