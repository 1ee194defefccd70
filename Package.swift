// swift-tools-version: 6.0
import PackageDescription

/// SnapCheck: verifies snap (paging) algorithms for horizontally scrolling flow layouts.
///
/// Modules point one way: `snapcheck` → `SnapCheckCLI` → `SnapReport` → `SnapGolden` → `SnapEngine` → `SnapAlgorithms` → `SnapModel`,
/// with `SnapJSON` (the exact JSON reader and writer) below the scenario codec, and
/// `SnapCheck` (the API for users' own tests) beside `SnapGolden`, on top of the engine.
let package = Package(
  name: "SnapCheck",
  products: [
    .library(name: "SnapModel", targets: ["SnapModel"]),
    .library(name: "SnapAlgorithms", targets: ["SnapAlgorithms"]),
    .library(name: "SnapEngine", targets: ["SnapEngine"]),
    .library(name: "SnapCheck", targets: ["SnapCheck"]),
    .executable(name: "snapcheck", targets: ["snapcheck"]),
  ],
  targets: [
    .target(name: "SnapJSON"),
    .target(name: "SnapModel"),
    .target(name: "SnapAlgorithms", dependencies: ["SnapModel", "SnapJSON"]),
    .target(name: "SnapEngine", dependencies: ["SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapCheck", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .target(name: "SnapGolden", dependencies: ["SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapReport", dependencies: ["SnapGolden", "SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .target(name: "SnapCheckCLI", dependencies: ["SnapReport", "SnapGolden", "SnapEngine", "SnapAlgorithms", "SnapModel", "SnapJSON"]),
    .executableTarget(name: "snapcheck", dependencies: ["SnapCheckCLI"]),
    .testTarget(name: "SnapJSONTests", dependencies: ["SnapJSON"]),
    .testTarget(name: "SnapModelTests", dependencies: ["SnapModel"]),
    .testTarget(name: "SnapAlgorithmsTests", dependencies: ["SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapEngineTests", dependencies: ["SnapEngine", "SnapGolden", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapGoldenTests", dependencies: ["SnapGolden", "SnapEngine", "SnapAlgorithms", "SnapModel"]),
    .testTarget(name: "SnapReportTests", dependencies: ["SnapReport", "SnapEngine", "SnapAlgorithms"]),
    .testTarget(name: "ExampleTests", dependencies: ["SnapCheck"]),
    .testTarget(name: "SnapCheckCLITests", dependencies: ["SnapCheckCLI", "SnapAlgorithms", "SnapModel"]),
  ]
)
