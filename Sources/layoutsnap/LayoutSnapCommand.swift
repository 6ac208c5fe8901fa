import ArgumentParser
import Foundation

/// Exit codes shared by every subcommand.
enum ExitCodes {
    /// A fixture or other input is bad: malformed, unknown keys, missing nodes, ...
    static let badInput = ExitCode(2)
    /// Something failed while writing output (disk, fonts).
    static let failure = ExitCode(3)
    // Usage errors exit with ArgumentParser's code, 64.
}

@main
struct LayoutSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Lay out UI fixtures, render them to PNG and SVG, and print their frames.",
        discussion: """
            Exit codes: 0 success, 1 images differ (diff), 2 bad input (the message names the file, the JSON \
            path and the reason), 3 an output could not be written, 64 usage error.
            """,
        subcommands: [Render.self, Frames.self, Check.self, Approve.self, Diff.self, Review.self, Conformance.self])

    /// The plain `layoutsnap diff A B` runs without ArgumentParser, whose parse reflects over the
    /// commands' properties (dynamic casts that scan every protocol conformance in the binary):
    /// a few milliseconds of a diff that takes twenty. Every other command line is parsed.
    static func main() {
        guard let job = DiffJob(plainArguments: Array(CommandLine.arguments.dropFirst())) else {
            main(nil)
            return
        }
        do {
            try job.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            exit(withError: error)
        }
        Foundation.exit(0)
    }
}
