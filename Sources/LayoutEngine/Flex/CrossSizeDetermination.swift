import LayoutModel

/// CSS Flexbox 9.4: cross size determination (https://www.w3.org/TR/css-flexbox-1/#cross-sizing).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// 9.4.7: the hypothetical cross size of each item: laid out at its used main size with the
    /// available cross space; baselines of baseline-aligned items come from that layout.
    mutating func determineHypotheticalCrossSizes() throws(LayoutError) {
        for i in items.indices {
            var c: Double, contentFloor = 0.0
            if let d = boxes[i].definite(cross) {
                c = d
            } else if !isMultiLine, items[i].alignSelf == .stretch, !items[i].autoCross.start, !items[i].autoCross.end, let line = innerSize(cross) {
                // Stretched in a definite single line: its used cross size is known without measuring.
                c = line - items[i].outerCrossMargins
            } else if boxes[i].item.aspectRatio != nil, findsColumnWidthFromContent, boxes[i].definite(main) == nil {
                // A column's width found from its items' contributions (9.9.2): without a definite
                // height the item's width does not follow its flexed height through the ratio; its
                // contribution is its own max-content (or min-content) width.
                c = try measure(i, Proposal(main: .unbounded, cross: proposal[cross] == .minContent ? .minContent : .unbounded, along: main))[cross]
            } else if boxes[i].item.aspectRatio != nil, let t = boxes[i].transfer(intrinsicCrossBasis(i), from: main) {
                c = t
                // CSS Sizing 4: a non-replaced box's automatic minimum in its ratio-dependent
                // axis is its min-content size there, capped by its (written) maximum: a height
                // (the content overflowing the ratio's block size) in a row; in a column, a width
                // when the height is definite (without one, the width is not the ratio-dependent
                // axis: Chromium keeps a width from a flexed height).
                if boxes[i].hasContentMinimum(cross, of: children[i], in: context),
                   cross == .vertical || (boxes[i].definite(main) != nil && !context.isVerticalTextLeaf(children[i])) {
                    // (A row flex container's content height, as Chromium takes it: `ratioContentHeight`.)
                    let minContent = Proposal(main: .exactly(items[i].target), cross: .minContent, along: main)
                    let content = cross == .horizontal ? try measure(i, minContent)[cross]
                        : try FlexAlgorithm.ratioContentHeight(items[i].child, width: items[i].target, height: boxes[i].clamp(t, cross),
                                                               containingWidth: innerSize(.horizontal), context: context) { () throws(LayoutError) in
                            try measure(i, minContent)[cross]
                        }
                    contentFloor = min(content, boxes[i].writtenMax[slot(cross)])
                }
            } else {
                c = try measure(i, Proposal(main: .exactly(items[i].target), cross: crossProposal(i), along: main))[cross]
            }
            c = max(boxes[i].clamp(c, cross), contentFloor)
            items[i].hypotheticalCross = c
            if items[i].alignSelf == .baseline && main == .vertical {
                // A column's cross axis is horizontal, and horizontal-text items have no baseline
                // across it: CSS Box Alignment 3 §9.3 synthesizes one from the border box, the
                // alphabetic baseline at the line-under edge, which is the left edge for a
                // vertical baseline. Baseline-aligned items in a column thus line up their left
                // border edges, whatever the direction.
                items[i].baseline = 0
            } else if items[i].alignSelf == .baseline {
                let size = Size(main: items[i].target, cross: c, along: main)
                items[i].baseline = try FlexAlgorithm.baseline(child: items[i].child, box: boxes[i], isLeaf: items[i].isLeaf, size: size, context: context)
            }
        }
    }

    /// Whether item `i` takes part in baseline alignment.
    mutating func isBaselineAligned(_ i: Int) -> Bool {
        items[i].alignSelf == .baseline && !items[i].autoCross.start && !items[i].autoCross.end
    }

    /// The distance from item `i`'s outer cross-start edge to its baseline, for size `cross`
    /// (`baseline` is measured from the border-box top in rows, from the border-box left in columns).
    @inline(__always)
    mutating func logicalBaseline(_ i: Int, cross size: Double) -> Double {
        return crossFlipped ? items[i].marginCross.start + size - items[i].baseline : items[i].marginCross.start + items[i].baseline
    }

    /// The main size item `i`'s cross size follows through its ratio: its used main size; but
    /// while a column's width is found from its content (its max- or min-content size), its
    /// definite height, as its contribution to that width has it (9.9.2: "the largest min-content
    /// contribution/max-content contribution (respectively) of its flex items"), not the height
    /// flexing gives it.
    @inline(__always)
    mutating func intrinsicCrossBasis(_ i: Int) -> Double {
        guard findsColumnWidthFromContent, let h = boxes[i].definite(main) else { return items[i].target }
        return boxes[i].clamp(h, main)
    }

    /// Whether this is a column whose width is being found from its content (its max- or
    /// min-content size), not laid out at a width.
    var findsColumnWidthFromContent: Bool {
        mutating get { main == .vertical && innerSize(cross) == nil && (proposal[cross] == .unbounded || proposal[cross] == .minContent) }
    }

    /// 9.4.8: the cross size of each line: the container's inner cross size for a definite single
    /// line, else the largest outer hypothetical cross size (baseline-aligned items counted by their
    /// largest ascent plus largest descent); a single line is clamped by the container's min and max.
    mutating func calculateLineCrossSizes() throws(LayoutError) {
        if !isMultiLine, let c = innerSize(cross) {
            lines[0].crossSize = c
            // The largest baseline of the baseline-aligned items, the first of equal ones (as
            // `max()` of them took it; a loop, not a filtered and mapped array, for each run).
            var largest: Double?
            for i in lines[0].items where isBaselineAligned(i) {
                let b = logicalBaseline(i, cross: items[i].hypotheticalCross)
                if let l = largest, !(l < b) { continue }
                largest = b
            }
            lines[0].maxBaseline = largest ?? 0
            return
        }
        for l in lines.indices {
            let (size, ascent) = contentCrossSize(of: lines[l].items)
            lines[l].maxBaseline = ascent
            lines[l].crossSize = size
        }
    }

    /// The cross size the items of a line take: the largest outer hypothetical cross size, or of
    /// the baseline-aligned items their largest ascent plus largest descent; and that ascent.
    @inline(__always)
    mutating func contentCrossSize(of line: Range<Int>) -> (size: Double, ascent: Double) {
        var largest = 0.0, ascent = 0.0, descent = 0.0
        for i in line {
            let outerCross = items[i].hypotheticalCross + items[i].outerCrossMargins
            if isBaselineAligned(i) {
                let b = logicalBaseline(i, cross: items[i].hypotheticalCross)
                ascent = max(ascent, b)
                descent = max(descent, outerCross - b)
            } else {
                largest = max(largest, outerCross)
            }
        }
        return (max(largest, ascent + descent), ascent)
    }

    /// 9.4.15 (part): the container's cross size when not definite: its lines and the gaps, clamped.
    mutating func determineContainerCrossSize() {
        guard innerSize(cross) == nil else { return }
        let content = lines.reduce(0.0) { $0 + $1.crossSize } + crossGap * Double(max(0, lines.count - 1))
        outer[slot(cross)] = content + box.frame(cross)
        inner[slot(cross)] = content
    }

    /// 9.4.9: `align-content: stretch` (and normal) share the container's leftover cross space
    /// equally among the lines of a multi-line container.
    mutating func stretchLines() {
        guard isMultiLine, (params.alignContent ?? .stretch) == .stretch, !lines.isEmpty else { return }
        let used = lines.reduce(0.0) { $0 + $1.crossSize } + crossGap * Double(lines.count - 1)
        let free = innerSize(cross)! - used
        guard free > 0 else { return }
        for l in lines.indices { lines[l].crossSize += free / Double(lines.count) }
    }

    /// 9.4.11: the used cross size of each item: stretched items fill their line (less margins,
    /// clamped), the others keep their hypothetical cross size.
    mutating func determineUsedCrossSizes() {
        for l in lines.indices {
            let line = lines[l]
            for i in line.items {
                // Stretched when its cross size property is auto (an unresolved percentage is not).
                if items[i].alignSelf == .stretch, boxes[i].definite(cross) == nil, !boxes[i].percentSize[CSSBox.slot(cross)],
                   !items[i].autoCross.start, !items[i].autoCross.end {
                    items[i].crossSize = boxes[i].clampWritten(line.crossSize - items[i].outerCrossMargins, cross)
                } else {
                    items[i].crossSize = items[i].hypotheticalCross
                }
            }
        }
    }
}
