/// The numbers every entry point shares unless told otherwise: the one home of the default
/// seed and case count.
package enum CheckDefaults {
  /// The seed `snapcheck check`, `SnapCheck.verify`, the corpus and the benchmark draw from.
  package static let seed: UInt64 = 20_261_129
  /// Generated cases per algorithm × property pair: the matrix, the goldens and the command
  /// line's `check`.
  package static let cases = 1000
  /// Generated cases per property of a test's gate (`SnapCheck.verify`, `check`, `compare`):
  /// 100, as QuickCheck and Hypothesis run by default, so a layout's gate costs about a second
  /// of CPU in a debug build; the targeted search (`JointSearch`) follows. A deeper run (a
  /// nightly job, the command line) passes more.
  package static let gateCases = 100
  /// Generated cases per pair of the deep run `golden record` records `Golden/verdicts.golden`
  /// with: twenty times the default, so each violation it finds is kept as a witness
  /// (`Witnesses`) that every default run replays.
  package static let deepCases = 20 * cases
  /// A property that held but was exercised on fewer cases than this gets a health warning.
  package static let minimumExercised = 50
}
