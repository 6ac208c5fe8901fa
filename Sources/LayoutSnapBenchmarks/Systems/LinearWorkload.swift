import LayoutSnap

/// Rows of a settings-like list: a vertical linear layout of horizontal rows, each a title and
/// eight weighted boxes (10 nodes a row).
enum LinearWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        syntheticTree(rows: max(1, nodes / 10))
    }
}

/// A frame layout of cards, each a frame with nine children docked at the nine positions (10 nodes
/// a card), the cards stacked by a vertical linear layout.
enum FrameWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        let positions: [(Alignment, Alignment)] = [.start, .center, .end].flatMap { h in [.start, .center, .end].map { (h, $0) } }
        let cards = (0..<max(1, nodes / 10)).map { c in
            LayoutNode(name: "card\(c)", kind: .container(.frame(FrameLayout()), children: positions.enumerated().map { k, p in
                LayoutNode(name: "c\(c).\(k)", kind: .leaf(.empty), width: .fixed(20), height: .fixed(10),
                           alignment: ChildAlignment(horizontal: p.0, vertical: p.1))
            }), width: .fill, height: .fixed(40), padding: EdgeInsets(all: 2))
        }
        return LayoutNode(name: "root", kind: .container(.linear(LinearLayout(orientation: .vertical, spacing: 2)), children: cards),
                          width: .fixed(800), height: .wrap)
    }
}
