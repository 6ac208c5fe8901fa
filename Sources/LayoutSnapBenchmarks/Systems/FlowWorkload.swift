import LayoutSnap

/// A realistic flow-layout tree for `layoutsnap-bench systems`: a page of sections stacked by a
/// one-per-line flow; each section is a three-column masonry flow (auto-arrange) of cards; each
/// card is a content-limited tag cloud (rows spread by `between`, tags centred in their row) with
/// a full-width title on top. Tag widths and heights vary deterministically.
enum FlowWorkload {
    static let tagsPerCard = 12
    static let cardsPerSection = 20
    /// Nodes in one section: itself, its cards, and each card's title and tags.
    static var sectionNodes: Int { 1 + cardsPerSection * (2 + tagsPerCard) }

    /// About `nodes` nodes (whole sections, at least one), rooted at a 1200-wide page.
    static func tree(nodes: Int) -> LayoutNode {
        let sections = max(1, (nodes - 1) / sectionNodes)
        var page = Flow("page", .vertical, arrangedCount: 1, spacing: 12) {
            for s in 0..<sections { section(s) }
        }
        page.width = .fixed(1200)
        page.height = .wrap
        page.padding = EdgeInsets(all: 16)
        return page
    }

    private static func section(_ s: Int) -> LayoutNode {
        var node = Flow("s\(s)", .vertical, arrangedCount: 3, spacing: 8, autoArrange: true) {
            for c in 0..<cardsPerSection { card(s, c) }
        }
        .gravity(horizontal: .fill)
        node.width = .fill
        node.height = .wrap
        node.padding = EdgeInsets(all: 8)
        return node
    }

    private static func card(_ s: Int, _ c: Int) -> LayoutNode {
        var node = Flow("s\(s)c\(c)", .vertical, spacing: 4, arrangedGravity: .center) {
            Box("s\(s)c\(c)title", height: 18).width(.fill)
            for t in 0..<tagsPerCard {
                let k = s * 7_919 + c * 131 + t * 37
                Box("s\(s)c\(c)t\(t)", width: Double(24 + k % 61), height: Double(16 + (k % 3) * 4))
            }
        }
        .gravity(horizontal: .between)
        node.height = .wrap
        node.padding = EdgeInsets(all: 6)
        return node
    }
}
