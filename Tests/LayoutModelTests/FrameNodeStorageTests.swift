import LayoutModel
import Testing

/// `FrameNode` keeps its children, text lines and curve in one field; it must still behave as a
/// plain value: copies are independent, and equality and hashing see only the properties.
@Suite struct FrameNodeStorageTests {
    func node(_ name: String, _ children: [FrameNode] = []) -> FrameNode {
        FrameNode(name: name, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                  absolute: Rect(x: 0, y: 0, width: 10, height: 10), children: children)
    }

    let lines = TextLayout(lines: [TextLine(text: "hi", x: 0, baseline: 8, width: 20)], size: Size(width: 20, height: 10))

    @Test func changingTheChildrenOfACopyLeavesTheOriginalAlone() {
        let original = node("root", [node("a"), node("b")])
        var copy = original
        copy.children[1].visibility = .gone
        copy.children.append(node("c"))
        #expect(original.children.map(\.name) == ["a", "b"] && original.children[1].visibility == .visible)
        #expect(copy.children.map(\.name) == ["a", "b", "c"] && copy.children[1].visibility == .gone)
    }

    @Test func aNodeWithTextOrACurveKeepsItsChildrenAndCopiesStayApart() {
        var original = node("root", [node("a")])
        original.text = lines
        original.curve = [[Point(x: 0, y: 0), Point(x: 5, y: 5)]]
        var copy = original
        copy.children[0].name = "renamed"
        copy.curve = nil
        #expect(original.children[0].name == "a" && original.text == lines && original.curve?.first?.count == 2)
        #expect(copy.children[0].name == "renamed" && copy.text == lines && copy.curve == nil)
        // Setting the text back to nil leaves a node equal, and hashing equal, to one built without.
        copy.text = nil
        copy.children[0].name = "a"
        #expect(copy == node("root", [node("a")]))
        #expect(copy.hashValue == node("root", [node("a")]).hashValue)
        #expect(original != copy)
    }

    @Test func updatingChildrenInPlaceChangesOnlyThisCopy() {
        var original = node("root", [node("a"), node("b")])
        original.text = lines
        var copy = original
        let count = copy.updateChildren { children -> Int in
            children[0].name = "renamed"
            children.append(node("c"))
            return children.count
        }
        #expect(count == 3)
        #expect(copy.children.map(\.name) == ["renamed", "b", "c"] && copy.text == lines)
        #expect(original.children.map(\.name) == ["a", "b"] && original.text == lines)
        // A node without text or a curve, changed twice in place.
        var plain = node("root", [node("a")])
        plain.updateChildren { $0[0].frame.size.width = 4 }
        plain.updateChildren { $0[0].frame.size.width += 1 }
        #expect(plain.children[0].frame.size.width == 4 + 1)
    }

    @Test func textGivenToTheInitializerIsKept() {
        let leaf = FrameNode(name: "t", frame: .zero, absolute: .zero, text: lines, children: [node("x")])
        #expect(leaf.text == lines && leaf.children.map(\.name) == ["x"] && leaf.curve == nil)
    }
}
