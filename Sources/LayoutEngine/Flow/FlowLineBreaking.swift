import LayoutModel

/// The items of a flow broken into lines, with every item's size.
struct FlowLines {
    var lines: [[Int]] = []
    var sizes: [Int: Size] = [:]
}

/// Line breaking and main-axis sizing, which depend on each other: a content-limited line ends
/// where the next item does not fit, and a weight there is a share of what is left on the line.
/// Lines are filled one after the other so each knows where it starts across the flow (cross-axis
/// weights are shares of the extent left after that position, §4.8).
struct FlowLineBreaking {
    let sizer: FlowSizer
    /// The gap between items of a line, and between lines.
    let spacing: Double
    let lineSpacing: Double

    /// Count-limited lines of `perLine` items (§12.1). In each line the weighted items share what
    /// the other items, the margins and the gaps leave of the inner main extent (§4.8).
    /// `mainSize` (a gravity-fill column or a flexible-spacing size) overrides every item's main size.
    func countLimited(_ items: [Int], perLine: Int, mainSize: Double?) throws(LayoutError) -> FlowLines {
        var result = FlowLines()
        var offset = 0.0
        var start = 0
        while start < items.count {
            let line = Array(items[start..<start + min(items.count - start, perLine)])
            start += line.count
            for (k, i) in line.enumerated() {
                context.note(i, .container, "line \(result.lines.count + 1): \(perLine) items a line, it is item \(k + 1)")
            }
            if let mainSize {
                for i in line {
                    let own = max(0, mainSize - sizer.margins[i]!.total(sizer.main))
                    result.sizes[i] = try sizer.size(i, main: .exact(own), crossOffset: offset)
                    context.note(i, sizer.main.sizePart, "\(n(result.sizes[i]![sizer.main])): the column \(n(mainSize)) less its "
                        + "margins \(n(sizer.margins[i]!.total(sizer.main)))")
                }
            } else {
                try shareLine(line, offset: offset, into: &result.sizes)
            }
            result.lines.append(line)
            offset += crossExtent(line, result.sizes) + lineSpacing
        }
        return result
    }

    private func shareLine(_ line: [Int], offset: Double, into sizes: inout [Int: Size]) throws(LayoutError) {
        let weighted = line.filter { sizer.weight($0) != nil }
        var used = spacing * Double(max(0, line.count - 1))
        var totalWeight = 0.0
        for i in line {
            if let w = sizer.weight(i) {
                used += sizer.margins[i]!.total(sizer.main)
                totalWeight += w
            } else {
                sizes[i] = try sizer.size(i, main: try sizer.standardMain(i), crossOffset: offset)
                used += sizer.extent(i, sizes[i]!, sizer.main)
                if context.explains(i) { noteMain(i, sizes[i]!, "") }
            }
        }
        let free = sizer.innerMain.map { max(0, $0 - used) } ?? 0
        for i in weighted {
            let perWeight = totalWeight > 0 ? free / totalWeight : 0
            sizes[i] = try sizer.size(i, main: sizer.weighted(i, space: perWeight), crossOffset: offset)
            context.note(i, sizer.main.sizePart, "\(n(sizes[i]![sizer.main])): weight \(n(sizer.weight(i)!)) of \(n(totalWeight)): "
                + "the line's free space \(n(free)) (the inner \(sizer.main.sizePart.rawValue) less the other items, the margins "
                + "and the spacing \(n(used))) × \(n(sizer.weight(i)!)) / \(n(totalWeight))")
        }
    }

    /// Content-limited lines (§12.1): an item starts a new line when it does not fit after the
    /// items before it. A weighted item takes its share of what is left on the line from the
    /// current position; with nothing left it starts a new line and takes its share of the whole
    /// line (§4.9). With no main-axis limit everything stays on one line.
    func contentLimited(_ items: [Int]) throws(LayoutError) -> FlowLines {
        var result = FlowLines()
        var current: [Int] = []
        var used = 0.0, offset = 0.0
        func close() {
            offset += crossExtent(current, result.sizes) + lineSpacing
            result.lines.append(current)
            current = []; used = 0
        }
        for i in items {
            let m = sizer.margins[i]!.total(sizer.main)
            let gap = current.isEmpty ? 0 : spacing
            func sized(onNewLine: Bool) throws(LayoutError) -> Size {
                guard sizer.weight(i) != nil else {
                    return try sizer.size(i, main: try sizer.standardMain(i), crossOffset: offset)
                }
                let left = (sizer.mainLimit ?? 0) - (onNewLine ? 0 : used + gap) - m
                return try sizer.size(i, main: sizer.weighted(i, space: left), crossOffset: offset)
            }
            var size = try sized(onNewLine: current.isEmpty)
            if !current.isEmpty, let limit = sizer.mainLimit {
                let nothingLeft = sizer.weight(i) != nil && limit - used - gap - m <= 0
                let needed = used + gap + sizer.extent(i, size, sizer.main)
                if nothingLeft || needed > limit + 1e-9 {
                    if context.explains(i) { noteBreak(i, line: result.lines.count + 1, used: used, needed: nothingLeft ? nil : needed) }
                    close()
                    size = try sized(onNewLine: true)
                } else if context.explains(i) {
                    noteBreak(i, line: result.lines.count + 1, used: used, needed: needed, wraps: false)
                }
            } else {
                context.note(i, .container, "line \(result.lines.count + 1): it starts the line"
                    + (sizer.mainLimit == nil ? " (no limit along the lines: one line)" : ""))
            }
            if context.explains(i) {
                let room = (sizer.mainLimit ?? 0) - (current.isEmpty ? 0 : used + spacing) - m
                noteMain(i, size, sizer.weight(i) == nil ? "" : "weight \(n(sizer.weight(i)!)) of the room left on its line \(n(room))")
            }
            result.sizes[i] = size
            used += (current.isEmpty ? 0 : spacing) + sizer.extent(i, size, sizer.main)
            current.append(i)
        }
        if !current.isEmpty { result.lines.append(current) }
        return result
    }

    var context: LayoutContext { sizer.context }

    /// The line's extent across the flow: its largest item with margins.
    func crossExtent(_ line: [Int], _ sizes: [Int: Size]) -> Double {
        line.reduce(0) { max($0, sizer.extent($1, sizes[$1]!, sizer.cross)) }
    }
}
