import Foundation
import SnapModel
import SnapSwiftUI

/// The app's space of layouts: the configurations generated cases may use for one layout.
///
/// Every field left at its default keeps the generator's own draws (on the classic host, and on the
/// wider one), so `LayoutConfigurations()` generates exactly what the command line checks
/// the built-in algorithms on. Set a field to keep cases inside what the app really has:
///
///     var space = LayoutConfigurations()
///     space.itemSize = .relative { view in CGSize(width: view.width - 40, height: view.height) }
///     space.lineSpacings = [10]
///     space.viewSizes = [CGSize(width: 390, height: 200), CGSize(width: 430, height: 200)]
///     space.layoutSets = [.sectionInset, .decelerationRate]  // set in the layout's prepare()
///
/// Sizes and insets are in UIKit terms whatever the axis: for a vertical feed on a phone,
/// `viewSizes` holds portrait sizes such as 375×667 and `itemSize` items as wide as the view
/// and, say, 120 tall; a case's `viewWidth` is then 375, its rows 120 tall.
///
/// Drags are always generated, scaled to the case's page (item plus line spacing along the
/// axis); shrinking and the targeted search keep every case inside the space.
public struct LayoutConfigurations: Sendable {
  /// How items are sized.
  public enum ItemSize: Sendable {
    /// The generator's draws: the view's width, a little less or more, 250, 180, 100, …
    case generated
    /// Always this size.
    case fixed(CGSize)
    /// A size drawn from these ranges, to a third of a point.
    case range(width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>)
    /// The size for the view's size (the collection view's bounds size), evaluated at the
    /// start and again at every resize, as a `sizeForItemAt` that reads the bounds would be:
    /// scenarios carry the answers as `itemSizesForViewSizes`.
    case relative(@Sendable (CGSize) -> CGSize)
  }

  /// A flow or scroll-view setting the layout sets itself.
  public enum Setting: String, Sendable, CaseIterable {
    /// `itemSize`.
    case itemSize
    /// `minimumLineSpacing`.
    case lineSpacing
    /// `minimumInteritemSpacing`.
    case interitemSpacing
    /// `sectionInset` (and no generated `collectionView(_:layout:insetForSectionAt:)` answer).
    case sectionInset
    /// The collection view's `decelerationRate`.
    case decelerationRate
    /// The collection view's `contentInset`.
    case contentInset

    /// The scenario fields that hold the setting.
    package var fieldKeys: [String] {
      switch self {
      case .itemSize: return ["itemWidth", "itemHeight"]
      case .lineSpacing, .interitemSpacing, .sectionInset, .decelerationRate, .contentInset: return [rawValue]
      }
    }
  }

  /// Something that happens to the view besides the user's drags.
  public enum Change: String, Sendable, CaseIterable {
    /// A programmatic scroll (`setContentOffset`, `scrollToItem`).
    case scroll
    /// A change of the view's size, as in a rotation.
    case resize
    /// `reloadData()` with new item counts.
    case reload
    /// `performBatchUpdates(_:completion:)`: items deleted, inserted, moved, sections
    /// reloaded (drawn only for layouts checked on a host that covers updates).
    case update
  }

  /// Item sizes; default `.generated`.
  public var itemSize: ItemSize
  /// `minimumLineSpacing` values; nil (the default) for the generator's 0, 10, 15, 20, 40, …
  public var lineSpacings: [CGFloat]?
  /// `minimumInteritemSpacing` values; nil (the default) for the generator's 0, 10, 15.
  public var interitemSpacings: [CGFloat]?
  /// `sectionInset` values; nil (the default) for the generator's zero, centring and small
  /// insets, and now and then a flow delegate's inset for the section.
  public var sectionInsets: [UIEdgeInsets]?
  /// `contentInset` values; nil (the default) for the generator's (none on the classic host;
  /// centring and small ones on the wider host).
  public var contentInsets: [UIEdgeInsets]?
  /// Items per section; nil (the default) for the generator's 0 to 60, weighted to few.
  public var itemCounts: ClosedRange<Int>?
  /// Sections; nil (the default) for one, or 1–4 on the wider host.
  public var sectionCounts: ClosedRange<Int>?
  /// The collection view's sizes, one drawn per case (your carousel on each device); nil (the
  /// default) for the devices' sizes (`devices`), else the generator's phone and tablet widths
  /// and banner heights. Sizes given here are not rotated: a resize between them is drawn
  /// only with `resizesAcrossDevices`; declare `devices` instead to check rotations.
  public var viewSizes: [CGSize]?
  /// The devices the view is shown on, each a size and its rotated size: a case starts at one
  /// of their sizes, and a resize turns its device (to the other size). nil (the default):
  /// with `viewSizes` nil, the built-in devices (the view as wide as an iPhone or an iPad in
  /// one orientation, as wide as its other side once turned, as tall as before); with
  /// `viewSizes`, none.
  public var devices: [Device]?
  /// Whether a resize may go from one device's size to another's, as split view and iPad
  /// multitasking resize an app: then a resize goes to any of the space's sizes (`viewSizes`,
  /// the devices' sizes, or the generator's widths and heights). Default false: a resize is a
  /// rotation of the view's device.
  public var resizesAcrossDevices: Bool
  /// Screen scales; nil (the default) for 2 and 3.
  public var scales: [CGFloat]?
  /// Deceleration rates; nil (the default) for the generator's, mostly `.normal`.
  public var decelerationRates: [UIScrollView.DecelerationRate]?
  /// Whether the collection view pages (`isPagingEnabled`); nil (the default) for the
  /// generator's, which never turns it on. `[true]` checks every case with paging on, where
  /// a drag rests on a page one view length apart (A3) and only a delegate's
  /// `scrollViewWillEndDragging` moves it (A4: the layout's target is not asked);
  /// `[false, true]` about half the cases.
  public var pagingEnabled: [Bool]?
  /// What happens besides drags; default all of them.
  public var changes: [Change]
  /// What the layout sets itself (in `init` or `prepare()`): no generated value is applied
  /// to these, and the generator leaves them alone. Default none.
  public var layoutSets: [Setting]
  /// The safe areas a SwiftUI scroll view sits in, one drawn per case; nil (the default): the
  /// generator's, a landscape phone's beside a horizontal view (or its notch and home
  /// indicator above and below a vertical one) in about 15 % of cases, none in the rest.
  /// `[.zero]` turns the safe area off. Written as the case has it, on either axis.
  public var safeAreas: [UIEdgeInsets]?
  /// The horizontal size class a SwiftUI view is checked in; nil (the default): compact when
  /// the view is narrower than 744 pt (896 pt beside a landscape safe area), else regular (S4).
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class a SwiftUI view is checked in; nil (the default): compact when the
  /// case's safe area is a landscape phone's (an inset beside the view, left or right), else
  /// regular.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// The dynamic type size a SwiftUI view is checked in; nil (the default): `.large`.
  public var dynamicTypeSize: DynamicTypeSize?
  /// The case as the checked view lays it out (its targets, spacing and margins read from the
  /// view built for the case's configuration), or nil for a layout: what generation applies
  /// and what a case inside the space must already be.
  package var laidOutByView: (@Sendable (LayoutConfiguration) -> LayoutConfiguration)?
  /// Whether cases may carry the model's stand-in for a flow delegate's
  /// `collectionView(_:layout:insetForSectionAt:)` answer, which the seeds' ports read. True
  /// for the built-ins; a checked layout of your own never gets one, since the delegate you
  /// pass answers for itself.
  package var standInDelegateInsets = true

  /// A space; every field defaults to the generator's own draws.
  public init(
    itemSize: ItemSize = .generated, lineSpacings: [CGFloat]? = nil, interitemSpacings: [CGFloat]? = nil,
    sectionInsets: [UIEdgeInsets]? = nil, contentInsets: [UIEdgeInsets]? = nil, itemCounts: ClosedRange<Int>? = nil,
    sectionCounts: ClosedRange<Int>? = nil, viewSizes: [CGSize]? = nil, scales: [CGFloat]? = nil,
    decelerationRates: [UIScrollView.DecelerationRate]? = nil, changes: [Change] = Change.allCases,
    layoutSets: [Setting] = [], pagingEnabled: [Bool]? = nil, safeAreas: [UIEdgeInsets]? = nil,
    horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
    dynamicTypeSize: DynamicTypeSize? = nil, devices: [Device]? = nil, resizesAcrossDevices: Bool = false
  ) {
    self.devices = devices
    self.resizesAcrossDevices = resizesAcrossDevices
    self.safeAreas = safeAreas
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.dynamicTypeSize = dynamicTypeSize
    self.itemSize = itemSize
    self.lineSpacings = lineSpacings
    self.interitemSpacings = interitemSpacings
    self.sectionInsets = sectionInsets
    self.contentInsets = contentInsets
    self.itemCounts = itemCounts
    self.sectionCounts = sectionCounts
    self.viewSizes = viewSizes
    self.scales = scales
    self.decelerationRates = decelerationRates
    self.changes = changes
    self.layoutSets = layoutSets
    self.pagingEnabled = pagingEnabled
  }

  /// The most items a section may hold: far past any carousel, and small enough that every
  /// position stays exact.
  package static let itemCountLimit = 100_000

  /// What is wrong with the space, in one line naming the field, or nil: an empty list, a
  /// negative or huge count, a scale that is not 1, 2 or 3, a size, spacing or inset that is
  /// not finite (sizes also not negative, view sizes positive).
  package var problem: String? {
    let lists: [(String, Int?)] = [
      ("lineSpacings", lineSpacings?.count), ("interitemSpacings", interitemSpacings?.count),
      ("sectionInsets", sectionInsets?.count), ("contentInsets", contentInsets?.count), ("viewSizes", viewSizes?.count),
      ("scales", scales?.count), ("decelerationRates", decelerationRates?.count), ("pagingEnabled", pagingEnabled?.count),
      ("safeAreas", safeAreas?.count), ("devices", devices?.count),
    ]
    if let empty = lists.first(where: { $0.1 == 0 }) { return "configurations.\(empty.0) is empty (leave it nil for the generator's values)" }
    if let counts = itemCounts, counts.lowerBound < 0 { return "configurations.itemCounts \(counts) holds negative counts" }
    if let counts = itemCounts, counts.upperBound > Self.itemCountLimit {
      return "configurations.itemCounts \(counts) goes past \(Self.itemCountLimit) items"
    }
    if let counts = sectionCounts, counts.lowerBound < 0 { return "configurations.sectionCounts \(counts) holds negative counts" }
    if let scale = scales?.first(where: { ![1, 2, 3].contains($0) }) { return "configurations.scales holds \(scale); screens have scale 1, 2 or 3" }
    if let size = viewSizes?.first(where: { !($0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite) }) {
      return "configurations.viewSizes holds \(size.width)×\(size.height); sizes must be finite and positive"
    }
    if let problem = devicesProblem { return problem }
    switch itemSize {
    case .generated: break
    case .fixed(let size):
      if !Self.isSize(size) { return "configurations.itemSize .fixed(\(size.width)×\(size.height)) must be finite and not negative" }
    case .range(let width, let height):
      if !Self.isSize(CGSize(width: width.lowerBound, height: height.lowerBound)) || !width.upperBound.isFinite || !height.upperBound.isFinite {
        return "configurations.itemSize .range(width: \(width), height: \(height)) must be finite and not negative"
      }
    case .relative(let size):
      if let view = sizesOnDevices?.first(where: { !Self.isSize(size($0)) }) {
        let item = size(view)
        return "configurations.itemSize .relative gives \(item.width)×\(item.height) for a \(view.width)×\(view.height) view; sizes must be finite and not negative"
      }
    }
    if let spacing = ((lineSpacings ?? []) + (interitemSpacings ?? [])).first(where: { !$0.isFinite }) {
      return "configurations holds the spacing \(spacing); spacings must be finite"
    }
    let insets = (sectionInsets ?? []) + (contentInsets ?? [])
    if insets.contains(where: { ![$0.top, $0.left, $0.bottom, $0.right].allSatisfy(\.isFinite) }) {
      return "configurations holds an inset that is not finite"
    }
    if let area = safeAreas?.first(where: { ![$0.top, $0.left, $0.bottom, $0.right].allSatisfy { $0.isFinite && $0 >= 0 } }) {
      return "configurations.safeAreas holds \(area); safe areas must be finite and not negative"
    }
    return nil
  }

  /// Whether `size` is finite and not negative.
  private static func isSize(_ size: CGSize) -> Bool {
    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
  }

  /// Whether generated cases may carry a stand-in flow-delegate inset: only when the space
  /// leaves section insets to the generator and lets the stand-in in.
  package var generatesDelegateInsets: Bool {
    standInDelegateInsets && sectionInsets == nil && !layoutSets(.sectionInset)
  }

  /// Whether the layout sets `setting` itself.
  package func layoutSets(_ setting: Setting) -> Bool { layoutSets.contains(setting) }

  /// Whether the layout sets the configuration field called `key` itself, so a case's value
  /// for it is never applied.
  package func layoutSets(field key: String) -> Bool { layoutSets.contains { $0.fieldKeys.contains(key) } }

  /// The item size for a view of `viewSize`, when the space fixes it as a function of it.
  package func itemSize(forView viewSize: CGSize) -> CGSize? {
    switch itemSize {
    case .fixed(let size): return size
    case .relative(let size): return size(viewSize)
    case .generated, .range: return nil
    }
  }

  /// Whether `testCase` lies inside the space: what shrinking and the targeted search keep to.
  /// With a `.relative` item size, every resize's view size must carry the item size the
  /// space gives it (`itemSizesForViewSizes`).
  package func admits(_ testCase: Case) -> Bool {
    admits(testCase.configuration) && testCase.events.allSatisfy(admits) && keepsToDevices(testCase)
      && (!itemSizeFollowsView || testCase.events.allSatisfy { event in
        guard case .resize(let width, let height) = event else { return true }
        let view = CGSize(width: width, height: height)
        return testCase.configuration.itemSize(forViewSize: view) == itemSize(forView: view)
      })
  }

  /// Whether the item size follows the view's size: a `.relative` item size the layout does
  /// not set itself, re-evaluated at every size change as a `sizeForItemAt` reading the
  /// bounds would be.
  package var itemSizeFollowsView: Bool {
    if case .relative = itemSize, !layoutSets(.itemSize) { return true }
    return false
  }

  /// `testCase` with its item size following the view when `itemSizeFollowsView` and it
  /// resizes: the item size at its initial view size and at each resize's, in the order the
  /// view has them.
  package func followingViewSize(_ testCase: Case) -> Case {
    guard itemSizeFollowsView, testCase.events.contains(where: { $0.kind == .resize }) else { return testCase }
    var result = testCase
    let c = testCase.configuration
    var views = [CGSize(width: c.viewWidth, height: c.viewHeight)]
    for case .resize(let width, let height) in testCase.events where !views.contains(CGSize(width: width, height: height)) {
      views.append(CGSize(width: width, height: height))
    }
    result.configuration.itemSizesForViewSizes = views.compactMap { view in
      itemSize(forView: view).map { LayoutConfiguration.ItemSizeForViewSize(view: view, item: $0) }
    }
    return result
  }

  private func admits(_ c: LayoutConfiguration) -> Bool {
    // The space is in UIKit terms on either axis, as the case is.
    let view = CGSize(width: c.viewWidth, height: c.viewHeight)
    let item = CGSize(width: c.itemWidth, height: c.itemHeight)
    if !layoutSets(.itemSize) {
      switch itemSize {
      case .generated: break
      case .range(let width, let height): guard width.contains(item.width), height.contains(item.height) else { return false }
      case .fixed, .relative: guard itemSize(forView: view) == item else { return false }
      }
    }
    return Self.admits(c.lineSpacing, in: layoutSets(.lineSpacing) ? nil : lineSpacings)
      && Self.admits(c.interitemSpacing, in: layoutSets(.interitemSpacing) ? nil : interitemSpacings)
      && Self.admits(c.sectionInset, in: layoutSets(.sectionInset) ? nil : sectionInsets)
      && (c.delegateSectionInset == nil || generatesDelegateInsets)
      && Self.admits(c.contentInset, in: layoutSets(.contentInset) ? nil : contentInsets)
      && Self.admits(view, in: sizesOnDevices)
      && Self.admits(c.screenScale, in: scales)
      && Self.admits(UIScrollView.DecelerationRate(rawValue: c.decelerationRate), in: layoutSets(.decelerationRate) ? nil : decelerationRates)
      && Self.admits(c.sections.count, in: sectionCounts) && c.sections.allSatisfy { Self.admits($0, in: itemCounts) }
      && Self.admits(c.isPagingEnabled, in: pagingEnabled)
      && (c.host != .swiftui || Self.admits(c.safeAreaInsets, in: safeAreas))
      && laidOutByView.map { $0(c) == c } ?? true
  }

  /// `testCase` as the space lays it out: its item size following the view
  /// (`followingViewSize`), then, for a checked view, the stack the view builds.
  package func laidOut(_ testCase: Case) -> Case {
    var result = followingViewSize(testCase)
    if let laidOutByView { result.configuration = laidOutByView(result.configuration) }
    return result
  }

  /// Whether events of `kind` may happen: drags always, the other kinds when `changes`
  /// names them; a resize only when it has somewhere to go (`resizes`).
  package func allows(_ kind: EventKind) -> Bool {
    kind == .drag || (changes.contains { $0.rawValue == kind.rawValue } && (kind != .resize || resizes))
  }

  private func admits(_ event: Event) -> Bool {
    guard allows(event.kind) else { return false }
    switch event {
    case .drag, .scroll, .update: return true
    case .resize(let width, let height):
      return Self.admits(CGSize(width: width, height: height), in: sizesOnDevices)
    case .reload(let sections):
      return Self.admits(sections.count, in: sectionCounts) && sections.allSatisfy { Self.admits($0, in: itemCounts) }
    }
  }

  private static func admits<Value: Equatable>(_ value: Value, in choices: [Value]?) -> Bool {
    choices.map { $0.contains(value) } ?? true
  }

  private static func admits(_ value: Int, in range: ClosedRange<Int>?) -> Bool {
    range.map { $0.contains(value) } ?? true
  }
}
