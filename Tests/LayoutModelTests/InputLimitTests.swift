import Foundation
import Testing
@testable import LayoutModel

/// The bounds of `LayoutLimits` (docs/limits.md): nesting, numbers and counts, each a clear error
/// naming the file, the JSON path and the node, for fixtures and for trees built in code.
@Suite struct InputLimitTests {
    /// The error decoding `json` gives (file "case.json"), or nil after recording an issue.
    func error(_ json: String, limits: LayoutLimits = .standard,
               sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError? {
        do {
            _ = try FixtureLoader.decode(json: json, file: "case.json", limits: limits)
            Issue.record("decoded without error", sourceLocation: sourceLocation)
        } catch {
            return error
        }
        return nil
    }

    /// The error validating `root`, or nil after recording an issue.
    func validationError(_ root: LayoutNode, limits: LayoutLimits = .standard,
                         sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError? {
        do {
            try root.validate(file: "tree", limits: limits)
            Issue.record("validated without error", sourceLocation: sourceLocation)
        } catch {
            return error
        }
        return nil
    }

    static let outOfRange = "is out of range: numbers must be finite and within ±33,554,432"

    // MARK: Nesting

    @Test func jsonNestedDeeperThan512IsAnErrorWithItsPath() {
        // 16,000 arrays: the 513th is the one too many; the 512 open ones are each at element 0.
        let json = String(repeating: "[", count: 16_000) + String(repeating: "]", count: 16_000)
        let e = error(json)
        #expect(e?.file == "case.json")
        #expect(e?.path == "$" + String(repeating: "[0]", count: 512))
        #expect(e?.reason == "the JSON nests more than 512 arrays and objects (the limit of LayoutLimits.maxJSONDepth)")
        // 512 levels are still read (and then rejected for what they are, not for their depth).
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(error(deepest)?.reason == "a fixture must be a JSON object, found an array")
    }

    @Test func deepParenthesesInACurveAreAnErrorNotACrash() throws {
        let text = String(repeating: "(", count: 16_000) + "x" + String(repeating: ")", count: 16_000)
        // unary() is entered once per '(' (the first at column 1): the 257th call is at column 257.
        #expect(throws: CurveExpressionError("the expression is nested deeper than 256 levels at 257", column: 257)) {
            try CurveExpression(text, variable: "x")
        }
        let e = error(#"{"viewport": {"width": 10, "height": 10}, "root": {"name": "p", "layout": "path", "curve": {"y": ""#
            + text + #""}}}"#)
        #expect(e?.path == "$.root.curve.y")
        #expect(e?.node == "p")
        #expect(e?.reason == "bad expression \"" + String(repeating: "(", count: 60)
            + "…\": the expression is nested deeper than 256 levels at 257")
        // 256 levels parse: 255 parentheses and the top level.
        let fits = String(repeating: "(", count: 255) + "x" + String(repeating: ")", count: 255)
        #expect(try CurveExpression(fits, variable: "x").value(at: 2) == 2)
    }

    @Test func aLongChainOfOperatorsIsLimitedByTheDepthOfItsTree() throws {
        // x + x + ... is left-deep: after k operators the tree is k + 1 deep; the 256th makes 257.
        let chain = "x" + String(repeating: " + x", count: 300)
        #expect(throws: CurveExpressionError("the expression is nested deeper than 256 levels at 1", column: 1)) {
            try CurveExpression(chain, variable: "x")
        }
        let fits = "x" + String(repeating: " + x", count: 255)
        #expect(try CurveExpression(fits, variable: "x").value(at: 2) == 2 * 256)
    }

    @Test func partsWithoutTheVariableMustHaveAFiniteValue() throws {
        #expect(throws: CurveExpressionError("'0/0' at 1 has no finite value (nan) whatever 'x' is", column: 1)) {
            try CurveExpression("0/0", variable: "x")
        }
        #expect(throws: CurveExpressionError("'sqrt(-1)' at 5 has no finite value (nan) whatever 'x' is", column: 5)) {
            try CurveExpression("x + sqrt(-1)", variable: "x")
        }
        #expect(throws: CurveExpressionError("'log(0)' at 3 has no finite value (-inf) whatever 't' is", column: 3)) {
            try CurveExpression("t*log(0)", variable: "t")
        }
        // Inside parentheses the part is named as soon as it is read, before its ')'.
        #expect(throws: CurveExpressionError("'2 / 0' at 6 has no finite value (inf) whatever 'x' is", column: 6)) {
            try CurveExpression("1 + (2 / 0)", variable: "x")
        }
        // With the variable the same operations are undefined at some points only.
        #expect(try CurveExpression("sqrt(x) + log(x)", variable: "x").value(at: 1) == 1 + 0)
        #expect(try CurveExpression("1/x", variable: "x").value(at: 0) == nil)
    }

    @Test func aTreeDeeperThanTheLimitIsAnErrorAtItsFirstNodeTooDeep() throws {
        // A chain of nodes n1 > n2 > ... > n251: n251 is at level 251.
        func chain(_ levels: Int) -> String {
            var json = #"{"name": "n\#(levels)"}"#
            for level in stride(from: levels - 1, through: 1, by: -1) {
                json = #"{"name": "n\#(level)", "layout": "frame", "children": ["# + json + "]}"
            }
            return #"{"viewport": {"width": 10, "height": 10}, "root": "# + json + "}"
        }
        let fixture = try FixtureLoader.decode(json: chain(250))
        #expect(fixture.root.allNodes().count == 250)
        let e = error(chain(251))
        #expect(e?.path == "$.root" + String(repeating: ".children[0]", count: 250))
        #expect(e?.node == "n251")
        #expect(e?.reason == "the tree is deeper than 250 levels (the limit of LayoutLimits.maxDepth)")
        // The limit is a decode option.
        let small = error(chain(4), limits: LayoutLimits(maxDepth: 3))
        #expect(small?.path == "$.root.children[0].children[0].children[0]")
        #expect(small?.node == "n4")
        #expect(small?.reason == "the tree is deeper than 3 levels (the limit of LayoutLimits.maxDepth)")
        // A tree built in code gets the same check from validate.
        var node = LayoutNode(name: "n4", kind: .leaf(.empty))
        for level in stride(from: 3, through: 1, by: -1) {
            node = LayoutNode(name: "n\(level)", kind: .container(.frame(FrameLayout()), children: [node]))
        }
        let v = validationError(node, limits: LayoutLimits(maxDepth: 3))
        #expect(v?.file == "tree")
        #expect(v?.path == "$.root.children[0].children[0].children[0]")
        #expect(v?.node == "n4")
    }

    @Test func aTreeOverTheNodeLimitFailsAtTheChildrenArrayThatGoesOver() throws {
        func flat(_ children: Int) -> String {
            let items = (0..<children).map { #"{"name": "c\#($0)"}"# }.joined(separator: ",")
            return #"{"viewport": {"width": 10, "height": 10}, "root": {"name": "list", "layout": "frame", "children": ["#
                + items + "]}}"
        }
        // The root and 9 children are 10 nodes: within a limit of 10; one more child is over it.
        #expect(try FixtureLoader.decode(json: flat(9), limits: LayoutLimits(maxNodes: 10)).root.children.count == 9)
        let e = error(flat(10), limits: LayoutLimits(maxNodes: 10))
        #expect(e?.file == "case.json")
        #expect(e?.path == "$.root.children")
        #expect(e?.node == "list")
        #expect(e?.reason == "the tree has more than 10 nodes (the limit of LayoutLimits.maxNodes)")
        // The default: 200,000 nodes; the root and 200,000 empty children are one too many. The
        // reader counts the objects of `children` arrays as it reads them, and stops at the first too many.
        let items = String(repeating: "{},", count: 199_999) + "{}"
        let big = error(#"{"viewport": {"width": 10, "height": 10}, "root": {"layout": "frame", "children": ["# + items + "]}}")
        #expect(big?.path == "$.root.children")
        #expect(big?.reason == "the tree has more than 200000 nodes (the limit of LayoutLimits.maxNodes)")
        // validate counts trees built in code.
        let tree = LayoutNode(name: "root", kind: .container(.frame(FrameLayout()), children: (0..<5).map {
            LayoutNode(name: "c\($0)", kind: .leaf(.empty))
        }))
        let v = validationError(tree, limits: LayoutLimits(maxNodes: 5))
        #expect(v?.path == "$.root.children")
        #expect(v?.reason == "the tree has more than 5 nodes (the limit of LayoutLimits.maxNodes)")
    }

    // MARK: Numbers

    @Test(arguments: [
        (#"{"width": 1e16}"#, "$.root.width", "1e+16 " + outOfRange),
        (#"{"width": 1e306}"#, "$.root.width", "1e+306 " + outOfRange),
        (#"{"width": 33554433}"#, "$.root.width", "33554433 " + outOfRange),
        (#"{"padding": -1e16}"#, "$.root.padding", "-1e+16 " + outOfRange),
        (#"{"borderWidth": 1e308}"#, "$.root.borderWidth", "1e+308 " + outOfRange),
        (#"{"opacity": 1e16}"#, "$.root.opacity", "1e+16 " + outOfRange),
        (#"{"flexItem": {"aspectRatio": 1e308}}"#, "$.root.flexItem.aspectRatio", "1e+308 " + outOfRange),
        (#"{"flexItem": {"basis": 1e308}}"#, "$.root.flexItem.basis", "1e+308 " + outOfRange),
        (#"{"flexItem": {"border": 1e308}}"#, "$.root.flexItem.border", "1e+308 " + outOfRange),
        (#"{"flexItem": {"margin": -1e308}}"#, "$.root.flexItem.margin", "-1e+308 " + outOfRange),
        (#"{"text": {"string": "a", "maxLines": 1e16}}"#, "$.root.text.maxLines", "1e+16 " + outOfRange),
        (#"{"text": {"string": "a", "maxLines": 1000001}}"#, "$.root.text.maxLines", "a count of 1000001 is out of range: at most 1,000,000"),
        (#"{"layout": "path", "curve": {"y": "x"}, "end": 1e20}"#, "$.root.end", "1e+20 " + outOfRange),
        // In size strings too (checked by validation): 4,000,000,000% is a weight of 40,000,000.
        (#"{"width": "100000000000000000000"}"#, "$.root.width", "1e+20 " + outOfRange),
        (#"{"width": "4000000000%"}"#, "$.root.width", "40000000 " + outOfRange),
        (#"{"layout": "constraints", "constraints": ["parent.width == 100000000000000000000"]}"#,
         "$.root.constraints[0]", "1e+20 " + outOfRange),
    ] as [(String, String, String)])
    func numbersOutOfRangeAreRejected(root: String, path: String, reason: String) {
        let e = error(#"{"viewport": {"width": 10, "height": 10}, "root": "# + root + "}")
        #expect(e?.file == "case.json")
        #expect(e?.path == path)
        #expect(e?.node == "root")
        #expect(e?.reason == reason)
    }

    @Test func theViewportIsPositiveAndBounded() {
        func viewport(_ v: String) -> LayoutError? { error(#"{"viewport": "# + v + #", "root": {}}"#) }
        #expect(viewport(#"{"width": -1e16, "height": 10}"#)?.reason == "-1e+16 " + Self.outOfRange)
        #expect(viewport(#"{"width": 10, "height": 1e8}"#)?.path == "$.viewport.height")
        #expect(viewport(#"{"width": 10, "height": 0}"#)?.reason == "the viewport height must be greater than 0, found 0")
        #expect(viewport(#"{"width": 10, "height": 10, "scale": 17}"#)?.reason
            == "the viewport scale must be at most 16, found 17")
    }

    @Test func treesBuiltInCodeGetTheSameChecks() {
        let wide = LayoutNode(name: "a", kind: .leaf(.empty), width: .fixed(1e16))
        let e = validationError(wide)
        #expect(e?.path == "$.root.width")
        #expect(e?.node == "a")
        #expect(e?.reason == "1e+16 " + Self.outOfRange)

        var faded = LayoutNode(name: "b", kind: .leaf(.empty))
        faded.appearance.opacity = 1e16
        #expect(validationError(faded)?.reason == "opacity must be between 0 and 1, found 1e+16")

        let nan = LayoutNode(name: "c", kind: .leaf(.empty), padding: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        #expect(validationError(nan)?.path == "$.root.padding")
        #expect(validationError(nan)?.reason == "nan " + Self.outOfRange)

        let squashed = LayoutNode(name: "d", kind: .leaf(.empty), flexItem: FlexItem(aspectRatio: 1e-9))
        #expect(validationError(squashed)?.path == "$.root.flexItem.aspectRatio")

        var lines = TextContent("x")
        lines.maxLines = 10_000_000
        let text = LayoutNode(name: "e", kind: .leaf(.text(lines)))
        #expect(validationError(text)?.path == "$.root.text.maxLines")

        let child = LayoutNode(name: "f", kind: .leaf(.empty), margin: Margins(top: .points(-.infinity)))
        let parent = LayoutNode(name: "g", kind: .container(.frame(FrameLayout()), children: [LayoutNode(name: "h", kind: .leaf(.empty)), child]))
        let m = validationError(parent)
        #expect(m?.path == "$.root.children[1].margin")
        #expect(m?.node == "f")
        #expect(m?.reason == "-inf " + Self.outOfRange)
    }
}
