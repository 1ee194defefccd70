import SnapAlgorithms
import SnapEngine
import SnapCheck
import SnapGolden
import SnapJSON

/// The algorithms a command line knows: a user's own layouts first, then the built-ins.
package struct Catalogue {
  /// The user's own layouts (none for `snapcheck` itself).
  let layouts: [CheckedLayout]
  /// Every algorithm, the user's first.
  let algorithms: [Algorithm]
  /// The command line that knows them, as replay lines name it.
  var program = "snapcheck"

  /// A catalogue of `layouts` and the built-ins.
  init(layouts: [CheckedLayout] = []) {
    self.layouts = layouts
    algorithms = layouts.map(\.algorithm) + AlgorithmRegistry.all
  }

  /// `snapcheck`'s own: the built-ins alone.
  package static let builtIn = Catalogue()

  /// Every id, in order.
  var ids: [String] { algorithms.map(\.id) }

  /// What keeps a user's layout from being checked (an empty name, a bad contract or
  /// space), or a name used twice, a built-in's id, or one whose files would clash with
  /// another's: one line, or nil.
  var problem: String? {
    var seen: [String] = []
    for layout in layouts {
      if let problem = layout.problem { return problem }
      if seen.contains(layout.fileName) || AlgorithmRegistry.algorithm(id: layout.name) != nil {
        return "layout name \(Echo.quoted(layout.name)) is used twice, or names the same files as another "
          + "(the built-ins are \(AlgorithmRegistry.ids.joined(separator: ", ")))"
      }
      seen.append(layout.fileName)
    }
    return nil
  }

  /// `result` as it is printed: a user's layout's counterexample with the configuration the
  /// layout left after `prepare()`, as `verify` prints it (this runs the layout); a built-in's
  /// as generated.
  func printed(_ result: PairResult) -> PairResult {
    guard layouts.contains(where: { $0.name == result.algorithm }), var example = result.counterexample else { return result }
    example.scenario = example.scenario.observed
    var printed = result
    printed.counterexample = example
    return printed
  }

  /// The verdict `check` expects of `result`: the recorded one for a built-in; for a user's
  /// layout, holding, or a violation of a property it lists as known (which may also hold).
  func expected(_ result: PairResult, recorded: VerdictsGolden, profile: Profile) -> Verdict {
    guard let layout = layouts.first(where: { $0.name == result.algorithm }) else {
      return recorded.expected(result.algorithm, result.property, profile: profile)
    }
    return result.verdict == .violated && layout.knownViolations.contains(result.property) ? .violated : .holds
  }
}
