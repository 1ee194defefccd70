import Foundation
import SnapAlgorithms
import SnapEngine

/// A layout's own witnesses (`Witnesses`): each counterexample `verify` finds for it, kept in
/// the layout's snapshot folder beside its golden (`__Snapshots__/<test file>/<layout>.witnesses`,
/// committed with it) and replayed first on every run, as its shrunk scenario, so a violation
/// found once (by a deeper run, `SNAPCHECK_CASES`, or by chance) is found again at once. One
/// that no longer fails is reported as fixed (`SnapCheckRun/fixedWitnesses`) and leaves the file.
struct LayoutWitnesses {
  /// The layout's name, as the file's lines name it.
  let layout: String
  /// The file.
  let url: URL

  /// The witnesses file of `layout` for a test in `testFile`.
  init(layout: String, testFile: String) {
    self.layout = layout
    url = SnapCheck.goldenDirectory(testFile: testFile).appendingPathComponent(Artifacts.fileName(layout) + ".witnesses")
  }

  /// The file's text, or nil when there is none.
  var text: String? {
    FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The witnesses the file holds, for a run with `seed`, without their explanations: the
  /// layout is the user's own and may have changed, so each replay explains again (and the
  /// file keeps what it finds).
  func witnesses(seed: UInt64) -> Witnesses {
    Witnesses(seed: seed, file: text ?? "").unexplained
  }

  /// One line for each witness in the file that `algorithm` (the layout's) cannot replay
  /// (`Witnesses.problems`), naming the file and the line: the run fails on it, and the file
  /// is not written again until the line is fixed or deleted, so the witness is never lost
  /// without a word.
  func problems(algorithm: Algorithm) -> [String] {
    guard let text else { return [] }
    return Witnesses.problems(in: text, algorithms: [algorithm]).map { $0.description(file: url.path) }
  }

  /// Writes the file again (atomically) with the violations of `results`, a run in `profile`,
  /// keeping the other profile's lines; nothing is written when nothing changed or there is
  /// nothing to keep. Returns a problem line when the file cannot be written.
  func update(_ results: [PairResult], seed: UInt64, profile: Profile) -> String? {
    let previous = text
    let pairs = Profile.allCases.flatMap { profile in Property.allCases.map { "\(profile.rawValue) \(layout) \($0.id)" } }
    let report = CheckReport(seed: seed, profile: profile, results: results)
    let updated = Witnesses.minimalText(pairs: pairs, reports: [report], previous: previous)
    guard updated != previous, previous != nil || Witnesses(seed: seed, file: updated).count > 0 else { return nil }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(updated.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return "\(layout): cannot write its witnesses to \(url.path): \(error.localizedDescription)"
    }
  }
}
