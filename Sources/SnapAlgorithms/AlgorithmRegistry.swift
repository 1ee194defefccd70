import SnapModel

/// Every algorithm SnapCheck knows, in the order reports list them.
///
/// This is the one place an algorithm is registered: add a user layout here to run it from
/// the command line.
public enum AlgorithmRegistry {
  /// All algorithms, seed ports first.
  public static let all: [Algorithm] = [
    LBMiddleExpandLayout.algorithm,
    RowStyleLayout.algorithm,
    AttributeIndexLayout.algorithm,
    AttributeIndexCellLayout.algorithm,
    TWLayout.algorithm,
    CenterFrameLayout.algorithm,
    ReferenceSnapLayout.algorithm,
  ]

  /// The algorithm with `id`, or nil.
  public static func algorithm(id: String) -> Algorithm? {
    all.first { $0.id == id }
  }

  /// Every id, in registry order.
  public static var ids: [String] { all.map(\.id) }
}
