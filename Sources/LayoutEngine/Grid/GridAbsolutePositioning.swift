import LayoutModel

/// CSS Grid 9.1 with CSS Positioned Layout: the containing block of an absolutely positioned
/// child of a grid container is the area its placement names, where a line that is `auto` or
/// outside the grid is the padding box's edge (without scrollbar gutters); in it the child's
/// insets apply, and with auto insets its self alignment places it (its static position).
extension GridRun {
    /// The rect of absolutely positioned child `child` in a container of border-box `size`, and
    /// the basis of its percentages.
    func placeAbsolute(_ child: Int, size: Size) throws(LayoutError) -> (Rect, PercentBasis) {
        let placement = context.tree.nodes.flexItemBox(of: child)?.value
        let padding = Rect(x: box.border.left + box.scrollbar.left, y: box.border.top + box.scrollbar.top,
                           width: max(0, size.width - box.border.horizontal - box.scrollbar.horizontal),
                           height: max(0, size.height - box.border.vertical - box.scrollbar.vertical))
        let x = containingEdges(placement?.gridColumn ?? .auto, .horizontal, padding: (padding.x, padding.maxX))
        let y = containingEdges(placement?.gridRow ?? .auto, .vertical, padding: (padding.y, padding.maxY))
        let cb = Rect(x: x.start, y: y.start, width: max(0, x.end - x.start), height: max(0, y.end - y.start))
        let flipped = rightToLeft != (placement?.rightToLeft ?? false)
        context.note(child, .container, "its containing block is the grid area of grid-column "
            + "\((placement?.gridColumn ?? .auto).cssText), grid-row \((placement?.gridRow ?? .auto).cssText) (a line that is auto "
            + "or outside the grid is the padding box's edge)")
        // The static position: self alignment in the containing block (the logical start is the
        // right edge for columns right to left). A static grid container is no containing block:
        // its child's static position is then in its content box, "as if it were the sole grid
        // item in a grid area whose edges coincide with the content edges of the grid container"
        // (9.4), and `ContainingBlocks` places the child in the outer containing block.
        let inStatic = box.item.position == .static
        let area = inStatic ? padding.inset(by: box.padding) : cb
        return try AbsolutelyPositionedBox.place(child, in: cb, rightToLeft: rightToLeft, context: context) { axis, size, b in
            if axis == .horizontal {
                let free = area.width - size.width - b.margin.horizontal
                let offset = self.staticOffset(placement?.justifySelf ?? self.params.justifyItems, free: free, flipped: flipped)
                self.context.note(child, .x, GridRun.staticText("justify", placement?.justifySelf ?? self.params.justifyItems, free, offset))
                return self.rightToLeft ? area.maxX - b.margin.right - size.width - offset : area.x + b.margin.left + offset
            }
            let free = area.height - size.height - b.margin.vertical
            let offset = self.staticOffset(placement?.alignSelf ?? self.params.alignItems, free: free, flipped: false)
            self.context.note(child, .y, GridRun.staticText("align", placement?.alignSelf ?? self.params.alignItems, free, offset))
            return area.y + b.margin.top + offset
        }
    }

    /// `its static position: justify-self center in the free space 80 …: + 40` (for explanations).
    static func staticText(_ property: String, _ alignment: ItemAlignment?, _ free: Double, _ offset: Double) -> String {
        "its static position: \(property)-self \(alignment?.rawValue ?? "normal") in the free space "
            + "\(NumberFormat.short(free)) of its containing block: + \(NumberFormat.short(offset))"
    }

    /// The offset self alignment gives a box with `free` space in its containing block (from its
    /// logical start; `flipped` when the box's own direction is the other one, for self-start).
    private func staticOffset(_ alignment: ItemAlignment?, free: Double, flipped: Bool) -> Double {
        switch alignment {
        case .end?, .flexEnd?: return free
        case .center?: return free / 2
        case .selfEnd?: return flipped ? 0 : free
        case .selfStart?: return flipped ? free : 0
        default: return 0
        }
    }

    /// The physical start and end of the area `placement` names along `axis`, in the container's
    /// border-box coordinates: a line in the grid is the start of the track after it (or the end
    /// of the last track); `auto`, a span without a line, or a line outside the grid is the
    /// padding box's edge.
    private func containingEdges(_ placement: GridPlacement, _ axis: Axis, padding: (start: Double, end: Double))
        -> (start: Double, end: Double) {
        let list = tracks(axis)
        let explicit = axis == .horizontal ? explicitColumns : explicitRows
        // Tracks before the explicit grid (implicit ones made by items placed there).
        let leading = leadingTracks(axis)
        // Kept from placement (expanding the track lists again per child repeated that work).
        let names = axis == .horizontal ? columnLineNames : rowLineNames
        func line(_ l: GridLine, isStart: Bool) -> Int? {
            guard let index = GridRun.lineIndex(l, isStart: isStart, explicit: explicit, names: names) else { return nil }
            let k = index + leading
            return k >= 0 && k <= list.count ? k : nil
        }
        var start = line(placement.start, isStart: true), end = line(placement.end, isStart: false)
        if start == nil, let e = end, case .span(let n) = placement.start { start = e - n >= 0 ? e - n : nil }
        if end == nil, let s = start, case .span(let n) = placement.end { end = s + n <= list.count ? s + n : nil }
        if let s = start, let e = end, e < s { (start, end) = (e, s) }
        let origin = axis == .horizontal ? box.border.left + box.padding.left + box.scrollbar.left
            : box.border.top + box.padding.top + box.scrollbar.top
        let contentSize = inner[slot(axis)]!
        // A line as a logical offset in the content box, then physical.
        func position(_ k: Int, isEnd: Bool) -> Double {
            if isEnd, k > 0 { return list[k - 1].offset + list[k - 1].base }
            return k < list.count ? list[k].offset : (list.last.map { $0.offset + $0.base } ?? 0)
        }
        func physical(_ logical: Double) -> Double {
            origin + (axis == .horizontal && rightToLeft ? contentSize - logical : logical)
        }
        var a = start.map { physical(position($0, isEnd: false)) }, b = end.map { physical(position($0, isEnd: true)) }
        if axis == .horizontal && rightToLeft { swap(&a, &b) }
        return (a ?? padding.start, b ?? padding.end)
    }
}
