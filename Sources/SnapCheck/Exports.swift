// `import SnapCheck` is all a user's test file needs, and all it brings: the UIKit model
// (the `UICollectionViewFlowLayout` to subclass, `CGPoint`, `UIEdgeInsets`, …), SwiftUI's
// scroll target behaviours (`ScrollTargetBehavior`, `ScrollTarget`, `.paging`, …), `verify`,
// and the names its parameters and results use. The engine's own types stay inside the
// package, so they cannot clash with an app's names; nor does the contract's alignment (written
// `.leading` or `.center`), since `Alignment` is SwiftUI's name, as an app's view file uses it.
@_exported import Foundation
@_exported import SnapModel
@_exported import SnapSwiftUI
@_exported import struct SnapAlgorithms.Device
@_exported import struct SnapAlgorithms.LayoutConfigurations
@_exported import struct SnapEngine.PairResult
@_exported import enum SnapEngine.Profile
@_exported import struct SnapEngine.Property
@_exported import enum SnapEngine.Verdict
@_exported import struct SnapEngine.Violation
