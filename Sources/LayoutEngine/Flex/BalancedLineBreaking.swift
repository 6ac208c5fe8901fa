import LayoutModel

/// `flex-wrap: balance` (CSS Flexible Box Layout Level 2 draft, with `flex-line-count`): a
/// multi-line container that "attempts to balance the lengths of the flex lines to be as similar
/// as possible", as Chrome, the one engine that ships it, decides its lines:
///
/// 1. Each item counts with its outer hypothetical main size, negative sizes as 0 (the working
///    group's resolution: for line breaking, clamp the main size to zero).
/// 2. The break size is the available main space (unbounded for an indefinite main size). Lines
///    filled greedily at it give the line count.
/// 3. `flex-line-count` is a minimum: when the greedy count falls short, the break size becomes
///    the smallest one whose greedy count is at most the minimum; if that still gives too few lines
///    (four equal items cannot make three lines at any size), items that end a line exactly at the
///    break size are pushed to the next line, the last such item first, until there are enough.
/// 4. The lines are then chosen to minimise the sum, over every line (the last one too), of the
///    square of its space left at the break size; a lone item longer than the break size counts 0.
///    Among equally good choices, each line, from the last back, takes as few items as it can.
///
/// Sizes are compared in Chrome's layout units (1/64 px), so that equally good choices are equal.
struct LineBalancer {
    /// The items' sizes (units, at least 0) and the gap between two items on a line.
    private(set) var sizes: [Int]
    let gap: Int
    /// The break size, in units.
    private(set) var breakSize: Int

    /// What an unbounded break size is: large enough to hold anything, small enough that the square
    /// of one line's space stays within `Int`.
    static let unbounded = Int(Int32.max)

    static func units(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? unbounded : 0 }
        return Int(min(max((value * 64).rounded(), 0), Double(unbounded)))
    }

    init(sizes: [Double], gap: Double, breakSize: Double) {
        self.sizes = sizes.map(LineBalancer.units)
        self.gap = LineBalancer.units(gap)
        self.breakSize = LineBalancer.units(breakSize)
    }

    /// The lines (by the index past each one's last item) of at least `minimumCount` lines where the
    /// items allow, per the steps above.
    mutating func lines(minimumCount: Int) -> [Int] {
        guard !sizes.isEmpty else { return [0] }
        let minimum = min(max(1, minimumCount), sizes.count)
        if greedyCount(at: breakSize) < minimum { reach(minimum) }
        return evenestLines()
    }

    /// The length of items `a...b` on one line.
    private func length(_ a: Int, _ b: Int, _ prefix: [Int]) -> Int {
        prefix[b + 1] - prefix[a] + gap * (b - a)
    }

    private func prefixSums() -> [Int] {
        var prefix = [0]
        prefix.reserveCapacity(sizes.count + 1)
        for s in sizes { prefix.append(prefix[prefix.count - 1] &+ s) }
        return prefix
    }

    /// The number of lines when each line takes items while they fit within `size` (a lone item
    /// that does not fit takes a line of its own).
    func greedyCount(at size: Int) -> Int {
        greedyEnds(at: size).count
    }

    /// Greedy lines at `size`, by the index of each one's last item.
    private func greedyEnds(at size: Int) -> [Int] {
        var ends: [Int] = []
        var used = 0, count = 0
        for (i, s) in sizes.enumerated() {
            if count > 0, used + gap + s > size {
                ends.append(i - 1)
                used = s; count = 1
            } else {
                used += (count > 0 ? gap : 0) + s; count += 1
            }
        }
        ends.append(sizes.count - 1)
        return ends
    }

    /// Step 3: lowers the break size, then pushes perfectly fitting items on, until `minimum` lines.
    private mutating func reach(_ minimum: Int) {
        let prefix = prefixSums()
        var low = 0, high = min(breakSize, length(0, sizes.count - 1, prefix))
        while low < high {
            let middle = low + (high - low) / 2
            if greedyCount(at: middle) > minimum { low = middle + 1 } else { high = middle }
        }
        breakSize = high
        var count = greedyCount(at: breakSize)
        guard count < minimum else { return }
        let ends = greedyEnds(at: breakSize)
        let perfect = ends.indices.filter { k in
            length(k == 0 ? 0 : ends[k - 1] + 1, ends[k], prefix) == breakSize
        }.map { ends[$0] }
        for index in perfect.reversed() where count < minimum {
            sizes[index] += 1
            count = greedyCount(at: breakSize)
        }
    }

    /// Step 4: the least summed squared space left, each line from the last back as short as it
    /// can be among equals.
    private func evenestLines() -> [Int] {
        let n = sizes.count, prefix = prefixSums()
        func square(_ v: Int) -> Int {
            let (r, overflow) = v.multipliedReportingOverflow(by: v)
            return overflow ? .max : r
        }
        // best[e]: the least score of items 0...e; start[e]: the first item of its last line.
        var best = [Int](repeating: .max, count: n), start = [Int](repeating: 0, count: n)
        var first = 0
        for e in 0..<n {
            // The earliest first item of a line ending at e that fits (or e alone).
            while first < e, length(first, e, prefix) > breakSize { first += 1 }
            for s in first...e {
                let len = length(s, e, prefix)
                let line = len > breakSize ? 0 : square(breakSize - len)
                let before = s == 0 ? 0 : best[s - 1]
                let (total, overflow) = line.addingReportingOverflow(before)
                let score = overflow ? Int.max : total
                if score <= best[e] { best[e] = score; start[e] = s }
            }
        }
        var ends: [Int] = []
        var e = n - 1
        while e >= 0 {
            ends.append(e + 1)
            e = start[e] - 1
        }
        return ends.reversed()
    }
}

extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// The balanced lines of the items at the available main space `limit`, by the index past each
    /// one's last item.
    mutating func balancedLines(minimumCount: Int, limit: Double) -> [Int] {
        let sizes = items.indices.map { max(0, outerHypothetical($0)) }
        var balancer = LineBalancer(sizes: sizes, gap: mainGap, breakSize: limit)
        return balancer.lines(minimumCount: minimumCount)
    }
}
