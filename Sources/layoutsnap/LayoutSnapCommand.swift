import ArgumentParser
import Foundation
import LayoutSnap

@main
struct LayoutSnapCommand: ParsableCommand {
    /// Printed by `layoutsnap --version`.
    static let version = "0.9.0"

    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Lay out UI fixtures, render them to PNG and SVG, and print their frames.",
        discussion: """
            Exit codes: 0 success, 1 a difference (snapshots, images, expected frames), 2 bad input (the \
            message names the file, the JSON path and the reason), 3 an output could not be written, \
            64 usage error.
            """,
        version: version,
        subcommands: [Render.self, Frames.self, Explain.self, Check.self, Approve.self, Diff.self, Review.self, Watch.self, Conformance.self])

    /// Parses the command line and runs it; every error goes through `CLIFailure.exit(with:)`, the
    /// one mapping to exit codes. The plain `layoutsnap diff A B` runs without ArgumentParser,
    /// whose parse reflects over the commands' properties (dynamic casts that scan every protocol
    /// conformance in the binary): a few milliseconds of a diff that takes twenty. The pinned fonts'
    /// set-up begins before the parse (`FontWarmUp`), and the machine's fontconfig configuration,
    /// which they never use, is not loaded (`MachineFontConfiguration`).
    static func main() {
        AllocatorTuning.keepFreedPixelBuffers()
        let arguments = Array(CommandLine.arguments.dropFirst())
        MachineFontConfiguration.leaveUnloaded()
        // Overlaps parsing and discovery. It is waited for before the process exits, however the
        // command ends: exiting runs the libraries' exit handlers under a thread still inside them.
        let fonts = FontWarmUp.start(for: arguments)
        do {
            if let job = DiffJob(plainArguments: arguments) {
                try job.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch {
            _ = fonts?.value
            CLIFailure.exit(with: error)
        }
        _ = fonts?.value
        Foundation.exit(0)
    }
}
