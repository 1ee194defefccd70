import SnapAlgorithms

/// The generated cases of one algorithm for a seed and profile: the one stream that `check`,
/// `check --format jsonl`, `bench`, `report`, `SnapCheck.verify`, goldens, `compare` and the
/// targeted search all draw from.
///
/// Case `k` keeps to the algorithm's host (its axes and the wider host's features) and to a
/// user layout's configurations, so every consumer sees the same case `k` for the same
/// algorithm.
///
///     let stream = CaseStream(seed: 1, profile: .realistic, algorithm: algorithm)
///     stream.testCase(7)  // what `check --case 7` checks
package struct CaseStream: Sendable {
  /// The stream's version, raised whenever case `k` changes for some seed, so that a user
  /// layout's golden recorded with an earlier SnapCheck says why its seeded cases differ.
  /// 2: a fifth of the cases come from the rare layouts (`RareLayout`).
  /// 3: hostile cases draw huge and negative view sizes instead of non-finite ones (invalid
  /// geometry, never judged) and put NaN and infinite distances into some drags.
  /// 4: a resize turns the view's device (`Device`), between its size and its rotated size.
  /// 5: each case draws the features it uses (`Swarm`).
  package static let version = 5

  /// The generator, keeping to the algorithm's configurations, if any.
  let generator: CaseGenerator
  /// The host the algorithm is checked on.
  let host: HostCoverage

  /// The stream of `algorithm`'s cases for `seed` and `profile`.
  package init(seed: UInt64, profile: Profile, algorithm: Algorithm) {
    generator = CaseGenerator(seed: seed, profile: profile, space: algorithm.configurations)
    host = algorithm.host
  }

  /// Case `number`.
  ///
  /// - Parameter classic: case `number` of a stream of the same seed and profile for an
  ///   algorithm that draws the shared classic cases (`Algorithm.drawsSharedCases`), when
  ///   drawn already: the classic case this stream widens, when it has no app space, is
  ///   that one, and is not drawn again.
  package func testCase(_ number: Int, classic: Case? = nil) -> Case {
    let testCase = generator.testCase(number, host: host, classic: classic)
    return generator.space?.laidOut(testCase) ?? testCase
  }
}
