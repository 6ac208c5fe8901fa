import LayoutModel

/// CSS Grid 11.5 and 6.6: what an item contributes to the tracks it spans (outer sizes: margins
/// included), and the width an item takes in its area once the columns are sized.
struct GridContributions {
    /// The minimum contribution: the outer size of the item at its used minimum size (6.6: the
    /// automatic minimum is content-based where it applies).
    var minimum: Double
    var minContent: Double
    var maxContent: Double
    /// The largest contribution the tracks' fixed maximum sizing functions allow (infinite when one
    /// of them is not fixed): the sum of their maximums and the gaps between them.
    var fixedLimit: Double
    /// Whether the item's minimum size is `auto` and it is no scroll container: only then does its
    /// minimum contribution give way to its limited contributions under a min- or max-content
    /// constraint (as in browsers; an explicit minimum, or a scroll container's zero automatic
    /// minimum, stays its minimum contribution).
    var autoMinimum: Bool

    /// The limited min-content and max-content contributions (11.5): limited by the fixed maximum
    /// of the spanned tracks and floored by the minimum contribution; the minimum contribution
    /// itself without `autoMinimum`.
    func limitedMinContent(_ track: GridTrack) -> Double { limitedMinContent([track]) }
    func limitedMaxContent(_ track: GridTrack) -> Double { limitedMaxContent([track]) }
    func limitedMinContent(_ tracks: [GridTrack]) -> Double { autoMinimum ? max(minimum, min(minContent, fixedLimit)) : minimum }
    func limitedMaxContent(_ tracks: [GridTrack]) -> Double { autoMinimum ? max(minimum, min(maxContent, fixedLimit)) : minimum }
}

extension GridRun {
    /// Item `i`'s contributions to the tracks of `axis` (`list`, as sized so far). Rows are
    /// sized with the columns known: an item's height is that of its width in its area.
    func contributions(_ i: Int, _ axis: Axis, _ list: [GridTrack]) throws(LayoutError) -> GridContributions {
        let b = items[i].box
        let spanned = items[i].span(axis)
        let margins = b.margin.total(axis)
        var minContent: Double, maxContent: Double
        if let d = b.definite(axis) {
            minContent = b.clamp(d, axis); maxContent = minContent
        } else if axis == .horizontal {
            let height: AxisProposal = b.definite(.vertical).map { .exactly(b.clamp($0, .vertical)) } ?? .unbounded
            if case .exactly(let h) = height, let w = try ratioWidth(i, height: h) {
                minContent = w; maxContent = w
            } else if b.item.aspectRatio != nil, let rows = areaHeightForColumns(i),
                      let w = try stretchedRatioWidth(i, areaHeight: rows, contributing: true) {
                // The area's height through the ratio (a stretch along the row, to the area being
                // sized, does not count here).
                minContent = w; maxContent = w
            } else {
                minContent = b.clamp(try measure(i, Proposal(width: .minContent, height: height)).width, axis)
                maxContent = b.clamp(try measure(i, Proposal(width: .unbounded, height: height)).width, axis)
            }
        } else {
            let width = try widthForRows(i)
            let area = areaSize(items[i].columns, columns, effectiveColumnGap)
            // An auto height with a preferred aspect ratio is the width through it (CSS Sizing 4), as
            // the item is laid out.
            if let h = try ratioHeight(i, width: width, area: area) {
                minContent = h
            } else {
                minContent = b.clamp(try measure(i, Proposal(width: .exactly(width), height: .unbounded, containingWidth: area)).height, axis)
            }
            maxContent = minContent
        }
        // 11.5: an item with a fixed preferred size contributes its min-content contribution as
        // its minimum; any other the outer size it would have at its used minimum size, where
        // the automatic minimum size (6.6) applies to an item that is not a scroll container and
        // spans a track whose minimum is auto (and, spanning several, no flexible track).
        var fixedLimit = 0.0
        for t in spanned {
            switch list[t].sizing.max {
            case .points(let v), .fitContent(.points(let v)): fixedLimit += v
            default: fixedLimit = .infinity
            }
        }
        fixedLimit += gap(axis) * Double(spanned.count - 1)
        var minimum = b.minimum(axis)
        if hasFixedSize(i, axis) {
            minimum = minContent
        } else if b.minIsAuto[slot(axis)], !b.isScrollContainer, spanned.contains(where: { list[$0].sizing.min == .auto }),
           spanned.count == 1 || !spanned.contains(where: { list[$0].sizing.max.isFlexible }) {
            // The specified size suggestion, else the content size suggestion (min-content), both
            // "clamped by the maximum size in the affected axis" (the item's own: not one its
            // aspect ratio transfers from the other axis); and (6.6) when every spanned track has a fixed maximum,
            // by the stretch fit into those maximums and the gaps between them.
            // (A fit-content() maximum is not a fixed one here, unlike for the limited contributions.)
            let fixed = spanned.allSatisfy { if case .points = list[$0].sizing.max { true } else { false } }
            let stretchFit = fixed ? max(0, fixedLimit - margins) : .infinity
            minimum = max(minimum, min(minContent, b.writtenMax[slot(axis)], stretchFit))
        }
        // A baseline-aligned item's shim counts as margin (11.5 step 1).
        let shim = axis == .vertical ? baselineShims[i] ?? 0 : 0
        return GridContributions(minimum: minimum + margins + shim, minContent: minContent + margins + shim,
                                 maxContent: maxContent + margins + shim, fixedLimit: fixedLimit,
                                 autoMinimum: b.minIsAuto[slot(axis)] && !b.isScrollContainer)
    }

    /// The height of item `i`, `width` wide in an area `area` wide, when its height is auto and
    /// it has a preferred aspect ratio: the width through the ratio (CSS Sizing 4), clamped; and,
    /// with `min-height: auto` on a non-replaced box that is no scroll container, at least its
    /// content's height (the automatic minimum in the ratio-dependent axis is its min-content size,
    /// capped by its maximum; the height is that axis for a horizontal box, the width for vertical
    /// text). Nil without a ratio.
    func ratioHeight(_ i: Int, width: Double, area: Double) throws(LayoutError) -> Double? {
        let b = items[i].box
        guard let h = b.transfer(width, from: .horizontal) else { return nil }
        var floor = 0.0
        if b.hasContentMinimum(.vertical, of: items[i].child, in: context), !context.isVerticalTextLeaf(items[i].child) {
            // (A row flex container's content height, as Chromium takes it: `FlexAlgorithm.ratioContentHeight`.)
            let content = try FlexAlgorithm.ratioContentHeight(items[i].child, width: width, height: b.clamp(h, .vertical),
                                                               containingWidth: area, context: context) { () throws(LayoutError) in
                try measure(i, Proposal(width: .exactly(width), height: .unbounded, containingWidth: area)).height
            }
            floor = min(content, b.writtenMax[1])
        }
        return max(b.clamp(h, .vertical), floor)
    }

    /// The width of item `i`, with a preferred aspect ratio, an auto width and no stretch along
    /// the row, when `align-self: stretch` (or `normal`, `normalAlongRows`) gives its auto height
    /// an area `areaHeight` high:
    /// that height through the ratio ("a stretch alignment in the block axis is preferred over
    /// normal alignment in the inline axis", CSS Grid 6.2 with CSS Sizing 4), clamped; as a
    /// contribution, at least the content-based minimum (`ratioWidth`; laid out in its area, the
    /// item is not, as in Chromium). Nil otherwise.
    func stretchedRatioWidth(_ i: Int, areaHeight: Double, contributing: Bool = false) throws(LayoutError) -> Double? {
        let b = items[i].box
        guard b.item.aspectRatio != nil, b.definite(.horizontal) == nil, contributing || !stretches(i, .horizontal),
              stretches(i, .vertical) || normalAlongRows(i) else { return nil }
        let height = b.clamp(max(0, areaHeight - b.margin.vertical), .vertical)
        // Contributed, or from an explicit stretch (a definite height), the width is at least the
        // content-based minimum; from `normal` in its area it is not (Chromium).
        if contributing || explicitlyStretches(i, .vertical) { return try ratioWidth(i, height: height) }
        return b.transfer(height, from: .vertical).map { b.clamp($0, .horizontal) }
    }

    /// The width of item `i` from a `height` through its preferred aspect ratio, clamped, and at
    /// least its min-content width capped by its max width where CSS Sizing 4 §5.1 gives it a
    /// content-based automatic minimum (`CSSBox.hasContentMinimum`). Nil without a ratio.
    func ratioWidth(_ i: Int, height: Double) throws(LayoutError) -> Double? {
        let b = items[i].box
        guard let w = b.transfer(height, from: .vertical) else { return nil }
        var width = b.clamp(w, .horizontal)
        if b.hasContentMinimum(.horizontal, of: items[i].child, in: context), !context.isVerticalTextLeaf(items[i].child) {
            let content = try measure(i, Proposal(width: .minContent, height: .exactly(height))).width
            width = max(width, min(content, b.writtenMax[0]))
        }
        return width
    }

    /// Whether item `i` has `normal` alignment along the rows and an auto height. With a
    /// preferred aspect ratio it then takes its area's height, and its width through the ratio,
    /// when it does not fill its area's width (`justify-self` other than normal or stretch), and
    /// it contributes that width to its columns from their rows' fixed height (Chromium).
    func normalAlongRows(_ i: Int) -> Bool {
        let b = items[i].box
        return selfAlignment(i, .vertical) == nil && b.definite(.vertical) == nil && b.item.heightKeyword == nil
            && !(b.autoMargin.top || b.autoMargin.bottom)
    }

    /// The width item `i` has while its rows are sized, before its area's height is known: its
    /// width in its area (`itemWidth`), except that an item with a preferred aspect ratio
    /// stretched along the rows but not across them fills its area's width, as `normal` makes a
    /// block-level box do (its height then follows through the ratio; Chromium).
    func widthForRows(_ i: Int) throws(LayoutError) -> Double {
        let b = items[i].box
        if b.item.aspectRatio != nil, b.definite(.horizontal) == nil, b.item.widthKeyword == nil, stretches(i, .vertical),
           selfAlignment(i, .horizontal) == nil, !(b.autoMargin.left || b.autoMargin.right) {
            return b.clamp(max(0, areaSize(items[i].columns, columns, effectiveColumnGap) - b.margin.horizontal), .horizontal)
        }
        return try itemWidth(i)
    }

    /// The extent of rows `range` when each has a definite maximum sizing function, with the gaps
    /// between them; else nil. A length is definite; a percentage when the grid's own height is
    /// (`heightIsDefinite`).
    func definiteRowsExtent(_ range: Range<Int>) -> Double? {
        rowsExtent(range) { row in
            if case .fraction = row.sizing.max, !heightIsDefinite { return nil }
            return fixedRowLength(row.sizing.max)
        }
    }

    /// Whether item `i`'s preferred size along `axis` is a length (not auto, not a percentage).
    func hasFixedSize(_ i: Int, _ axis: Axis) -> Bool {
        let size = axis == .horizontal ? context.tree.nodes[items[i].child].width : context.tree.nodes[items[i].child].height
        if case .fixed? = size?.kind { return true }
        return false
    }

    /// The border-box size of item `i` for `p`.
    func measure(_ i: Int, _ p: Proposal) throws(LayoutError) -> Size {
        try FlexAlgorithm.measure(child: items[i].child, box: items[i].box, isLeaf: items[i].isLeaf, p, context: context)
    }

    /// The extent of tracks `range` of `list` with the gaps between them.
    func areaSize(_ range: Range<Int>, _ list: [GridTrack], _ gap: Double) -> Double {
        range.reduce(0) { $0 + list[$1].base } + gap * Double(max(0, range.count - 1))
    }

    /// The alignment of item `i` along `axis`: `justify-self` (columns) or `align-self` (rows),
    /// else the container's `justify-items` or `align-items`; nil is normal.
    /// `self-start` and `self-end` are the item's own start and end: along columns, the container's
    /// end and start when the item's direction is the other one.
    func selfAlignment(_ i: Int, _ axis: Axis) -> ItemAlignment? {
        let item = context.tree.nodes.flexItemBox(of: items[i].child)?.value
        let value = axis == .horizontal ? item?.justifySelf ?? params.justifyItems : item?.alignSelf ?? params.alignItems
        guard axis == .horizontal, items[i].box.item.rightToLeft != rightToLeft else {
            return value == .selfStart ? .start : value == .selfEnd ? .end : value
        }
        return value == .selfStart ? .end : value == .selfEnd ? .start : value
    }

    /// Whether item `i` is stretched to its area along `axis`: an auto size, no auto margin, and
    /// `stretch` or `normal` (which stretches a box without an aspect ratio, and the auto width
    /// of one with an aspect ratio as a block-level box's).
    func stretches(_ i: Int, _ axis: Axis) -> Bool {
        let b = items[i].box
        let autoMargin = axis == .horizontal ? b.autoMargin.left || b.autoMargin.right : b.autoMargin.top || b.autoMargin.bottom
        guard b.definite(axis) == nil, !autoMargin else { return false }
        // A keyword size is no auto size (CSS Sizing 3): `stretch` fills the area, the content
        // keywords size the item by its content, whatever the alignment.
        switch axis == .horizontal ? b.item.widthKeyword : b.item.heightKeyword {
        case .stretch?: return true
        case .minContent?, .maxContent?, .fitContent?: return false
        case .content?, nil: break
        }
        switch selfAlignment(i, axis) {
        case nil:
            // CSS Grid 6.2: `normal` sizes an item with a preferred aspect ratio "consistent with the
            // size calculation rules for block-level elements": an auto width fills the area (the
            // height follows through the ratio), unless the height is definite or stretched.
            guard b.item.aspectRatio != nil else { return true }
            return axis == .horizontal && b.definite(.vertical) == nil && !stretches(i, .vertical)
        case .stretch?: return true
        default: return false
        }
    }

    /// The size of item `i` stretched to `available` along `axis`: clamped by its min and max
    /// sizes, and, under `normal` (a block-level box filling its area), by those its preferred
    /// aspect ratio transfers from the other axis; an explicit `stretch` (or `stretch` size) is a
    /// definite size that only its own min and max sizes bind (CSS Sizing 4, as in Chromium).
    func stretchedSize(_ i: Int, _ available: Double, _ axis: Axis) -> Double {
        // (Without a ratio nothing is transferred: the two clamps are one.)
        guard items[i].box.item.aspectRatio != nil, explicitlyStretches(i, axis) else { return items[i].box.clamp(available, axis) }
        return items[i].box.clampWritten(available, axis)
    }

    /// Whether item `i` is stretched along `axis` by `stretch` itself (`justify-self`,
    /// `align-self` or a `stretch` size), not by `normal`.
    func explicitlyStretches(_ i: Int, _ axis: Axis) -> Bool {
        let b = items[i].box
        let keyword = axis == .horizontal ? b.item.widthKeyword : b.item.heightKeyword
        return stretches(i, axis) && (selfAlignment(i, axis) == .stretch || keyword == .stretch)
    }

    /// The border-box width of item `i` in its area, once the columns are sized: its definite
    /// width, its area's (or `available`) less its margins when stretched, else its fit-content
    /// width there.
    func itemWidth(_ i: Int, available: Double? = nil) throws(LayoutError) -> Double {
        let b = items[i].box
        if let d = b.definite(.horizontal) { return b.clamp(d, .horizontal) }
        let available = available ?? max(0, areaSize(items[i].columns, columns, effectiveColumnGap) - b.margin.horizontal)
        if stretches(i, .horizontal) { return stretchedSize(i, available, .horizontal) }
        let height: AxisProposal = b.definite(.vertical).map { .exactly(b.clamp($0, .vertical)) } ?? .unbounded
        if case .exactly(let h) = height, let w = try ratioWidth(i, height: h) { return w }
        let minContent = try measure(i, Proposal(width: .minContent, height: height)).width
        let maxContent = try measure(i, Proposal(width: .unbounded, height: height)).width
        switch b.item.widthKeyword {
        case .minContent?: return b.clamp(minContent, .horizontal)
        case .maxContent?: return b.clamp(maxContent, .horizontal)
        default: return b.clamp(min(maxContent, max(minContent, available)), .horizontal)
        }
    }
}
