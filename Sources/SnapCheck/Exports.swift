// `import SnapCheck` is all a user's test file needs: it brings the UIKit model (the
// `UICollectionViewFlowLayout` to subclass, `CGPoint`, `UIEdgeInsets`, …), the algorithms'
// contract types and the property names along with `SnapCheck.verify`.
@_exported import Foundation
@_exported import SnapAlgorithms
@_exported import SnapEngine
@_exported import SnapModel
