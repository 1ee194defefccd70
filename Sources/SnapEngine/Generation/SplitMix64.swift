/// SplitMix64 (Steele, Lea and Flood): turns one 64-bit seed into a stream of well-mixed
/// words. SnapCheck uses it to seed `Xoshiro256StarStar` and to mix seeds with case numbers.
///
///     var mixer = SplitMix64(seed: 0)
///     mixer.next()  // 0xE220A8397B1DCDAF
package struct SplitMix64: Sendable {
  private var state: UInt64

  /// A stream starting from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next word.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
