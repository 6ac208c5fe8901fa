import LayoutEngine
import LayoutModel
import Testing

/// Every combination of how a node is placed on each axis of a relative container (to the parent's
/// near edge, to a sibling's far edge, to the far edge, centred, between both edges, in a centering
/// group, in an equal-share group, between two bounds), with a fixed or content-sized container,
/// with and without padding. Each result must be sound (finite, non-negative, one frame per node,
/// inside a fixed-size container: a content-sized one does not count children placed against its
/// far edge or centre, TangramKit §8.6, so they may overflow it), the transpose (every horizontal anchor written vertically and back) must
/// give the transposed frames, and right to left must be the mirror of left to right.
@Suite struct RelativeSweepTests {
    /// How `b` is placed on one axis; `a` is always at the near edge with size 30, `c` at the far edge.
    enum Placement: CaseIterable, Sendable { case near, afterSibling, far, centred, stretched, group, share, bounded }

    static let combinations: [(Placement, Placement)] = Placement.allCases.flatMap { h in Placement.allCases.map { (h, $0) } }

    static func tree(_ placements: (Placement, Placement), transposed: Bool, wrap: Bool, padding: Double) throws -> LayoutNode {
        // Written for the horizontal axis (left/right/centerX/width) and the vertical one; the
        // transpose swaps them.
        func edge(_ e: RelativeEdge, _ axis: Axis) -> RelativeEdge {
            let a = transposed ? axis.cross : axis
            switch e {
            case .left, .top: return RelativeEdge.leading(a)
            case .right, .bottom: return RelativeEdge.trailing(a)
            default: return RelativeEdge.center(a)
            }
        }
        var a = RelativeAnchors(), b = RelativeAnchors(), c = RelativeAnchors()
        var bSize: [Axis: SizeValue?] = [:]
        for (axis, p) in [(Axis.horizontal, placements.0), (.vertical, placements.1)] {
            let lead = edge(.left, axis), trail = edge(.right, axis), centre = edge(.centerX, axis)
            let axisT = transposed ? axis.cross : axis
            a[lead] = AnchorValue(.parent, lead)
            c[trail] = AnchorValue(.parent, trail)
            bSize[axisT] = .fixed(20)
            switch p {
            case .near: b[lead] = AnchorValue(.parent, lead, offset: 5)
            case .afterSibling: b[lead] = AnchorValue(.node("a"), trail, offset: 4)
            case .far: b[trail] = AnchorValue(.parent, trail, offset: -6)
            case .centred: b[centre] = AnchorValue(.parent, centre, offset: 3)
            case .stretched:
                b[lead] = AnchorValue(.node("a"), trail, offset: 2); b[trail] = AnchorValue(.node("c"), lead, offset: -2)
                bSize[axisT] = .some(nil)
            case .group: b.centerGroups[axisT] = [GroupMember("c", gap: 8)]
            case .share: b.shareGroups[axisT] = [GroupMember("c", gap: 6)]; bSize[axisT] = .some(nil)
            case .bounded:
                b.bounds[lead] = AnchorValue(.node("a"), trail, offset: 1)
                b.bounds[trail] = AnchorValue(.node("c"), lead, offset: -1)
            }
        }
        func leaf(_ n: String, _ anchors: RelativeAnchors, _ w: SizeValue?, _ h: SizeValue?) -> LayoutNode {
            var node = LayoutNode(name: n, kind: .leaf(.empty), width: w, height: h)
            node.anchors = anchors
            return node
        }
        let size: SizeValue = wrap ? .wrap : .fixed(200)
        return relative("r", size, size, padding: EdgeInsets(all: padding), [
            leaf("a", a, 30, 30),
            leaf("b", b, bSize[.horizontal] ?? nil, bSize[.vertical] ?? nil),
            leaf("c", c, 25, 25),
        ])
    }

    @Test(arguments: combinations)
    func soundTransposedAndMirrored(h: Placement, v: Placement) throws {
        for wrap in [false, true] {
            for padding in [0.0, 7] {
                let label = "\(h)/\(v) wrap \(wrap) padding \(padding)"
                let tree = try Self.tree((h, v), transposed: false, wrap: wrap, padding: padding)
                let f = try layout(tree)
                let t = try layout(try Self.tree((h, v), transposed: true, wrap: wrap, padding: padding))
                #expect(f.allNodes().count == 4, "\(label)")
                for node in f.allNodes() {
                    let r = node.frame
                    #expect([r.x, r.y, r.width, r.height].allSatisfy { $0.isFinite } && r.width >= 0 && r.height >= 0, "\(label): \(node.name)")
                    #expect(frameOf(t, node.name) == rect(r.y, r.x, r.height, r.width), "\(label): \(node.name) transposed")
                }
                for child in f.children where !wrap {
                    let c = child.frame
                    #expect(c.x >= 0 && c.y >= 0 && c.maxX <= f.frame.width + 1e-9 && c.maxY <= f.frame.height + 1e-9,
                            "\(label): \(child.name) inside")
                }
                try expectMirror(tree, label: label)
            }
        }
    }
}
