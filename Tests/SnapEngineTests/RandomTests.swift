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
}
