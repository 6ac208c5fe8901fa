import Foundation
import Testing
@testable import LayoutModel

@Suite struct FixtureErrorTests {
    @Test func malformedJSONGivesLineAndColumn() {
        let e = Support.error("{\n  \"viewport\": {\"width\": NaN}\n}")
        #expect(e?.file == "case.json")
        #expect(e?.path == nil)
        #expect(e?.reason == "malformed JSON: Invalid value around character 26. (line 2, column 25)")
    }

    @Test func hugeNumberIsRejected() {
        let e = Support.error(#"{"viewport": {"width": 1e999, "height": 1}, "root": {}}"#)
        #expect(e?.reason.hasPrefix("malformed JSON: ") == true)
        #expect(e?.reason.contains("1e999") == true)
    }

    @Test func rootMustBeAnObject() {
        expectError(Support.error("[1, 2]"), path: "$", reason: "a fixture must be a JSON object, found an array")
    }

    @Test func missingParts() {
        expectError(Support.error(#"{"root": {}}"#), path: "$", reason: "a fixture needs 'viewport'")
        expectError(Support.error(#"{"viewport": {"width": 1, "height": 1}}"#), path: "$", reason: "a fixture needs 'root'")
        expectError(Support.error(#"{"viewport": {"width": 1}, "root": {}}"#), path: "$.viewport",
                    reason: "the viewport needs 'height'")
        expectError(Support.error(#"{"viewport": {"width": 1, "height": 1, "scale": 0}, "root": {}}"#),
                    path: "$.viewport.scale", reason: "must be greater than 0")
    }

    @Test func unknownKeysSuggestTheNearest() {
        expectError(Support.error(#"{"viewprot": {}, "root": {}}"#), path: "$.viewprot",
                    reason: "unknown key 'viewprot' (did you mean 'viewport'?)")
        let e = Support.rootError(#"{"layout": "linear", "orientation": "vertical", "children": [{"name": "A", "Widht": 3}]}"#)
        expectError(e, path: "$.root.children[0].Widht", node: "A", reason: "unknown key 'Widht' (did you mean 'width'?)")
        #expect(e?.description == "case.json: $.root.children[0].Widht: node 'A': unknown key 'Widht' (did you mean 'width'?)")
        expectError(Support.rootError(#"{"padding": {"tpo": 1}}"#), path: "$.root.padding.tpo",
                    reason: "unknown key 'tpo' (did you mean 'top'?)")
        expectError(Support.rootError(#"{"zzzzzz": 1}"#), path: "$.root.zzzzzz", reason: "unknown key 'zzzzzz'")
    }

    @Test func wrongTypes() {
        expectError(Support.rootError(#"{"borderWidth": "2"}"#), path: "$.root.borderWidth",
                    reason: "expected a number, found a string")
        expectError(Support.rootError(#"{"width": true}"#), path: "$.root.width", reason: "found a boolean")
        expectError(Support.rootError(#"{"layout": "linear", "orientation": "vertical", "reverse": 1}"#),
                    path: "$.root.reverse", reason: "expected true or false, found a number")
        expectError(Support.rootError(#"{"layout": "frame", "children": {}}"#), path: "$.root.children",
                    reason: "expected an array, found an object")
        expectError(Support.rootError(#"{"name": 3}"#), path: "$.root.name", reason: "expected a string, found a number")
    }

    @Test func negativeAndOutOfRangeNumbers() {
        expectError(Support.rootError(#"{"width": -1}"#), path: "$.root.width", node: "root",
                    reason: "width cannot be negative (-1)")
        expectError(Support.rootError(#"{"padding": {"left": -2}}"#), path: "$.root.padding.left",
                    reason: "padding cannot be negative")
        expectError(Support.rootError(#"{"layout": "linear", "orientation": "vertical", "spacing": -3}"#),
                    path: "$.root.spacing", reason: "spacing cannot be negative")
        expectError(Support.rootError(#"{"borderWidth": -0.5}"#), path: "$.root.borderWidth",
                    reason: "borderWidth cannot be negative")
        expectError(Support.rootError(#"{"opacity": 1.5}"#), path: "$.root.opacity",
                    reason: "opacity must be between 0 and 1, found 1.5")
        expectError(Support.rootError(#"{"text": {"string": "a", "fontSize": 0}}"#), path: "$.root.text.fontSize",
                    reason: "fontSize must be greater than 0")
        expectError(Support.rootError(#"{"text": {"string": "a", "maxLines": 1.5}}"#), path: "$.root.text.maxLines",
                    reason: "expected a whole number")
    }

    @Test func badEnumsAndColours() {
        expectError(Support.rootError(#"{"visibility": "visble"}"#), path: "$.root.visibility",
                    reason: "unknown visibility 'visble' (did you mean 'visible'?); expected one of 'visible', 'invisible', 'gone'")
        expectError(Support.rootError(#"{"layout": "gird"}"#), path: "$.root.layout",
                    reason: "unknown layout 'gird' (did you mean 'grid'?); expected one of 'linear', 'frame', 'scroll'")
        expectError(Support.rootError(#"{"layout": "linear", "orientation": "verticle"}"#), path: "$.root.orientation",
                    reason: "unknown orientation 'verticle' (did you mean 'vertical'?)")
        expectError(Support.rootError(#"{"align": {"horizontal": "centre"}}"#), path: "$.root.align.horizontal",
                    reason: "unknown alignment 'centre' (did you mean 'center'?)")
        expectError(Support.rootError(#"{"text": {"string": "a", "writingMode": "verticle-rl"}}"#), path: "$.root.text.writingMode",
                    reason: "unknown writing mode 'verticle-rl' (did you mean 'vertical-rl'?); expected one of 'horizontal-tb', 'vertical-rl', 'vertical-lr'")
        expectError(Support.rootError(##"{"background": "#12345"}"##), path: "$.root.background",
                    reason: "bad colour '#12345'")
        expectError(Support.rootError(#"{"background": "bleu"}"#), path: "$.root.background",
                    reason: "bad colour 'bleu' (did you mean 'blue'?)")
    }

    @Test func badSizeExpressionPointsAtTheCharacter() {
        let e = Support.rootError(#"{"layout": "frame", "children": [{"name": "A"}, {"name": "B", "width": "A.widht * 2"}]}"#)
        expectError(e, path: "$.root.children[1].width", node: "B",
                    reason: #"bad size "A.widht * 2": expected 'width' or 'height' after 'A.' at character 3"#)
        expectError(Support.rootError(#"{"minWidth": "fill"}"#), path: "$.root.minWidth",
                    reason: "'fill' is not allowed in minWidth")
        expectError(Support.rootError(#"{"maxHeight": "average * 2"}"#), path: "$.root.maxHeight",
                    reason: "'average' is not allowed in maxHeight")
        expectError(Support.rootError(#"{"width": {"equal": "wrap"}}"#), path: "$.root.width.equal",
                    reason: "'equal' takes a plain reference")
        expectError(Support.rootError(#"{"width": {"weight": 1, "equal": "parent.width"}}"#), path: "$.root.width",
                    reason: "not both")
    }

    @Test func references() {
        func tree(_ b: String) -> String {
            #"{"layout": "frame", "children": [{"name": "A", "layout": "frame", "children": [{"name": "C"}]}, "#
                + b + "]}"
        }
        expectError(Support.rootError(tree(#"{"name": "B", "width": "X.width"}"#)), path: "$.root.children[1].width",
                    node: "B", reason: "refers to missing node 'X'")
        expectError(Support.rootError(tree(#"{"name": "B", "height": "C.height"}"#)), path: "$.root.children[1].height",
                    node: "B", reason: "only siblings, 'self' and 'parent' can be referenced; 'C' is not a sibling of 'B'")
        expectError(Support.rootError(tree(#"{"name": "B", "width": "self.width"}"#)), path: "$.root.children[1].width",
                    reason: "a node cannot equal its own width ('self.width' in width)")
        expectError(Support.rootError(tree(#"{"name": "B", "maxHeight": "self.height + 2"}"#)),
                    path: "$.root.children[1].maxHeight", reason: "a node cannot equal its own height")
        expectError(Support.rootError(tree(#"{"name": "B", "width": "B.width"}"#)), path: "$.root.children[1].width",
                    reason: "a node refers to itself as 'self'")
        expectError(Support.rootError(tree(#"{"name": "B", "width": "A.width", "height": 1}, {"name": "D", "width": "B.width"}"#)
                        .replacingOccurrences(of: #""name": "A","#, with: #""name": "A", "width": "D.width","#)),
                    path: "$.root.children[0].width", node: "A",
                    reason: "size references form a cycle: A.width -> D.width -> B.width -> A.width")
        expectError(Support.rootError(#"{"width": "self.height", "height": "self.width"}"#), path: "$.root.width",
                    reason: "cycle")
    }

    @Test func duplicateNames() {
        expectError(Support.rootError(#"{"layout": "frame", "children": [{"name": "A"}, {"name": "A"}]}"#),
                    path: "$.root.children[1]", node: "A", reason: "duplicate node name 'A' (also at $.root.children[0])")
        expectError(Support.rootError(#"{"layout": "frame", "children": [{"name": "root.1"}, {}]}"#),
                    path: "$.root.children[1]", node: "root.1", reason: "duplicate node name 'root.1'")
    }

    @Test func containerAndLeafMistakes() {
        expectError(Support.rootError(#"{"layout": "linear", "orientation": "vertical", "text": "hi"}"#), path: "$.root.text",
                    reason: "a node cannot have both 'layout' ('linear') and 'text'")
        expectError(Support.rootError(#"{"children": []}"#), path: "$.root.children", reason: "'children' needs a 'layout'")
        expectError(Support.rootError(#"{"text": "a", "image": {"width": 1, "height": 1}}"#), path: "$.root.image",
                    reason: "a leaf has at most one content key; found 'text' and 'image'")
        expectError(Support.rootError(#"{"layout": "frame", "orientation": "vertical"}"#), path: "$.root.orientation",
                    reason: "'orientation' belongs to the 'linear', 'table', 'float' and 'flow' layouts; this node's layout is 'frame'")
        expectError(Support.rootError(#"{"layout": "linear", "orientation": "vertical", "axis": "vertical"}"#),
                    path: "$.root.axis", reason: "'axis' belongs to the 'scroll' layout")
        expectError(Support.rootError(#"{"gravity": {}}"#), path: "$.root.gravity",
                    reason: "'gravity' belongs to the 'linear', 'frame', 'table', 'float' and 'flow' layouts; this node has no 'layout'")
        expectError(Support.rootError(#"{"layout": "linear"}"#), path: "$.root", reason: "needs 'orientation'")
        expectError(Support.rootError(#"{"layout": "frame", "gravity": {"horizontal": "between"}}"#),
                    path: "$.root.gravity.horizontal",
                    reason: "gravity 'between' in gravity.horizontal is unsupported by the frame layout")
    }

    @Test func imageProblems() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = Support.document(root: #"{"image": {"source": "nope.png"}}"#)
        expectError(Support.error(json, baseDirectory: folder), path: "$.root.image.source",
                    reason: "image file '\(folder)/nope.png' does not exist")
        try Data("GIF89a, not a PNG at all".utf8).write(to: URL(fileURLWithPath: folder + "/fake.png"))
        expectError(Support.error(Support.document(root: #"{"image": {"source": "fake.png"}}"#), baseDirectory: folder),
                    path: "$.root.image.source", reason: "image file '\(folder)/fake.png' is not a PNG file")
        expectError(Support.rootError(#"{"image": {"width": 3}}"#), path: "$.root.image",
                    reason: "both 'width' and 'height', or neither")
        expectError(Support.rootError(#"{"image": {}}"#), path: "$.root.image", reason: "needs a 'source'")
    }

    @Test func expectedNames() {
        let json = Support.document(root: #"{"name": "S"}"#, expected: #"{"S": [0, 0, 1, 1], "T": [0, 0, 1, 1]}"#)
        expectError(Support.error(json), path: "$.expected.T", reason: "expected frame for missing node 'T'")
        let short = Support.document(root: "{}", expected: #"{"root": [0, 0, 1]}"#)
        expectError(Support.error(short), path: "$.expected.root", reason: "expected [x, y, width, height], found 3 numbers")
        let dotted = Support.document(root: "{}", expected: #"{"root.0": [0, 0, 1, 1]}"#)
        expectError(Support.error(dotted), path: #"$.expected["root.0"]"#, reason: "missing node 'root.0'")
    }

    @Test func loadReportsUnreadableFile() {
        do {
            _ = try FixtureLoader.load(contentsOf: "/nonexistent/x.json")
            Issue.record("loaded")
        } catch {
            #expect(error == LayoutError(file: "/nonexistent/x.json", reason: "cannot read the file"))
        }
    }
}
