import LayoutSnap
import Testing

/// A CSS tree in the conformance reader's attribute form, laid out unrounded with the Ahem text
/// model: what the tests written from the specifications' text lay out.
enum CSSTree {
    /// The frame tree of `tree` (one element) in `width` x max-content space, its root taking a
    /// definite width as `sizing` says; a tree using what the reader does not model is an issue.
    static func layout(_ tree: String, width: String = "max-content", sizing: CSSRootSizing = .fill,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> FrameNode {
        let xml = "<test name=\"t\"><viewport width=\"\(width)\" height=\"max-content\"/><input>\(tree)</input>"
            + "<expectations><node/></expectations></test>"
        let c = try ConformanceCase(xml: xml)
        #expect(c.unsupported == nil, "uses \(c.unsupported ?? "")", sourceLocation: sourceLocation)
        return try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutUnrounded(cssRoot: c.root, available: c.available, sizing: sizing)
    }
}
