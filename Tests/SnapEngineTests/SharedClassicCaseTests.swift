import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The runner draws each classic case once for every algorithm that draws the shared classic
/// cases, and a wider host's stream widens that case instead of drawing it again
/// (`CaseStream.testCase(_:classic:)`): case `k` must be the one the stream draws alone.
@Suite("Wider hosts widen the shared classic case")
struct SharedClassicCaseTests {
  @Test("Given the shared classic case, every built-in host's case k is the one it draws alone")
  func givenClassicIsDrawnAlone() {
    let hosts = [HostCoverage.classic, .wide, .everything, .swiftUI] + AlgorithmRegistry.all.map(\.host)
    for profile in [Profile.realistic, .hostile] {
      let generator = CaseGenerator(seed: 7, profile: profile)
      for index in 0..<120 {
        let classic = generator.testCase(index, host: .classic)
        for host in hosts {
          // Compared as text: a hostile case may hold NaN, which is not equal to itself.
          #expect("\(generator.testCase(index, host: host, classic: classic))" == "\(generator.testCase(index, host: host))", "case \(index)")
        }
      }
    }
  }

  @Test("A generator with an app space draws its own classic case, never the one it is given")
  func spaceDrawsItsOwn() {
    // Every case of the space is at @3x with one of two view sizes, which the generator's
    // own classic cases are not.
    let space = LayoutConfigurations(
      itemSize: .relative { CGSize(width: $0.width - 40, height: $0.height) }, lineSpacings: [10],
      viewSizes: [CGSize(width: 390, height: 200), CGSize(width: 430, height: 220)], scales: [3])
    let plain = CaseGenerator(seed: 7, profile: .realistic)
    let spaced = CaseGenerator(seed: 7, profile: .realistic, space: space)
    for index in 0..<40 {
      let given = spaced.testCase(index, host: .wide, classic: plain.testCase(index, host: .classic))
      #expect(given == spaced.testCase(index, host: .wide), "case \(index)")
      #expect(given.configuration.screenScale == 3, "case \(index)")
    }
    #expect((0..<40).contains { plain.testCase($0, host: .classic).configuration.screenScale != 3 })
  }
}
