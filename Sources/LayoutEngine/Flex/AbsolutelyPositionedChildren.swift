import LayoutModel

/// CSS Flexbox 4.1: absolutely-positioned flex children
/// (https://www.w3.org/TR/css-flexbox-1/#abspos-items), sized and placed per CSS Positioned Layout
/// in the container's padding box; a child with no inset on an axis takes its static position, as
/// if it were the sole flex item.
extension FlexRun {
    mutating func layoutAbsolutelyPositionedChildren() throws(LayoutError) {
        guard let absolute else { return }
        let b = box.border
        let cbWidth = max(0, outer[0]! - b.horizontal - box.scrollbar.horizontal)
        let cbHeight = max(0, outer[1]! - b.vertical - box.scrollbar.vertical)
        for k in absolute {
            let child = children[k]
            let node = context.node(child)
            let item = node.flexItem ?? FlexItem()
            let cbox = CSSBox(node, width: cbWidth, height: cbHeight)
            let isLeaf: Bool = if case .leaf = node.kind { true } else { false }
            func inset(_ l: CSSLength, _ base: Double) -> Double? {
                switch l {
                case .auto, .keyword: return nil
                case .points(let v): return v
                case .fraction(let f): return f * base
                }
            }
            let left = inset(item.inset.left, cbWidth), right = inset(item.inset.right, cbWidth)
            let top = inset(item.inset.top, cbHeight), bottom = inset(item.inset.bottom, cbHeight)
            let m = cbox.margin
            // Sizes: written, between two insets, through the aspect ratio, or shrink-to-fit.
            var width = cbox.definite(.horizontal), height = cbox.definite(.vertical)
            if width == nil, node.width == nil, let keyword = item.widthKeyword {
                let h: AxisProposal = height.map { .exactly($0) } ?? .unbounded
                switch keyword {
                case .stretch: width = max(0, cbWidth - (left ?? 0) - (right ?? 0) - m.horizontal)
                case .minContent: width = try FlexRun.measure(child: child, box: cbox, isLeaf: isLeaf, Proposal(width: .minContent, height: h), context: context).width
                case .maxContent: width = try FlexRun.measure(child: child, box: cbox, isLeaf: isLeaf, Proposal(width: .unbounded, height: h), context: context).width
                case .fitContent, .content: break
                }
            }
            if height == nil, node.height == nil, item.heightKeyword == .stretch {
                height = max(0, cbHeight - (top ?? 0) - (bottom ?? 0) - m.vertical)
            }
            if width == nil, let left, let right { width = max(0, cbWidth - left - right - m.horizontal) }
            if height == nil, let top, let bottom { height = max(0, cbHeight - top - bottom - m.vertical) }
            if let w = width, height == nil, let t = cbox.transfer(cbox.clamp(w, .horizontal), from: .horizontal) { height = t }
            if let h = height, width == nil, let t = cbox.transfer(cbox.clamp(h, .vertical), from: .vertical) { width = t }
            if width == nil {
                let available = max(0, cbWidth - (left ?? 0) - (right ?? 0) - m.horizontal)
                let p = Proposal(width: .atMost(available), height: height.map { .exactly($0) } ?? .unbounded, containingWidth: cbWidth)
                width = try FlexRun.measure(child: child, box: cbox, isLeaf: isLeaf, p, context: context).width
            }
            let w = cbox.clamp(width!, .horizontal)
            if height == nil, let t = cbox.transfer(w, from: .horizontal) { height = t }
            if height == nil {
                let p = Proposal(width: .exactly(w), height: .unbounded, containingWidth: cbWidth)
                height = try FlexRun.measure(child: child, box: cbox, isLeaf: isLeaf, p, context: context).height
            }
            let h = cbox.clamp(height!, .vertical)
            let size = Size(width: w, height: h)
            // The containing block is the padding box: inside the border and any scrollbar gutter
            // (on the left under right-to-left, CSS Overflow 3 §3.1 / CSS Position 3 §4).
            let bar = box.scrollbar
            let x = try position(.horizontal, near: left, far: right, size: size, box: cbox, cbStart: b.left + bar.left, cbExtent: cbWidth, item: item)
            let y = try position(.vertical, near: top, far: bottom, size: size, box: cbox, cbStart: b.top + bar.top, cbExtent: cbHeight, item: item)
            rects[k] = Rect(x: x, y: y, width: w, height: h)
        }
    }

    /// The border-box near edge along `axis`: from the insets (auto margins share the leftover
    /// space when both are set), else the static position.
    private mutating func position(_ axis: Axis, near: Double?, far: Double?, size: Size, box cbox: CSSBox,
                          cbStart: Double, cbExtent: Double, item: FlexItem) throws(LayoutError) -> Double {
        let m = cbox.margin
        let autoNear = axis == .horizontal ? cbox.autoMargin.left : cbox.autoMargin.top
        let autoFar = axis == .horizontal ? cbox.autoMargin.right : cbox.autoMargin.bottom
        let extent = size[axis]
        // Over-constrained horizontally: the inset at the end of the inline direction is ignored.
        if let near, let far, !(axis == .horizontal && !autoNear && !autoFar && rightToLeft) {
            let free = cbExtent - near - far - extent - m.total(axis)
            var lead = m.leading(axis)
            if autoNear && autoFar { lead += free / 2 } else if autoNear { lead += free }
            return cbStart + near + lead
        }
        if let near, !(axis == .horizontal && rightToLeft && far != nil) { return cbStart + near + m.leading(axis) }
        if let far { return cbStart + cbExtent - far - m.trailing(axis) - extent }
        return staticPosition(axis, size: size, box: cbox, item: item)
    }

    /// The static position along `axis`: where the child would sit as the sole flex item.
    private mutating func staticPosition(_ axis: Axis, size: Size, box cbox: CSSBox, item: FlexItem) -> Double {
        let content = axis == .horizontal ? box.border.left + box.padding.left + box.scrollbar.left
                                          : box.border.top + box.padding.top + box.scrollbar.top
        let innerExtent = innerSize(axis)!
        let m = cbox.margin
        let outerExtent = size[axis] + m.total(axis)
        let free = innerExtent - outerExtent
        let flipped = axis == main ? mainFlipped : crossFlipped
        var offset: Double
        if axis == main {
            offset = FlexRun.distribute(free, count: 1, as: justification()).lead
        } else {
            switch resolveAlignSelf(item.alignSelf ?? params.alignItems ?? .stretch, itemRTL: item.rightToLeft) {
            case .flexEnd: offset = free
            case .center: offset = free / 2
            default: offset = 0
            }
            let safe = item.alignSelf != nil ? item.safeAlignSelf : params.safe.contains(.alignItems)
            if safe && free < 0 { offset = 0 }
        }
        // The logical offset is of the margin box from the start side; return the physical border-box edge.
        let logicalStartMargin = flipped ? m.trailing(axis) : m.leading(axis)
        let start = offset + logicalStartMargin
        return content + (flipped ? innerExtent - start - size[axis] : start)
    }
}
