import Foundation
import Testing
@testable import LayoutModel

/// `layoutsnap check` runs fixtures on worker threads with 512 KiB stacks. A tree at the deepest
/// the limits allow (`LayoutLimits.standard.maxDepth`, 250 levels) must decode, validate and dump
/// there; one level more is an error, not a crash.
@Suite struct DeepTreeStackTests {
    static let levels = LayoutLimits.standard.maxDepth

    /// A fixture whose tree is a chain n1 > n2 > ... > n`levels`, each node with a padding and a
    /// size, so that every decoding step runs at every level.
    static func chain(_ levels: Int) -> String {
        var json = #"{"name": "n\#(levels)", "width": 1, "height": 1, "text": "end"}"#
        for level in stride(from: levels - 1, through: 1, by: -1) {
            json = #"{"name": "n\#(level)", "layout": "frame", "padding": {"left": 1}, "width": "wrap", "children": ["#
                + json + "]}"
        }
        return #"{"viewport": {"width": 800, "height": 600}, "root": "# + json + "}"
    }

    /// The frame tree of a chain of `levels` nodes, each 1 point right of its parent.
    static func frames(_ levels: Int) -> FrameNode {
        var node = FrameNode(name: "n\(levels)", frame: Rect(x: 1, y: 0, width: 1, height: 1),
                             absolute: Rect(x: Double(levels - 1), y: 0, width: 1, height: 1))
        for level in stride(from: levels - 1, through: 1, by: -1) {
            node = FrameNode(name: "n\(level)", frame: Rect(x: level == 1 ? 0 : 1, y: 0, width: 2, height: 1),
                             absolute: Rect(x: Double(level - 1), y: 0, width: 2, height: 1),
                             padding: EdgeInsets(left: 1), children: [node])
        }
        return node
    }

    /// Runs `body` on a new thread with a 512 KiB stack and returns its result.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    struct Outcome: Sendable {
        var nodes = 0
        var error: String?
        var textLines: [Substring] = []
        var jsonLength = 0
    }

    @Test func aTreeAtTheDepthLimitDecodesValidatesAndDumpsOnA512KiBStack() async {
        let json = Self.chain(Self.levels)
        let outcome = await Self.onSmallStack { () -> Outcome in
            var outcome = Outcome()
            do throws(LayoutError) {
                let fixture = try FixtureLoader.decode(json: json, file: "deep.json")
                try fixture.root.validate(file: "deep.json")
                outcome.nodes = fixture.root.allNodes().count
            } catch {
                outcome.error = error.description
            }
            let frames = Self.frames(Self.levels)
            outcome.textLines = frames.textDump().split(separator: "\n")
            outcome.jsonLength = frames.jsonDump().count
            return outcome
        }
        #expect(outcome.error == nil)
        #expect(outcome.nodes == 250)
        #expect(outcome.textLines.count == 250)
        #expect(outcome.textLines.first == "n1 (0, 0, 2, 1) padding [0 1 0 0]")
        // The last line is indented two spaces per level below the root: 249 levels.
        let last = outcome.textLines.last.map(String.init) ?? ""
        #expect(last.prefix { $0 == " " }.count == 2 * 249)
        #expect(last.drop { $0 == " " } == "n250 (1, 0, 1, 1)")
        #expect(outcome.jsonLength > 250 * 40)
    }

    @Test func longChainsOfSiblingReferencesAreCheckedOnA512KiBStack() async {
        // c0.width = c1.width, ..., c19998.width = c19999.width, c19999 is 10 wide: no cycle.
        let count = 20_000
        func tree(closed: Bool) -> LayoutNode {
            let children = (0..<count).map { i in
                let next = i + 1 < count ? SizeValue.equal(SizeReference(.node("c\(i + 1)"), .horizontal))
                    : closed ? SizeValue.equal(SizeReference(.node("c0"), .horizontal)) : .fixed(10)
                return LayoutNode(name: "c\(i)", kind: .leaf(.empty), width: next)
            }
            return LayoutNode(name: "row", kind: .container(.frame(FrameLayout()), children: children))
        }
        let (open, closed) = (tree(closed: false), tree(closed: true))
        let errors = await Self.onSmallStack { () -> [String?] in
            [open, closed].map { tree in
                do throws(LayoutError) { try tree.validate(); return nil } catch { return error.description }
            }
        }
        #expect(errors[0] == nil)
        // The cycle through all 20,000 is named by its first six and last three steps.
        #expect(errors[1] == "$.root.children[0].width: node 'c0': size references form a cycle: c0.width -> c1.width -> "
            + "c2.width -> c3.width -> c4.width -> c5.width -> ... (19992 more) -> c19998.width -> c19999.width -> c0.width")
    }

    @Test func treesBuiltInCodeHaveNoDepthLimitByDefaultAndValidateOnA512KiBStack() async {
        // 3,000 levels, as the engine's own deep-tree test lays out.
        var node = LayoutNode(name: "leaf", kind: .leaf(.empty))
        for level in stride(from: 2999, through: 0, by: -1) {
            node = LayoutNode(name: "f\(level)", kind: .container(.frame(FrameLayout()), children: [node]))
        }
        let tree = node
        let errors = await Self.onSmallStack { () -> [String?] in
            [LayoutLimits.inCode, LayoutLimits.standard].map { limits in
                do throws(LayoutError) { try tree.validate(limits: limits); return nil } catch { return error.reason }
            }
        }
        #expect(errors == [nil, "the tree is deeper than 250 levels (the limit of LayoutLimits.maxDepth)"])
    }

    @Test func oneLevelMoreIsAnErrorOnA512KiBStack() async {
        let json = Self.chain(Self.levels + 1)
        let message = await Self.onSmallStack { () -> String? in
            do throws(LayoutError) { _ = try FixtureLoader.decode(json: json, file: "deep.json") } catch {
                return error.description
            }
            return nil
        }
        #expect(message == "deep.json: $.root" + String(repeating: ".children[0]", count: 250)
            + ": node 'n251': the tree is deeper than 250 levels (the limit of LayoutLimits.maxDepth)")
    }

    @Test func jsonNestedFarBeyondTheLimitIsAnErrorOnA512KiBStack() async {
        let json = #"{"viewport": {"width": 1, "height": 1}, "root": {}, "description": "#
            + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        let path = await Self.onSmallStack { () -> String? in
            do throws(LayoutError) { _ = try FixtureLoader.decode(json: json) } catch { return error.path }
            return nil
        }
        // The fixture object is one level; the description's arrays fill the other 511 and one more.
        #expect(path == "$.description" + String(repeating: "[0]", count: 511))
    }
}
