import LayoutModel

/// CSS Positioned Layout 3 for an absolutely positioned child of a CSS container (flex, grid or
/// block): its size and border-box rect in its containing block. Sizes: written (or a keyword),
/// between two insets, through the aspect ratio, else shrink-to-fit; positions: from the insets
/// (auto margins share what is left when both insets are set; over-constrained, the inset at the
/// end of the inline direction gives way), else the static position the container gives.
enum AbsolutelyPositionedBox {
    /// The border-box rect of `child` in `containingBlock` (the container's border-box
    /// coordinates), and what the child's percentages resolve against at its final layout: the
    /// containing block's width, and its height unless that came from its content (a height
    /// written, between two insets or through the aspect ratio is definite, CSS Sizing 3 §4.1 and
    /// CSS Position 3 §5.1). `staticPosition` gives the border box's near edge along an axis for a
    /// size, where the container would have put the child had it not been positioned.
    ///
    /// `staticRect` is the static-position rectangle (CSS Position 3 §4.1) when it is narrower than
    /// the containing block: with both horizontal insets auto and no `justify-self`, the space the
    /// box shrinks to fit in runs from its start edge to the containing block's far edge (the near
    /// edge, right to left), as §4.1 resolves the start inset to the static position. A container
    /// whose static position is aligned otherwise says where, as `staticFraction` (physical: 0 at
    /// the left edge, 1 at the right, 1/2 centred): the space then runs from the containing
    /// block's left edge to the rectangle's right edge for 1, and is centred on it for 1/2.
    static func place(_ child: Int, in cb: Rect, staticRect: Rect? = nil, staticFraction: Double? = nil, rightToLeft: Bool, context: LayoutContext,
                      staticPosition: (Axis, Size, CSSBox) throws(LayoutError) -> Double) throws(LayoutError) -> (rect: Rect, basis: PercentBasis) {
        let (flexItem, source) = (context.tree.nodes.flexItemBox(of: child), context.tree.nodes.cssSource(child, width: cb.width, height: cb.height))
        let item = flexItem?.value ?? FlexItem()
        let cbox = CSSBox(flexItem: flexItem, source, width: cb.width, height: cb.height)
        let isLeaf = context.isLeaf(child)
        func inset(_ l: CSSLength, _ base: Double) -> Double? {
            switch l {
            case .auto, .keyword: return nil
            case .points(let v): return v
            case .fraction(let f): return f * base
            }
        }
        let left = inset(item.inset.left, cb.width), right = inset(item.inset.right, cb.width)
        let top = inset(item.inset.top, cb.height), bottom = inset(item.inset.bottom, cb.height)
        let m = cbox.margin
        // The size that fills the space between two insets: insets that cross leave a space of no
        // size (CSS Position 3 §4.1), clamped before the margins are taken off, so that negative
        // margins still widen the box.
        func stretchFit(_ extent: Double, _ near: Double?, _ far: Double?, margins: Double) -> Double {
            max(0, max(0, extent - (near ?? 0) - (far ?? 0)) - margins)
        }
        var width = cbox.definite(.horizontal), height = cbox.definite(.vertical)
        if width == nil, source.width.isAuto, let keyword = item.widthKeyword {
            let h: AxisProposal = height.map { .exactly($0) } ?? .unbounded
            switch keyword {
            case .stretch: width = stretchFit(cb.width, left, right, margins: m.horizontal)
            case .minContent:
                width = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, Proposal(width: .minContent, height: h), context: context).width
            case .maxContent:
                width = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, Proposal(width: .unbounded, height: h), context: context).width
            case .fitContent, .content: break
            }
        }
        if height == nil, source.height.isAuto, item.heightKeyword == .stretch {
            height = stretchFit(cb.height, top, bottom, margins: m.vertical)
        }
        // CSS Position 3 §5.1: between two insets an auto size stretches, unless the box's
        // self-alignment on that axis is other than normal or stretch: then it is fit-content;
        // any size is then aligned by it in the space between the insets (`position` below).
        let alignX = left != nil && right != nil ? SelfAlignment(item.justifySelf, safe: item.safeJustifySelf, box: cbox) : nil
        let alignY = top != nil && bottom != nil ? SelfAlignment(item.alignSelf, safe: item.safeAlignSelf, box: cbox) : nil
        // A written height decides an auto width through an aspect ratio before the insets
        // would stretch it (the width is the ratio-dependent axis), and the other way round.
        // The width so found is at least the content's min-content width (CSS Sizing 4: the
        // automatic minimum in the ratio-dependent axis of a non-replaced box that does not
        // scroll), within its written maximum.
        func ratioWidth(_ h: Double) throws(LayoutError) -> Double? {
            guard let t = cbox.transfer(cbox.clamp(h, .vertical), from: .vertical) else { return nil }
            guard cbox.hasContentMinimum(.horizontal, of: child, in: context) else { return t }
            let p = Proposal(width: .minContent, height: .exactly(h), containingWidth: cb.width)
            let content = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, p, context: context).width
            return max(t, min(content, cbox.writtenMax[0]))
        }
        if width == nil, let h = height, let t = try ratioWidth(h) { width = t }
        // With the width written and the height written or left to the space between two insets,
        // the width is still the ratio-dependent axis for its automatic minimum: at least the
        // min-content width, its content's alone (Chromium: a 35 px width with a 100 px word is
        // 100, and a height from the insets follows it through the ratio; a box in flow keeps its
        // written width).
        if let w = cbox.definite(.horizontal), cbox.definite(.vertical) != nil || (top != nil && bottom != nil && alignY == nil),
           !source.width.isAuto,
           cbox.hasContentMinimum(.horizontal, of: child, in: context) {
            // At the written height, when there is one: content stretched to it counts.
            let h: AxisProposal = cbox.definite(.vertical).map { .exactly(cbox.clamp($0, .vertical)) } ?? .unbounded
            let p = Proposal(width: .minContent, height: h, containingWidth: cb.width)
            let content = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, p, context: context).width
            width = max(w, min(content, cbox.writtenMax[0]))
        }
        // A width between two insets decides the height through an aspect ratio before the
        // vertical insets do (the ratio wins over a full set of insets).
        if width == nil, alignX == nil, let left, let right { width = stretchFit(cb.width, left, right, margins: m.horizontal) }
        if let w = width, height == nil, let t = cbox.transfer(cbox.clamp(w, .horizontal), from: .horizontal) { height = t }
        let heightFromInsets = height == nil && alignY == nil && top != nil && bottom != nil
        if heightFromInsets { height = stretchFit(cb.height, top, bottom, margins: m.vertical) }
        if let h = height, width == nil, let t = try ratioWidth(h) {
            width = t
            // A height that only fills the space between the insets gives way when the width's
            // automatic minimum (its min-content width) widened the box: the height then follows
            // the width through the ratio (Chromium: 100 x 100 for a word 100 wide with
            // `aspect-ratio: 1` between insets 50 apart, and an empty such box 50 x 50).
            if heightFromInsets, let back = cbox.transfer(cbox.clamp(t, .horizontal), from: .horizontal), back > h { height = back }
        }
        if width == nil {
            var space = cb.width - (left ?? 0) - (right ?? 0)
            if left == nil, right == nil, item.justifySelf == nil, let staticRect {
                let start = SelfAlignment.insetModifiedSpace(fraction: staticFraction ?? 0, static: (staticRect.x, staticRect.maxX),
                                                             containing: (cb.x, cb.maxX), reversed: staticFraction == nil && rightToLeft)
                space = start.far - start.near
            }
            let available = max(0, space - m.horizontal)
            let p = Proposal(width: .atMost(available), height: height.map { .exactly($0) } ?? .unbounded, containingWidth: cb.width)
            width = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, p, context: context).width
        }
        let w = cbox.clamp(width!, .horizontal)
        if height == nil, let t = cbox.transfer(w, from: .horizontal) { height = t }
        let content = Proposal(width: .exactly(w), height: .unbounded, containingWidth: cb.width)
        let heightFromContent = height == nil
        if height == nil { height = try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: isLeaf, content, context: context).height }
        // CSS Sizing 4: a height from the aspect ratio is at least the content's (the automatic
        // minimum in the ratio-dependent axis of a non-replaced box that does not scroll), within
        // its written min and max. Only for containers: a leaf's text is measured as a CSS text
        // box is, whose block size browsers take from its one-line contribution.
        var floor = 0.0
        if !isLeaf, cbox.definite(.vertical) == nil, source.height.isAuto, item.heightKeyword == nil,
           cbox.hasContentMinimum(.vertical, of: child, in: context) {
            // (A row flex container's content height, as Chromium takes it: `ratioContentHeight`.)
            let measured = try FlexAlgorithm.ratioContentHeight(child, width: w, height: cbox.clamp(height!, .vertical),
                                                                containingWidth: cb.width, context: context) { () throws(LayoutError) in
                try FlexAlgorithm.measure(child: child, box: cbox, isLeaf: false, content, context: context).height
            }
            floor = cbox.clampWritten(measured, .vertical)
        }
        let size = Size(width: w, height: max(cbox.clamp(height!, .vertical), floor))
        func position(_ axis: Axis, near: Double?, far: Double?, start: Double, extent: Double) throws(LayoutError) -> Double {
            // CSS Position 3 §3.5.1: insets that would give the inset-modified containing block a
            // negative size give way at the weaker one (the end side's) until it has none.
            var near = near, far = far
            if let n = near, let f = far, extent - n - f < 0 {
                if axis == .horizontal && rightToLeft { near = extent - f } else { far = extent - n }
            }
            let autoNear = axis == .horizontal ? cbox.autoMargin.left : cbox.autoMargin.top
            let autoFar = axis == .horizontal ? cbox.autoMargin.right : cbox.autoMargin.bottom
            if let near, let far, !autoNear, !autoFar, let alignment = axis == .horizontal ? alignX : alignY {
                let reversed = axis == .horizontal && (alignment.isSelfRelative ? item.rightToLeft : rightToLeft)
                return alignment.position(size[axis], between: start + near + m.leading(axis), and: start + extent - far - m.trailing(axis),
                                          within: start, start + extent, reversed: reversed)
            }
            if let near, let far, !(axis == .horizontal && !autoNear && !autoFar && rightToLeft) {
                let free = extent - near - far - size[axis] - m.total(axis)
                var lead = m.leading(axis)
                // CSS 2.1 §10.3.7: auto margins on both sides share the free space equally,
                // unless that makes them negative: then the start side's is zero.
                if autoNear && autoFar {
                    lead += free >= 0 || axis == .vertical ? free / 2 : (rightToLeft ? free : 0)
                } else if autoNear { lead += free }
                return start + near + lead
            }
            if let near, !(axis == .horizontal && rightToLeft && far != nil) { return start + near + m.leading(axis) }
            if let far { return start + extent - far - m.trailing(axis) - size[axis] }
            return try staticPosition(axis, size, cbox)
        }
        let x = try position(.horizontal, near: left, far: right, start: cb.x, extent: cb.width)
        let y = try position(.vertical, near: top, far: bottom, start: cb.y, extent: cb.height)
        let rect = Rect(x: x, y: y, width: size.width, height: size.height)
        if context.explains(child) {
            noteExplained(child, cb: cb, box: cbox, insets: Insets(left: left, right: right, top: top, bottom: bottom), rect: rect,
                          rightToLeft: rightToLeft, aligned: (alignX.flatMap { _ in item.justifySelf.map { "justify-self " + $0.rawValue } },
                                                              alignY.flatMap { _ in item.alignSelf.map { "align-self " + $0.rawValue } }),
                          context: context)
        }
        return (rect, PercentBasis(containingWidth: cb.width, heightIsIndefinite: heightFromContent))
    }
}

/// An absolutely positioned box's own `justify-self` or `align-self` when it sizes the box to its
/// content between two insets (anything but auto, normal and stretch), and how it then places
/// the box (CSS Box Alignment 3 §6, CSS
/// Position 3 §5.1).
struct SelfAlignment {
    /// Where in the space: 0 at its start, 1/2 centred, 1 at its end.
    let fraction: Double
    let isSelfRelative: Bool
    let safe: Bool

    init?(_ value: ItemAlignment?, safe: Bool, box: CSSBox) {
        guard let value else { return nil }
        switch value {
        case .stretch: return nil
        // Not a flex item, so flex-start and flex-end are start and end; a baseline falls back to start.
        case .start, .flexStart, .baseline: (fraction, isSelfRelative) = (0, false)
        case .end, .flexEnd: (fraction, isSelfRelative) = (1, false)
        case .selfStart: (fraction, isSelfRelative) = (0, true)
        case .selfEnd: (fraction, isSelfRelative) = (1, true)
        case .center: (fraction, isSelfRelative) = (0.5, false)
        }
        self.safe = safe
    }

    /// CSS Position 3 §4.1, "Resolving Automatic Insets", when both insets along an axis are auto:
    /// the space the box is aligned in, from its static-position rectangle `staticRect` and its
    /// containing block `containing` (near and far edges), its start at the far side when
    /// `reversed`. Aligned to the start, it runs from the static position's start to the containing
    /// block's end; to the end, from the containing block's start to the static position's end;
    /// centred, it is centred on the static-position rectangle, as wide as the nearer edge of the
    /// containing block allows.
    func insetModifiedSpace(static staticRect: (near: Double, far: Double), containing: (near: Double, far: Double),
                            reversed: Bool) -> (near: Double, far: Double) {
        Self.insetModifiedSpace(fraction: fraction, static: staticRect, containing: containing, reversed: reversed)
    }

    /// `insetModifiedSpace` for an alignment at `fraction` (0 start, 1/2 centre, 1 end; a box with
    /// no self-alignment is at the start).
    static func insetModifiedSpace(fraction: Double, static staticRect: (near: Double, far: Double),
                                   containing: (near: Double, far: Double), reversed: Bool) -> (near: Double, far: Double) {
        let f = reversed ? 1 - fraction : fraction
        if f == 0 { return (staticRect.near, containing.far) }
        if f == 1 { return (containing.near, staticRect.far) }
        let centre = (staticRect.near + staticRect.far) / 2
        let half = min(abs(centre - containing.near), abs(containing.far - centre))
        return (centre - half, centre + half)
    }

    /// How far from the near edge a box goes in `free` space (negative when it overflows), its
    /// start at the far side when `reversed`; an overflowing `safe` box stays at its start.
    func offset(free: Double, reversed: Bool) -> Double {
        if safe && free < 0 { return reversed ? free : 0 }
        return free * (reversed ? 1 - fraction : fraction)
    }

    /// The near edge of a box of `size` aligned between `near` and `far` (its margins outside), its
    /// start at `far` when `reversed`. A space of negative size is empty, at its start edge (§4.1).
    /// Overflowing that space, a `safe` box goes to its start; by default it is kept inside the
    /// bounding box of that space and the containing block (`low`...`high`) as far as it fits.
    func position(_ size: Double, between near: Double, and far: Double, within low: Double, _ high: Double, reversed: Bool) -> Double {
        var (near, far) = (near, far)
        if far < near { if reversed { near = far } else { far = near } }
        let free = far - near - size
        var f = reversed ? 1 - fraction : fraction
        if safe && free < 0 { f = reversed ? 1 : 0 }
        var p = near + free * f
        // The default overflow rectangle (CSS Box Alignment 3 §4.4): the bounding box of this
        // space and the containing block; an overflowing box keeps inside it, start side first.
        if !safe && free < 0 { p = max(min(low, near), min(p, max(high, far) - size)) }
        return p
    }
}
