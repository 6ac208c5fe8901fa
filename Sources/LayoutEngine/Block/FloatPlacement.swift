import LayoutModel

/// A float of a block formatting context: its side and its margin box, in the border-box
/// coordinates of the block container that keeps the list.
struct PlacedFloat: Hashable, Sendable {
    var side: FlexItem.FloatSide
    var rect: Rect

    func offsetBy(dx: Double, dy: Double) -> PlacedFloat { PlacedFloat(side: side, rect: rect.offsetBy(dx: dx, dy: dy)) }
}

/// What a block container in its parent's block formatting context is told of that context's
/// floats (CSS 2.1 §9.5): the floats placed so far, in its own border-box coordinates, and the
/// highest its own floats' tops may be (rules 5 and 6: not above earlier floats and blocks).
/// Where its top margin collapses with margins above it, also those margins: `assumed`, the
/// ones its position already includes, and `adjoining`, the ones above it that do not yet (so
/// that it can tell where a child's border box would go were its margins to collapse with them,
/// the hypothetical position of §9.5.2).
/// Immutable; compared by value (`FloatContexts` numbers equal contexts alike for proposals).
final class FloatContext: Hashable, Sendable {
    let floats: [PlacedFloat]
    let ceiling: Double
    let assumed: CollapsibleMargin
    let adjoining: CollapsibleMargin

    init(floats: [PlacedFloat], ceiling: Double, assumed: CollapsibleMargin, adjoining: CollapsibleMargin) {
        self.floats = floats; self.ceiling = ceiling; self.assumed = assumed; self.adjoining = adjoining
    }

    static func == (a: FloatContext, b: FloatContext) -> Bool {
        a === b || (a.ceiling == b.ceiling && a.assumed == b.assumed && a.adjoining == b.adjoining && a.floats == b.floats)
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ceiling); hasher.combine(assumed); hasher.combine(adjoining); hasher.combine(floats)
    }
}

/// CSS 2.1 §9.5.1, the rules that position a float, and §10.3.5 / §10.6.7, its width and height.
///
/// A float's width is its written width, else shrink-to-fit: min(max(min-content, available),
/// max-content), the available width being the content box's less the float's margins (its `auto`
/// margins are 0). It is laid out at that width like any block-level box; it establishes a block
/// formatting context, so its height contains its own floats.
///
/// Its margin box then goes as high as it may (rules 4, 5, 6: not above the content box, nor above
/// the top of an earlier float, nor above where the flow has got to) and, at that height, as far
/// left (a left float) or right (a right float) as the earlier floats beside it allow (rules 1,
/// 2, 3, 7: beside earlier floats on its side, never overlapping a float of the other side). When
/// it does not fit beside them it moves down, past the bottom of the highest float in its way,
/// and tries again (rule 8: higher is preferred over further left or right). A float wider than
/// the content box with nothing beside it sticks out on its far side (rule 7 only keeps a float
/// that has another float beside it inside).
extension BlockRun {
    /// The border-box size of float `c` (§10.3.5, §10.6.7).
    func floatSize(_ c: BlockChild) throws(LayoutError) -> Size {
        var width: Double
        if let d = c.box.definite(.horizontal) {
            width = try clampWidth(c, d)
        } else if let w = try ratioWidth(of: c) {
            // Through the ratio from its height, floored by its min-content width (CSS Sizing 4 §5.1).
            width = try clampWidth(c, w)
        } else {
            // Auto is fit-content; the keywords (CSS Sizing 3) as written.
            let available = max(0, inner[0]! - c.box.margin.horizontal)
            switch c.box.item.widthKeyword {
            case .stretch?: width = try clampWidth(c, available)
            case .minContent?: width = try clampWidth(c, try contentWidth(of: c, .minContent))
            case .maxContent?: width = try clampWidth(c, try contentWidth(of: c, .unbounded))
            case .fitContent?, .content?, nil:
                let maxContent = try contentWidth(of: c, .unbounded)
                let minContent = try contentWidth(of: c, .minContent)
                width = try clampWidth(c, min(max(minContent, available), maxContent))
            }
        }
        width = max(width, 0)
        let size = Size(width: width, height: try laidOut(c, width: width, floats: nil).height)
        if context.explains(c.child) { try noteFloatSize(c, size) }
        return size
    }

    /// `c`'s border-box width for a max-content (`.unbounded`) or min-content proposal.
    func contentWidth(of c: BlockChild, _ request: AxisProposal) throws(LayoutError) -> Double {
        try FlexAlgorithm.measure(child: c.child, box: c.box, isLeaf: c.isLeaf, Proposal(width: request, height: .unbounded), context: context).width
    }

    /// The space between the content box's left and right edges and the floats whose margin
    /// boxes overlap the band from `top` down `height` (border-box coordinates), and whether a
    /// float narrows it on each side. A band of no height is the line at `top`.
    func band(_ top: Double, height: Double) -> (left: Double, right: Double, narrowedLeft: Bool, narrowedRight: Bool) {
        let contentLeft = box.border.left + box.padding.left + box.scrollbar.left
        var left = contentLeft, right = contentLeft + inner[0]!
        var narrowedLeft = false, narrowedRight = false
        // A float whose margin box has no width takes no space beside it (browsers).
        for f in exclusions where f.rect.width > 0 && overlaps(f.rect, top, height) {
            if f.side == .left {
                if f.rect.maxX > left { left = f.rect.maxX }
                narrowedLeft = true
            } else {
                if f.rect.x < right { right = f.rect.x }
                narrowedRight = true
            }
        }
        return (left, right, narrowedLeft, narrowedRight)
    }

    /// Whether a float's margin box `r` (of some height) overlaps the band from `top` down `height`.
    func overlaps(_ r: Rect, _ top: Double, _ height: Double) -> Bool {
        r.height > 0 && r.maxY > top && (r.y < top + height || r.y <= top)
    }

    /// The bottom of the highest float in the band from `top` down `height` that reaches below
    /// `top`: where a box that does not fit in the band tries next (nil: no float is in the way).
    func nextFloatBottom(below top: Double, height: Double) -> Double? {
        var next: Double?
        for f in exclusions where overlaps(f.rect, top, height) && f.rect.maxY > top {
            next = min(next ?? f.rect.maxY, f.rect.maxY)
        }
        return next
    }

    /// The bottom of the lowest earlier float on the sides `clear` names (nil: none).
    func clearedBottom(_ clear: FlexItem.Clear) -> Double? {
        var bottom: Double?
        for f in exclusions where clear == .both || (clear == .left && f.side == .left) || (clear == .right && f.side == .right) {
            bottom = max(bottom ?? f.rect.maxY, f.rect.maxY)
        }
        return bottom
    }

    /// Places float `c` (border-box `size`) no higher than `top` (border-box coordinates) by the
    /// rules above, records it in the context's floats and returns its border-box rect.
    mutating func placeFloat(_ c: BlockChild, size: Size, top: Double) -> Rect {
        let m = c.box.margin
        let outer = Size(width: max(0, size.width + m.horizontal), height: max(0, size.height + m.vertical))
        // A right float's margin box ends at the right edge even when negative margins make it
        // narrower than nothing: its border box then starts right of that edge.
        let signedWidth = size.width + m.horizontal
        var y = max(top, floatCeiling)
        let explains = context.explains(c.child)
        var steps: FloatSteps? = explains ? FloatSteps(top: top, ceiling: floatCeiling) : nil
        // `clear` on a float: its top goes below the earlier floats of the cleared sides.
        if c.box.item.clear != .none, let bottom = clearedBottom(c.box.item.clear) { y = max(y, bottom); steps?.cleared = bottom }
        var x = 0.0
        while true {
            let b = band(y, height: outer.height)
            if outer.width <= b.right - b.left + 1e-7 || (!b.narrowedLeft && !b.narrowedRight) {
                x = c.box.item.float == .left ? b.left : b.right - signedWidth
                break
            }
            guard let next = nextFloatBottom(below: y, height: outer.height) else {
                x = c.box.item.float == .left ? b.left : b.right - signedWidth
                break
            }
            if explains { steps?.pushes.append((y, next, b.right - b.left)) }
            y = next
        }
        let marginBox = Rect(x: x, y: y, width: outer.width, height: outer.height)
        let rect = Rect(x: x + m.left, y: y + m.top, width: size.width, height: size.height)
        if var steps {
            steps.marginBox = marginBox
            noteFloatPlacement(c, steps, rect: rect)
        }
        exclusions.append(PlacedFloat(side: c.box.item.float, rect: marginBox))
        floatCeiling = max(floatCeiling, y)
        return rect
    }

    /// Places the floats met while the container's top was not yet resolved, now that the flow
    /// has got to `top` (content coordinates): a float follows the collapsed margins.
    mutating func placeDeferredFloats(at top: Double) throws(LayoutError) {
        guard !deferred.isEmpty else { return }
        let floats = deferred
        deferred = []
        for i in floats {
            let c = flow[i]
            placed[c.position] = placeFloat(c, size: try floatSize(c), top: contentOrigin.y + top)
        }
    }
}
