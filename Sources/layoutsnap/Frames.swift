import ArgumentParser
import LayoutSnap

/// `layoutsnap frames <fixture.json> [--format text|json] [--scale S]`
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    func run() throws {
        do {
            let loaded = try FixtureLoader.load(contentsOf: fixture)
            if check, loaded.expected?.isEmpty ?? true {
                throw CLIFailure.badInput("\(fixture): no 'expected' frames to check (add an \"expected\" object, or drop --check)")
            }
            let (frames, warnings) = try FixtureRenderer().framesAndWarnings(loaded, scale: scale)
            for w in warnings { printError("\(fixture): \(w)") }
            print(format == .json ? frames.jsonDump() : frames.textDump(), terminator: "")
            if check {
                let bad = FixtureRenderer.mismatches(loaded, frames: frames)
                for m in bad { printError("mismatch: \(fixture): \(m)") }
                if !bad.isEmpty { throw CLIFailure.differs }
            }
        } catch let error as LayoutError {
            throw CLIFailure.badInput("\(error.file == nil ? error.inFile(fixture) : error)")
        }
    }
}
