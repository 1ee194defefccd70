import SnapEngine
import Testing

@Suite("The engine's own random generator and its mappings")
struct RandomTests {
  @Test("SplitMix64 gives the published sequence for seed 0")
  func splitMixVector() {
    var mixer = SplitMix64(seed: 0)
    #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    #expect(mixer.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(mixer.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("xoshiro256** seeded by SplitMix64 matches an independent implementation")
  func xoshiroVector() {
    var random = Xoshiro256StarStar(seed: 42)
    #expect(random.next() == 0x1578_0B2E_0C2E_C716)
    #expect(random.next() == 0x6104_D986_6D11_3A7E)
    #expect(random.next() == 0xAE17_5332_39E4_99A1)
  }

  @Test("Integers, doubles, choices and shuffles map bits the same way everywhere")
  func mappings() {
    var random = Xoshiro256StarStar(seed: 42)
    #expect((0..<10).map { _ in random.int(in: 0...9) } == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
    var unit = Xoshiro256StarStar(seed: 7)
    #expect(unit.unit() == 0.7005764821796896)
    var bounded = Xoshiro256StarStar(seed: 1)
    for _ in 0..<1000 {
      let value = bounded.int(in: -3...3)
      #expect((-3...3).contains(value))
      let double = bounded.double(in: 2..<5)
      #expect(double >= 2 && double < 5)
    }
    #expect(bounded.int(in: Int.min...Int.max) != bounded.int(in: Int.min...Int.max))
    var shuffler = Xoshiro256StarStar(seed: 3)
    let shuffled = shuffler.shuffled(Array(0..<20))
    #expect(shuffled.sorted() == Array(0..<20))
    #expect(shuffled != Array(0..<20))
  }

  // The vectors below come from an independent Python implementation of SplitMix64,
  // xoshiro256** and the mappings (Lemire's multiply-and-reject for integers, 53-bit units,
  // a Fisher–Yates shuffle from the last index down), checked against the vectors above.

  @Test("SplitMix64 matches the independent implementation at the default seed and at UInt64.max")
  func splitMixMoreSeeds() {
    var byDefault = SplitMix64(seed: CheckDefaults.seed)
    #expect((0..<3).map { _ in byDefault.next() } == [0xA2A8_2270_9C0C_7F3E, 0x9534_2BB2_E411_911F, 0xF154_1070_2FB9_B716])
    var wrapping = SplitMix64(seed: .max)
    #expect((0..<2).map { _ in wrapping.next() } == [0xE4D9_7177_1B65_2C20, 0xE99F_F867_DBF6_82C9])
  }

  @Test("xoshiro256** seeded with 0 matches the independent implementation")
  func xoshiroSeedZero() {
    var random = Xoshiro256StarStar(seed: 0)
    #expect((0..<3).map { _ in random.next() } == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0])
  }

  @Test("int(in:) maps negative, rejecting and full ranges as the independent implementation does")
  func integerVectors() {
    var small = Xoshiro256StarStar(seed: 5)
    #expect((0..<8).map { _ in small.int(in: -3...3) } == [-1, 1, 1, 2, 0, 2, 0, 2])
    // A span of 2^63 + 1 rejects about half the draws: seed 5's 4th, 5th and 6th are rejected.
    var rejecting = Xoshiro256StarStar(seed: 5)
    #expect((0..<4).map { _ in rejecting.int(in: -(1 << 62)...(1 << 62)) }
      == [-1_951_561_961_407_092_812, 941_543_336_866_681_454, 1_379_325_132_767_354_327, 2_846_900_724_891_368_644])
    var full = Xoshiro256StarStar(seed: 6)
    #expect((0..<3).map { _ in full.int(in: Int.min...Int.max) }
      == [-4_297_513_723_286_326_395, -1_109_653_279_232_779_013, -2_235_269_297_760_524_216])
  }

  @Test("unit, double(in:) and chance map bits as the independent implementation does")
  func floatingVectors() {
    var units = Xoshiro256StarStar(seed: 9)
    #expect((0..<3).map { _ in units.unit() } == [0.0025834396857136177, 0.25148937241585745, 0.13246225011289547])
    var doubles = Xoshiro256StarStar(seed: 9)
    #expect((0..<3).map { _ in doubles.double(in: 2..<5) } == [2.007750319057141, 2.7544681172475722, 2.3973867503386863])
    // Seed 10's units are 0.955, 0.412, 0.125, 0.068, 0.421, 0.248, 0.840, 0.165.
    var coins = Xoshiro256StarStar(seed: 10)
    #expect((0..<8).map { _ in coins.chance(0.5) } == [false, true, true, true, true, true, false, true])
  }

  @Test("element(of:) and weighted pick as the independent implementation does")
  func choiceVectors() {
    var elements = Xoshiro256StarStar(seed: 11)
    #expect((0..<8).map { _ in elements.element(of: ["a", "b", "c", "d", "e"]) } == ["b", "a", "b", "c", "a", "b", "c", "e"])
    var weights = Xoshiro256StarStar(seed: 12)
    #expect((0..<10).map { _ in weights.weighted([(4, "a"), (3, "b"), (2, "c")]) }
      == ["a", "c", "c", "c", "a", "a", "b", "c", "b", "b"])
  }

  @Test("shuffled matches the independent Fisher–Yates, which may leave elements in place")
  func shuffleVectors() {
    var three = Xoshiro256StarStar(seed: 3)
    #expect(three.shuffled(Array(0..<20)) == [10, 1, 17, 8, 0, 4, 7, 14, 15, 18, 19, 11, 16, 2, 5, 6, 9, 3, 12, 13])
    // Seed 4 leaves 6 and 8 where they were: a shuffle that always moves every element
    // (Sattolo's) cannot give this.
    var four = Xoshiro256StarStar(seed: 4)
    let shuffled = four.shuffled(Array(0..<10))
    #expect(shuffled == [4, 0, 9, 5, 7, 1, 6, 3, 8, 2])
    #expect((0..<10).filter { shuffled[$0] == $0 } == [6, 8])
    var empty = Xoshiro256StarStar(seed: 4)
    #expect(empty.shuffled([Int]()) == [])
    #expect(empty.shuffled([7]) == [7])
  }
}
