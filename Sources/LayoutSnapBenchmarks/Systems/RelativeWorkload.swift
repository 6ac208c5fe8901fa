import LayoutSnap

/// A relative layout of cards, each card below the previous one (`top: prev.bottom + 4`), and each
/// card a relative layout of nine children anchored to the card and to each other: an avatar, a
/// title right of it, a subtitle under the title, a badge at the right edge, a divider between
/// the avatar and the badge, ... (10 nodes a card).
enum RelativeWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        let count = max(1, nodes / 10)
        let cards = (0..<count).map { c -> LayoutNode in
            let p = "r\(c)."
            func leaf(_ n: String, _ w: SizeValue?, _ h: SizeValue?, _ anchors: [RelativeEdge: String]) -> LayoutNode {
                var node = LayoutNode(name: p + n, kind: .leaf(.empty), width: w, height: h)
                var a = RelativeAnchors()
                for (edge, text) in anchors { a[edge] = try? AnchorValue.parse(text, for: edge).get() }
                node.anchors = a
                return node
            }
            let children = [
                leaf("avatar", .fixed(40), .fixed(40), [.left: "8", .centerY: "0"]),
                leaf("badge", .fixed(24), .fixed(16), [.right: "8", .top: "8"]),
                leaf("title", nil, .fixed(18), [.left: "\(p)avatar.right + 8", .right: "\(p)badge.left - 8", .top: "8"]),
                leaf("subtitle", nil, .fixed(14), [.left: "\(p)title.left", .right: "\(p)title.right", .top: "\(p)title.bottom + 4"]),
                leaf("time", .fixed(40), .fixed(12), [.right: "\(p)badge.right", .bottom: "8"]),
                leaf("divider", nil, .fixed(1), [.left: "\(p)avatar.right", .right: "parent.right", .bottom: "parent.bottom"]),
                leaf("dot", .fixed(6), .fixed(6), [.centerX: "\(p)badge.centerX", .top: "\(p)badge.bottom + 2"]),
                leaf("tag", .fixed(30), .fixed(12), [.left: "\(p)subtitle.left", .top: "\(p)subtitle.bottom + 2"]),
                leaf("star", .fixed(12), .fixed(12), [.left: "\(p)tag.right + 4", .centerY: "\(p)tag.centerY"]),
            ]
            var card = LayoutNode(name: "r\(c)", kind: .container(.relative(RelativeLayout()), children: children),
                                  width: .fill, height: .fixed(72))
            var a = RelativeAnchors()
            a[.top] = c == 0 ? AnchorValue(.parent, .top) : AnchorValue(.node("r\(c - 1)"), .bottom, offset: 4)
            card.anchors = a
            return card
        }
        return LayoutNode(name: "root", kind: .container(.relative(RelativeLayout()), children: cards),
                          width: .fixed(800), height: .wrap)
    }
}
