import LayoutSnap

/// A path-layout workload for `layoutsnap-bench systems`: a spiral (r = 20·θ over ten turns) of
/// circular menus, each a 120 x 120 path layout with a hub at its origin and eight items on a circle,
/// two of them small sine-wave path layouts of four dots, until the tree has about `nodes` nodes.
enum PathWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        var menus: [LayoutNode] = []
        var count = 1
        var k = 0
        while count < nodes {
            let menu = self.menu(k)
            count += menu.allNodes().count
            menus.append(menu)
            k += 1
        }
        return Path("spiral", curve { () throws(LayoutError) in try .r("20 * theta") }, origin: Point(x: 0.5, y: 0.5),
                    start: 0, end: 3600) { menus }
            .width(2800).height(2800)
    }

    /// One menu: 18 nodes; its radius varies with `k`.
    static func menu(_ k: Int) -> LayoutNode {
        let radius = 40 + 5 * (k % 3)
        return Path("menu\(k)", curve { () throws(LayoutError) in try .r("\(radius)") }, origin: Point(x: 0.5, y: 0.5),
                    originNode: "menu\(k).hub") {
            Box("menu\(k).hub", width: 24, height: 24)
            for i in 0..<8 {
                if i % 4 == 1 {
                    Path("menu\(k).wave\(i)", curve { () throws(LayoutError) in try .y("4 * sin(x / 3)") }, origin: Point(x: 0, y: 0.5),
                         spacing: .fixed(9)) {
                        for d in 0..<4 { Box("menu\(k).wave\(i).dot\(d)", width: 4, height: 4) }
                    }
                    .width(30).height(16)
                } else {
                    Box("menu\(k).item\(i)", width: 16, height: 16)
                }
            }
        }
        .width(120).height(120)
    }

    /// A curve written in this file; its text is known to parse.
    private static func curve(_ make: () throws(LayoutError) -> PathLayout.Curve) -> PathLayout.Curve {
        do { return try make() } catch { preconditionFailure("workload curve: \(error)") }
    }
}
