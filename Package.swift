// swift-tools-version: 6.1
import PackageDescription

/// The modules `SnapCheck` re-exports (`@_exported import`): a user's code compiles against
/// their classes and structs directly. SwiftPM recompiles a target only when a module it
/// depends on by name changes, and `SnapCheck`'s own module file stays as it was when only a
/// re-exported module's layouts change, so every target that reaches them through `SnapCheck`
/// names them too, and so does the product: otherwise an incremental build keeps code compiled
/// against the old layouts (old vtable offsets), which crashes at run time.
let reexportedBySnapCheck = ["SnapModel", "SnapSwiftUI", "SnapAlgorithms", "SnapEngine"]
/// `SnapCheck` with the modules it re-exports, for a target that imports `SnapCheck` only.
let snapCheckAndReexports: [Target.Dependency] = (["SnapCheck"] + reexportedBySnapCheck).map { .byName(name: $0) }

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
/// `SnapAdapt` (the app-file adapter, beside everything, importing none of it) runs in the
/// `snapcheck-adapt` tool behind the `SnapCheckAppFiles` build-tool plugin.
/// Tests depend only on their module and the modules below it. Users get three products:
/// `SnapCheck` for their tests, `SnapCheckCLI` for a command line of their own, and the
/// `SnapCheckAppFiles` plugin that compiles the app's own files, unedited, into a test target.
let package = Package(
  name: "SnapCheck",
  products: [
    .library(name: "SnapCheck", targets: ["SnapCheck"] + reexportedBySnapCheck),
    .library(name: "SnapCheckCLI", targets: ["SnapCheckCLI"]),
    .executable(name: "snapcheck", targets: ["snapcheck"]),
    .plugin(name: "SnapCheckAppFiles", targets: ["SnapCheckAppFiles"]),
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
    .target(name: "SnapCorpus", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel"]),
    .target(name: "SnapGolden", dependencies: ["SnapReport", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapReport", dependencies: ["SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel", "SnapJSON"]),
    // Layouts with one planted bug each, for the tests and `snapcheck bench`.
    .target(name: "SnapPlantedBugs", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .target(name: "SnapCheck", dependencies: ["SnapIsolation", "SnapReport", "SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel", "SnapJSON"]),
    .target(
      name: "SnapCheckCLI",
      dependencies: ["SnapIsolation", "SnapCheck", "SnapReport", "SnapPlantedBugs", "SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel", "SnapJSON"]),
    .executableTarget(name: "snapcheck", dependencies: ["SnapCheckCLI"]),
    // An app's files compiled as written: the plugin runs the adapter on each file of a test
    // target's AppFiles folder (see the AppFilesAsWritten article).
    .target(name: "SnapAdapt"),
    .executableTarget(name: "snapcheck-adapt", dependencies: ["SnapAdapt"]),
    .plugin(name: "SnapCheckAppFiles", capability: .buildTool(), dependencies: ["snapcheck-adapt"], path: "Sources/SnapCheckAppFiles"),
    // The README's "a command line of your own": five lines of main.swift over the example
    // carousel's file (a link to the one in Tests/ExampleTests, as an app shares it).
    .executableTarget(name: "example-check", dependencies: ["SnapCheckCLI"] + snapCheckAndReexports),
    // The same kind of command line over a layout that traps on tablets: what `check` reports for a trap.
    .executableTarget(name: "example-trap-check", dependencies: ["SnapCheckCLI"] + snapCheckAndReexports),
    .testTarget(name: "SnapJSONTests", dependencies: ["SnapJSON"]),
    .testTarget(name: "SnapIsolationTests", dependencies: ["SnapIsolation"]),
    .testTarget(name: "SnapModelTests", dependencies: ["SnapModel"]),
    .testTarget(name: "SnapAlgorithmsTests", dependencies: ["SnapAlgorithms", "SnapSwiftUI", "SnapModel"]),
    .testTarget(name: "SnapEngineTests", dependencies: ["SnapEngine", "SnapPlantedBugs", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapGoldenTests", dependencies: ["SnapGolden", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapReportTests", dependencies: ["SnapReport", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "ExampleTests", dependencies: snapCheckAndReexports, exclude: ["__Snapshots__"]),
    .testTarget(
      name: "PasteSampleTests", dependencies: ["SnapCheck", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel"], exclude: ["AppFiles"],
      plugins: ["SnapCheckAppFiles"]),
    .testTarget(name: "SnapAdaptTests", dependencies: ["SnapAdapt"] + snapCheckAndReexports, exclude: ["AppFiles"], plugins: ["SnapCheckAppFiles"]),
    // SwiftUI carousel views as apps write them (AppFiles/, compiled unedited through the plugin) and the checks of what they build.
    .testTarget(
      name: "SwiftUIViewTests", dependencies: ["SnapCheck", "SnapCorpus", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel"],
      exclude: ["AppFiles", "Fixtures", "__Snapshots__"], plugins: ["SnapCheckAppFiles"]),
    .testTarget(
      name: "SnapCheckCLITests",
      dependencies: ["SnapCheckCLI", "SnapCheck", "SnapPlantedBugs", "SnapGolden", "SnapReport", "SnapEngine", "SnapAlgorithms", "SnapSwiftUI", "SnapModel"]),
  ]
)
