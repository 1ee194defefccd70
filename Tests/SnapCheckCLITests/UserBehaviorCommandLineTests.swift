import Foundation
import SnapCheck
import Testing
@testable import SnapCheckCLI

/// SwiftUI's view-aligned behaviour limited to one child, as a user's command line lists a
/// behaviour of its own: on cards wider than a phone, where a weak flick snaps back.
let alignedCards = CheckedLayout(
  "aligned-cards", contract: LayoutContract(alignment: .leading),
  configurations: LayoutConfigurations(
    itemSize: .fixed(CGSize(width: 420, height: 150)), lineSpacings: [8], sectionInsets: [.zero],
    viewSizes: [CGSize(width: 375, height: 150)]),
  behavior: { ViewAlignedScrollTargetBehavior(limitBehavior: .always) })

@Suite("A command line of your own, over a SwiftUI scroll target behaviour")
struct UserBehaviorCommandLineTests {
  @Test("eval runs a SwiftUI scenario of the user's behaviour; a UIKit field in it is a one-line error")
  func evalUserBehavior() {
    let scenario = """
      {"algorithm": "aligned-cards", "layout": {"itemCount": 10, "itemWidth": 250, "itemHeight": 150, "spacing": 8}, \
      "events": [{"type": "drag", "distance": 120, "velocity": 1.5}]}
      """
    let result = runCommand(["eval"], stdin: scenario, layouts: [alignedCards])
    #expect(result.status == 0, "\(result.errorOutput)")
    // By hand: children at 258·i; the natural target 864.333 is nearest child 3 (774), but
    // `always` moves one child from child 0: 258.
    #expect(result.output.contains("\"proposed\": 864.3333333333334, \"target\": 258, \"rest\": 258"))
    let uikit = scenario.replacingOccurrences(of: "\"spacing\"", with: "\"lineSpacing\"")
    let refused = runCommand(["eval"], stdin: uikit, layouts: [alignedCards])
    #expect(refused.status == 2)
    #expect(refused.errorOutput.contains(": eval: layout.lineSpacing: a UIKit field; a SwiftUI layout takes itemCount, "))
  }

  @Test("check draws SwiftUI cases from the behaviour's space and writes them as SwiftUI scenarios")
  func checkUserBehavior() throws {
    let result = runCommand(["check", "--algorithm", "aligned-cards", "--property", "no-reversal", "--cases", "100"], layouts: [alignedCards])
    #expect(result.status == 1)
    let scenario = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("  scenario:") })
    #expect(scenario.contains("\"algorithm\": \"aligned-cards\", \"host\": \"swiftui\""))
    #expect(scenario.contains("\"itemWidth\": 420, \"itemHeight\": 150, \"spacing\": 8,"))
  }
}
