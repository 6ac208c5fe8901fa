import ArgumentParser
import LayoutSnap

/// `layoutsnap explain <fixture.json> <node> [--json] [--variant NAME]`
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why a node has its frame: the rule behind its x, y, width and height.",
        discussion: "The fixture is laid out once more, with nothing cached, while the parent's algorithm notes what it decided for the node. Exits 2 when the fixture cannot be read or no node has that name.")

    @Argument(help: "A fixture file.")
    var fixture: String

    @Argument(help: "The node's name.")
    var node: String

    @Flag(help: "Print JSON for tools instead of text.")
    var json = false

    @Option(help: "Lay the fixture out in this variant (its `variants`, else the project's).")
    var variant: String?

    func run() throws {
        do {
            let defaults = try ProjectOptions().project().configuration.fixtureDefaults
            let loaded = try FixtureLoader.load(contentsOf: fixture, variant: variant, defaults: defaults)
            let renderer = try FixtureRenderer()
            let explanation = try renderer.explain(try renderer.fitted(loaded), node: node)
            print(json ? explanation.json : explanation.text, terminator: "")
        } catch let error as LayoutError {
            throw CLIFailure.badInput("\(error.file == nil ? error.inFile(fixture) : error)")
        }
    }
}
