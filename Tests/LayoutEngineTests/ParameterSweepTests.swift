import LayoutEngine
import LayoutModel
import Testing

/// Every combination of the small options of the linear and frame layouts, with invariant checks
/// on every result.
@Suite struct ParameterSweepTests {
    static let gravities: [Gravity?] = [nil] + Gravity.allCases

    /// Finite values, non-negative sizes, one frame per node, and (unless told otherwise) every
    /// child inside its container.
    func checkInvariants(_ node: LayoutNode, _ frame: FrameNode, allowOverflow: Bool, _ label: String) {
        #expect(node.allNodes().count == frame.allNodes().count, Comment(rawValue: label))
        for f in frame.allNodes() {
            let r = f.frame
            #expect([r.x, r.y, r.width, r.height].allSatisfy { $0.isFinite }, Comment(rawValue: "\(label) \(f.name)"))
            #expect(r.width >= 0 && r.height >= 0, Comment(rawValue: "\(label) \(f.name)"))
            guard !allowOverflow else { continue }
            for c in f.children where c.visibility != .gone {
                let inside = c.frame.x >= -1e-9 && c.frame.y >= -1e-9
                    && c.frame.maxX <= r.width + 1e-9 && c.frame.maxY <= r.height + 1e-9
                #expect(inside, Comment(rawValue: "\(label): \(c.name) \(c.frame) outside \(f.name) \(r)"))
            }
        }
    }

    func children(_ axis: Axis) -> [LayoutNode] {
        [
            box("fixed", 40, 30, margin: Margins(top: .points(2), left: .points(3))),
            box("weighted", axis == .horizontal ? .weight(1) : 20, axis == .vertical ? .weight(1) : 20),
            box("gone", 50, 50, visibility: .gone),
            box("percent", .percent(20), .percent(10), margin: Margins(right: .points(4))),
            LayoutNode(name: "text", kind: .leaf(.text(TextContent("a bb ccc dddd", font: Font(family: "Ahem", size: 10))))),
        ]
    }

    @Test(arguments: Axis.allCases, [false, true])
    func linearSweep(orientation: Axis, reverse: Bool) throws {
        for main in Self.gravities {
            for cross in Self.gravities {
                for spacing in [0.0, 7] {
                    for wrap in [false, true] {
                        let g = orientation == .horizontal ? (main, cross) : (cross, main)
                        let node = linear("L", orientation, spacing: spacing, wrap ? .wrap : 300, wrap ? .wrap : 200,
                                          gravity: g, reverse: reverse, padding: EdgeInsets(all: 5), children(orientation))
                        let f = try layout(frame("root", 600, 600, [node]), 600, 600)
                        let label = "\(orientation) \(String(describing: main))/\(String(describing: cross)) s\(spacing) wrap \(wrap) rev \(reverse)"
                        checkInvariants(node, f.children[0], allowOverflow: false, label)
                        try expectMirror(frame("root", 600, 600, [node]), 600, 600, label: label)
                    }
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func frameSweep(wrap: Bool) throws {
        for h in Self.gravities where h == nil || [.start, .center, .end, .fill].contains(h!) {
            for v in Self.gravities where v == nil || [.start, .center, .end, .fill].contains(v!) {
                let node = frame("F", wrap ? .wrap : 300, wrap ? .wrap : 200, gravity: (h, v), padding: EdgeInsets(all: 5),
                                 children(.horizontal))
                let f = try layout(frame("root", 600, 600, [node]), 600, 600)
                checkInvariants(node, f.children[0], allowOverflow: false, "frame \(String(describing: h))/\(String(describing: v)) wrap \(wrap)")
                try expectMirror(frame("root", 600, 600, [node]), 600, 600, label: "frame \(String(describing: h))/\(String(describing: v))")
            }
        }
    }
}
