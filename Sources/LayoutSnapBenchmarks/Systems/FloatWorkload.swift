import LayoutSnap

/// A float-layout workload for `layoutsnap-bench systems`: a page that floats cards of three widths
/// (so they slot up beside taller earlier ones), each card an article-like float layout (a thumbnail
/// floating left, a badge right, a title and a body sharing the room between them, a row of tags
/// without a boundary, a footer that clears), until the tree has about `nodes` nodes.
enum FloatWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        var cards: [LayoutNode] = []
        var count = 1
        var k = 0
        while count < nodes {
            let card = self.card(k)
            count += card.allNodes().count
            cards.append(card)
            k += 1
        }
        return Float("page", .vertical, lineSpacing: 12, itemSpacing: 12) { cards }
            .width(1200).height(.wrap).padding(16)
    }

    /// One card: 12 nodes; its width and body height vary with `k`.
    static func card(_ k: Int) -> LayoutNode {
        let width = [280.0, 380, 180][k % 3]
        let bodyHeight = Double(30 + 20 * (k % 4))
        return Float("card\(k)", .vertical, lineSpacing: 6, itemSpacing: 8) {
            Box("card\(k).thumb", width: 64, height: 64)
            Box("card\(k).badge", width: 36, height: 18).float(.end)
            Box("card\(k).title", height: 20).width(.fill)
            Box("card\(k).body", height: bodyHeight).width(.percent(100))
            Float("card\(k).tags", .vertical, itemSpacing: 4, noBoundary: true) {
                for t in 0..<4 { Box("card\(k).tag\(t)", width: Double(24 + 8 * t), height: 14) }
            }
            .width(.wrap).height(.wrap).float(clear: true)
            Box("card\(k).footer", height: 16).width(.fill).float(.start, clear: true)
        }
        .width(.fixed(width)).height(.wrap).padding(8)
    }
}
