import Foundation
import SnapAdapt
import SnapCheck
import Testing

/// The model's sources, beside this package's tests.
private let modelFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Sources/SnapModel").standardized

/// The full names (`name(label:)`) of the functions declared directly inside `extension NAME {`
/// in `file`, for each NAME of `protocols`: read with the adapter's own tokenizer, so a name
/// in a comment or a string does not count. `suffix` is dropped from each base name.
private func extensionFunctions(in file: String, of protocols: Set<String>, droppingSuffix suffix: String = "") throws
  -> Set<String>
{
  let source = Array(try String(contentsOf: modelFolder.appendingPathComponent(file), encoding: .utf8).utf8)
  let tokens = SwiftTokenizer.tokens(of: source).filter { !$0.isTrivia }
  let text = tokens.map { String(decoding: source[$0.range], as: UTF8.self) }
  var names: Set<String> = []
  var position = 0
  while position + 2 < text.count {
    guard text[position] == "extension", protocols.contains(text[position + 1]), text[position + 2] == "{" else {
      position += 1
      continue
    }
    var depth = 0
    position += 2
    repeat {
      if text[position] == "{" { depth += 1 }
      if text[position] == "}" { depth -= 1 }
      if depth == 1 && text[position] == "func" {
        var labels: [String] = []
        var inner = position + 3
        var parentheses = 1
        var parameterStart = true
        while parentheses > 0 {
          if parameterStart { labels.append(text[inner]) }
          parameterStart = parentheses == 1 && text[inner] == ","
          if text[inner] == "(" { parentheses += 1 }
          if text[inner] == ")" { parentheses -= 1 }
          inner += 1
        }
        let base = String(text[position + 1].dropLast(suffix.count))
        names.insert(base + "(" + labels.filter { $0 != ")" }.map { $0 + ":" }.joined() + ")")
      }
      position += 1
    } while depth > 0
  }
  return names
}

/// UIKit's protocols whose optional requirements the model declares.
private let optionalProtocols: Set<String> = [
  "UICollectionViewDataSource", "UIScrollViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
]

@Suite("UIKit's optional requirements called with ?(…): nil exactly when the object lacks the method")
struct OptionalRequirementCallTests {
  @Test("The adapter's list is the model's: every default of an optional requirement, and every name_ form")
  func listMatchesTheModel() throws {
    let defaults = try extensionFunctions(in: "UIScrollViewDelegate.swift", of: optionalProtocols)
      .union(try extensionFunctions(in: "UICollectionViewDataSource.swift", of: optionalProtocols))
    let calls = try extensionFunctions(in: "OptionalRequirement+Calls.swift", of: optionalProtocols, droppingSuffix: "_")
    #expect(defaults.count == 22)
    #expect(defaults == AppFileAdapter.optionalRequirements)
    #expect(calls == AppFileAdapter.optionalRequirements)
  }

  @Test("A data source's sections: 3 from one that says so, the app's fallback 7 from one that lacks the method")
  func numberOfSections() {
    let pager = OptionalCallsPager()
    #expect(pager.sections(of: SectionedDataSource()) == 3)
    #expect(pager.sections(of: BareDataSource()) == 7)
    #expect(pager.forcedSections(of: SectionedDataSource()) == 3)
  }

  @Test("A method that reaches another object's missing method is still there: one section more than UIKit's 1 is 2")
  func nestedDefaultBelongsToItsOwnObject() {
    #expect(OptionalCallsPager().sections(of: RelayingDataSource()) == 2)
  }

  @Test("A delegate's method runs once and the call gives (); a delegate without it, or none, gives nil")
  func scrollViewDelegate() {
    let pager = OptionalCallsPager()
    let counting = CountingDelegate()
    #expect(pager.forwardsDeceleration(to: counting))
    #expect(counting.decelerations == 1)
    #expect(!pager.forwardsDeceleration(to: SilentDelegate()))
    #expect(!pager.forwardsDeceleration(to: nil))
  }

  @Test("A chain going on after the call: 80 from the delegate's size, the app's 55 without one")
  func chainAfterTheCall() {
    let pager = OptionalCallsPager()
    #expect(pager.firstItemWidth(from: CountingDelegate()) == 80)
    #expect(pager.firstItemWidth(from: SilentDelegate()) == 55)
    #expect(pager.firstItemWidth(from: nil) == 55)
  }
}
