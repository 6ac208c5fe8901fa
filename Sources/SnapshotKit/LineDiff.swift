/// A line diff of two texts, for text snapshots (SVG, frame dumps) and their failure messages.
///
/// The edit script is a shortest one, found with Myers' O(ND) greedy algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986) after the common prefix and suffix are set
/// aside. Lines end at `\n`; a final line without one differs from the same line with one, and
/// the unified diff marks it with `\ No newline at end of file`, as `diff -u` does.
public enum LineDiff {
    /// One step of an edit script. Line numbers start at 1.
    public enum Operation: Hashable, Sendable {
        /// The line is in both texts.
        case equal(referenceLine: Int, actualLine: Int, text: String)
        /// The line is only in the reference.
        case delete(referenceLine: Int, text: String)
        /// The line is only in the actual text.
        case insert(actualLine: Int, text: String)
    }

    /// The edit script that turns `reference` into `actual`, in order; all `equal` when the texts are equal.
    public static func operations(reference: String, actual: String) -> [Operation] {
        let a = Line.split(reference), b = Line.split(actual)
        return script(a, b).map { step in
            switch step {
            case let .equal(i, j): return .equal(referenceLine: i + 1, actualLine: j + 1, text: a[i].text)
            case let .delete(i): return .delete(referenceLine: i + 1, text: a[i].text)
            case let .insert(j): return .insert(actualLine: j + 1, text: b[j].text)
            }
        }
    }

    /// The first line (1-based) at which the texts differ, compared position by position, with
    /// that line of each text (`nil` past its end); `nil` when the texts are equal.
    public static func firstDifference(reference: String, actual: String) -> (line: Int, reference: String?, actual: String?)? {
        if reference == actual { return nil }
        let a = Line.split(reference), b = Line.split(actual)
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        return (i + 1, i < a.count ? a[i].text : nil, i < b.count ? b[i].text : nil)
    }

    // MARK: The edit script

    /// A line's text without its `\n`, and whether it had one.
    struct Line: Hashable {
        var text: String
        var hasNewline: Bool

        static func split(_ text: String) -> [Line] {
            var parts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { Line(text: String(decoding: $0, as: UTF8.self), hasNewline: true) }
            // "a\nb\n" splits into a, b and an empty tail; "a\nb" into a and b, the last without a newline.
            if parts.last?.text.isEmpty == true { parts.removeLast() } else if !parts.isEmpty { parts[parts.count - 1].hasNewline = false }
            return parts
        }
    }

    /// Steps over 0-based line indices.
    enum Step: Hashable {
        case equal(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// Beyond this many edits, the middle of the texts is replaced wholesale instead of searched:
    /// the search keeps about `d²` integers for backtracking, so this bounds memory to ~70 MB.
    static let maximumSearchedEdits = 3_000

    static func script(_ a: [Line], _ b: [Line]) -> [Step] {
        // Lines become small integers, so the search compares integers instead of strings.
        var ids: [Line: Int] = [:]
        let x = a.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let y = b.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }

        var steps = (0..<prefix).map { Step.equal($0, $0) }
        let middleA = Array(x[prefix..<(x.count - suffix)]), middleB = Array(y[prefix..<(y.count - suffix)])
        if let middle = myers(middleA, middleB) {
            steps += middle.map { step in
                switch step {
                case let .equal(i, j): return .equal(i + prefix, j + prefix)
                case let .delete(i): return .delete(i + prefix)
                case let .insert(j): return .insert(j + prefix)
                }
            }
        } else {
            steps += (0..<middleA.count).map { Step.delete($0 + prefix) }
            steps += (0..<middleB.count).map { Step.insert($0 + prefix) }
        }
        steps += (0..<suffix).map { Step.equal(x.count - suffix + $0, y.count - suffix + $0) }
        return deletionsFirst(steps)
    }

    /// Within each run of changes between equal lines, the deletions before the insertions, as `diff -u` prints them.
    static func deletionsFirst(_ steps: [Step]) -> [Step] {
        var result: [Step] = [], inserts: [Step] = []
        result.reserveCapacity(steps.count)
        for step in steps {
            switch step {
            case .insert: inserts.append(step)
            case .delete: result.append(step)
            case .equal: result += inserts; inserts.removeAll(); result.append(step)
            }
        }
        return result + inserts
    }

    /// Myers' greedy search for a shortest edit script; `nil` past `maximumSearchedEdits`.
    static func myers(_ a: [Int], _ b: [Int]) -> [Step]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return (0..<n).map { Step.delete($0) } + (0..<m).map { Step.insert($0) } }
        let limit = min(n + m, maximumSearchedEdits)
        // v[k + offset]: the furthest x reached on diagonal k (= x - y); rows[d]: v for k in -d...d after step d.
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var rows: [[Int]] = []
        var found: Int?
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var px: Int
                if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) { px = v[k + 1 + offset] } else { px = v[k - 1 + offset] + 1 }
                var py = px - k
                while px < n, py < m, a[px] == b[py] { px += 1; py += 1 }
                v[k + offset] = px
                if px >= n, py >= m {
                    rows.append(Array(v[(offset - d)...(offset + d)]))
                    found = d
                    break search
                }
            }
            rows.append(Array(v[(offset - d)...(offset + d)]))
        }
        guard let edits = found else { return nil }

        // Walk back from (n, m): each step d came from diagonal k ± 1 of step d - 1.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: edits, through: 1, by: -1) {
            let k = x - y
            let previous = rows[d - 1]
            func reach(_ k: Int) -> Int { previous[k + (d - 1)] }
            let down = k == -d || (k != d && reach(k - 1) < reach(k + 1))
            let pk = down ? k + 1 : k - 1
            let pxStart = reach(pk), pyStart = pxStart - pk
            let (sx, sy) = down ? (pxStart, pyStart + 1) : (pxStart + 1, pyStart)
            while x > sx, y > sy { x -= 1; y -= 1; steps.append(.equal(x, y)) }
            steps.append(down ? .insert(pyStart) : .delete(pxStart))
            x = pxStart; y = pyStart
        }
        while x > 0, y > 0 { x -= 1; y -= 1; steps.append(.equal(x, y)) }
        return steps.reversed()
    }
}
