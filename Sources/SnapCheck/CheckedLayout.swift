import SnapAlgorithms
import SnapModel

/// A layout of your own as SnapCheck checks it: how to build it (and the delegate it snaps
/// in, if any), what it promises, and the app's space of configurations.
///
///     let carousel = CheckedLayout(
///       "PagingCarouselLayout", contract: LayoutContract(alignment: .leading),
///       configurations: LayoutConfigurations(lineSpacings: [10]),
///       layout: { PagingCarouselLayout() })
///
/// `SnapCheck.verify`, `assertGolden` and `compare` take one, and so does a command line of
/// your own (`SnapCheckTool.main(layouts:)`).
public struct CheckedLayout: Sendable {
  /// How messages, files and the command line name it.
  public var name: String
  /// What it promises.
  public var contract: LayoutContract
  /// The configurations generated cases keep to.
  public var configurations: LayoutConfigurations
  /// Properties it is known to break: checked and reported, but not failed.
  public var knownViolations: [Property]
  /// How long one run of the layout may go without returning before it is a `timeout` fault
  /// (nil: `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s). Its runs happen in child processes.
  public var caseTimeout: Duration?
  /// Builds a fresh layout: one per generated case.
  let makeLayout: @Sendable () -> UICollectionViewFlowLayout
  /// Builds the delegate for the same case, or nil.
  let makeDelegate: @Sendable () -> UIScrollViewDelegate?

  /// A layout to check.
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - layout: builds a fresh layout; called once per case.
  ///   - delegate: builds the collection view's delegate for the same case, when the app snaps
  ///     in `scrollViewWillEndDragging` or answers flow-layout questions there. Without one,
  ///     a layout that adopts `UIScrollViewDelegate` is its own delegate.
  ///   - caseTimeout: how long one run of the layout may take before it is a `timeout` fault
  ///     (default `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s).
  public init(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil, layout: @escaping @Sendable () -> UICollectionViewFlowLayout,
    delegate: @escaping @Sendable () -> UIScrollViewDelegate? = { nil }
  ) {
    self.name = name
    self.contract = contract
    self.configurations = configurations
    self.knownViolations = knownViolations
    self.caseTimeout = caseTimeout
    makeLayout = layout
    makeDelegate = delegate
  }

  /// A layout built by an expression, named `name` or else after the type it builds: what the
  /// expression-taking `verify`, `replay` and `assertGolden` check.
  init(
    expression makeLayout: @escaping @Sendable () -> UICollectionViewFlowLayout,
    delegate makeDelegate: @escaping @Sendable () -> UIScrollViewDelegate?, name: String?, contract: LayoutContract,
    configurations: LayoutConfigurations = LayoutConfigurations(), knownViolations: [Property] = []
  ) {
    self.init(
      name ?? "\(type(of: makeLayout()))", contract: contract, configurations: configurations,
      knownViolations: knownViolations, layout: makeLayout, delegate: makeDelegate)
  }

  /// The layout as the engine's algorithm, with its contract, host and space.
  package var algorithm: Algorithm {
    let makeLayout = makeLayout
    let makeDelegate = makeDelegate
    let contract = contract.snapContract
    var space = configurations
    space.standInDelegateInsets = false
    return Algorithm(
      id: name, origin: "your layout", summary: "checked with SnapCheck", host: self.contract.host,
      configurations: space, contract: { _ in contract },
      make: { _, _ in
        let layout = makeLayout()
        return LayoutUnderTest(layout: layout, delegate: makeDelegate() ?? layout as? UIScrollViewDelegate)
      })
  }

  /// What keeps the layout from being checked, in one line naming it and the field, or nil:
  /// an empty name, a bad contract or a bad configuration space.
  package var problem: String? {
    if name.isEmpty { return "a checked layout has an empty name" }
    return (contract.problem ?? configurations.problem).map { "\(name): \($0)" }
  }

  /// The name as a file name: anything but letters, digits, `-`, `_` and `.` becomes `-`.
  package var fileName: String { Artifacts.fileName(name) }

  /// The Swift expressions that build a fresh instance and its delegate, as a replay call
  /// writes them: the type names followed by `()`.
  var replayArguments: String {
    let layout = makeLayout()
    var text = "\(type(of: layout))()"
    if let delegate = makeDelegate() { text += ", delegate: \(type(of: delegate))()" }
    return text
  }
}
