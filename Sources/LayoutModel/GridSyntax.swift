import Foundation

/// CSS syntax of the grid properties, for fixtures and browser-computed cases: track lists
/// (`grid-template-columns: 40px minmax(20px, 1fr) repeat(auto-fill, 10%)`), implicit track sizes
/// (`grid-auto-rows`) and grid lines (`grid-column-start: span 2`). Lengths are in px.
public enum GridSyntax {
    /// A track list (with line names in brackets), or nil when it is not one.
    public static func trackList(_ css: String) -> [GridTrackEntry]? {
        let text = css.trimmingCharacters(in: .whitespaces)
        if text == "none" || text.isEmpty { return [] }
        return entries(text, insideRepeat: false)
    }

    /// The entries of a track list; `repeat()` only outside a repetition.
    private static func entries(_ text: String, insideRepeat: Bool) -> [GridTrackEntry]? {
        var entries: [GridTrackEntry] = []
        for token in tokens(text) {
            if token.hasPrefix("[") {
                guard token.hasSuffix("]") else { return nil }
                let names = token.dropFirst().dropLast().split(separator: " ").map(String.init)
                guard names.allSatisfy(isName) else { return nil }
                entries.append(.lineNames(names))
            } else if token.hasPrefix("repeat(") && token.hasSuffix(")") {
                guard !insideRepeat else { return nil }
                let inside = token.dropFirst(7).dropLast()
                guard let comma = topLevelComma(inside) else { return nil }
                let count = inside[..<comma].trimmingCharacters(in: .whitespaces)
                guard let repeated = self.entries(String(inside[inside.index(after: comma)...]).trimmingCharacters(in: .whitespaces),
                                                  insideRepeat: true),
                      repeated.contains(where: { if case .track = $0 { true } else { false } }) else { return nil }
                switch count {
                case "auto-fill": entries.append(.repeated(.autoFill, repeated))
                case "auto-fit": entries.append(.repeated(.autoFit, repeated))
                default:
                    guard let n = Int(count), n > 0 else { return nil }
                    entries.append(.repeated(.count(min(n, LayoutLimits.maxGridRepetitions)), repeated))
                }
            } else {
                guard let size = trackSize(token) else { return nil }
                entries.append(.track(size))
            }
        }
        return entries
    }

    /// A line name: a CSS identifier that is not a keyword of placement.
    static func isName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, !["span", "auto"].contains(s),
              first == "_" || first == "-" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A list of track sizes without `repeat()` (`grid-auto-rows`), or nil.
    public static func trackSizes(_ css: String) -> [GridTrackSize]? {
        var sizes: [GridTrackSize] = []
        for token in tokens(css.trimmingCharacters(in: .whitespaces)) {
            guard let size = trackSize(token) else { return nil }
            sizes.append(size)
        }
        return sizes
    }

    /// One track size: a breadth, `minmax(min, max)` or `fit-content(limit)`.
    public static func trackSize(_ token: String) -> GridTrackSize? {
        if token.hasPrefix("minmax(") && token.hasSuffix(")") {
            let inside = token.dropFirst(7).dropLast()
            guard let comma = topLevelComma(inside),
                  let min = breadth(inside[..<comma].trimmingCharacters(in: .whitespaces)),
                  let max = breadth(inside[inside.index(after: comma)...].trimmingCharacters(in: .whitespaces)) else { return nil }
            // A flexible minimum is invalid.
            if case .flex = min { return nil }
            return GridTrackSize(min: min, max: max)
        }
        if token.hasPrefix("fit-content(") && token.hasSuffix(")") {
            let inside = token.dropFirst(12).dropLast().trimmingCharacters(in: .whitespaces)
            switch breadth(inside) {
            case .points(let v)?: return GridTrackSize(.fitContent(.points(v)))
            case .fraction(let f)?: return GridTrackSize(.fitContent(.fraction(f)))
            default: return nil
            }
        }
        return breadth(token).map { GridTrackSize($0) }
    }

    /// A breadth: `40px` (or a bare number), `25%`, `1fr`, `auto`, `min-content`, `max-content`.
    public static func breadth(_ token: String) -> GridBreadth? {
        switch token {
        case "auto": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        default: break
        }
        func number(_ s: Substring) -> Double? { Double(s).flatMap { LayoutLimits.inRange($0) && $0 >= 0 ? $0 : nil } }
        if token.hasSuffix("fr") { return number(token.dropLast(2)).map { .flex($0) } }
        if token.hasSuffix("%") { return number(token.dropLast()).map { .fraction($0 / 100) } }
        if token.hasSuffix("px") { return number(token.dropLast(2)).map { .points($0) } }
        return number(Substring(token)).map { .points($0) }
    }

    /// A grid line: `auto`, a line number (not 0), `span n` (n > 0), a name with an optional
    /// number (`col`, `col 2`, `-1 col`), or `span` with a name (`span col`, `span 2 col`).
    public static func line(_ css: String) -> GridLine? {
        var parts = css.split(separator: " ").map(String.init).filter { !$0.isEmpty }
        if parts == ["auto"] { return .auto }
        let isSpan = parts.first == "span"
        if isSpan { parts.removeFirst() }
        let numbers = parts.compactMap { Int($0) }, names = parts.filter { Int($0) == nil }
        guard parts.count <= 2, numbers.count <= 1, names.count <= 1, names.allSatisfy(isName) else { return nil }
        let n = numbers.first
        if let name = names.first {
            if isSpan { return (n ?? 1) > 0 ? .spanNamed(name, n ?? 1) : nil }
            return n == 0 ? nil : .named(name, n ?? 1)
        }
        guard let n else { return nil }
        if isSpan { return n > 0 ? .span(n) : nil }
        return n != 0 ? .line(n) : nil
    }

    /// `grid-template-areas`: one string per row, cell names separated by spaces (`.` for none);
    /// nil unless every row has the same number of cells and every name covers a rectangle.
    public static func areas(_ rows: [String]) -> [[String]]? {
        let cells = rows.map { $0.split(separator: " ").map(String.init).filter { !$0.isEmpty } }
        guard let width = cells.first?.count, width > 0, cells.allSatisfy({ $0.count == width }) else { return rows.isEmpty ? [] : nil }
        for name in Set(cells.flatMap { $0 }) where name != "." {
            guard isName(name) || name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
            var rowRange: [Int] = [], columnRange: [Int] = []
            for (r, row) in cells.enumerated() { for (c, cell) in row.enumerated() where cell == name { rowRange.append(r); columnRange.append(c) } }
            let (r0, r1, c0, c1) = (rowRange.min()!, rowRange.max()!, columnRange.min()!, columnRange.max()!)
            for r in r0...r1 { for c in c0...c1 where cells[r][c] != name { return nil } }
        }
        return cells
    }

    /// `grid-row` or `grid-column`: one line (`2`, `span 2`; the end is then auto) or
    /// `start / end`; nil when a side is not a line.
    public static func placement(_ css: String) -> GridPlacement? {
        let sides = css.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 1 || sides.count == 2, let start = line(sides[0]) else { return nil }
        guard sides.count == 2 else { return GridPlacement(start: start) }
        guard let end = line(sides[1]) else { return nil }
        return GridPlacement(start: start, end: end)
    }

    /// Space-separated tokens, keeping parenthesised groups whole.
    private static func tokens(_ text: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" || ch == "[" { depth += 1 } else if ch == ")" || ch == "]" { depth -= 1 }
            if ch == " " && depth == 0 {
                if !current.isEmpty { out.append(current); current = "" }
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// The first comma outside parentheses.
    private static func topLevelComma(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for i in text.indices {
            switch text[i] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0: return i
            default: break
            }
        }
        return nil
    }
}
