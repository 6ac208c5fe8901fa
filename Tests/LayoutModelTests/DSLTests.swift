import Foundation
import Testing
@testable import LayoutModel

@Suite struct DSLTests {
    static let json = ##"""
        {"name": "S", "layout": "linear", "orientation": "vertical", "spacing": 8,
         "gravity": {"horizontal": "center"}, "reverse": true, "implicitWeight": true,
         "width": "fill", "height": "wrap + 8", "padding": {"horizontal": 16, "top": 4},
         "background": "#ffffff", "borderColor": "#000000", "borderWidth": 2, "cornerRadius": 6, "opacity": 0.5,
         "children": [
           {"name": "title", "text": {"string": "Hello", "fontSize": 17, "maxLines": 1}},
           {"name": "A", "intrinsic": {"width": 40, "height": 40}, "margin": {"left": "20%", "top": 2},
            "align": {"horizontal": "end"}},
           {"name": "row", "layout": "frame", "gravity": {"vertical": "fill"}, "minHeight": 10, "maxHeight": "50%",
            "children": [{"name": "item0", "intrinsic": {"width": 10}}, {"name": "item1", "intrinsic": {"width": 10}},
                         {"name": "item2", "intrinsic": {"width": 10}}]},
           {"name": "list", "layout": "scroll", "axis": "horizontal", "visibility": "gone",
            "width": {"equal": "A.width", "multiple": 2}, "minWidth": 5, "maxWidth": 500, "margin": 3,
            "children": [{"name": "pic", "image": {"width": 4, "height": 3}}]}
         ]}
        """##

    @Test func dslTreeEqualsTheDecodedJSON() throws {
        let showTitle = true
        let missing: LayoutNode? = nil
        let built = Linear("S", .vertical, spacing: 8) {
            if showTitle {
                Text("title", "Hello", size: 17).textStyle(maxLines: 1)
            } else {
                Box("placeholder")
            }
            missing
            Box("A", width: 40, height: 40).margin(top: 2, left: .percent(20)).align(horizontal: .end)
            Frame("row") {
                for i in 0..<3 { Box("item\(i)", width: 10) }
            }
            .gravity(vertical: .fill).minHeight(10).maxHeight(.percent(50))
            Scroll("list", axis: .horizontal) {
                Image("pic", size: Size(width: 4, height: 3))
            }
            .visibility(.gone).width(.equal(SizeReference(.node("A"), .horizontal), multiple: 2))
            .minWidth(5).maxWidth(500).margin(3)
        }
        .gravity(horizontal: .center).reverse().implicitWeight()
        .size(width: .fill, height: SizeValue(.wrap, increment: 8))
        .padding(horizontal: 16).padding(top: 4)
        .background(.white).border(.black, width: 2).cornerRadius(6).opacity(0.5)

        let decoded = try FixtureLoader.decode(json: Support.document(root: Self.json)).root
        #expect(built.children == decoded.children)
        #expect(built == decoded)
        try built.validate()
    }

    @Test func builderForms() {
        let flag = false
        let nodes = Frame("F") {
            [Box("a"), Box("b")]
            if flag { Box("never") }
            if #available(macOS 13, *) { Empty("c") }
        }
        #expect(nodes.children.map(\.name) == ["a", "b", "c"])
        #expect(nodes.children[2].content == .empty)
        #expect(Box("x").content == .intrinsic(width: nil, height: nil))
    }

    @Test func modifiersLeaveOtherValuesAlone() {
        let node = Box("a").margin(10).margin(left: .percent(5)).padding(4).padding(bottom: 1)
            .width(100).height(50.5).align(vertical: .center).align(horizontal: .start)
        #expect(node.margin == Margins(top: 10, left: .percent(5), bottom: 10, right: 10))
        #expect(node.padding == EdgeInsets(top: 4, left: 4, bottom: 1, right: 4))
        #expect(node.width == .fixed(100))
        #expect(node.height == .fixed(50.5))
        #expect(node.alignment == ChildAlignment(horizontal: .start, vertical: .center))
        let linear = Linear("L", .horizontal) {}.spacing(3).gravity(vertical: .among)
        #expect(linear.layout == .linear(LinearLayout(orientation: .horizontal, spacing: 3, verticalGravity: .among)))
    }

    @Test func validateCatchesDSLMistakes() {
        let tree = Frame("F") {
            Box("a")
            Box("b").width(.equal(SizeReference(.node("zz"), .horizontal)))
        }
        #expect(throws: LayoutError(path: "$.root.children[1].width", node: "b", reason: "refers to missing node 'zz'")) {
            try tree.validate()
        }
    }
}
