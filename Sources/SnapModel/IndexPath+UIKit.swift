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

  /// The item index within the section (UIKit's `item`); settable, as UIKit's is.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row index within the section (UIKit's `row`, equal to `item`); settable.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section index (UIKit's `section`); settable.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
