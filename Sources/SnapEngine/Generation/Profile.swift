/// Which configurations and gestures the generator draws.
public enum Profile: String, Sendable, CaseIterable {
  /// Phone and tablet widths, @2x and @3x, sane sizes, gestures near the thresholds.
  case realistic
  /// Everything `realistic` draws, plus zero and negative sizes, NaN and infinite
  /// velocities, |v| ≥ 2^63, empty views, NaN and infinite view sizes and resizes, and @1x
  /// screens.
  case hostile
}
