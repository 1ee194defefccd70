import SnapAlgorithms
import SnapModel
import SnapSwiftUI

extension CheckedLayout {
  /// A SwiftUI view to check: the carousel its first one-axis `ScrollView` builds (the SwiftUI
  /// views article), built by `view` for every generated case.
  ///
  ///     let cards = CheckedLayout("CardCarousel") { configuration in
  ///       CardCarousel(cards: Card.samples(configuration.itemCount))
  ///     }
  ///
  /// SnapCheck evaluates the view's `body` for each case's size (and again at every resize),
  /// reads the targets (the children of the stack with `.scrollTargetLayout()`), their
  /// lengths along the axis, the spacing and the margins, and runs the SwiftUI host with the
  /// behaviour the view installs.
  /// A case whose view cannot be read ends `unsupported` with the reason.
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises; nil (the default) takes it from the behaviour the view
  ///     installs: `.paging` pages (S3), `.viewAligned` aligns leading edges (S4), one page at
  ///     a time when its limit is `always` or `alwaysByOne`. A behaviour of the app's own, or
  ///     none, needs one.
  ///   - configurations: the app's space (see `ViewConfiguration` for the fields read);
  ///     drags, programmatic scrolls and resizes (a resize turns the device: the view is read
  ///     again at the new size, its safe area turned, S6); reloads are not drawn for a view.
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - caseTimeout: how long one run may take before it is a `timeout` fault.
  ///   - view: builds the view for a generated case; called at least once per case.
  public init<Content: View>(
    _ name: String, contract: LayoutContract? = nil, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil,
    view: @escaping @Sendable (ViewConfiguration) -> Content
  ) {
    var space = configurations
    space.changes = configurations.changes.filter { $0 == .scroll || $0 == .resize }
    let frozen = space
    let read: @Sendable (LayoutConfiguration) -> (ViewConfiguration, Result<CarouselReading, CarouselReading.Unreadable>) = { c in
      let given = ViewConfiguration(c, space: frozen)
      let reading = CarouselReading.read(
        view(given), size: given.size, safeArea: c.safeAreaInsets, environment: given.environment)
      return (given, reading)
    }
    space.laidOutByView = { c in
      guard case .success(let reading) = read(c).1 else { return c }
      return reading.laidOut(c)
    }
    let reference = read(Self.referenceConfiguration(in: frozen)).1
    let facts = ViewFacts(reference)
    var promised = contract ?? facts.contract ?? LayoutContract(alignment: .leading)
    promised.axes = [facts.axis]
    self.init(
      name, contract: promised, configurations: space, knownViolations: knownViolations, caseTimeout: caseTimeout,
      framework: .swiftui,
      subject: { c in
        let (given, reading) = read(c)
        switch reading {
        case .success(let reading):
          let made = CarouselHost.subject(reading, configuration: c, sizeClass: given.horizontalSizeClass) { size in
            let turned = TurnedCarousel.configuration(c, at: size, acrossDevices: frozen.resizesAcrossDevices)
            let (given, reading) = read(turned)
            return reading.map { TurnedCarousel(configuration: $0.laidOut(turned), sizeClass: given.horizontalSizeClass) }
          }
          return LayoutUnderTest(layout: made.layout, delegate: made.delegate)
        case .failure(let unreadable):
          let host = CarouselHost.unsupported(unreadable.reason, configuration: c)
          return LayoutUnderTest(layout: host, delegate: host)
        }
      },
      replay: { "view: { configuration in <as in your CheckedLayout> }" })
    viewProblem = contract == nil && facts.contract == nil ? facts.contractProblem(name) : nil
    notes = facts.notes
    assumptions = facts.assumptions
    bindsScrollPosition = facts.bindsScrollPosition
  }

  /// The configuration the view is first read in, for its axis, behaviour and binding: the
  /// space's first view size (else a phone's portrait width, 393 × 852), its smallest item
  /// count (else 5), no safe area.
  static func referenceConfiguration(in space: LayoutConfigurations) -> LayoutConfiguration {
    var c = LayoutConfiguration.swiftUI
    let size = space.sizesOnDevices?.first ?? CGSize(width: 393, height: 852)
    (c.viewWidth, c.viewHeight) = (size.width, size.height)
    c.sections = [space.itemCounts?.lowerBound ?? 5]
    c.screenScale = space.scales?.first ?? 3
    return c
  }
}

/// What the view read in the reference configuration says about the whole check.
struct ViewFacts {
  /// The scroll axis (horizontal when the view cannot be read).
  var axis: UICollectionView.ScrollDirection = .horizontal
  /// The contract the installed built-in behaviour promises, or nil for none or the app's own.
  var contract: LayoutContract?
  /// The installed behaviour's type name, or nil.
  var behaviorName: String?
  /// The assumptions every verdict rests on (its violations name them).
  var assumptions: Set<SwiftUIAssumption> = []
  /// S5's message when it applies.
  var notes: [String] = []
  /// Whether the view binds `scrollPosition(id:)`.
  var bindsScrollPosition = false

  /// The facts of `reading`.
  init(_ reading: Result<CarouselReading, CarouselReading.Unreadable>) {
    guard case .success(let reading) = reading else { return }
    axis = reading.axis == .horizontal ? .horizontal : .vertical
    bindsScrollPosition = reading.position != nil
    assumptions = [.s1, .s6]
    switch reading.behavior {
    case let aligned as ViewAlignedScrollTargetBehavior:
      behaviorName = ".viewAligned"
      let limited = [.always, .alwaysByOne].contains(aligned.limitBehavior.kind)
      contract = LayoutContract(alignment: .leading, pageCap: limited ? 1 : .unlimited)
      if reading.hasTargetLayout {
        assumptions.insert(.s4)
      } else {
        assumptions.insert(.s5)
        notes.append(CarouselReading.noTargetLayout)
      }
    case is PagingScrollTargetBehavior:
      behaviorName = ".paging"
      contract = LayoutContract(alignment: .pages, pageCap: 1)
      assumptions.insert(.s3)
    case let some?:
      behaviorName = "\(type(of: some))"
      assumptions.insert(.s2)
    case nil: break
    }
    if bindsScrollPosition { assumptions.insert(.s7) }
  }

  /// Why the check needs a contract the view does not give.
  func contractProblem(_ name: String) -> String {
    let installed = behaviorName.map { "its own behaviour \($0)" } ?? "no scrollTargetBehavior"
    return "\(name): the view installs \(installed): give a contract (what it promises)"
  }
}
