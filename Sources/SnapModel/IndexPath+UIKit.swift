import Foundation

extension IndexPath {
  /// UIKit's `IndexPath(item:section:)`, which Foundation on Linux lacks.
  public init(item: Int, section: Int) {
    self.init(index: section)
    append(item)
  }

  /// UIKit's `IndexPath(row:section:)`; `row` and `item` are the same index.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The item index within the section (UIKit's `item`).
  public var item: Int { self[1] }

  /// The row index within the section (UIKit's `row`, equal to `item`).
  public var row: Int { self[1] }

  /// The section index (UIKit's `section`).
  public var section: Int { self[0] }
}
