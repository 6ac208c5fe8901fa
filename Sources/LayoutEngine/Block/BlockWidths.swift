import LayoutModel

/// CSS 2.1 §10.3.3: the widths and horizontal margins of block-level boxes in normal flow, and the
/// content width a block container takes when its own width is intrinsic.
extension BlockRun {
    /// The container's intrinsic content width: the widest child's outer width at its
    /// max-content (`request` `.unbounded`) or min-content (`.minContent`) width. For max-content, floats
    /// (§9.5) and a box that establishes a formatting context (which goes beside them) are put
    /// on one line, as browsers do: the floats since the last in-flow child add up on their
    /// sides, and such a box's width adds to theirs, its margins counted from the content edges
    /// (a float takes the place of as much of them); any other in-flow child starts a new line
    /// (its width counts alone), and `clear` on a float or such a box starts the cleared sides
    /// afresh. For min-content every float and child counts alone.
    func intrinsicContentWidth(_ request: AxisProposal) throws(LayoutError) -> Double {
        var widest = 0.0
        var sides = (left: 0.0, right: 0.0)
        for c in flow {
            let width: Double
            if let d = c.box.definite(.horizontal) {
                width = c.box.clamp(d, .horizontal)
            } else if let w = try ratioWidth(of: c) {
                width = w
            } else {
                let measured = try FlexAlgorithm.measure(child: c.child, box: c.box, isLeaf: c.isLeaf,
                                                   Proposal(width: request, height: .unbounded), context: context).width
                width = c.box.clamp(measured, .horizontal)
            }
            let outer = max(0, width + c.box.margin.horizontal)
            guard request == .unbounded else { widest = max(widest, outer); continue }
            let float = c.box.item.float
            let besideFloats = float == .none && !joinsContext(c) && !context.isTextLeaf(c.child)
            if float != .none || besideFloats {
                let clear = c.box.item.clear
                if clear != .none { widest = max(widest, sides.left + sides.right) }
                if clear == .left || clear == .both { sides.left = 0 }
                if clear == .right || clear == .both { sides.right = 0 }
            }
            switch float {
            case .left: sides.left += outer
            case .right: sides.right += outer
            case .none:
                if besideFloats {
                    // Beside floats its positive margins count from the content edges, so the
                    // floats take the place of as much of them (browsers); negative ones still
                    // take from the floats' width.
                    let m = c.box.margin
                    let left = m.left >= 0 ? max(sides.left, m.left) : sides.left + m.left
                    let right = m.right >= 0 ? max(sides.right, m.right) : sides.right + m.right
                    widest = max(widest, max(0, left + width + right), sides.left + sides.right)
                } else {
                    widest = max(widest, max(outer, sides.left + sides.right))
                }
                sides = (0, 0)
            }
        }
        return max(widest, sides.left + sides.right)
    }

    /// The border-box width of `c`: its definite width, else (auto or `stretch`) the content
    /// width less its margins; `min-content`, `max-content` and `fit-content` (CSS Sizing 3)
    /// size it to its content, fit-content within the content width less its margins; clamped by
    /// its minimum and maximum widths.
    func width(of c: BlockChild) throws(LayoutError) -> Double {
        if let d = c.box.definite(.horizontal) { return try clampWidth(c, d) }
        if let w = try ratioWidth(of: c) {
            // (Already clamped, the content minimum winning over a transferred maximum.)
            guard c.box.item.minWidthKeyword != nil || c.box.item.maxWidthKeyword != nil else { return w }
            return try clampWidth(c, w)
        }
        let available = max(0, inner[0]! - c.box.margin.horizontal)
        switch c.box.item.widthKeyword {
        case .minContent?: return try clampWidth(c, try contentWidth(of: c, .minContent))
        case .maxContent?: return try clampWidth(c, try contentWidth(of: c, .unbounded))
        case .fitContent?:
            let fit = min(max(try contentWidth(of: c, .minContent), available), try contentWidth(of: c, .unbounded))
            return try clampWidth(c, fit)
        case .stretch?, .content?, nil: return try clampWidth(c, available)
        }
    }

    /// The width of `c` from its definite height through its aspect ratio, if it has both, before
    /// its minimum and maximum widths: at least its min-content width capped by its max width, as
    /// CSS Sizing 4 §5.1 makes the automatic minimum size in the ratio-dependent axis of a box that
    /// is neither replaced nor a scroll container.
    func ratioWidth(of c: BlockChild) throws(LayoutError) -> Double? {
        guard let h = c.box.definite(.vertical), let t = c.box.transfer(c.box.clamp(h, .vertical), from: .vertical) else { return nil }
        var w = c.box.clamp(t, .horizontal)
        if c.box.hasContentMinimum(.horizontal, of: c.child, in: context) {
            let p = Proposal(width: .minContent, height: .exactly(c.box.clamp(h, .vertical)), containingWidth: inner[0])
            let content = try FlexAlgorithm.measure(child: c.child, box: c.box, isLeaf: c.isLeaf, p, context: context).width
            // A minimum: a maximum that max-height transfers through the ratio does not undercut it
            // (Chromium), only the written max-width.
            w = max(w, min(content, c.box.writtenMax[0]))
        }
        return w
    }

    /// `width` clamped by `c`'s minimum and maximum widths, keyword ones (CSS Sizing 3) resolved
    /// against the content width less its margins (`stretch`) or its content: the maximum first,
    /// the minimum winning.
    func clampWidth(_ c: BlockChild, _ width: Double) throws(LayoutError) -> Double {
        var w = c.box.clamp(width, .horizontal)
        guard c.box.item.minWidthKeyword != nil || c.box.item.maxWidthKeyword != nil else { return w }
        let available = max(0, inner[0]! - c.box.margin.horizontal)
        func resolve(_ keyword: SizeKeyword) throws(LayoutError) -> Double {
            switch keyword {
            case .stretch: return available
            case .minContent: return try contentWidth(of: c, .minContent)
            case .maxContent, .content: return try contentWidth(of: c, .unbounded)
            case .fitContent: return min(max(try contentWidth(of: c, .minContent), available), try contentWidth(of: c, .unbounded))
            }
        }
        if let k = c.box.item.maxWidthKeyword { w = min(w, max(try resolve(k), c.box.minimum(.horizontal))) }
        if let k = c.box.item.minWidthKeyword { w = max(w, try resolve(k)) }
        return w
    }

    /// The offset of `c`'s border box from the content box's left edge for a `width`: auto margins
    /// share the free space (both: centred), else the box is over-constrained and its end margin
    /// gives way (the right one left to right, the left one right to left), or the legacy
    /// `text-align` values place it.
    func left(of c: BlockChild, width: Double) -> Double {
        let m = c.box.margin, auto = c.box.autoMargin
        let free = inner[0]! - width - m.left - m.right
        if auto.left || auto.right {
            // A box wider than the content box with its margins that are not auto: its auto
            // margins count as zero, and it is over-constrained.
            if free < 0 { return rightToLeft ? inner[0]! - width - m.right : m.left }
            if auto.left && auto.right { return m.left + free / 2 }
            return auto.left ? m.left + free : m.left
        }
        switch params.childAlignment {
        case .left?: return m.left
        case .center?: return m.left + free / 2
        case .right?: return m.left + free
        case nil: return rightToLeft ? inner[0]! - width - m.right : m.left
        }
    }
}
