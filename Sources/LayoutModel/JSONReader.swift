import Foundation

/// A location inside a JSON document, written as `$.root.children[2].width`.
///
/// Kept as a chain of steps that shares its parent's, and written out only when asked (for an
/// error): the decoder makes a path for every value it reads, and nearly all are never written.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    private enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        init(_ parent: Link?, _ step: Step) { self.parent = parent; self.step = step }
    }

    private let last: Link?

    static let root = JSONPath(last: nil)

    /// The path of member `key`; keys that are not plain identifiers are quoted: `$.expected["root.0"]`.
    func key(_ key: String) -> JSONPath { JSONPath(last: Link(last, .key(key))) }

    /// The path of element `index` of an array.
    func index(_ index: Int) -> JSONPath { JSONPath(last: Link(last, .index(index))) }

    var description: String {
        var steps: [Step] = []
        var link = last
        while let l = link { steps.append(l.step); link = l.parent }
        var text = "$"
        for step in steps.reversed() {
            switch step {
            case .key(let key): text += Self.isPlain(key) ? "." + key : "[\"" + key + "\"]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    static func == (a: JSONPath, b: JSONPath) -> Bool { a.description == b.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Whether `key` can follow a dot: letters, digits, `_` and `$`, not starting with a digit.
    /// Keys are almost always ASCII: their bytes are checked first, Unicode properties only otherwise.
    private static func isPlain(_ key: String) -> Bool {
        var ascii = true, first = true
        for byte in key.utf8 {
            defer { first = false }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if first { return false }
            case 0x80...:
                ascii = false
            default:
                return false
            }
        }
        if ascii { return !key.isEmpty }
        return key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } && !(key.first?.isNumber ?? false)
    }
}

/// Reads values out of `JSONSerialization` output with strict types, and turns every problem into
/// a `LayoutError` carrying the file, the JSON path and the node being read.
struct JSONReader {
    /// The fixture file, for errors.
    var file: String?
    /// The node being read, for errors.
    var node: String?

    func error(_ path: JSONPath, _ reason: String) -> LayoutError {
        LayoutError(file: file, path: path.description, node: node, reason: reason)
    }

    /// A description of a JSON value's type for messages: "a string", "a number", ...
    static func typeName(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if value is String { return "a string" }
        if type(of: value) == Bool.self { return "a boolean" }
        if type(of: value) == Double.self { return "a number" }
        if let n = value as? NSNumber { return isBoolean(n) ? "a boolean" : "a number" }
        if value is [Any] { return "an array" }
        if value is [String: Any] { return "an object" }
        return "an unknown value"
    }

    /// Whether `value` is a number and not a boolean: a `Double` from `JSONDocumentParser`, or an
    /// `NSNumber` from JSONSerialization (for the rare input our parser leaves to it).
    /// (Types are compared exactly: on Linux `as?` would bridge a `Bool` to a number and back.)
    static func isNumber(_ value: Any) -> Bool {
        if type(of: value) == Double.self { return true }
        if type(of: value) == Bool.self { return false }
        if let n = value as? NSNumber { return !isBoolean(n) }
        return false
    }

    /// JSONSerialization gives booleans as NSNumber too; they are the ones whose type code is `c`.
    static func isBoolean(_ n: NSNumber) -> Bool {
        let type = n.objCType
        return type[0] == CChar(UInt8(ascii: "c")) && type[1] == 0
    }

    func object(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> [String: Any] {
        guard let o = value as? [String: Any] else {
            throw error(path(), "expected an object, found \(Self.typeName(value))")
        }
        return o
    }

    func array(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> [Any] {
        guard let a = value as? [Any] else { throw error(path(), "expected an array, found \(Self.typeName(value))") }
        return a
    }

    func string(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> String {
        guard let s = value as? String else { throw error(path(), "expected a string, found \(Self.typeName(value))") }
        return s
    }

    func bool(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> Bool {
        if type(of: value) == Bool.self, let b = value as? Bool { return b }
        if type(of: value) == Double.self { throw error(path(), "expected true or false, found a number") }
        guard let n = value as? NSNumber, Self.isBoolean(n) else {
            throw error(path(), "expected true or false, found \(Self.typeName(value))")
        }
        return n.boolValue
    }

    /// A finite number within ±`LayoutLimits.maxMagnitude` (booleans are not numbers).
    func number(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> Double {
        let d: Double
        if type(of: value) == Double.self, let v = value as? Double {
            d = v
        } else if type(of: value) != Bool.self, let n = value as? NSNumber, !Self.isBoolean(n) {
            d = n.doubleValue
        } else {
            throw error(path(), "expected a number, found \(Self.typeName(value))")
        }
        guard d.isFinite else { throw error(path(), "expected a finite number, found \(d)") }
        guard LayoutLimits.inRange(d) else { throw error(path(), LayoutLimits.outOfRange(d)) }
        return d
    }

    /// A finite number >= 0; `what` names it in the message ("padding cannot be negative").
    func nonNegative(_ value: Any, _ path: @autoclosure () -> JSONPath, _ what: String) throws(LayoutError) -> Double {
        let d = try number(value, path())
        guard d >= 0 else { throw error(path(), "\(what) cannot be negative (\(NumberFormat.short(d)))") }
        return d
    }

    /// A whole number >= 0.
    func count(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> Int {
        let d = try nonNegative(value, path(), "a count")
        guard d == d.rounded() else {
            throw error(path(), "expected a whole number, found \(NumberFormat.short(d))")
        }
        guard d <= Double(LayoutLimits.maxCount) else {
            throw error(path(), "a count of \(NumberFormat.short(d)) is out of range: at most 1,000,000")
        }
        return Int(d)
    }

    /// One of an enumeration's raw values, suggesting the nearest when the text is none of them.
    func enumeration<E: RawRepresentable & CaseIterable>(
        _ value: Any, _ path: @autoclosure () -> JSONPath, allowed: [E] = Array(E.allCases), what: String
    ) throws(LayoutError) -> E where E.RawValue == String {
        let text = try string(value, path())
        if let e = E(rawValue: text), allowed.contains(where: { $0.rawValue == text }) { return e }
        let names = allowed.map(\.rawValue)
        throw error(path(), "unknown \(what) '\(text)'\(Suggestion.didYouMean(text, among: names)); "
            + "expected one of " + names.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// Rejects keys not in `allowed`. `misplaced` maps a key valid elsewhere to a message saying where
    /// it belongs; other unknown keys get a "did you mean" suggestion among `allowed`.
    /// Keys are checked in sorted order so the reported key does not depend on dictionary order.
    func checkKeys(_ object: [String: Any], _ path: JSONPath, allowed: [String],
                   misplaced: [String: String] = [:]) throws(LayoutError) {
        if object.keys.allSatisfy(allowed.contains) { return }
        for key in object.keys.sorted() where !allowed.contains(key) {
            if let message = misplaced[key] { throw error(path.key(key), message) }
            throw error(path.key(key), "unknown key '\(key)'\(Suggestion.didYouMean(key, among: allowed))")
        }
    }

    /// Parses a colour string: `#rgb`, `#rrggbb`, `#rrggbbaa` or a name from `Color.named` (lower case).
    func color(_ value: Any, _ path: @autoclosure () -> JSONPath) throws(LayoutError) -> Color {
        let text = try string(value, path())
        if let c = Self.hexColor(text) { return c }
        if let c = Color.named[text] { return c }
        let hex = text.dropFirst()
        if text.hasPrefix("#"), [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit),
           let c = Color(parsing: text) {
            return c
        }
        throw error(path(), "bad colour '\(text)'\(Suggestion.didYouMean(text, among: Color.named.keys.sorted())); "
            + "expected #rgb, #rrggbb, #rrggbbaa or a name (" + Color.named.keys.sorted().joined(separator: ", ") + ")")
    }
}

extension JSONReader {
    /// `#rgb`, `#rrggbb` or `#rrggbbaa` read from the bytes (the common case, without the general
    /// parser's string work); nil for anything else.
    static func hexColor(_ text: String) -> Color? {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for (i, byte) in text.utf8.enumerated() {
            if i == 0 { guard byte == UInt8(ascii: "#") else { return nil }; continue }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            if digits.count > 8 { return nil }
        }
        func pair(_ k: Int) -> UInt8 { digits[k] << 4 | digits[k + 1] }
        switch digits.count {
        case 3: return Color(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6: return Color(red: pair(0), green: pair(2), blue: pair(4))
        case 8: return Color(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
        default: return nil
        }
    }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// `" (did you mean 'X'?)"` for the candidate nearest to `word` (case-insensitive Levenshtein distance,
    /// at most 2 or a third of the word's length), or an empty string when none is near.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word.lowercased(), c.lowercased())
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        guard let best else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    /// The Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
