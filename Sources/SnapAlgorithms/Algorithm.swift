import SnapModel

/// A layout instance ready for the simulator, with the delegate its algorithm needs, if any.
public struct LayoutUnderTest {
  /// The layout.
  public var layout: UICollectionViewFlowLayout
  /// The scroll-view delegate that completes the algorithm (seed 001 keeps part of it there).
  public var delegate: UIScrollViewDelegate?

  /// A layout and its optional delegate.
  public init(layout: UICollectionViewFlowLayout, delegate: UIScrollViewDelegate? = nil) {
    self.layout = layout
    self.delegate = delegate
  }
}

/// A snap algorithm SnapCheck knows by id: how to build it and what it promises.
public struct Algorithm: Sendable {
  /// The id scenarios and the command line use, such as `last-offset`.
  public var id: String
  /// Where it comes from, such as `seed 000 LBMiddleExpandLayout (Objective-C)`.
  public var origin: String
  /// What it does, in one line.
  public var summary: String
  /// The option names it accepts.
  public var optionNames: [String]
  /// Its contract for the given options.
  public var contract: @Sendable (AlgorithmOptions) -> SnapContract
  /// Builds a fresh instance for a configuration and options.
  public var make: @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest

  /// An algorithm description.
  public init(
    id: String, origin: String, summary: String, optionNames: [String] = [],
    contract: @escaping @Sendable (AlgorithmOptions) -> SnapContract,
    make: @escaping @Sendable (LayoutConfiguration, AlgorithmOptions) -> LayoutUnderTest
  ) {
    self.id = id
    self.origin = origin
    self.summary = summary
    self.optionNames = optionNames
    self.contract = contract
    self.make = make
  }

  /// A simulator running a fresh instance of this algorithm in a view made from `configuration`.
  public func simulator(for configuration: LayoutConfiguration, options: AlgorithmOptions = AlgorithmOptions()) -> Simulator {
    let subject = make(configuration, options)
    return Simulator(configuration: configuration, layout: subject.layout, delegate: subject.delegate)
  }
}
