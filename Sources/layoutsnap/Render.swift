import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap render <fixture.json | dir>... -o <file.png | file.svg | dir> [--scale 2] [--debug] [--text-outlines]`
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render fixtures to PNG and SVG.",
        discussion: """
            With a folder as output, every fixture is rendered to <name>.png and <name>.svg there, keeping \
            the fixtures' sub-folders (the folder is created when missing). With a .png or .svg file as \
            output, exactly one fixture is rendered, into a folder that must exist. Any other extension \
            is a usage error. Exit codes: 0 rendered, 2 a bad fixture, 3 an output cannot be written, 64 usage.
            """)

    @Argument(help: "Fixture files, or folders searched recursively for *.json (schema.json and hidden files excluded).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "An output .png or .svg file, or a folder.")
    var output: String

    @Option(help: "Device pixels per point: 1, 2 or 3 (default: each fixture's viewport scale).")
    var scale: DeviceScale?

    @Flag(help: "Overlay margins, padding, frame outlines and node names.")
    var debug = false

    @Flag(help: "SVG: write text as the glyph outlines the PNG draws (exact without the fonts; colour emoji are left out).")
    var textOutlines = false

    func validate() throws {
        _ = try RenderJobs.outputKind(output)
    }

    func run() throws {
        let jobs = try RenderJobs.plan(inputs: inputs, output: output)
        let renderer: FixtureRenderer
        do { renderer = try FixtureRenderer() } catch { throw CLIFailure.failure("\(error)") }
        var badInput: [String] = []
        for job in jobs {
            do {
                let fixture = try FixtureLoader.load(contentsOf: job.fixture)
                for target in job.targets {
                    try RenderJobs.write(target, fixture: fixture, renderer: renderer, scale: scale?.value, debug: debug,
                                         outlines: textOutlines)
                    print(target.path)
                }
            } catch let error as LayoutError {
                let message = "\(error.file == nil ? error.inFile(job.fixture) : error)"
                printError("error: " + message)
                badInput.append(message)
            }
        }
        if !badInput.isEmpty {
            throw CLIFailure.badInput("\(badInput.count) fixture\(badInput.count == 1 ? "" : "s") could not be rendered")
        }
    }
}
