import Foundation

/// UIKit's `UINib`: a nib file by name (compile-only: the model loads no nibs).
open class UINib: NSObject {
  /// The nib's name.
  public let name: String

  /// The nib `name` in `bundleOrNil`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// The objects in the nib: none, as the model loads no nibs.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}
