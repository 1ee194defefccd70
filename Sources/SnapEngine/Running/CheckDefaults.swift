/// The numbers every entry point shares unless told otherwise: the one home of the default
/// seed and case count.
package enum CheckDefaults {
  /// The seed `snapcheck check`, `SnapCheck.verify`, the corpus and the benchmark draw from.
  package static let seed: UInt64 = 20_261_129
  /// Generated cases per algorithm × property pair.
  package static let cases = 1000
  /// A property that held but was exercised on fewer cases than this gets a health warning.
  package static let minimumExercised = 50
}
