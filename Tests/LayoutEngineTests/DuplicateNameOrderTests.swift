@testable import LayoutEngine
import LayoutModel
import Testing

/// Flattening reports the error of the first failing node in node order: a node's numbers are
/// checked before its name, its name before its image file. Duplicate names are found once every
/// node is added, yet they keep that order: a duplicate among the nodes before another error is
/// the error reported, the first one in node order, naming the first node of its name.
@Suite struct DuplicateNameOrderTests {
    let outOfRange = "nan is out of range: numbers must be finite and within ±33,554,432"

    func leaf(_ name: String) -> LayoutNode { LayoutNode(name: name, kind: .leaf(.empty), width: .fixed(1), height: .fixed(1)) }

    func column(_ name: String, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: name, kind: .container(.linear(LinearLayout(orientation: .vertical)), children: children))
    }

    /// A leaf whose left padding is not a number.
    func badPadding(_ name: String) -> LayoutNode {
        var node = leaf(name)
        node.padding = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
        return node
    }

    /// An image leaf whose file does not exist.
    func missingImage(_ name: String) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(.image(ImageContent(source: "/no/such/\(name).png"))))
    }

    func duplicate(_ name: String, at path: String, first: String) -> LayoutError {
        LayoutError(path: path, node: name, reason: "duplicate node name '\(name)' (also at \(first))")
    }

    /// The error flattening `children` under a column named "root" throws, nil if none.
    func error(_ children: [LayoutNode]) -> LayoutError? {
        do { _ = try NodeTree(column("root", children)); return nil } catch { return error }
    }

    @Test func theFirstDuplicateInNodeOrderIsReported() {
        // "b" (node 3) repeats before "a" does (node 4), though "a" came first.
        #expect(error([leaf("a"), leaf("b"), leaf("b"), leaf("a")])
            == duplicate("b", at: "$.root.children[2]", first: "$.root.children[1]"))
        // Depth first: the subtree of children[0] comes before children[1].
        #expect(error([column("x", [leaf("a"), leaf("b")]), leaf("b"), leaf("a")])
            == duplicate("b", at: "$.root.children[1]", first: "$.root.children[0].children[1]"))
        #expect(error([leaf("a"), column("x", [leaf("y"), leaf("a")]), leaf("y")])
            == duplicate("a", at: "$.root.children[1].children[1]", first: "$.root.children[0]"))
        // A third node of a name still names the first one.
        #expect(error([leaf("a"), leaf("c"), column("a", [leaf("a")])])
            == duplicate("a", at: "$.root.children[2]", first: "$.root.children[0]"))
        // The root's name.
        #expect(error([leaf("x"), leaf("root")]) == duplicate("root", at: "$.root.children[1]", first: "$.root"))
    }

    @Test func aDuplicateBeforeANumberOutOfRangeComesFirst() {
        #expect(error([leaf("a"), column("box", [leaf("b"), leaf("a")]), badPadding("c")])
            == duplicate("a", at: "$.root.children[1].children[1]", first: "$.root.children[0]"))
        // Out of range first: the later duplicate is not reported.
        #expect(error([leaf("a"), badPadding("c"), leaf("a")])
            == LayoutError(path: "$.root.children[1].padding", node: "c", reason: outOfRange))
        // On one node the numbers are checked before the name.
        #expect(error([leaf("a"), badPadding("a")])
            == LayoutError(path: "$.root.children[1].padding", node: "a", reason: outOfRange))
    }

    @Test func aDuplicateBeforeAnUnreadableImageComesFirst() {
        #expect(error([leaf("a"), leaf("a"), missingImage("m")])
            == duplicate("a", at: "$.root.children[1]", first: "$.root.children[0]"))
        #expect(error([missingImage("m"), leaf("a"), leaf("a")])
            == LayoutError(path: "$.root.children[0].image.source", node: "m", reason: "image file '/no/such/m.png' does not exist"))
        // On one node the name is checked before the file.
        #expect(error([leaf("m"), missingImage("m")]) == duplicate("m", at: "$.root.children[1]", first: "$.root.children[0]"))
        // A duplicate inside a subtree before an unreadable image deeper in a later one.
        #expect(error([column("x", [leaf("a"), leaf("a")]), column("y", [column("z", [missingImage("m")])])])
            == duplicate("a", at: "$.root.children[0].children[1]", first: "$.root.children[0].children[0]"))
    }

    @Test func namesThatAreNotASCIIKeepTheSameOrder() {
        // U+212A KELVIN SIGN equals "K" as a Swift string; "é" precomposed equals "e" + U+0301.
        #expect(error([leaf("K"), leaf("\u{212A}"), badPadding("c")])
            == duplicate("\u{212A}", at: "$.root.children[1]", first: "$.root.children[0]"))
        #expect(error([leaf("K"), badPadding("c"), leaf("\u{212A}")])
            == LayoutError(path: "$.root.children[1].padding", node: "c", reason: outOfRange))
        #expect(error([leaf("b"), leaf("caf\u{E9}"), leaf("b"), leaf("cafe\u{301}")])
            == duplicate("b", at: "$.root.children[2]", first: "$.root.children[0]"))
        #expect(error([leaf("caf\u{E9}"), leaf("b"), leaf("cafe\u{301}"), leaf("b"), missingImage("m")])
            == duplicate("cafe\u{301}", at: "$.root.children[2]", first: "$.root.children[0]"))
    }

    @Test func bothEntryPointsReportTheSameDuplicate() {
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        let root = Flex("row") {
            Empty("a").width(10).height(10)
            Empty("a").width(10).height(10)
            Empty("b").height(10).flexItem(grow: 1, basis: 1e308)
        }.width(100)
        let expected = duplicate("a", at: "$.root.children[1]", first: "$.root.children[0]")
        #expect(throws: expected) { try engine.layoutUnrounded(cssRoot: root, available: .unbounded) }
        #expect(throws: expected) { try engine.layout(root, in: Viewport(width: 100, height: 100)) }
    }

    @Test func namesAreFoundInTreesOfEverySize() throws {
        // Past a few table sizes, with names that are not ASCII in the last tree.
        for count in [1, 7, 8, 300, 5000] {
            let names = (0..<count).map { "n\($0)" }
            let tree = try NodeTree(column("root", names.map(leaf)))
            #expect(names.indices.allSatisfy { tree.index(named: names[$0]) == $0 + 1 })
            #expect(tree.index(named: "root") == 0 && tree.index(named: "n\(count)") == nil)
        }
        let mixed = (0..<500).map { $0 == 250 ? "\u{E9}" : "m\($0)" }
        let tree = try NodeTree(column("root", mixed.map(leaf)))
        #expect(mixed.indices.allSatisfy { tree.index(named: mixed[$0]) == $0 + 1 })
        #expect(tree.index(named: "e\u{301}") == 251 && tree.index(named: "m500") == nil)
    }
}
