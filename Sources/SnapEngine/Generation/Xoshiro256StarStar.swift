/// xoshiro256** (Blackman and Vigna): the engine's own random generator, so a seed gives
/// the same cases on every platform and toolchain.
///
/// Its mapping from words to ranges, doubles, choices and shuffles is written here too
/// (never the standard library's, which may change between releases).
///
///     var random = Xoshiro256StarStar(seed: 42)
///     random.int(in: 0...9)       // the same digit everywhere
///     random.double(in: 0..<1)
package struct Xoshiro256StarStar: Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose state is four SplitMix64 words from `seed`.
  package init(seed: UInt64) {
    var mixer = SplitMix64(seed: seed)
    s0 = mixer.next()
    s1 = mixer.next()
    s2 = mixer.next()
    s3 = mixer.next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, 45)
    return result
  }

  private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }

  /// A uniform integer in `range`, without modulo bias (Lemire's multiply-and-reject).
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(bitPattern: UInt(next())) }
    let threshold = (0 &- span) % span
    while true {
      let product = next().multipliedFullWidth(by: span)
      if product.low >= threshold {
        return range.lowerBound &+ Int(bitPattern: UInt(product.high))
      }
    }
  }

  /// A uniform double in `[0, 1)` with 53 random bits.
  package mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in `range` (`lowerBound + (upper − lower) · unit`).
  package mutating func double(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// True with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element of a non-empty array.
  package mutating func element<T>(of choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// An element chosen with the given weights (each ≥ 0, not all zero).
  package mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
    let total = choices.reduce(0) { $0 + $1.weight }
    var pick = int(in: 0...(total - 1))
    for choice in choices {
      if pick < choice.weight { return choice.value }
      pick -= choice.weight
    }
    return choices[choices.count - 1].value
  }

  /// `array` in a uniformly random order (Fisher–Yates from the end).
  package mutating func shuffled<T>(_ array: [T]) -> [T] {
    var result = array
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, int(in: 0...index))
      index -= 1
    }
    return result
  }
}
