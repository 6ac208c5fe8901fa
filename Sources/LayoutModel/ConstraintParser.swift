/// A syntax error in one constraint: the 1-based character where it was found, and what was wrong.
public struct ConstraintSyntaxError: Error, Hashable, Sendable {
    public var character: Int
    public var message: String
}

/// Reads the fixture syntax of a constraint:
///
///     item.anchor relation item.anchor [* m | / d] [+ c | - c] [@priority]
///     item.anchor relation [-]constant [@priority]
///
/// `relation` is `=` (or `==`), `<=` or `>=`; `item` is a child's name, `parent` (the container) or
/// `safe` (its safe-area guide); `anchor` is one of `ConstraintAnchor`'s names; `priority` is a number
/// from 1 to 1000 or `required` (1000), `high` (750), `low` (250). Spaces are optional.
public struct ConstraintParser {
    /// The parsed constraint, and the 1-based character where each item name starts.
    public struct Parsed: Hashable, Sendable {
        public var constraint: LayoutConstraint
        public var firstItemAt: Int
        public var secondItemAt: Int?
    }

    public static let namedPriorities: [String: Double] = ["required": 1000, "high": 750, "low": 250]

    private let chars: [Character]
    private var i = 0

    private init(_ text: String) { chars = Array(text) }

    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> Parsed {
        var p = ConstraintParser(text)
        return try p.constraint()
    }

    private func fail(_ message: String, at index: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(character: (index ?? i) + 1, message: message)
    }

    private var current: Character? { i < chars.count ? chars[i] : nil }
    private var found: String { current.map { "'\($0)'" } ?? "the end" }

    private mutating func skipSpaces() { while let c = current, c == " " { i += 1 } }

    private static func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }

    private mutating func name(_ what: String) throws(ConstraintSyntaxError) -> String {
        let start = i
        while let c = current, Self.isNameCharacter(c) { i += 1 }
        guard i > start else { throw fail("expected \(what), found \(found)") }
        return String(chars[start..<i])
    }

    private mutating func anchorRef() throws(ConstraintSyntaxError) -> (AnchorRef, Int) {
        skipSpaces()
        let start = i
        let item = try name("an item name (a child, 'parent' or 'safe')")
        guard current == "." else { throw fail("expected '.' and an anchor after '\(item)', found \(found)") }
        i += 1
        let anchorStart = i
        let word = try name("an anchor")
        guard let anchor = ConstraintAnchor(rawValue: word) else {
            let names = ConstraintAnchor.allCases.map(\.rawValue)
            throw fail("unknown anchor '\(word)'" + Suggestion.didYouMean(word, among: names)
                + "; anchors: " + names.joined(separator: ", "), at: anchorStart)
        }
        let target: ConstraintTarget = switch item {
        case ConstraintTarget.parentName: .parent
        case ConstraintTarget.safeAreaName: .safeArea
        default: .child(item)
        }
        return (AnchorRef(target, anchor), start)
    }

    private mutating func number() throws(ConstraintSyntaxError) -> Double {
        skipSpaces()
        let start = i
        while let c = current, c.isASCII, c.isNumber || c == "." { i += 1 }
        guard i > start, let v = Double(String(chars[start..<i])) else {
            throw fail("expected a number, found \(i > start ? "'\(String(chars[start..<i]))'" : found)", at: start)
        }
        return v
    }

    private mutating func relation() throws(ConstraintSyntaxError) -> ConstraintRelation {
        skipSpaces()
        let rest = String(chars[i...].prefix(2))
        if rest == "<=" || rest == ">=" || rest == "==" {
            i += 2
            return rest == "<=" ? .lessOrEqual : rest == ">=" ? .greaterOrEqual : .equal
        }
        guard current == "=" else { throw fail("expected a relation ('=', '<=' or '>='), found \(found)") }
        i += 1
        return .equal
    }

    private mutating func constraint() throws(ConstraintSyntaxError) -> Parsed {
        let (first, firstAt) = try anchorRef()
        let relation = try relation()
        skipSpaces()
        var c = LayoutConstraint(first, relation)
        var secondAt: Int?
        if let ch = current, ch.isLetter || ch == "_" {
            let (second, at) = try anchorRef()
            if second.anchor.isDimension != first.anchor.isDimension {
                throw fail("cannot relate \(first.anchor.isDimension ? "a size" : "a position") ('\(first)') to "
                    + "\(second.anchor.isDimension ? "a size" : "a position") ('\(second)')", at: at)
            }
            if !first.anchor.isDimension && second.anchor.axis != first.anchor.axis {
                throw fail("cannot relate a \(first.anchor.axis.rawValue) position ('\(first)') to a "
                    + "\(second.anchor.axis.rawValue) one ('\(second)')", at: at)
            }
            c.second = second; secondAt = at
            skipSpaces()
            if current == "*" || current == "/" {
                let divide = current == "/", at = i
                i += 1
                let m = try number()
                if divide && m == 0 { throw fail("division by zero", at: at) }
                c.multiplier = divide ? 1 / m : m
                skipSpaces()
            }
            if current == "+" || current == "-" {
                let negative = current == "-"
                i += 1
                c.constant = try number() * (negative ? -1 : 1)
            }
        } else {
            var negative = false
            if current == "-" { negative = true; i += 1 }
            c.constant = try number() * (negative ? -1 : 1)
        }
        skipSpaces()
        if current == "@" {
            i += 1
            skipSpaces()
            let start = i
            if let ch = current, ch.isLetter {
                let word = try name("a priority")
                guard let p = Self.namedPriorities[word] else {
                    throw fail("unknown priority '\(word)'; use a number from 1 to 1000, 'required', 'high' or 'low'", at: start)
                }
                c.priority = p
            } else {
                c.priority = try number()
                guard c.priority >= 1, c.priority <= 1000 else {
                    throw fail("a priority is from 1 to 1000, found \(NumberFormat.short(c.priority))", at: start)
                }
            }
            skipSpaces()
        }
        guard current == nil else {
            throw fail("unexpected \(found); a constraint reads 'item.anchor = other.anchor * multiplier + constant @priority'")
        }
        return Parsed(constraint: c, firstItemAt: firstAt + 1, secondItemAt: secondAt.map { $0 + 1 })
    }
}
