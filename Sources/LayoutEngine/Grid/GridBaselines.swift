import LayoutModel

/// CSS Grid 10.6 and CSS Box Alignment 9: baseline alignment along the rows. The items whose
/// `align-self` is `baseline` and whose first row is the same share a baseline ("a box spanning
/// multiple shared alignment contexts participates in first baseline alignment within its
/// start-most" one, CSS Box Alignment 9.1): each is shifted down
/// by the difference between the group's largest baseline and its own (its shim), which also goes
/// into its contribution to the row's size (11.5 step 1). A box without a baseline has one
/// synthesized at its border box's bottom.
extension GridRun {
    /// Whether item `i` takes part in baseline alignment: `align-self` (or `align-items`)
    /// `baseline`, no auto margin across, and a height that does not depend on its rows.
    func isBaselineAligned(_ i: Int) -> Bool {
        guard selfAlignment(i, .vertical) == .baseline, !dependsOnIntrinsicRow(i) else { return false }
        return !(items[i].box.autoMargin.top || items[i].box.autoMargin.bottom)
    }

    /// CSS Grid 10.6: "If baseline alignment is specified on a grid item whose size in that axis
    /// depends on the size of an intrinsically-sized track (whose size is therefore dependent on
    /// both the item's size and baseline alignment, creating a cyclic dependency), that item does
    /// not participate in baseline alignment, and instead uses its fallback alignment" (start).
    /// Such an item has a percentage height and spans a row that is sized by its content: an
    /// intrinsic minimum or maximum, or, in a grid of indefinite height, a flexible or percentage one.
    func dependsOnIntrinsicRow(_ i: Int) -> Bool {
        guard items[i].box.percentSize[1] else { return false }
        // Content-sized: neither a known length nor an `fr` shared from a definite height.
        func contentSized(_ b: GridBreadth) -> Bool { b.isIntrinsic || (fixedRowLength(b) == nil && inner[1] == nil) }
        return items[i].rows.contains { t in
            guard t < rows.count else { return true }
            return contentSized(rows[t].sizing.min) || contentSized(rows[t].sizing.max)
        }
    }

    /// Item `i`'s first baseline from its margin box's top, laid out at its width in its area
    /// (`available`, after the columns are sized) and its definite or content height.
    func baseline(_ i: Int) throws(LayoutError) -> Double {
        let b = items[i].box
        let width = try itemWidth(i)
        let area = areaSize(items[i].columns, columns, effectiveColumnGap)
        let height: Double
        if let d = b.definite(.vertical) {
            height = b.clamp(d, .vertical)
        } else {
            height = b.clamp(try measure(i, Proposal(width: .exactly(width), height: .unbounded, containingWidth: area)).height, .vertical)
        }
        // A scroll container's content does not give it a baseline.
        let own = b.isScrollContainer ? height
            : try FlexAlgorithm.baseline(child: items[i].child, box: b, isLeaf: items[i].isLeaf, size: Size(width: width, height: height),
                                   context: context)
        return b.margin.top + own
    }

    /// The shims of the baseline-aligned items, by item (0 for the one with the largest baseline
    /// in its row).
    mutating func computeBaselineShims() throws(LayoutError) {
        var byRow: [Int: [(item: Int, baseline: Double)]] = [:]
        for i in items.indices where isBaselineAligned(i) {
            byRow[items[i].rows.lowerBound, default: []].append((i, try baseline(i)))
        }
        for group in byRow.values {
            let top = group.map(\.baseline).max() ?? 0
            for member in group { baselineShims[member.item] = top - member.baseline }
        }
    }

    /// The grid container's first baseline (10.8), from its border-box top: that of the first
    /// item (in row-major order) in the first row holding an item, preferring one aligned by
    /// baselines; a box without one synthesizes it from its bottom.
    func containerBaseline(_ rects: [Rect]) throws(LayoutError) -> Double? {
        guard let firstRow = items.map(\.rows.lowerBound).min() else { return nil }
        let inRow = items.indices.filter { items[$0].rows.lowerBound == firstRow }
            .sorted { items[$0].columns.lowerBound < items[$1].columns.lowerBound }
        guard let chosen = inRow.first(where: isBaselineAligned) ?? inRow.first else { return nil }
        let rect = rects[items[chosen].position]
        let b = try FlexAlgorithm.baseline(child: items[chosen].child, box: items[chosen].box, isLeaf: items[chosen].isLeaf,
                                     size: rect.size, context: context)
        return rect.y + b
    }

    /// CSS Positioned Layout: a relatively positioned item moves by its insets, percentages of
    /// its grid area's size.
    func relativeOffset(_ i: Int, area: Size) -> Point {
        guard items[i].box.item.hasInset, let inset = context.tree.nodes.flexItemBox(of: items[i].child)?.value.inset else { return .zero }
        return inset.relativeOffset(width: area.width, height: area.height, rightToLeft: rightToLeft)
    }
}
