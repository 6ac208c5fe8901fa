import LayoutEngine
import LayoutModel
import Testing

/// Every combination of child set (mixed sides, clears, weights and margins; no boundary; flexible
/// spacing), gravity, spacing, container size and in-line alignment, laid out as a vertical float
/// layout and as its transpose (a horizontal one with every width and height, margin and alignment
/// swapped). The results must be each other's transpose; every frame finite, non-negative, one per
/// node and inside its parent (the child sets are chosen to fit, so no case may overflow); and the
/// margin boxes of sibling floats never overlap, except with in-line alignment, which moves children
/// after placement (TangramKit's order).
@Suite struct FloatSweepTests {
    enum ChildSet: CaseIterable, Sendable { case mixed, noBoundary, flexible }

    /// One child: width, height, side, clear; `margin` as (top, left, bottom, right).
    struct Child {
        var width: SizeValue?, height: SizeValue?
        var side: FloatItem.Side = .start, clear = false
        var margin: (Double, Double, Double, Double)? = nil
        var visibility: Visibility = .visible
    }

    static func children(_ set: ChildSet) -> [Child] {
        switch set {
        case .mixed:
            return [Child(width: 60, height: 40), Child(width: 80, height: 30, side: .end),
                    Child(width: .percent(50), height: 20, margin: (2, 3, 4, 5)), Child(width: 100, height: 30, clear: true),
                    Child(width: 40, height: 20, side: .end, clear: true), Child(width: .fill, height: 10),
                    Child(width: 50, height: 50, visibility: .gone), Child(width: 90, height: 20, side: .end),
                    Child(width: 30, height: 15, visibility: .invisible)]
        case .noBoundary:
            return [Child(width: 60, height: 40), Child(width: 80, height: 30, margin: (2, 3, 4, 5)),
                    Child(width: 40, height: 20, clear: true), Child(width: 70, height: 10), Child(width: 20, height: 20, clear: true)]
        case .flexible:
            return [Child(width: nil, height: 30), Child(width: nil, height: 20), Child(width: 40, height: 20),
                    Child(width: nil, height: 25, side: .end), Child(width: nil, height: 10, clear: true)]
        }
    }

    static let gravities: [Gravity?] = [nil, .center, .end]
    static let spacings: [(Double, Double)] = [(0, 0), (5, 8)]
    /// The container's width and height (nil: wrap); with no boundary the float axis always wraps.
    static let sizes: [(Double?, Double?)] = [(300, 260), (300, nil), (nil, nil)]

    static func tree(_ orientation: Axis, _ set: ChildSet, gravity: Gravity?, spacing: (Double, Double),
                     size: (Double?, Double?), aligned: Bool) -> LayoutNode {
        let t = orientation == .horizontal
        func axes<T>(_ a: T, _ b: T) -> (T, T) { t ? (b, a) : (a, b) }
        let nodes = children(set).enumerated().map { k, c -> LayoutNode in
            let (w, h) = axes(c.width, c.height)
            var margin = Margins.none
            if let m = c.margin {
                let (top, left) = axes(m.0, m.1), (bottom, right) = axes(m.2, m.3)
                margin = Margins(top: .points(top), left: .points(left), bottom: .points(bottom), right: .points(right))
            }
            let lineAlignment: Alignment? = aligned ? [nil, .center, .end, .fill][k % 4] : nil
            let (ah, av) = axes(nil as Alignment?, lineAlignment)
            return box("c\(k)", w, h, margin: margin, align: ChildAlignment(horizontal: ah, vertical: av), visibility: c.visibility)
                .float(c.side, clear: c.clear)
        }
        let floatExtent: SizeValue = set == .noBoundary ? .wrap : size.0.map { .fixed($0) } ?? .wrap
        let lineExtent: SizeValue = size.1.map { .fixed($0) } ?? .wrap
        let (w, h) = axes(floatExtent, lineExtent)
        let flexible = set == .flexible ? FlexibleSpacing(itemSize: 70, minSpace: 6, maxSpace: 20) : nil
        let (top, left) = axes(1.0, 2.0), (bottom, right) = axes(3.0, 4.0)
        return floatBox("f", orientation, w, h, lineSpacing: spacing.0, itemSpacing: spacing.1, gravity: gravity,
                        noBoundary: set == .noBoundary, flexible: flexible,
                        padding: EdgeInsets(top: top, left: left, bottom: bottom, right: right), nodes)
    }

    static var cases: [(ChildSet, Int, Int, Int, Bool)] {
        ChildSet.allCases.flatMap { set in
            gravities.indices.flatMap { g in
                spacings.indices.flatMap { s in sizes.indices.flatMap { z in [false, true].map { (set, g, s, z, $0) } } }
            }
        }
    }

    @Test(arguments: cases)
    func horizontalIsTheTransposeAndFramesAreSound(set: ChildSet, gravity: Int, spacing: Int, size: Int, aligned: Bool) throws {
        func build(_ o: Axis) -> LayoutNode {
            Self.tree(o, set, gravity: Self.gravities[gravity], spacing: Self.spacings[spacing], size: Self.sizes[size],
                      aligned: aligned)
        }
        let v = try layout(build(.vertical), 400, 400)
        let h = try layout(build(.horizontal), 400, 400)
        let label = "\(set) gravity \(gravity) spacing \(spacing) size \(size) aligned \(aligned)"
        try expectMirror(build(.vertical), 400, 400, label: label)
        #expect(v.allNodes().count == 1 + Self.children(set).count)
        #expect(Set(v.allNodes().map(\.name)).count == v.allNodes().count)
        try expectSoundTranspose(vertical: v, horizontal: h, label: label)
        for node in v.allNodes() {
            guard !aligned else { continue }
            let boxes = node.children.filter { $0.visibility != .gone }.map { n in
                (n.name, Rect(x: n.frame.x - n.margin.left, y: n.frame.y - n.margin.top,
                              width: n.frame.width + n.margin.horizontal, height: n.frame.height + n.margin.vertical))
            }
            for (a, ra) in boxes {
                for (b, rb) in boxes where a < b {
                    let overlapX = min(ra.maxX, rb.maxX) - max(ra.origin.x, rb.origin.x)
                    let overlapY = min(ra.maxY, rb.maxY) - max(ra.origin.y, rb.origin.y)
                    #expect(overlapX <= 1e-9 || overlapY <= 1e-9, "\(a) and \(b) overlap")
                }
            }
        }
    }
}
