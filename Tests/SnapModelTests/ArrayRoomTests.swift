import SnapModel
import Testing

@Suite("Making room in an array for the elements a query expects")
struct ArrayRoomTests {
  @Test("Room for five more in an empty array holds five; room for one more in a full one doubles it")
  func roomGrowsGeometrically() {
    var empty: [Int] = []
    empty.makeRoom(forMore: 5)
    #expect(empty.capacity >= 5)
    #expect(empty.isEmpty)

    var full = [7]
    while full.count < full.capacity { full.append(7) }
    let before = full.capacity
    full.makeRoom(forMore: 1)
    #expect(full.capacity >= 2 * before)
    #expect(full == [Int](repeating: 7, count: before))
  }

  @Test("Room for none, or fewer than are free, changes nothing")
  func enoughRoomChangesNothing() {
    var array: [Int] = []
    array.reserveCapacity(16)
    array.append(1)
    let capacity = array.capacity
    array.makeRoom(forMore: 0)
    array.makeRoom(forMore: -3)
    array.makeRoom(forMore: capacity - 1)
    #expect(array.capacity == capacity)
    #expect(array == [1])
  }
}
