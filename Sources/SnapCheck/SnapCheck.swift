import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel

/// Checks your own snap layout from your own tests.
///
/// Subclass `UICollectionViewFlowLayout` with the code you ship on iOS, declare what it
/// promises, and call `verify`: every applicable property of SPEC §3 and §7 runs over generated
/// cases, and the first violation fails with its shrunk counterexample and a replay line.
///
///     @Test func carouselSnaps() throws {
///       try SnapCheck.verify(PagingCarouselLayout(), contract: .init(alignment: .center, pageCap: 1))
///     }
public enum SnapCheck {
  /// The seed `verify` uses unless told otherwise (the command line's default).
  public static let defaultSeed: UInt64 = CheckDefaults.seed
  /// Generated cases per property unless told otherwise (the command line's default).
  public static let defaultCases: Int = CheckDefaults.cases

  /// Checks every applicable property against a layout and throws the first violation.
  ///
  /// A property that holds on every generated case then gets a targeted search, which
  /// climbs from the cases that came closest to failing (unless `targeted` is false).
  ///
  /// - Parameters:
  ///   - makeLayout: builds a fresh layout; it is called once per run, and its flow properties
  ///     (item size, spacings, section inset, scroll direction) are then set from the
  ///     generated configuration.
  ///   - makeDelegate: builds the collection view's delegate for the same run, when the app
  ///     snaps (or answers flow-layout questions) there; by default the layout itself is the
  ///     delegate when it adopts `UIScrollViewDelegate`.
  ///   - contract: what the layout promises.
  ///   - name: how messages name the layout.
  ///   - cases: generated cases per property.
  ///   - seed: the seed cases are drawn from; a failure prints it.
  ///   - profile: `.realistic` or `.hostile`.
  ///   - onlyCase: check just this case (what a failure's replay line sets).
  ///   - targeted: whether a property that held on every generated case gets the targeted
  ///     search (ignored with `onlyCase`).
  ///   - knownViolations: properties the layout is known to break: they are checked and
  ///     reported in the result, but do not fail.
  /// - Returns: every property's result.
  /// - Throws: `SnapCheckFailure` for the first property violated that is not a known violation.
  @discardableResult
  public static func verify(
    _ makeLayout: @escaping @Sendable @autoclosure () -> UICollectionViewFlowLayout,
    delegate makeDelegate: @escaping @Sendable @autoclosure () -> UIScrollViewDelegate? = nil,
    contract: LayoutContract,
    name: String = "layout",
    cases: Int = defaultCases,
    seed: UInt64 = defaultSeed,
    profile: Profile = .realistic,
    onlyCase: Int? = nil,
    targeted: Bool = true,
    knownViolations: [Property] = []
  ) throws -> [PairResult] {
    let algorithm = Algorithm(
      id: name, origin: "user layout", summary: "checked with SnapCheck.verify",
      host: contract.host,
      contract: { _ in contract.snapContract },
      make: { _, _ in
        let layout = makeLayout()
        return LayoutUnderTest(layout: layout, delegate: makeDelegate() ?? layout as? UIScrollViewDelegate)
      })
    let runner = CheckRunner(seed: seed, profile: profile, cases: cases, onlyCase: onlyCase, targeted: targeted && onlyCase == nil)
    let results = Property.allCases.map { runner.check($0, on: algorithm) }
    if let failure = results.first(where: { $0.verdict == .violated && !knownViolations.contains($0.property) }) {
      throw SnapCheckFailure(result: failure, seed: seed, profile: profile)
    }
    return results
  }
}

/// What a user's layout promises: the subset of `SnapContract` a user declares.
public struct LayoutContract: Sendable {
  /// Leading-edge or centred snapping.
  public var alignment: Alignment
  /// The most pages one drag may move (nil: held to 1, the carousel default).
  public var pageCap: Int?
  /// Whether the layout keeps memory between gestures (then `fresh-equivalent` applies).
  public var keepsState: Bool
  /// Whether it sets scale transforms on its attributes (then `scale-range` applies).
  public var hasTransforms: Bool
  /// The axes it scrolls along: generated cases use these (a vertical case is a horizontal
  /// one transposed), and the generated configuration sets `scrollDirection`.
  public var axes: [UICollectionView.ScrollDirection]
  /// Whether generated cases use SPEC §5's wider host too: several sections, content
  /// insets, a landscape safe area, `bounces` off.
  public var widerHost: Bool

  /// A contract.
  public init(
    alignment: Alignment, pageCap: Int? = 1, keepsState: Bool = false, hasTransforms: Bool = false,
    axes: [UICollectionView.ScrollDirection] = [.horizontal], widerHost: Bool = false
  ) {
    self.alignment = alignment
    self.pageCap = pageCap
    self.keepsState = keepsState
    self.hasTransforms = hasTransforms
    self.axes = axes
    self.widerHost = widerHost
  }

  var host: HostCoverage { HostCoverage(axes: axes.isEmpty ? [.horizontal] : axes, isWide: widerHost) }

  var snapContract: SnapContract {
    SnapContract(alignment: alignment, pageCap: pageCap, keepsState: keepsState, hasTransforms: hasTransforms)
  }
}

/// A property your layout violates: the shrunk counterexample and how to replay it.
public struct SnapCheckFailure: Error, CustomStringConvertible {
  /// The property's result, with its counterexample.
  public let result: PairResult
  /// The seed the case came from.
  public let seed: UInt64
  /// The profile the case came from.
  public let profile: Profile

  /// The violation, the minimal scenario (SPEC §4 JSON), the replay call, and for each
  /// numeric input the values for which it still fails.
  public var description: String {
    let example = result.counterexample
    return """
      \(result.algorithm) violates \(result.property.id): \(example?.message ?? "")
      property: \(result.property.summary)
      minimal scenario: \(example?.scenario.json ?? "")
      replay: SnapCheck.verify(…, seed: \(seed), profile: .\(profile.rawValue), onlyCase: \(result.failingCase ?? 0))
      """ + result.explanation.map { "\nfails for \($0)" }.joined()
  }
}
