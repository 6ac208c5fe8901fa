// Flexbox in the DSL:
//
//     Flex("bar", justify: .spaceBetween, alignItems: .center, gap: 8) {
//         Box("icon", width: 24, height: 24)
//         Text("title", "Inbox").flexItem(grow: 1)
//     }

/// A CSS flex container (`"layout": "flex"`).
public func Flex(_ name: String, direction: FlexLayout.Direction = .row, wrap: FlexLayout.Wrap = .nowrap,
                 justify: ContentAlignment? = nil, alignItems: ItemAlignment? = nil, alignContent: ContentAlignment? = nil,
                 gap: Double = 0, @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    let flex = FlexLayout(direction: direction, wrap: wrap, justifyContent: justify, alignItems: alignItems,
                          alignContent: alignContent, rowGap: .points(gap), columnGap: .points(gap))
    return LayoutNode(name: name, kind: .container(.flex(flex), children: children()))
}

extension LayoutNode {
    /// Flex item properties (`"flexItem"` in fixtures): grow and shrink factors, the flex basis in
    /// points (nil: auto), `align-self` and an aspect ratio (width / height).
    public func flexItem(grow: Double = 0, shrink: Double = 1, basis: Double? = nil,
                         alignSelf: ItemAlignment? = nil, aspectRatio: Double? = nil) -> LayoutNode {
        var copy = self
        var item = flexItem ?? FlexItem()
        item.grow = grow; item.shrink = shrink; item.basis = basis.map { .points($0) } ?? .auto
        item.alignSelf = alignSelf; item.aspectRatio = aspectRatio
        copy.flexItem = item
        return copy
    }
}

extension LayoutNode {
    /// CSS box properties (`"flexItem"` keys `margin`, `border`, `position`, `inset`, `boxSizing`,
    /// `overflow`): margins that may be `.auto`, border widths, absolute positioning with insets,
    /// the box-sizing model and overflow on both axes. Parameters left nil keep their value.
    public func cssBox(margin: CSSEdges? = nil, border: CSSEdges? = nil, position: FlexItem.Position? = nil,
                       inset: CSSEdges? = nil, boxSizing: FlexItem.BoxSizing? = nil,
                       overflow: FlexItem.Overflow? = nil) -> LayoutNode {
        var copy = self
        var item = flexItem ?? FlexItem()
        if let margin { item.margin = margin }
        if let border { item.border = border }
        if let position { item.position = position }
        if let inset { item.inset = inset }
        if let boxSizing { item.boxSizing = boxSizing }
        if let overflow { item.overflowX = overflow; item.overflowY = overflow }
        copy.flexItem = item
        return copy
    }

    /// CSS `float` and `clear` of a child of a block container (`"flexItem"` keys `float` and
    /// `clear`, CSS 2.1 §9.5): `Block("article") { Box("figure", width: 120, height: 80).cssFloat(.left) }`.
    /// (`float(_:clear:)` places a child of a TangramKit float layout.) Parameters left nil keep
    /// their value.
    public func cssFloat(_ side: FlexItem.FloatSide? = nil, clear: FlexItem.Clear? = nil) -> LayoutNode {
        var copy = self
        var item = flexItem ?? FlexItem()
        if let side { item.float = side }
        if let clear { item.clear = clear }
        copy.flexItem = item
        return copy
    }
}
