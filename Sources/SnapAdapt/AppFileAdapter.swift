/// Rewrites an app's Swift file, written for iOS, into one that compiles against SnapCheck on
/// Linux and macOS, changing nothing else.
///
/// The rewrite works on ``SwiftTokenizer``'s tokens, so nothing inside a comment or a string
/// literal is touched. It makes six changes:
///
/// - An import of `UIKit`, `SwiftUI`, `QuartzCore` or `CoreGraphics` (with its attributes,
///   access level, kind and submodule: `@testable import struct UIKit.CGRect`) is blanked,
///   and the file gets one `import SnapCheck` on a line of its own above the original's first.
/// - The Objective-C-only attributes (``objectiveCAttributes``) are blanked, and `dynamic`
///   where it is a declaration modifier; an `@objc protocol` gains the `AnyObject` bound
///   that `@objc` gave it, so `weak var delegate: P?` still compiles.
/// - `#selector(x)` becomes `Selector("x")`, the text between the parentheses as written.
/// - A call of one of UIKit's optional requirements (``optionalRequirements``) with `?(…)` or
///   `!(…)`, `dataSource.numberOfSections?(in: self)`, calls the model's `numberOfSections_(in:)`,
///   which gives `nil` when the data source lacks the method (`!(…)` unwraps it after the call).
/// - In `#if` and `#elseif` conditions, `canImport(UIKit)` (and the other three) and `os(iOS)`
///   become `canImport(SnapCheck)`: the file compiles as an iPhone build compiles it, its iOS
///   branches included.
/// - `#sourceLocation(file:line:)` maps every line back to the original file, so diagnostics,
///   `#file`, `#line` and the traps' reports name the app's file and line.
///
/// Blanked text becomes spaces (line breaks stay), so every line keeps its number and, on a
/// line where nothing is inserted, every column its place (`Selector("x")` is one character
/// longer than `#selector(x)`, an `@objc protocol` gains its bound, and `!(…)` and a chain
/// going on after `?(…)` gain one character after the call; `?` becoming `_` moves nothing).
///
///     print(AppFileAdapter.adapt("import UIKit\n@objc dynamic var x = 1\n", originalPath: "/app/A.swift"))
///     // import SnapCheck
///     // #sourceLocation(file: "/app/A.swift", line: 1)
///     //                                  (12 spaces)
///     //               var x = 1          (14 spaces before var)
///     // #sourceLocation()
public enum AppFileAdapter {
  /// The modules whose imports become `import SnapCheck`.
  public static let replacedModules: Set<String> = ["UIKit", "SwiftUI", "QuartzCore", "CoreGraphics"]

  /// The attributes that need the Objective-C runtime, which Swift on Linux does not have.
  public static let objectiveCAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBInspectable", "IBDesignable", "IBAction", "IBSegueAction",
    "GKInspectable",
  ]

  /// The optional requirements of UIKit's protocols that the model declares, by full name:
  /// a call `.name?(…)` or `.name!(…)` of one of these becomes a call of the model's `name_(…)`,
  /// which gives `nil` when the receiver lacks the method. A test derives this list from the
  /// model's protocols, so the two cannot drift apart.
  public static let optionalRequirements: Set<String> = [
    // UICollectionViewDataSource
    "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
    "collectionView(_:moveItemAt:to:)",
    // UIScrollViewDelegate
    "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
    "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)",
    "scrollViewDidEndScrollingAnimation(_:)",
    // UICollectionViewDelegate
    "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)",
    "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
    // UICollectionViewDelegateFlowLayout
    "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
    "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
    "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
  ]

  /// `source` adapted, its lines mapped to `originalPath`.
  public static func adapt(_ source: String, originalPath: String) -> String {
    String(decoding: adapt(Array(source.utf8), originalPath: originalPath), as: UTF8.self)
  }

  /// `source` (UTF-8) adapted, its lines mapped to `originalPath`.
  public static func adapt(_ source: [UInt8], originalPath: String) -> [UInt8] {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let hasMark = source.starts(with: byteOrderMark)
    let body = hasMark ? Array(source.dropFirst(3)) : source
    var rewrite = AppFileRewrite(source: body)
    rewrite.run()
    let edited = rewrite.edited()
    let tokens = rewrite.tokens
    let lineBreak = tokens.first { $0.kind == .newline }.map { Array(body[$0.range]) } ?? Array("\n".utf8)
    let path = originalPath.escapedForLiteral
    var output = hasMark ? byteOrderMark : []
    output += Array("import SnapCheck".utf8) + lineBreak
    output += Array("#sourceLocation(file: \"\(path)\", line: 1)".utf8) + lineBreak
    output += edited
    if let last = tokens.last, last.kind != .newline { output += lineBreak }
    output += Array("#sourceLocation()".utf8) + lineBreak
    return output
  }
}
