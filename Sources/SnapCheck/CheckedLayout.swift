import SnapAlgorithms
import SnapModel
import SnapSwiftUI

/// A layout of your own as SnapCheck checks it: how to build it (and the delegate it snaps
/// in, or the view controller it lives in, if any), what it promises, and the app's space of
/// configurations.
///
///     let carousel = CheckedLayout(
///       "PagingCarouselLayout", contract: LayoutContract(alignment: .leading),
///       configurations: LayoutConfigurations(lineSpacings: [10]),
///       layout: { PagingCarouselLayout() })
///
/// `SnapCheck.verify`, `assertGolden` and `compare` take one, and so does a command line of
/// your own (`SnapCheckTool.main(layouts:)`).
///
/// Every factory is called once per generated case, and cases run concurrently on several
/// threads: a factory must build fresh instances and share no mutable state between them
/// (no globals, no singletons the instances write to).
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
  /// Builds what one generated case runs in a view of the given configuration: a fresh
  /// layout, its delegate and the controller hosting the view, if any.
  let makeSubject: @Sendable (LayoutConfiguration) -> LayoutUnderTest
  /// The framework of the scroll view it runs in: UIKit, or SwiftUI for a scroll target behaviour.
  let framework: HostFramework
  /// The Swift expressions that build the subject, as a replay call writes them.
  let replayExpression: @Sendable () -> String
  /// For a checked view: what keeps it from being checked (a contract it does not give), if anything.
  var viewProblem: String?
  /// For a checked view: what every failure adds (S5's message when it applies).
  var notes: [String] = []
  /// For a checked view: the assumptions its verdicts rest on, which every violation names.
  var assumptions: Set<SwiftUIAssumption> = []
  /// For a checked view: whether it binds `scrollPosition(id:)` (then `position-coherent` applies).
  var bindsScrollPosition = false

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
    knownViolations: [Property] = [], caseTimeout: Duration? = nil, layout: @escaping @Sendable () -> UICollectionViewLayout,
    delegate: @escaping @Sendable () -> UIScrollViewDelegate? = { nil }
  ) {
    self.init(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations,
      caseTimeout: caseTimeout,
      subject: { _ in
        let made = layout()
        return LayoutUnderTest(layout: made, delegate: delegate() ?? made as? UIScrollViewDelegate)
      },
      replay: {
        let made = layout()
        return "\(type(of: made))()" + (delegate().map { ", delegate: \(type(of: $0))()" } ?? "")
      })
  }

  /// A layout to check and its delegate, built together so each case pairs the two it made.
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - caseTimeout: how long one run may take before it is a `timeout` fault
  ///     (default `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s).
  ///   - layoutAndDelegate: builds a fresh layout and the delegate that goes with it (nil:
  ///     none); called once per case.
  public init(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil,
    layoutAndDelegate: @escaping @Sendable () -> (layout: UICollectionViewLayout, delegate: UIScrollViewDelegate?)
  ) {
    self.init(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations,
      caseTimeout: caseTimeout,
      subject: { _ in
        let made = layoutAndDelegate()
        return LayoutUnderTest(layout: made.layout, delegate: made.delegate ?? made.layout as? UIScrollViewDelegate)
      },
      replay: {
        let made = layoutAndDelegate()
        return "\(type(of: made.layout))()" + (made.delegate.map { ", delegate: \(type(of: $0))()" } ?? "")
      })
  }

  /// A `UICollectionViewController` to check: its `collectionViewLayout` is the layout under
  /// test and the controller is the view's delegate and data source.
  ///
  /// For each case the harness builds a controller, installs the simulated collection view
  /// as its `collectionView`, loads its view (`loadView()`, `viewDidLoad()`), sends
  /// `viewWillAppear(_:)`, a layout pass (`viewWillLayoutSubviews()`, the layout's
  /// `prepare()`, `viewDidLayoutSubviews()`) and `viewDidAppear(_:)`; a layout pass follows
  /// every change of the view's bounds (each change of offset, and each resize, which
  /// `viewWillTransition(to:with:)` announces first). Its data source must answer the
  /// scenario's counts: declare them in `configurations` (`itemCounts`, `sectionCounts`).
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - caseTimeout: how long one run may take before it is a `timeout` fault
  ///     (default `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s).
  ///     Settings the controller makes itself (`viewDidLoad` setting the spacing, say)
  ///     belong in `configurations.layoutSets`.
  ///   - controller: builds a fresh controller; called once per case.
  public init(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil,
    controller: @escaping @Sendable () -> UICollectionViewController
  ) {
    self.init(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations,
      caseTimeout: caseTimeout,
      subject: { _ in
        let made = controller()
        return Self.subject(made, layout: made.collectionViewLayout, hosted: HostedController(made))
      },
      replay: { "controller: \(type(of: controller()))()" })
  }

  /// A plain `UIViewController` to check, which shows the collection view `installing` gives
  /// it and lays it out with `layout`.
  ///
  /// For each case the harness builds a controller, asks `layout` for the layout under test,
  /// builds the simulated collection view with it and hands it to `installing` before the
  /// controller's view loads (as a storyboard connects an outlet before `viewDidLoad()`: the
  /// controller must use that view, not make its own). The controller is the view's
  /// delegate when it adopts `UIScrollViewDelegate` (its `viewDidLoad()` may set another);
  /// the lifecycle is as for a `UICollectionViewController`, except that scrolling does not
  /// change the controller's own view's bounds, so only a resize brings a layout pass.
  ///
  ///     CheckedLayout(
  ///       "FeedViewController", contract: LayoutContract(alignment: .leading),
  ///       controller: { FeedViewController() }, layout: { $0.snapLayout },
  ///       installing: { controller, view in controller.collectionView = view })
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises.
  ///   - configurations: the app's space of layouts (default: everything the generator draws).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - caseTimeout: how long one run may take before it is a `timeout` fault
  ///     (default `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s).
  ///   - controller: builds a fresh controller; called once per case.
  ///   - layout: the controller's layout, read right after it is built.
  ///   - install: gives the controller the simulated collection view.
  public init<Controller: UIViewController>(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil, controller: @escaping @Sendable () -> Controller,
    layout: @escaping @Sendable (Controller) -> UICollectionViewLayout,
    installing install: @escaping @Sendable (Controller, UICollectionView) -> Void
  ) {
    self.init(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations,
      caseTimeout: caseTimeout,
      subject: { _ in
        let made = controller()
        return Self.subject(made, layout: layout(made), hosted: HostedController(made) { install(made, $0) })
      },
      replay: { "controller: \(type(of: controller()))(), layout: { <as in your CheckedLayout> }, installing: { <as in your CheckedLayout> }" })
  }

  /// The common initializer: every public one says how to build a case's subject.
  init(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations, knownViolations: [Property],
    caseTimeout: Duration?, framework: HostFramework = .uikit,
    subject: @escaping @Sendable (LayoutConfiguration) -> LayoutUnderTest, replay: @escaping @Sendable () -> String
  ) {
    self.framework = framework
    self.name = name
    self.contract = contract
    self.configurations = configurations
    self.knownViolations = knownViolations
    self.caseTimeout = caseTimeout
    makeSubject = subject
    replayExpression = replay
  }

  /// The subject for a controller hosting the view: its layout, of any kind, and the
  /// controller as the delegate when it is one.
  private static func subject(_ controller: UIViewController, layout: UICollectionViewLayout, hosted: HostedController) -> LayoutUnderTest {
    LayoutUnderTest(layout: layout, delegate: controller as? UIScrollViewDelegate, controller: hosted)
  }

  /// A layout built by an expression, named `name` or else after the type it builds: what the
  /// expression-taking `verify`, `replay` and `assertGolden` check.
  init(
    expression makeLayout: @escaping @Sendable () -> UICollectionViewLayout,
    delegate makeDelegate: @escaping @Sendable () -> UIScrollViewDelegate?, name: String?, contract: LayoutContract,
    configurations: LayoutConfigurations = LayoutConfigurations(), knownViolations: [Property] = []
  ) {
    self.init(
      name ?? "\(type(of: makeLayout()))", contract: contract, configurations: configurations,
      knownViolations: knownViolations, layout: makeLayout, delegate: makeDelegate)
  }

  /// The layout as the engine's algorithm, with its contract, host and space.
  package var algorithm: Algorithm {
    let makeSubject = makeSubject
    let contract = contract.snapContract
    let orthogonalSection = self.contract.orthogonalSection
    var space = configurations
    space.standInDelegateInsets = false
    var host = self.contract.host
    host.framework = framework
    host.bindsScrollPosition = bindsScrollPosition
    return Algorithm(
      id: name, origin: "your layout `\(name)`", summary: "held to `\(self.contract)` on its configurations", host: host,
      configurations: space, assumptions: assumptions, contract: { _ in contract },
      make: { configuration, _ in
        let subject = makeSubject(configuration)
        (subject.layout as? UICollectionViewCompositionalLayout)?.checkedSection = orthogonalSection
        return subject
      })
  }

  /// What keeps the layout from being checked, in one line naming it and the field, or nil:
  /// an empty name or one with white space (the name begins each line its goldens and
  /// witnesses files keep for it, fields that spaces separate), a bad contract or a bad
  /// configuration space.
  package var problem: String? {
    if name.isEmpty { return "a checked layout has an empty name" }
    if name.contains(where: \.isWhitespace) {
      return "\"\(name)\": a checked layout's name has white space, which separates the fields of its golden and witnesses lines: use letters, digits, - and _"
    }
    if let viewProblem { return viewProblem }
    if framework == .swiftui, contract.widerHost {
      return "\(name): contract: widerHost is for UIKit layouts (a scroll target behaviour runs in a SwiftUI ScrollView)"
    }
    if framework == .swiftui, contract.updates {
      return "\(name): contract: updates is for UIKit layouts (a SwiftUI stack takes no batch updates)"
    }
    return (contract.problem ?? configurations.problem).map { "\(name): \($0)" }
  }

  /// The name as a file name: anything but letters, digits, `-`, `_` and `.` becomes `-`.
  package var fileName: String { Artifacts.fileName(name) }

  /// The Swift expressions that build a fresh instance and its delegate (or controller), as
  /// a replay call writes them: the type names followed by `()`.
  var replayArguments: String { replayExpression() }
}
