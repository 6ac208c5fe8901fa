import LayoutEngine
import LayoutModel
import Testing

/// Both entry points of the engine hold a tree to the same checks as `LayoutNode.validate`: names
/// and every number while the tree is flattened, the tree-wide rules when some node needs them.
@Suite struct EngineValidationTests {
    let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
    let outOfRange = "is out of range: numbers must be finite and within ±33,554,432"

    /// The error of laying `root` out through each entry point, both the same.
    func errors(_ root: LayoutNode) -> [LayoutError?] {
        func caught(_ body: () throws(LayoutError) -> FrameNode) -> LayoutError? {
            do { _ = try body(); return nil } catch { return error }
        }
        return [caught { () throws(LayoutError) in try engine.layoutUnrounded(cssRoot: root, available: .unbounded) },
                caught { () throws(LayoutError) in try engine.layout(root, in: Viewport(width: 100, height: 100)) }]
    }

    @Test func aNumberOutOfRangeIsAnErrorWithItsPathThroughBothEntryPoints() {
        // An aspect ratio of 1e308 used to hang the flex layout; a basis of 1e308 likewise.
        let root = Flex("row") {
            Empty("a").width(10).height(10)
            Empty("b").height(10).flexItem(grow: 1, basis: 1e308)
        }.width(100)
        for e in errors(root) {
            #expect(e?.path == "$.root.children[1].flexItem.basis")
            #expect(e?.node == "b")
            #expect(e?.reason == "1e+308 " + outOfRange)
        }
        var nan = Empty("n")
        nan.padding = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
        for e in errors(Flex("row") { nan }) {
            #expect(e?.path == "$.root.children[0].padding" && e?.reason == "nan " + outOfRange)
        }
    }

    @Test func theTreeWideRulesStillApplyWhenSomeNodeNeedsThem() {
        // A size reference to a node that does not exist: only validation's rules find it.
        let root = LayoutNode(name: "row", kind: .container(.frame(FrameLayout()), children: [
            LayoutNode(name: "a", kind: .leaf(.empty), width: SizeValue(.equal(SizeReference(.node("ghost"), .horizontal)))),
        ]))
        for e in errors(root) {
            #expect(e?.path == "$.root.children[0].width" && e?.reason == "refers to missing node 'ghost'")
        }
    }
}
