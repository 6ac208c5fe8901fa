extension LineDiff {
    /// The texts' differences in the unified format of `diff -u`: a `--- referenceName` and a
    /// `+++ actualName` line, then one `@@ -start,count +start,count @@` hunk per group of changes
    /// with `context` unchanged lines around them (changes closer than `2 * context` lines share a
    /// hunk). Lines start with ` `, `-` or `+`; every line ends with `\n`. A count of 1 is left out
    /// (`@@ -3 +3 @@`), and an empty range names the line before it (`@@ -0,0 +1 @@`).
    ///
    /// Returns the empty string when the texts are equal.
    public static func unifiedDiff(reference: String, actual: String, referenceName: String = "reference",
                                   actualName: String = "actual", context: Int = 3) -> String {
        if reference == actual { return "" }
        let a = Line.split(reference), b = Line.split(actual)
        let steps = script(a, b)
        let context = max(0, context)
        let changes = steps.indices.filter { if case .equal = steps[$0] { return false } else { return true } }
        guard !changes.isEmpty else { return "" }

        var out = "--- \(referenceName)\n+++ \(actualName)\n"
        var groupStart = 0
        for g in changes.indices where g == changes.count - 1 || changes[g + 1] - changes[g] > 2 * context + 1 {
            let first = max(0, changes[groupStart] - context)
            let last = min(steps.count - 1, changes[g] + context)
            out += hunk(steps, first...last, a, b)
            groupStart = g + 1
        }
        return out
    }

    /// One hunk: its header and its lines.
    static func hunk(_ steps: [Step], _ lines: ClosedRange<Int>, _ a: [Line], _ b: [Line]) -> String {
        // Lines of each text before the hunk: where an empty side of the hunk sits.
        var referenceStart = 0, actualStart = 0
        for step in steps[..<lines.lowerBound] {
            switch step {
            case .equal: referenceStart += 1; actualStart += 1
            case .delete: referenceStart += 1
            case .insert: actualStart += 1
            }
        }
        var referenceCount = 0, actualCount = 0
        var body = ""
        for step in steps[lines] {
            let line: Line
            switch step {
            case let .equal(i, _): referenceCount += 1; actualCount += 1; line = a[i]; body += " "
            case let .delete(i): referenceCount += 1; line = a[i]; body += "-"
            case let .insert(j): actualCount += 1; line = b[j]; body += "+"
            }
            body += line.text + "\n"
            if !line.hasNewline { body += "\\ No newline at end of file\n" }
        }
        return "@@ -\(range(referenceStart, referenceCount)) +\(range(actualStart, actualCount)) @@\n" + body
    }

    /// `start,count` with a 1-based start, from the number of lines before the range; `start`
    /// alone for one line; for none, the line before it.
    static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(before),0"
        case 1: return "\(before + 1)"
        default: return "\(before + 1),\(count)"
        }
    }
}
