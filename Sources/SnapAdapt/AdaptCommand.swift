import Foundation

/// What `snapcheck-adapt` does: writes the adapted copy (``AppFileAdapter``) of each input.
///
///     snapcheck-adapt <input.swift> <output.swift> [<input.swift> <output.swift> …]
///
/// Each output maps its lines to its input's real path (symbolic links resolved), and is
/// written atomically, so a build that stops half way leaves no half-written file.
public enum AdaptCommand {
  /// Adapts each (input, output) pair `arguments` names; returns the one line that says what
  /// is wrong (a bad argument, an unreadable input, an unwritable output), or `nil` when every
  /// output was written. Pairs before a failing one are written.
  public static func run(_ arguments: [String]) -> String? {
    guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
      return "expected pairs of paths: snapcheck-adapt <input.swift> <output.swift> [<input.swift> <output.swift> …]"
    }
    for pair in stride(from: 0, to: arguments.count, by: 2) {
      let (inputPath, outputPath) = (arguments[pair], arguments[pair + 1])
      let input = URL(fileURLWithPath: inputPath).resolvingSymlinksInPath()
      let output = URL(fileURLWithPath: outputPath)
      guard output.resolvingSymlinksInPath().path != input.path else {
        return "refusing to write \(outputPath) over its own input"
      }
      guard let source = FileManager.default.contents(atPath: input.path) else { return "cannot read \(inputPath)" }
      do {
        try Data(AppFileAdapter.adapt(Array(source), originalPath: input.path)).write(to: output, options: .atomic)
      } catch {
        return "cannot write \(outputPath): \(error.localizedDescription)"
      }
    }
    return nil
  }
}
