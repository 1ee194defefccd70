import SnapModel
import Testing

@Suite("Range.partitionPoint: the first index where a false-then-true predicate holds")
struct RangeBisectionTests {
  @Test("The first index that holds, the end when none does, the start when all do")
  func partitionPoint() {
    #expect((0..<10).partitionPoint { $0 * $0 >= 20 } == 5)  // 4·4 = 16 < 20 ≤ 25 = 5·5
    #expect((3..<7).partitionPoint { _ in false } == 7)
    #expect((3..<7).partitionPoint { _ in true } == 3)
    #expect((4..<4).partitionPoint { _ in true } == 4)
  }
}
