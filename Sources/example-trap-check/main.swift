import SnapCheck
import SnapCheckCLI

// A command line of one's own whose layout traps on a tablet's width: what `check` reports
// for a trap (the first case that traps, shrunk in child processes, with its replay line).
// `Tests/ExampleTests/CommandLineTrapTests.swift` runs it.

SnapCheckTool.main(layouts: [
  CheckedLayout(
    "TabletTrapLayout", contract: carousel.contract, configurations: appConfigurations, knownViolations: carousel.knownViolations,
    layout: { TabletTrapLayout() })
])
