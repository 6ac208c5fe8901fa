import LayoutEngine
import LayoutModel
import Testing

/// Every combination of the flow's small options, laid out as a vertical flow and as its transpose
/// (a horizontal flow with every width and height, spacing and gravity swapped): the results must
/// be each other's transpose, every frame finite and non-negative, one frame per node, and every
/// visible child inside the flow. No option lets items overflow here: the fixed flow (300 × 250)
/// holds every line, content-limited lines break before the edge, and the one item wider than a
/// line is shrunk to it (§12.8).
@Suite struct FlowSweepTests {
    static let counts = [0, 2, 3]
    static let mainGravities: [Gravity?] = [nil, .center, .end, .between, .around, .among, .fill]
    static let crossGravities: [Gravity?] = [nil, .center, .between, .fill]
    static let spacings: [(Double, Double)] = [(0, 0), (4, 8)]
    static let sizes: [(Double, Double)?] = [(300, 250), nil]
    static let alignments: [FlowLayout.LineAlignment?] = [nil, .center, .fill, .compact]
    /// (auto-arrange, flexible spacing).
    static let variants: [(Bool, FlowLayout.FlexibleSpacing?)] = [
        (false, nil), (true, nil), (false, FlowLayout.FlexibleSpacing(itemSize: 60, minSpace: 6, maxSpace: 20, centered: true)),
    ]

    /// The items as (width, height, visibility) of the vertical flow; nil: not written.
    static let items: [(SizeValue?, SizeValue?, Visibility)] = [
        (50, 30, .visible), (nil, nil, .visible), (40, nil, .visible), (70, 20, .visible), (30, 10, .gone),
        (.percent(30), 15, .visible), (20, .wrap, .invisible), (400, 25, .visible), (.fill, 12, .visible),
    ]

    static func flowNode(_ orientation: Axis, count: Int, main: Gravity?, cross: Gravity?, spacing: (Double, Double),
                         size: (Double, Double)?, arranged: FlowLayout.LineAlignment?, lastLine: FlowLayout.LastLinePolicy,
                         variant: (Bool, FlowLayout.FlexibleSpacing?)) -> LayoutNode {
        let t = orientation == .horizontal
        func swap<T>(_ a: T, _ b: T) -> (T, T) { t ? (b, a) : (a, b) }
        let children = items.enumerated().map { k, item in
            let (w, h) = swap(item.0, item.1)
            return box("i\(k)", w, h, visibility: item.2)
        }
        let (gh, gv) = swap(main, cross)
        let (sw, sh) = swap(size.map { SizeValue.fixed($0.0) } ?? .wrap, size.map { SizeValue.fixed($0.1) } ?? .wrap)
        return flow("f", orientation, count: count, spacing: swap(spacing.0, spacing.1), gravity: (gh, gv),
                    arranged: count == 0 && arranged == .compact ? nil : arranged, lastLine: lastLine,
                    flexible: variant.1, autoArrange: variant.0, sw, sh, padding: EdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
                        .transposed(t), children)
    }

    static var cases: [(Int, Int)] { counts.flatMap { c in mainGravities.indices.map { (c, $0) } } }

    @Test(arguments: cases)
    func horizontalIsTheTransposeAndFramesAreSound(count: Int, mainGravity: Int) throws {
        let main = Self.mainGravities[mainGravity]
        for cross in Self.crossGravities {
            for spacing in Self.spacings {
                for size in Self.sizes {
                    for arranged in Self.alignments {
                        for lastLine in FlowLayout.LastLinePolicy.allCases {
                            for variant in Self.variants {
                                func make(_ o: Axis) -> LayoutNode {
                                    Self.flowNode(o, count: count, main: main, cross: cross, spacing: spacing, size: size,
                                                  arranged: arranged, lastLine: lastLine, variant: variant)
                                }
                                let label = "count \(count) gravity \(String(describing: main))/\(String(describing: cross)) "
                                    + "spacing \(spacing) size \(String(describing: size)) \(String(describing: arranged)) "
                                    + "\(lastLine) auto \(variant.0) flexible \(variant.1 != nil)"
                                try check(vertical: try layout(make(.vertical)), horizontal: try layout(make(.horizontal)), label)
                                try expectMirror(make(.vertical), label: label)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Paged flows: a grid of pages along the wrapping axis, and its transpose.
    @Test(arguments: [0, 2, 5])
    func pagedFlowsAreSoundAndTransposed(spacing: Int) throws {
        let s = Double(spacing)
        for (count, paged) in [(1, 2), (2, 4), (3, 3)] {
            func make(_ o: Axis) -> LayoutNode {
                let t = o == .horizontal
                let page = t ? Size(width: 90, height: 160) : Size(width: 160, height: 90)
                let paging = FlowLayout.Paging(count: paged, size: page, axis: t ? .vertical : .horizontal)
                let children = (0..<7).map { k in
                    let (w, h): (SizeValue?, SizeValue?) = k == 2 ? (30, nil) : (nil, nil)
                    return t ? box("i\(k)", h, w) : box("i\(k)", w, h)
                }
                return flow("f", o, count: count, spacing: t ? (s + 1, s) : (s, s + 1), paging: paging,
                            t ? 90 : .wrap, t ? .wrap : 90, padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).transposed(t),
                            children)
            }
            try check(vertical: try layout(make(.vertical)), horizontal: try layout(make(.horizontal)), "paged \(count)/\(paged)")
        }
    }

    private func check(vertical v: FrameNode, horizontal h: FrameNode, _ label: String) throws {
        #expect(v.allNodes().count == 1 + Self.items.count || label.hasPrefix("paged"), "\(label)")
        try expectSoundTranspose(vertical: v, horizontal: h, label: label, skippingGone: true, slack: 1e-9)
    }
}

private extension EdgeInsets {
    func transposed(_ t: Bool) -> EdgeInsets { t ? EdgeInsets(top: left, left: top, bottom: right, right: bottom) : self }
}
