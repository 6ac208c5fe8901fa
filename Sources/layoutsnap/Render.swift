import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap render <fixture.json | dir>... -o <file.png | file.svg | dir> [--scale 2] [--debug]`
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render fixtures to PNG and SVG.",
        discussion: """
            With a folder as output, every fixture is rendered to <name>.png and <name>.svg there, keeping \
            the fixtures' sub-folders. With a .png or .svg file as output, exactly one fixture is rendered.
            """)

    @Argument(help: "Fixture files, or folders searched recursively for *.json (schema.json excluded).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "An output .png or .svg file, or a folder.")
    var output: String

    @Option(help: "Device pixels per point (1, 2 or 3); default: each fixture's viewport scale.")
    var scale: Double?

    @Flag(help: "Overlay margins, padding, frame outlines and node names.")
    var debug = false

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be between 0 and 4, got \(scale)") }
    }

    func run() throws {
        let jobs = try RenderJobs.plan(inputs: inputs, output: output)
        let renderer: FixtureRenderer
        do { renderer = try FixtureRenderer() } catch {
            printError("layoutsnap: \(error)")
            throw ExitCodes.failure
        }
        var badInput = false
        for job in jobs {
            do {
                let fixture = try FixtureLoader.load(contentsOf: job.fixture)
                for target in job.targets {
                    try RenderJobs.write(target, fixture: fixture, renderer: renderer, scale: scale, debug: debug)
                    print(target.path)
                }
            } catch let error as LayoutError {
                printError("error: \(error.file == nil ? error.inFile(job.fixture) : error)")
                badInput = true
            } catch {
                printError("error: \(job.fixture): \(error)")
                throw ExitCodes.failure
            }
        }
        if badInput { throw ExitCodes.badInput }
    }
}
