// swift-tools-version: 6.0
import PackageDescription

/// SnapCheck: verifies snap (paging) algorithms for flow layouts.
///
/// Modules point one way: `snapcheck` → `SnapCheckCLI` (the subcommands and the benchmark) →
/// `SnapCheck` (the API for users' own tests) → `SnapGolden` (which checks the committed report
/// too) → `SnapReport` (the edge-case report and every output format of a check) →
/// `SnapCorpus` → `SnapEngine` (generation,
/// properties, search and shrinking, running) → `SnapAlgorithms` → `SnapSwiftUI` (SwiftUI's
/// scroll target behaviours and their host) → `SnapModel`, with
/// `SnapJSON` (the exact JSON reader and writer) below the scenario codec, and
/// `SnapPlantedBugs` (layouts with one planted bug each) beside the CLI for the tests and bench;
/// `SnapIsolation` (child processes a trap cannot take down, over the `CSnapIsolation` shim)
/// sits below `SnapCheck` and `SnapCheckCLI`, beside the engine, and imports neither it nor Testing.
/// Tests depend only on their module and the modules below it. Users get two products:
/// `SnapCheck` for their tests and `SnapCheckCLI` for a command line of their own.
let package = Package(
  name: "SnapCheck",
  products: [
    .library(name: "SnapCheck", targets: ["SnapCheck"]),
    .library(name: "SnapCheckCLI", targets: ["SnapCheckCLI"]),
    .executable(name: "snapcheck", targets: ["snapcheck"]),
  ],
  targets: [
    .target(name: "SnapJSON"),
    // Child processes that survive the code they run: spawn, pipe, watchdog (SnapCheck and
    // SnapCheckCLI isolate a user's layout with it); the C target wraps pipe2 and closefrom.
    .target(name: "CSnapIsolation"),
    .target(name: "SnapIsolation", dependencies: ["CSnapIsolation"]),
    .target(name: "SnapModel"),
    // SwiftUI's scroll target behaviours (the surface a behaviour compiles against, and the
    // host that runs one in the UIKit model's scroll view).
    .target(name: "SnapSwiftUI", dependencies: ["SnapModel"]),
    .target(name: "SnapAlgorithms", dependencies: ["SnapSwiftUI", "SnapModel", "SnapJSON"]),
    .target(name: "SnapEngine", dependencies: ["SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapCorpus", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .target(name: "SnapGolden", dependencies: ["SnapReport", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapReport", dependencies: ["SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel", "SnapJSON"]),
    // Layouts with one planted bug each, for the tests and `snapcheck bench`.
    .target(name: "SnapPlantedBugs", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .target(name: "SnapCheck", dependencies: ["SnapIsolation", "SnapReport", "SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel", "SnapJSON"]),
    .target(
      name: "SnapCheckCLI",
      dependencies: ["SnapIsolation", "SnapCheck", "SnapReport", "SnapPlantedBugs", "SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .executableTarget(name: "snapcheck", dependencies: ["SnapCheckCLI"]),
    // The README's "a command line of your own": five lines of main.swift over the example
    // carousel's file (a link to the one in Tests/ExampleTests, as an app shares it).
    .executableTarget(name: "example-check", dependencies: ["SnapCheckCLI", "SnapCheck"]),
    // The same kind of command line over a layout that traps on tablets: what `check` reports for a trap.
    .executableTarget(name: "example-trap-check", dependencies: ["SnapCheckCLI", "SnapCheck"]),
    .testTarget(name: "SnapJSONTests", dependencies: ["SnapJSON"]),
    .testTarget(name: "SnapIsolationTests", dependencies: ["SnapIsolation"]),
    .testTarget(name: "SnapModelTests", dependencies: ["SnapModel"]),
    .testTarget(name: "SnapAlgorithmsTests", dependencies: ["SnapAlgorithms", "SnapSwiftUI", "SnapModel"]),
    .testTarget(name: "SnapEngineTests", dependencies: ["SnapEngine", "SnapPlantedBugs", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapGoldenTests", dependencies: ["SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapReportTests", dependencies: ["SnapReport", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "ExampleTests", dependencies: ["SnapCheck"], exclude: ["__Snapshots__"]),
    // SwiftUI carousel views as apps write them (AppFiles/, only the import switched) and the checks of what they build.
    .testTarget(
      name: "SwiftUIViewTests", dependencies: ["SnapCheck", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel"],
      exclude: ["Fixtures"]),
    .testTarget(name: "PasteSampleTests", dependencies: ["SnapCheck", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(
      name: "SnapCheckCLITests",
      dependencies: ["SnapCheckCLI", "SnapCheck", "SnapPlantedBugs", "SnapGolden", "SnapReport", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
  ]
)
