import Foundation
import SnapCheckCLI

exit(SnapCheckCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
