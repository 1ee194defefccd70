import Foundation
import SnapAlgorithms
import SnapCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a layout's `verify` gate costs in the build that runs it: `SnapCheck.verify` at its
/// defaults (100 cases per property, then the targeted search), in this process, timed in CPU
/// seconds (every core's) and wall seconds. Run from your own command line in a debug build
/// (`swift run my-check bench --gate`), it is what `swift test` pays per `verify`; a test
/// process adds a child's launch (about 0.1 s, `Isolation`).
struct GateFigure: Sendable {
  /// The layout's name.
  var layout: String
  /// CPU seconds over every thread.
  var cpuSeconds: Benchmark.Figure
  /// Wall-clock seconds.
  var wallSeconds: Benchmark.Figure
  /// Whether the layout passed its gate (a failing one also pays for shrinking).
  var passed: Bool

  /// `layout`'s gate, timed `runs` times.
  init(_ layout: CheckedLayout, runs: Int) {
    var cpu: [Double] = []
    var wall: [Double] = []
    var passed = true
    for _ in 0..<max(runs, 1) {
      let (cpuStart, wallStart) = (Self.cpuSeconds(), ContinuousClock.now)
      passed = SnapCheck.gate(layout)
      cpu.append(Self.cpuSeconds() - cpuStart)
      let elapsed = ContinuousClock.now - wallStart
      wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    self.layout = layout.name
    cpuSeconds = Benchmark.Figure(cpu)
    wallSeconds = Benchmark.Figure(wall)
    self.passed = passed
  }

  /// This process's CPU time so far, every thread's, in seconds (`clock()`).
  static func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
  }
}

extension GateFigure {
  /// What `bench --gate` times without layouts of your own: two typical layouts, each checked
  /// as an app checks its own (a flow-layout subclass, the default space):
  /// - the reference rule, leading, one page: correct, so no property fails early and the
  ///   whole targeted search runs (it finds snap positions by binary search over the geometry,
  ///   so its own code is cheap per drag);
  /// - the most copied recipe, `center-nearest` (the attributes in the proposal's rect, the
  ///   nearest centre): it fails its gate, so shrinking is included and the search stops early.
  static let typicalLayouts = [
    CheckedLayout("typical-reference-rule", contract: LayoutContract(alignment: .leading)) { ReferenceSnapLayout() },
    CheckedLayout("typical-center-nearest", contract: LayoutContract(alignment: .center)) { TWLayout() },
  ]
}
