import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap frames <fixture.json> [--format text|json] [--scale S]`
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print a fixture's frame tree, one node a line, indented (or as JSON).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "A fixture file.")
    var fixture: String

    @Option(help: "Output format.")
    var format: Format = .text

    @Option(help: "Pixel grid to snap to; default: the fixture's viewport scale.")
    var scale: Double?

    @Flag(help: "Also check the fixture's expected frames; mismatches go to stderr and exit 1, a fixture without expected frames exits 2.")
    var check = false

    @Option(help: "Lay the fixture out in this variant (its `variants`, else the project's).")
    var variant: String?

    @Flag(help: "Every variant in turn, each after a line `== <variant>` (text) or as a JSON object by variant name.")
    var allVariants = false

    func validate() throws {
        if variant != nil, allVariants { throw ValidationError("give --variant NAME or --all-variants, not both") }
    }

    func run() throws {
        do {
            let defaults = try ProjectOptions().project().configuration.fixtureDefaults
            let fixtures = allVariants ? try FixtureLoader.loadVariants(contentsOf: fixture, defaults: defaults)
                : [try FixtureLoader.load(contentsOf: fixture, variant: variant, defaults: defaults)]
            let renderer = try FixtureRenderer()
            var mismatched = false
            var json: [String] = []
            for loaded in fixtures {
                let label = loaded.variant.map { "\(fixture)@\($0.name)" } ?? fixture
                if check, loaded.expected?.isEmpty ?? true {
                    throw CLIFailure.badInput("\(label): no 'expected' frames to check (add an \"expected\" object, or drop --check)")
                }
                let fitted = try renderer.fitted(loaded)
                let (frames, warnings) = try renderer.framesAndWarnings(fitted, scale: scale)
                for w in warnings { printError("\(label): \(w)") }
                if allVariants, let name = loaded.variant?.name {
                    if format == .json { json.append("\"\(name)\": " + frames.jsonDump().trimmingCharacters(in: .newlines)) }
                    else { print("== \(name)\n" + frames.textDump(), terminator: "") }
                } else {
                    print(format == .json ? frames.jsonDump() : frames.textDump(), terminator: "")
                }
                if check {
                    let bad = FixtureRenderer.mismatches(fitted, frames: frames)
                    for m in bad { printError("mismatch: \(label): \(m)") }
                    mismatched = mismatched || !bad.isEmpty
                }
            }
            if !json.isEmpty { print("{\n" + json.joined(separator: ",\n") + "\n}") }
            if mismatched { throw CLIFailure.differs }
        } catch let error as LayoutError {
            throw CLIFailure.badInput("\(error.file == nil ? error.inFile(fixture) : error)")
        }
    }
}
