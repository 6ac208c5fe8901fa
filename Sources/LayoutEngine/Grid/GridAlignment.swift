import LayoutModel

/// CSS Grid 10 (with CSS Box Alignment): the tracks' offsets under `justify-content` and
/// `align-content`, and each item's size and position in its grid area.
extension GridRun {
    /// 10.5: offsets of the tracks of `axis` from the content box's start (the logical start: the
    /// right edge for columns right to left), with free space distributed by content alignment.
    /// Distributed alignments fall back as CSS Box Alignment says when the space is negative:
    /// space-between to start, space-around and space-evenly to `safe center` (start there);
    /// `safe` alignment of content that overflows is start alignment.
    mutating func alignTracks(_ axis: Axis) {
        var list = tracks(axis)
        let (start, between) = contentDistribution(axis, free: inner[slot(axis)]! - extent(axis))
        var position = start
        for t in list.indices {
            list[t].offset = position
            if !list[t].collapsed { position += list[t].base + between }
        }
        if axis == .horizontal { columns = list } else { rows = list }
    }

    /// 10.5 (`justify-content`, `align-content`): where the first track of `axis` starts and the
    /// space from one track to the next, when `free` space is left beside the tracks.
    func contentDistribution(_ axis: Axis, free: Double) -> (start: Double, between: Double) {
        let open = tracks(axis).reduce(0) { $1.collapsed ? $0 : $0 + 1 }
        var start = 0.0, between = gap(axis)
        let isSafe = params.safe.contains(axis == .horizontal ? .justifyContent : .alignContent)
        switch isSafe && free < 0 ? nil : axis == .horizontal ? params.justifyContent : params.alignContent {
        case .end?, .flexEnd?: start = free
        case .center?: start = free / 2
        case .left?: start = axis == .horizontal && rightToLeft ? free : 0
        case .right?: start = axis == .horizontal && !rightToLeft ? free : 0
        case .spaceBetween?:
            if free > 0 && open > 1 { between += free / Double(open - 1) }
        case .spaceAround?:
            if free > 0 && open > 0 { start = free / Double(open) / 2; between += free / Double(open) }
        case .spaceEvenly?:
            if free > 0 { start = free / Double(open + 1); between += free / Double(open + 1) }
        default: break
        }
        return (start, between)
    }

    /// The start offset and extent of tracks `range` of `list` after alignment.
    private func area(_ range: Range<Int>, _ list: [GridTrack]) -> (start: Double, size: Double) {
        guard !range.isEmpty else { return (0, 0) }
        let start = list[range.lowerBound].offset, last = list[range.upperBound - 1]
        return (start, last.offset + last.base - start)
    }

    /// Every child's rect: items in their areas (10.3-10.4), absolutely positioned children against
    /// the padding box; and the basis each child's percentages resolve against.
    mutating func placeChildren() throws(LayoutError) -> ContainerLayout {
        let size = Size(width: outer[0]!, height: outer[1]!)
        // A scrollbar takes no more than the space inside the border (a right-to-left grid
        // narrower than its scrollbar keeps its content at its right edge).
        let barLeft = min(box.scrollbar.left, max(0, size.width - box.border.horizontal))
        let origin = Point(x: box.border.left + box.padding.left + barLeft,
                           y: box.border.top + box.padding.top + box.scrollbar.top)
        var rects = [Rect](repeating: .zero, count: children.count)
        var bases = [PercentBasis](repeating: PercentBasis(containingWidth: inner[0]!, heightIsIndefinite: false), count: children.count)
        for i in items.indices {
            let x = area(items[i].columns, columns), y = area(items[i].rows, rows)
            // A grid item's containing block is its grid area: its percentages (margins, padding
            // and border against the area's width, sizes against its width and height) resolve
            // against the area once it is known.
            if items[i].box.usesContainingBlock {
                let child = items[i].child
                items[i].box = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: child),
                                      context.tree.nodes.cssSource(child, width: x.size, height: y.size), width: x.size, height: y.size)
            }
            let b = items[i].box
            let width = try finalWidth(i, area: x.size, areaHeight: y.size)
            let height: Double
            if let d = b.definite(.vertical) {
                height = b.clamp(d, .vertical)
            } else if stretches(i, .vertical) {
                height = stretchedSize(i, max(0, y.size - b.margin.vertical), .vertical)
            } else if let h = try ratioHeight(i, width: width, area: x.size) {
                // An auto height with a preferred aspect ratio: the width through the ratio (CSS Sizing 4).
                height = h
            } else {
                height = b.clamp(try measure(i, Proposal(width: .exactly(width), height: .unbounded, containingWidth: x.size)).height, .vertical)
            }
            // Logical start margins: the right one for columns right to left.
            let (startMargin, endMargin) = rightToLeft ? (b.margin.right, b.margin.left) : (b.margin.left, b.margin.right)
            let (startAuto, endAuto) = rightToLeft ? (b.autoMargin.right, b.autoMargin.left) : (b.autoMargin.left, b.autoMargin.right)
            let alignedX = offset(i, .horizontal, free: x.size - width - startMargin - endMargin, autoStart: startAuto, autoEnd: endAuto)
            let logicalX = x.start + alignedX + startMargin
            let alignedTop = baselineShims[i] ?? offset(i, .vertical, free: y.size - height - b.margin.vertical,
                                                        autoStart: b.autoMargin.top, autoEnd: b.autoMargin.bottom)
            let top = y.start + alignedTop + b.margin.top
            let left = rightToLeft ? inner[0]! - logicalX - width : logicalX
            let shift = relativeOffset(i, area: Size(width: x.size, height: y.size))
            rects[items[i].position] = Rect(x: origin.x + left + shift.x, y: origin.y + top + shift.y, width: width, height: height)
            bases[items[i].position] = PercentBasis(containingWidth: x.size, heightIsIndefinite: false)
            if context.explains(items[i].child) {
                noteExplainedItem(i, ItemPlacement(x: x, y: y, size: Size(width: width, height: height), aligned: (alignedX, alignedTop),
                                                   origin: origin, shift: shift, rect: rects[items[i].position]))
            }
        }
        for k in absolute {
            let (rect, basis) = try placeAbsolute(children[k], size: size)
            rects[k] = rect
            bases[k] = basis
        }
        var layout = ContainerLayout(size: size, children: rects,
                                     baseline: context.baselineRequests > 0 ? try containerBaseline(rects) : nil)
        layout.childPercentBases = bases
        return layout
    }

    /// The width of item `i` in an area `area` wide: as `itemWidth`, against the aligned area.
    private func finalWidth(_ i: Int, area: Double, areaHeight: Double) throws(LayoutError) -> Double {
        let b = items[i].box
        if let d = b.definite(.horizontal) { return b.clamp(d, .horizontal) }
        let available = max(0, area - b.margin.horizontal)
        if stretches(i, .horizontal) { return stretchedSize(i, available, .horizontal) }
        if let w = try stretchedRatioWidth(i, areaHeight: areaHeight) { return w }
        return try itemWidth(i, available: available)
    }

    /// 10.3-10.4: where item `i` sits in `free` space along `axis` (logical): auto margins take
    /// it, else its self alignment places it (start, center, end; stretch and normal at start).
    private func offset(_ i: Int, _ axis: Axis, free: Double, autoStart: Bool, autoEnd: Bool) -> Double {
        if autoStart || autoEnd {
            guard free > 0 else { return 0 }
            return autoStart && autoEnd ? free / 2 : autoStart ? free : 0
        }
        // `safe` alignment of an item that overflows its area: start.
        let item = context.tree.nodes.flexItemBox(of: items[i].child)?.value
        let isSafe = axis == .horizontal ? item?.safeJustifySelf ?? false || (item?.justifySelf == nil && params.safe.contains(.justifyItems))
            : item?.safeAlignSelf ?? false || (item?.alignSelf == nil && params.safe.contains(.alignItems))
        if isSafe && free < 0 { return 0 }
        switch selfAlignment(i, axis) {
        case .end?, .flexEnd?, .selfEnd?: return free
        case .center?: return free / 2
        default: return 0
        }
    }
}
