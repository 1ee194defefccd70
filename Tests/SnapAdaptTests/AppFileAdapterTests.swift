import SnapAdapt
import Testing

/// `count` spaces: what the adapter leaves where it blanks text.
private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

/// What the adapter puts around a file mapped to `/app/File.swift`.
private let header = "import SnapCheck\n#sourceLocation(file: \"/app/File.swift\", line: 1)\n"
private let footer = "#sourceLocation()\n"

/// The adapted body of `source` (a file mapped to `/app/File.swift`), without the header and
/// footer, which it checks are there.
private func body(_ source: String) -> String {
  let adapted = AppFileAdapter.adapt(source, originalPath: "/app/File.swift")
  #expect(adapted.hasPrefix(header) && adapted.hasSuffix(footer), "\(adapted)")
  return String(adapted.dropFirst(header.count).dropLast(footer.count))
}

@Suite("The app-file adapter: only what Linux cannot compile changes, and every line keeps its number")
struct AppFileAdapterTests {
  @Test("A small file, exactly: imports, @objc protocol, Interface Builder, dynamic, selector")
  func exactOutput() {
    let source = """
      import UIKit
      import Foundation

      @objc protocol PagerDelegate {
          func pagerDidSnap(_ page: Int)
      }

      final class Pager: NSObject {
          @IBOutlet weak var label: UILabel!
          @objc dynamic var page = 0
          weak var delegate: PagerDelegate?
          let dynamic = "dynamic"
          let action = #selector(snap(_:))

          @objc(snapToPage:) func snap(_ page: Int) {}
      }

      """
    let expected = """
      import SnapCheck
      #sourceLocation(file: "/app/Pager.swift", line: 1)
      \(spaces(12))
      import Foundation

      \(spaces(6))protocol PagerDelegate: AnyObject {
          func pagerDidSnap(_ page: Int)
      }

      final class Pager: NSObject {
      \(spaces(14))weak var label: UILabel!
      \(spaces(18))var page = 0
          weak var delegate: PagerDelegate?
          let dynamic = "dynamic"
          let action = Selector("snap(_:)")

      \(spaces(23))func snap(_ page: Int) {}
      }
      #sourceLocation()

      """
    #expect(AppFileAdapter.adapt(source, originalPath: "/app/Pager.swift") == expected)
  }

  @Test("@objc inside a string, a comment, a raw string, a multi-line string or a regex stays, and so does code in an interpolation")
  func objcInLiteralsStays() {
    let source = """
      let a = "@objc dynamic var x \\(#selector(f))"  // @objc
      /* @IBAction /* #selector(f) */ import UIKit */
      let b = #"@objc "quoted" \\(#selector(f))"#
      let c = \"""
          @objc dynamic var y
          import UIKit
          \"""
      let d = #/@objc/#

      """
    #expect(body(source) == source)
  }

  @Test("dynamic as a name stays; as a declaration modifier it goes", arguments: [
    ("let dynamic = 1\n", "let dynamic = 1\n"),
    ("x = dynamic.count\n", "x = dynamic.count\n"),
    ("f(dynamic, dynamic: 2)\n", "f(dynamic, dynamic: 2)\n"),
    ("let y = dynamic\nvar z = 0\n", "let y = dynamic\nvar z = 0\n"),
    ("enum Mode { case dynamic\n  var on: Bool { true } }\n", "enum Mode { case dynamic\n  var on: Bool { true } }\n"),
    ("let `dynamic` = 1\nlet m = `dynamic`\n", "let `dynamic` = 1\nlet m = `dynamic`\n"),
    ("dynamic var a = 0\n", "\(spaces(7)) var a = 0\n"),
    ("override dynamic func f() {}\n", "override \(spaces(7)) func f() {}\n"),
    ("public dynamic\n  var b = 0\n", "public \(spaces(7))\n  var b = 0\n"),
    ("private(set) dynamic var c = 0\n", "private(set) \(spaces(7)) var c = 0\n"),
    ("x = 1\ndynamic var d = 0\n", "x = 1\n\(spaces(7)) var d = 0\n"),
  ])
  func dynamicModifier(source: String, expected: String) {
    #expect(body(source) == expected)
  }

  @Test("#selector in every form becomes the Selector named by its text", arguments: [
    ("b.addTarget(self, action: #selector(tap(_:)), for: .valueChanged)\n",
     "b.addTarget(self, action: Selector(\"tap(_:)\"), for: .valueChanged)\n"),
    ("let g = #selector(getter: Pager.page)\n", "let g = Selector(\"getter: Pager.page\")\n"),
    ("let m = #selector(Pager.snap)\n", "let m = Selector(\"Pager.snap\")\n"),
    ("let s = #selector(self.move(_:to:))\n", "let s = Selector(\"self.move(_:to:)\")\n"),
    ("let n = #selector(\n  tap(_:) // the button\n)\nlet after = 1\n", "let n = Selector(\"tap(_:)\"\n\n)\nlet after = 1\n"),
  ])
  func selectors(source: String, expected: String) {
    #expect(body(source) == expected)
  }

  @Test("A call of UIKit's optional requirement with ?(…) calls its name_ form, columns kept; with !(…) it unwraps after", arguments: [
    ("let n = dataSource.numberOfSections?(in: self) ?? 1\n", "let n = dataSource.numberOfSections_(in: self) ?? 1\n"),
    ("delegate?.scrollViewDidEndDecelerating?(scrollView)\n", "delegate?.scrollViewDidEndDecelerating_(scrollView)\n"),
    ("let w = flow?.collectionView?(cv, layout: l, sizeForItemAt: ip).width\n",
     "let w = flow?.collectionView_(cv, layout: l, sizeForItemAt: ip)?.width\n"),
    ("d!.collectionView!(cv, didSelectItemAt: ip)\n", "d!.collectionView_(cv, didSelectItemAt: ip)!\n"),
    ("d.collectionView?(big ? a : b, canMoveItemAt: [0, 1])\n", "d.collectionView_(big ? a : b, canMoveItemAt: [0, 1])\n"),
    ("d.collectionView?(cv, moveItemAt: f(x, y), to: p)\n", "d.collectionView_(cv, moveItemAt: f(x, y), to: p)\n"),
    ("a.numberOfSections?(in: b.collectionView?(c, shouldSelectItemAt: i) ? c : e)\n",
     "a.numberOfSections_(in: b.collectionView_(c, shouldSelectItemAt: i) ? c : e)\n"),
  ])
  func optionalRequirementCalls(source: String, expected: String) {
    #expect(body(source) == expected)
  }

  @Test("?(…) stays in strings and comments, on the app's own closures and protocols, and where the labels are not UIKit's", arguments: [
    "let s = \"ds.numberOfSections?(in: cv)\" // delegate?.scrollViewDidScroll?(sv)\n",
    "/* d.collectionView?(cv, didSelectItemAt: ip) */ let r = #\"x.scrollViewDidScroll?(s)\"#\n",
    "var scrollViewDidScroll: ((UIScrollView) -> Void)?\nfunc f() { self.scrollViewDidScroll?(s) }\n",
    "delegate?.pager?(self, didSnapTo: 2)\nonTap?(cell)\n",
    "d.collectionView?(cv, didSelect: ip)\nd.numberOfSections?(cv)\nd.scrollViewDidScroll ?(s)\n",
    "numberOfSections?(in: cv)\n",
  ])
  func optionalCallsLeftAlone(source: String) {
    #expect(body(source) == source)
  }

  @Test("Every import of the four modules goes, with its attributes, access level, kind and submodule", arguments: [
    ("@testable import UIKit\n", "\(spaces(22))\n"),
    ("@preconcurrency import SwiftUI\n", "\(spaces(30))\n"),
    ("import struct UIKit.CGRect\n", "\(spaces(26))\n"),
    ("import UIKit.UIGestureRecognizerSubclass\n", "\(spaces(40))\n"),
    ("public import QuartzCore\n", "\(spaces(24))\n"),
    ("import CoreGraphics; import Foundation\n", "\(spaces(19)); import Foundation\n"),
    ("import UIKitExtras\nimport os.log\nimport Combine\n", "import UIKitExtras\nimport os.log\nimport Combine\n"),
  ])
  func imports(source: String, expected: String) {
    #expect(body(source) == expected)
  }

  @Test("The file compiles as an iPhone build does: #if canImport(UIKit) and os(iOS) hold, other platforms do not")
  func conditions() {
    let source = """
      #if canImport(UIKit)
      import UIKit
      #elseif canImport(AppKit)
      import AppKit
      #else
      import SnapCheck
      #endif
      #if os(iOS) || os(tvOS) // phones and TVs
      let phone = true
      #elseif os(macOS)
      let phone = false
      #endif
      #if DEBUG && !canImport(SwiftUI)
      let old = true
      #endif
      let text = "#if canImport(UIKit)"

      """
    let expected = """
      #if canImport(SnapCheck)
      \(spaces(12))
      #elseif canImport(AppKit)
      import AppKit
      #else
      import SnapCheck
      #endif
      #if canImport(SnapCheck) || os(tvOS) // phones and TVs
      let phone = true
      #elseif os(macOS)
      let phone = false
      #endif
      #if DEBUG && !canImport(SnapCheck)
      let old = true
      #endif
      let text = "#if canImport(UIKit)"

      """
    #expect(body(source) == expected)
  }

  @Test("Attributes with arguments stay; the Objective-C ones go, arguments and all, line breaks kept")
  func attributes() {
    let source = "@available(iOS 17, *)\n@objc(tap:)\n@MainActor func tap() {}\n@objc(\n  long:name:) @IBAction func long() {}\n@IBDesignable @objcMembers class V {}\n@nonobjc @GKInspectable @IBInspectable @IBSegueAction var w = 0\n@objc (legacy:) func legacy() {}\n"
    let expected = "@available(iOS 17, *)\n\(spaces(11))\n@MainActor func tap() {}\n\(spaces(6))\n\(spaces(13)) \(spaces(9)) func long() {}\n\(spaces(13)) \(spaces(12)) class V {}\n\(spaces(8)) \(spaces(14)) \(spaces(14)) \(spaces(14)) var w = 0\n\(spaces(15)) func legacy() {}\n"
    #expect(body(source) == expected)
  }

  @Test("An @objc protocol keeps the class bound @objc gave it")
  func objcProtocols() {
    #expect(body("@objc public protocol P: NSObjectProtocol {}\n") == "\(spaces(6))public protocol P: AnyObject, NSObjectProtocol {}\n")
    #expect(body("@objc protocol Q: AnyObject {}\n") == "\(spaces(6))protocol Q: AnyObject {}\n")
    #expect(body("@objc(R) protocol R where Self: V {}\n") == "\(spaces(9))protocol R: AnyObject where Self: V {}\n")
    #expect(body("@objc class C: NSObject {}\n") == "\(spaces(6))class C: NSObject {}\n")
  }

  @Test("A CRLF file keeps CRLF, in its lines and in what the adapter adds")
  func crlf() {
    let adapted = AppFileAdapter.adapt("import UIKit\r\n@objc func f() {}\r\nlet x = 1", originalPath: "C:\\app\\\"A\".swift")
    #expect(adapted == "import SnapCheck\r\n#sourceLocation(file: \"C:\\\\app\\\\\\\"A\\\".swift\", line: 1)\r\n\(spaces(12))\r\n\(spaces(6))func f() {}\r\nlet x = 1\r\n#sourceLocation()\r\n")
  }

  @Test("A byte-order mark stays first")
  func byteOrderMark() {
    let adapted = AppFileAdapter.adapt([0xEF, 0xBB, 0xBF] + Array("let x = 1\n".utf8), originalPath: "/app/File.swift")
    #expect(adapted == [0xEF, 0xBB, 0xBF] + Array((header + "let x = 1\n" + footer).utf8))
  }

  @Test("Line breaks are never added or removed: line n of the body is line n of the file")
  func linesAligned() {
    let source = "import UIKit\n@objc(\n a:b:) dynamic\nvar x = #selector(\n f)\n/* @objc\n */ let s = \"\"\"\n@objc\n\"\"\"\n"
    #expect(body(source).split(separator: "\n", omittingEmptySubsequences: false).count
      == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }
}
