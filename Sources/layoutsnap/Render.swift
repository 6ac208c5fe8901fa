import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap render <fixture.json | dir>... -o <file.png | file.svg | dir> [--scale 2] [--debug] [--text-outlines]`
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render fixtures to PNG and SVG.",
        discussion: """
            With a folder as output, every fixture is rendered to <name>.png and <name>.svg there, keeping \
            the fixtures' sub-folders (the folder is created when missing). With a .png or .svg file as \
            output, exactly one fixture is rendered, into a folder that must exist. Any other extension \
            is a usage error. With --variant NAME a fixture is rendered in that variant (into <name>@NAME.png \
            and .svg in a folder); with --all-variants in each of its variants (<name>@<variant>.png, ...; a \
            fixture without variants as before). Variants come from the fixture, else from layoutsnap.json. \
            Exit codes: 0 rendered, 2 a bad fixture, 3 an output cannot be written, 64 usage.
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

    @Option(help: "Render this variant of each fixture (its `variants`, else the project's).")
    var variant: String?

    @Flag(help: "Render every variant of each fixture, into <name>@<variant>.png and .svg.")
    var allVariants = false

    func validate() throws {
        let single = try RenderJobs.outputKind(output) != nil
        if variant != nil, allVariants { throw ValidationError("give --variant NAME or --all-variants, not both") }
        if allVariants, single { throw ValidationError("--all-variants writes several files: give a folder as output") }
    }

    func run() throws {
        let jobs = try RenderJobs.plan(inputs: inputs, output: output)
        let single = try RenderJobs.outputKind(output) != nil
        let defaults = try ProjectOptions().project().configuration.fixtureDefaults
        let renderer: FixtureRenderer
        do { renderer = try FixtureRenderer() } catch { throw CLIFailure.failure("\(error)") }
        var badInput: [String] = []
        for job in jobs {
            do {
                let fixtures = allVariants ? try FixtureLoader.loadVariants(contentsOf: job.fixture, defaults: defaults)
                    : [try FixtureLoader.load(contentsOf: job.fixture, variant: variant, defaults: defaults)]
                for fixture in fixtures {
                    let fitted = try renderer.fitted(fixture)
                    for target in job.targets {
                        var t = target
                        if !single { t.path = RenderJobs.path(target.path, variant: fixture.variant?.name) }
                        try RenderJobs.write(t, fixture: fitted, renderer: renderer, scale: scale?.value, debug: debug,
                                             outlines: textOutlines)
                        print(t.path)
                    }
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
