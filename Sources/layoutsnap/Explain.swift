import ArgumentParser
import LayoutSnap

/// `layoutsnap explain <fixture.json> <node> [--json]`
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say why a node has its frame: the rule behind its x, y, width and height.",
        discussion: "The fixture is laid out once more, with nothing cached, while the parent's algorithm notes what it decided for the node. Exits 2 when the fixture cannot be read or no node has that name.")

    @Argument(help: "A fixture file.")
    var fixture: String

    @Argument(help: "The node's name.")
    var node: String

    @Flag(help: "Print JSON for tools instead of text.")
    var json = false

    func run() throws {
        do {
            let loaded = try FixtureLoader.load(contentsOf: fixture)
            let explanation = try FixtureRenderer().explain(loaded, node: node)
            print(json ? explanation.json : explanation.text, terminator: "")
        } catch let error as LayoutError {
            throw CLIFailure.badInput("\(error.file == nil ? error.inFile(fixture) : error)")
        }
    }
}
