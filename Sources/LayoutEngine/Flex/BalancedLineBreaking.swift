import LayoutModel

/// `flex-wrap: balance` (CSS Flexible Box Layout Level 2 draft): the items are split, in order,
/// into a given number of lines as evenly as possible. The split minimises the sum of the squared
/// line lengths; with the number of lines and the items fixed, the lengths have a fixed sum, so this
/// is the split of least variance (equally, of least squared space left at the line ends). A line
/// may exceed `limit` only when it holds a single item, unless no split keeps to it. Among equally
/// even splits, earlier lines take as many items as they can (a start bias).
extension FlexRun {
    /// The lines, by the index past each one's last item.
    mutating func balancedLines(count requested: Int, limit: Double) -> [Int] {
        let n = items.count
        let lineCount = min(requested, n)
        guard lineCount > 1 else { return [n] }
        // prefix[i]: outer hypothetical main sizes of items 0..<i.
        var prefix = [0.0]
        for i in items.indices { prefix.append(prefix[i] + outerHypothetical(i)) }
        let gap = mainGap
        func length(_ a: Int, _ b: Int) -> Double { prefix[b] - prefix[a] + gap * Double(b - a - 1) }
        if let lines = FlexRun.evenestSplit(n, lineCount, length, limit: limit) { return lines }
        return FlexRun.evenestSplit(n, lineCount, length, limit: .infinity) ?? [n]
    }

    /// The split of `n` items into `lineCount` non-empty lines of least summed squared length whose
    /// lines of two or more items keep within `limit`, start-biased, by the index past each line's
    /// last item; nil when there is none.
    private static func evenestSplit(_ n: Int, _ lineCount: Int, _ length: (Int, Int) -> Double, limit: Double) -> [Int]? {
        func fits(_ a: Int, _ b: Int) -> Bool { b - a == 1 || length(a, b) <= limit + 1e-9 }
        // cost[k][i]: the least sum of squared lengths of items i..<n in k lines.
        var cost = Array(repeating: Array(repeating: Double.infinity, count: n + 1), count: lineCount + 1)
        for i in 0..<n where fits(i, n) { cost[1][i] = length(i, n) * length(i, n) }
        for k in 2...lineCount {
            for i in 0...(n - k) {
                var value = Double.infinity
                for j in (i + 1)...(n - k + 1) where fits(i, j) {
                    value = min(value, length(i, j) * length(i, j) + cost[k - 1][j])
                }
                cost[k][i] = value
            }
        }
        guard cost[lineCount][0] < .infinity else { return nil }
        // Walk the optimum, each line as full as the optimum allows (relative tolerance: lengths
        // may be large, their squares larger).
        var ends: [Int] = []
        var start = 0
        for k in stride(from: lineCount, to: 1, by: -1) {
            let target = cost[k][start]
            var end = start + 1
            for j in stride(from: n - k + 1, through: start + 1, by: -1) where fits(start, j) {
                let value = length(start, j) * length(start, j) + cost[k - 1][j]
                if value <= target + 1e-9 * max(1, target) {
                    end = j
                    break
                }
            }
            ends.append(end)
            start = end
        }
        ends.append(n)
        return ends
    }
}
