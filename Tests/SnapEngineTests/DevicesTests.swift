import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// The built-in devices' widths in portrait and landscape, as Apple and the two Android
/// phones give them (the CheckingYourOwnLayout article's devices).
private let builtInPairs: [(CGFloat, CGFloat)] = [
  (320, 568), (375, 667), (390, 844), (393, 852), (414, 896), (428, 926), (430, 932),
  (392.72727272727275, 872.7272727272727), (411.42857142857144, 914.2857142857143),
  (744, 1133), (768, 1024), (820, 1180), (834, 1194), (1024, 1366),
]

/// A phone's carousel, 200 tall, and an iPad's, 300 tall, each in both orientations.
private let phone = Device(size: CGSize(width: 390, height: 200), rotatedSize: CGSize(width: 844, height: 200))
private let tablet = Device(size: CGSize(width: 768, height: 300), rotatedSize: CGSize(width: 1024, height: 300))

/// The view's sizes through `testCase`: its first, then after each resize.
private func sizes(_ testCase: Case) -> [CGSize] {
  let c = testCase.configuration
  var result = [CGSize(width: c.viewWidth, height: c.viewHeight)]
  for case .resize(let width, let height) in testCase.events { result.append(CGSize(width: width, height: height)) }
  return result
}

/// A 390 × 200 view resized to each of `targets` in turn.
private func resized(_ targets: [CGSize]) -> Case {
  var c = LayoutConfiguration()
  (c.viewWidth, c.viewHeight) = (390, 200)
  return Case(configuration: c, events: targets.map { .resize(width: $0.width, height: $0.height) })
}

@Suite("Devices: a resize turns the view's device")
struct DevicesTests {
  @Test("A built-in device turns a view to its screen's other side, keeping the height; a tie goes to the earlier screen")
  func builtInRotation() {
    #expect(Device.builtInRotation(of: CGSize(width: 390, height: 200)) == CGSize(width: 844, height: 200))
    #expect(Device.builtInRotation(of: CGSize(width: 1366, height: 300)) == CGSize(width: 1024, height: 300))
    // 1024 is an iPad's landscape width and the 12.9-inch iPad Pro's portrait one: the iPad comes first.
    #expect(Device.builtInRotation(of: CGSize(width: 1024, height: 150)) == CGSize(width: 768, height: 150))
    // A quarter point off the 375-point phone is on that phone.
    #expect(Device.builtInRotation(of: CGSize(width: 375.25, height: 100)) == CGSize(width: 667, height: 100))
  }

  @Test("A generated resize stays within one device's two orientations: the width to its screen's other side and back, the height kept")
  func resizesStayOnOneDevice() {
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic)
    var resizes = 0
    for index in 0..<400 {
      let visited = sizes(generator.testCase(index))
      guard visited.count > 1 else { continue }
      resizes += visited.count - 1
      let (start, turned) = (visited[0], visited[1])
      #expect(builtInPairs.contains { $0 == (start.width, turned.width) || $0 == (turned.width, start.width) }, "case \(index): \(visited)")
      for (step, size) in visited.enumerated() {
        #expect(size == (step % 2 == 0 ? start : turned), "case \(index): \(visited)")
      }
    }
    #expect(resizes > 50)
  }

  @Test("A declared device is respected: a case starts at one of its sizes and every resize turns that device")
  func declaredDevices() {
    let space = LayoutConfigurations(changes: [.resize], devices: [phone, tablet])
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
    var starts: Set<CGFloat> = []
    var resizes = 0
    for index in 0..<300 {
      let testCase = generator.testCase(index)
      let visited = sizes(testCase)
      starts.insert(visited[0].width)
      let device = [phone, tablet].first { $0.size == visited[0] || $0.rotatedSize == visited[0] }
      #expect(device != nil, "case \(index)")
      for pair in zip(visited, visited.dropFirst()) {
        resizes += 1
        #expect(device?.rotation(of: pair.0) == pair.1, "case \(index): \(visited)")
      }
      #expect(space.admits(testCase))
    }
    #expect(starts == [390, 844, 768, 1024])
    #expect(resizes > 50)
    // Turning the phone and back lies inside the space; a phone's view resized to the iPad's does not.
    #expect(space.admits(resized([CGSize(width: 844, height: 200), CGSize(width: 390, height: 200)])))
    #expect(!space.admits(resized([CGSize(width: 768, height: 300)])))
    #expect(!space.admits(resized([CGSize(width: 844, height: 200), CGSize(width: 1024, height: 300)])))
  }

  @Test("With resizes across devices (split view, multitasking), a resize may go from one device's size to another's")
  func acrossDevices() {
    let space = LayoutConfigurations(changes: [.resize], devices: [phone, tablet], resizesAcrossDevices: true)
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
    let phoneSizes = [phone.size, phone.rotatedSize]
    var swaps = 0
    for index in 0..<300 {
      let testCase = generator.testCase(index)
      #expect(space.admits(testCase))
      let visited = sizes(testCase)
      for pair in zip(visited, visited.dropFirst()) where phoneSizes.contains(pair.0) != phoneSizes.contains(pair.1) { swaps += 1 }
    }
    #expect(swaps > 10)
    #expect(space.admits(resized([CGSize(width: 768, height: 300)])))
  }

  @Test("View sizes given without devices do not rotate: no resize is drawn; sizes are given one way only")
  func viewSizesDoNotRotate() {
    let space = LayoutConfigurations(viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 220)], changes: [.resize])
    let generator = CaseGenerator(seed: 20_261_129, profile: .realistic, space: space)
    #expect((0..<200).allSatisfy { index in !generator.testCase(index).events.contains { $0.kind == .resize } })
    #expect(!space.admits(resized([CGSize(width: 430, height: 220)])))
    let both = LayoutConfigurations(viewSizes: [CGSize(width: 390, height: 200)], devices: [phone])
    #expect(both.problem == "configurations.viewSizes and configurations.devices are both set; give the sizes as devices")
    let flat = LayoutConfigurations(devices: [Device(size: CGSize(width: 390, height: 0), rotatedSize: CGSize(width: 844, height: 200))])
    #expect(flat.problem == "configurations.devices holds 390.0×0.0; sizes must be finite and positive")
    #expect(LayoutConfigurations(devices: []).problem == "configurations.devices is empty (leave it nil for the generator's values)")
  }
}

@Suite("Devices: shrinking keeps a resize a rotation")
struct DeviceShrinkingTests {
  @Test("With no devices declared, a space admits a resize only to the view's first size or its built-in rotation (a hostile huge length aside)")
  func builtInDeviceAdmits() {
    let space = LayoutConfigurations()
    // 390 × 200 turns to 844 × 200 and back.
    #expect(space.admits(resized([CGSize(width: 844, height: 200), CGSize(width: 390, height: 200)])))
    // A resize the shrinker would round toward 375 × 150 is no rotation of a 390-point phone.
    #expect(!space.admits(resized([CGSize(width: 375, height: 150)])))
    #expect(!space.admits(resized([CGSize(width: 844, height: 150)])))
    #expect(space.admits(resized([CGSize(width: 1e6, height: 200)])))
    // Across devices, any size.
    #expect(LayoutConfigurations(resizesAcrossDevices: true).admits(resized([CGSize(width: 375, height: 150)])))
  }
}
