import Foundation

/// CSS syntax of the grid properties, for fixtures and browser-computed cases: track lists
/// (`grid-template-columns: 40px minmax(20px, 1fr) repeat(auto-fill, 10%)`), implicit track sizes
/// (`grid-auto-rows`) and grid lines (`grid-column-start: span 2`). Lengths are in px.
public enum GridSyntax {
    /// A track list, or nil when it is not one (named lines are not read: nil).
    public static func trackList(_ css: String) -> [GridTrackEntry]? {
        let text = css.trimmingCharacters(in: .whitespaces)
        if text == "none" || text.isEmpty { return [] }
        var entries: [GridTrackEntry] = []
        for token in tokens(text) {
            if token.hasPrefix("repeat(") && token.hasSuffix(")") {
                let inside = token.dropFirst(7).dropLast()
                guard let comma = topLevelComma(inside) else { return nil }
                let count = inside[..<comma].trimmingCharacters(in: .whitespaces)
                guard let sizes = trackSizes(String(inside[inside.index(after: comma)...])), !sizes.isEmpty else { return nil }
                switch count {
                case "auto-fill": entries.append(.repeated(.autoFill, sizes))
                case "auto-fit": entries.append(.repeated(.autoFit, sizes))
                default:
                    guard let n = Int(count), n > 0 else { return nil }
                    entries.append(.repeated(.count(min(n, LayoutLimits.maxGridRepetitions)), sizes))
                }
            } else {
                guard let size = trackSize(token) else { return nil }
                entries.append(.track(size))
            }
        }
        return entries
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

    /// A grid line: `auto`, a line number (not 0) or `span n` (n > 0).
    public static func line(_ css: String) -> GridLine? {
        let parts = css.split(separator: " ").map(String.init).filter { !$0.isEmpty }
        if parts == ["auto"] { return .auto }
        if parts.count == 2, parts[0] == "span", let n = Int(parts[1]), n > 0 { return .span(n) }
        if parts.count == 1, let n = Int(parts[0]), n != 0 { return .line(n) }
        return nil
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
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
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
