// Flow layouts in the DSL:
//
//     Flow("tags", .vertical, spacing: 6) {
//         for tag in tags { Text(tag, tag) }
//     }
//     .gravity(horizontal: .between)
//
//     Flow("grid", .vertical, arrangedCount: 3, horizontalSpacing: 8, verticalSpacing: 8,
//          arrangedGravity: .center, lastLine: .auto) { ... }

/// A flow container (`"layout": "flow"`): children fill lines along `orientation`'s other axis;
/// a line ends after `arrangedCount` items, or (0) when the next item does not fit.
/// `spacing` sets both gaps; `horizontalSpacing`/`verticalSpacing` override it per axis.
/// `paging` needs `arrangedCount > 0`, a `count` that is a multiple of it, and the flow's size on
/// `paging.axis` set to `.wrap` (as the fixture decoder checks).
public func Flow(_ name: String, _ orientation: Axis, arrangedCount: Int = 0, spacing: Double = 0,
                 horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                 arrangedGravity: FlowLayout.LineAlignment? = nil, lastLine: FlowLayout.LastLinePolicy = .no,
                 flexibleSpacing: FlowLayout.FlexibleSpacing? = nil, paging: FlowLayout.Paging? = nil,
                 autoArrange: Bool = false, @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    let flow = FlowLayout(orientation: orientation, arrangedCount: arrangedCount,
                          horizontalSpacing: horizontalSpacing ?? spacing, verticalSpacing: verticalSpacing ?? spacing,
                          arrangedGravity: arrangedGravity, lastLine: lastLine, flexibleSpacing: flexibleSpacing,
                          paging: paging, autoArrange: autoArrange)
    return LayoutNode(name: name, kind: .container(.flow(flow), children: children()))
}
