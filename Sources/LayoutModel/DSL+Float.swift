// Float layouts in the DSL:
//
//     Float("article", .vertical, lineSpacing: 8, itemSpacing: 8) {
//         Box("photo", width: 120, height: 90)
//         Box("aside", width: 80, height: 60).float(.end)
//         Text("body", "...").width(.fill)
//         Box("footer", width: 300, height: 20).float(clear: true)
//     }

/// A float container (`"layout": "float"`): children float to the start or, with `.float(.end)`, to
/// the end of their line into the highest slot where they fit (see `FloatLayout`).
public func Float(_ name: String, _ orientation: Axis, lineSpacing: Double = 0, itemSpacing: Double = 0,
                  gravity: Gravity? = nil, noBoundary: Bool = false, flexibleSpacing: FlexibleSpacing? = nil,
                  @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    let layout = FloatLayout(orientation: orientation, lineSpacing: lineSpacing, itemSpacing: itemSpacing,
                             gravity: gravity, noBoundary: noBoundary, flexibleSpacing: flexibleSpacing)
    return LayoutNode(name: name, kind: .container(.float(layout), children: children()))
}

extension LayoutNode {
    /// How this node floats in a float parent (`"float"` in fixtures): to the start or the end of its
    /// line, and whether it clears the earlier floats on that side.
    public func float(_ side: FloatItem.Side = .start, clear: Bool = false) -> LayoutNode {
        var copy = self
        copy.floatItem = FloatItem(side: side, clear: clear)
        return copy
    }
}
