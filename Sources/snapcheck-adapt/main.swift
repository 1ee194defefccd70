import Foundation
import SnapAdapt

// snapcheck-adapt <input.swift> <output.swift> [<input.swift> <output.swift> …]: the adapted
// copy of each app file, for the SnapCheckAppFiles build-tool plugin (see AdaptCommand).
if let problem = AdaptCommand.run(Array(CommandLine.arguments.dropFirst())) {
  FileHandle.standardError.write(Data("snapcheck-adapt: \(problem)\n".utf8))
  exit(1)
}
