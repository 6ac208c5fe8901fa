import LayoutModel

/// `flex-wrap: balance` (CSS Flexible Box Layout Level 2 draft): the items are split, in order,
/// into a given number of lines so that the longest line is as short as possible; among the
/// splits that achieve it, earlier lines take as many items as they can (a start bias).
extension FlexRun {
    func balancedLines(count requested: Int) -> [Range<Int>] {
        let n = items.count
        let lineCount = min(requested, n)
        guard lineCount > 1 else { return [items.indices] }
        // prefix[i]: outer hypothetical main sizes of items 0..<i.
        var prefix = [0.0]
        for i in items.indices { prefix.append(prefix[i] + outerHypothetical(i)) }
        func length(_ a: Int, _ b: Int) -> Double { prefix[b] - prefix[a] + mainGap * Double(b - a - 1) }
        // best[k][i]: the smallest longest line when items i..<n go into k lines (each non-empty).
        var best = Array(repeating: Array(repeating: Double.infinity, count: n + 1), count: lineCount + 1)
        for i in 0..<n { best[1][i] = length(i, n) }
        if lineCount >= 2 {
            for k in 2...lineCount {
                for i in 0..<n where n - i >= k {
                    var value = Double.infinity
                    for j in (i + 1)...(n - k + 1) { value = min(value, max(length(i, j), best[k - 1][j])) }
                    best[k][i] = value
                }
            }
        }
        let target = best[lineCount][0]
        var out: [Range<Int>] = []
        var start = 0
        for k in stride(from: lineCount, to: 1, by: -1) {
            var end = start + 1
            for j in stride(from: n - k + 1, through: start + 1, by: -1)
            where max(length(start, j), best[k - 1][j]) <= target + 1e-9 {
                end = j
                break
            }
            out.append(start..<end)
            start = end
        }
        out.append(start..<n)
        return out
    }
}
