import SnapModel
import SnapSwiftUI

/// A layout instance ready for the simulator, with the delegate its algorithm needs, if any.
package struct LayoutUnderTest {
  /// The layout: a flow layout, or any other `UICollectionViewLayout`.
  package var layout: UICollectionViewLayout
  /// The scroll-view delegate that completes the algorithm (seed 001 keeps part of it there).
  package var delegate: UIScrollViewDelegate?
  /// The deceleration rate the library's own view setup gives the collection view once it is
  /// created (a convenience initializer that sets `.fast`), or nil to keep the configuration's.
  package var decelerationRate: UIScrollView.DecelerationRate?
  /// The view controller the view is given to, when the code under test is one.
  package var controller: HostedController?

  /// A layout, its optional delegate and the rate the view is given at creation, if any.
  package init(
    layout: UICollectionViewLayout, delegate: UIScrollViewDelegate? = nil,
    decelerationRate: UIScrollView.DecelerationRate? = nil, controller: HostedController? = nil
  ) {
    self.layout = layout
    self.delegate = delegate
    self.decelerationRate = decelerationRate
    self.controller = controller
  }
}

/// A snap algorithm SnapCheck knows: everything about it in one declaration.
///
/// Each algorithm's file ends with its declaration; `AlgorithmRegistry.all` lists them. Two
/// algorithms are the same algorithm when their ids are.
package struct Algorithm: Sendable, Hashable {
  /// Another algorithm this one must agree with step by step (`port-equivalence`).
  package struct Twin: Sendable, Equatable {
    /// The twin's id.
    package var id: String
    /// Whether the two agree only when every cell is retained.
    package var retainingCells: Bool

    /// A twin.
    package init(id: String, retainingCells: Bool = false) {
      self.id = id
      self.retainingCells = retainingCells
    }
  }

  /// The declaration's fields, held once: copying an algorithm (every scenario holds one,
  /// and checks copy scenarios) retains one object instead of each string, set and closure.
  /// Changed only through a copy of its own (`uniqueFields()`), so it is never mutated
  /// while shared.
  private final class Fields: @unchecked Sendable {
    var id: String
    var origin: String
    var summary: String
    var options: [OptionDeclaration]
    var twin: Twin?
    var host: HostCoverage
    var configurations: LayoutConfigurations?
    var assumptions: Set<SwiftUIAssumption>
    var contract: @Sendable (AlgorithmOptions) -> SnapContract
    var make: @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest
    var gridReadsAreInert = false

    init(
      id: String, origin: String, summary: String, options: [OptionDeclaration], twin: Twin?, host: HostCoverage,
      configurations: LayoutConfigurations?, assumptions: Set<SwiftUIAssumption>,
      contract: @escaping @Sendable (AlgorithmOptions) -> SnapContract,
      make: @escaping @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest
    ) {
      self.id = id
      self.origin = origin
      self.summary = summary
      self.options = options
      self.twin = twin
      self.host = host
      self.configurations = configurations
      self.assumptions = assumptions
      self.contract = contract
      self.make = make
    }

    /// A copy to change.
    func copy() -> Fields {
      let copy = Fields(
        id: id, origin: origin, summary: summary, options: options, twin: twin, host: host, configurations: configurations,
        assumptions: assumptions, contract: contract, make: make)
      copy.gridReadsAreInert = gridReadsAreInert
      return copy
    }
  }

  /// The fields, shared by copies until one changes.
  private var fields: Fields

  /// The fields, copied first when another algorithm shares them.
  private mutating func uniqueFields() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  /// The id scenarios and the command line use, such as `last-offset`.
  package var id: String {
    get { fields.id }
    set { uniqueFields().id = newValue }
  }
  /// Where it comes from, such as `seed 000 LBMiddleExpandLayout (Objective-C)`.
  package var origin: String {
    get { fields.origin }
    set { uniqueFields().origin = newValue }
  }
  /// What it does, in one line.
  package var summary: String {
    get { fields.summary }
    set { uniqueFields().summary = newValue }
  }
  /// The options it accepts, declared in its own file, in the order JSON writes them.
  package var options: [OptionDeclaration] {
    get { fields.options }
    set { uniqueFields().options = newValue }
  }
  /// The algorithm it must agree with, if it is one of a pair of ports.
  package var twin: Twin? {
    get { fields.twin }
    set { uniqueFields().twin = newValue }
  }
  /// The host it is checked on: which axes, and whether the wider host's features.
  package var host: HostCoverage {
    get { fields.host }
    set { uniqueFields().host = newValue }
  }
  /// The app's space of layouts generated cases keep to, for a user's layout; nil for a
  /// built-in algorithm, which is checked on everything the generator draws.
  package var configurations: LayoutConfigurations? {
    get { fields.configurations }
    set { uniqueFields().configurations = newValue }
  }
  /// The model's assumptions every verdict of it rests on where Apple publishes no rule
  /// (S1 and S3 for SwiftUI's `.paging`; for a checked view, the ones its reading needs),
  /// named in its violations, its report page and the matrix legend; empty for the UIKit
  /// model's algorithms.
  package var assumptions: Set<SwiftUIAssumption> {
    get { fields.assumptions }
    set { uniqueFields().assumptions = newValue }
  }
  /// Its contract for the given options.
  package var contract: @Sendable (AlgorithmOptions) -> SnapContract {
    get { fields.contract }
    set { uniqueFields().contract = newValue }
  }
  /// Builds a fresh instance for a configuration and options; the simulator then applies the
  /// configuration's flow properties to it.
  package var make: @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest {
    get { fields.make }
    set { uniqueFields().make = newValue }
  }
  /// Whether reading the layout's snap grid (its `prepare()` when invalidated, and
  /// `layoutAttributesForItem(at:)` for every item) leaves what it does next unchanged, so a
  /// run that reads grids between its steps is the run a replay without them makes. True for
  /// the algorithms SnapCheck ships (`AlgorithmRegistry.all`), whose layouts keep no state
  /// from those calls; false for any other, such as an app's layout, which is then replayed.
  package var gridReadsAreInert: Bool {
    get { fields.gridReadsAreInert }
    set { uniqueFields().gridReadsAreInert = newValue }
  }

  /// An algorithm declaration.
  package init(
    id: String, origin: String, summary: String, options: [OptionDeclaration] = [], twin: Twin? = nil,
    host: HostCoverage = .classic, configurations: LayoutConfigurations? = nil, assumptions: Set<SwiftUIAssumption> = [],
    contract: @escaping @Sendable (AlgorithmOptions) -> SnapContract,
    make: @escaping @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest
  ) {
    fields = Fields(
      id: id, origin: origin, summary: summary, options: options, twin: twin, host: host, configurations: configurations,
      assumptions: assumptions, contract: contract, make: make)
  }

  /// What its verdicts rest on, as its violations, report page and the matrix legend say it:
  /// `rests on S1 (the backing UIScrollView), S3 (.paging pages by the container)`; nil when
  /// it rests on no assumption of its own.
  package var restsOn: String? { SwiftUIAssumptions.restsOn(assumptions) }

  /// A simulator running a fresh instance of this algorithm in a view made from
  /// `configuration` (for a SwiftUI scroll view, the view its container and stack make:
  /// `LayoutConfiguration.simulatedView`), with the configuration's item size, spacings and
  /// section inset applied to a flow layout (except those the layout sets itself, per
  /// `configurations`; a layout of another kind keeps its own), and the subject's deceleration
  /// rate, if it sets one.
  package func simulator(for configuration: LayoutConfiguration, options: AlgorithmOptions = AlgorithmOptions()) -> Simulator {
    let subject = make(configuration, options)
    // A UIKit configuration is its own view: used as it is, not copied out of `simulatedView`.
    guard configuration.host == .swiftui else { return simulator(of: subject, in: configuration) }
    return simulator(of: subject, in: configuration.simulatedView)
  }

  /// A simulator running `subject` in a view made from `view`, as `simulator(for:options:)` describes.
  private func simulator(of subject: LayoutUnderTest, in view: LayoutConfiguration) -> Simulator {
    if let layout = subject.layout as? UICollectionViewFlowLayout {
      layout.apply(view, keeping: configurations?.layoutSets.flatMap(\.fieldKeys) ?? [])
    }
    let simulator = Simulator(
      configuration: view, layout: subject.layout, delegate: subject.delegate, controller: subject.controller)
    if let rate = subject.decelerationRate { simulator.collectionView.decelerationRate = rate }
    return simulator
  }

  /// Its option names for messages: `alignment, pageCap`, or `none`.
  package var optionList: String {
    options.isEmpty ? "none" : options.map(\.name).joined(separator: ", ")
  }

  /// Whether its generated cases are the ones every classic-host algorithm shares (that
  /// host, no space of its own), so a run generates them once for all.
  package var drawsSharedCases: Bool { host == .classic && configurations == nil }

  /// Whether `testCase` is one this algorithm may be checked on: its updates agree with its
  /// counts, and it lies inside the algorithm's space, if any.
  package func admits(_ testCase: Case) -> Bool {
    Event.updateProblem(in: testCase.events, startingWith: testCase.configuration.sections) == nil
      && configurations?.admits(testCase) ?? true
  }

  /// Algorithms are equal when their ids are.
  package static func == (lhs: Algorithm, rhs: Algorithm) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
