import Foundation

/// A strict JSON (RFC 8259) parser that builds the values `JSONReader` reads as Swift values from
/// the start: `[String: Any]`, `[Any]`, `String`, `Double`, `Bool` and `NSNull`. JSONSerialization builds Foundation objects that every `as? [String: Any]` then
/// bridges, which was most of the cost of loading a fixture.
///
/// Iterative (an explicit stack of open containers), so deep input cannot overflow the thread's
/// stack; more than `maxDepth` open arrays and objects stop it with `.tooDeep` and the JSON path
/// of the container that went over. An object that names a key twice is `.duplicateKey` (editors
/// and JSON Schema validators refuse it; a reader would keep one of the two silently). Any other
/// problem is `.malformed`: the caller asks JSONSerialization for its message, and reports the
/// offset itself when JSONSerialization accepts what this parser refuses (a trailing comma).
struct JSONDocumentParser {
    enum Failure: Error, Equatable {
        /// Not JSON; `offset` is the byte where reading stopped.
        case malformed(offset: Int)
        /// An object names `key` twice (the JSON path of the second).
        case duplicateKey(path: String, key: String)
        /// The JSON path of the first container deeper than the limit.
        case tooDeep(path: String)
        /// More node objects in `children` arrays than the limit: the path of the array that went
        /// over it, and the name of its node when that came before it.
        case tooManyNodes(path: String, node: String?)
    }

    /// One open array or object, and for an object the key whose value comes next.
    private struct Open {
        var isObject: Bool
        var array: [Any] = []
        /// An object's members in order (each key once), made a dictionary when it closes:
        /// one allocation of the right size instead of a growing table.
        var members: [(String, Any)] = []
        var key = ""
        /// An array under the key `children`: its objects are nodes, counted against `maxNodes`.
        var holdsNodes = false
    }

    private let bytes: [UInt8]
    private var i = 0
    private let maxDepth: Int
    private let maxNodes: Int
    /// The objects met in `children` arrays, plus one for the root.
    private var nodes = 1

    private init(_ data: Data, maxDepth: Int, maxNodes: Int) {
        bytes = [UInt8](data); self.maxDepth = maxDepth; self.maxNodes = maxNodes
    }

    /// The value `data` holds (any JSON value at the top level). Objects in arrays under the key
    /// `children` are counted as nodes: more than `maxNodes` stop the parser early, so that a huge
    /// tree fails before all of it is read.
    static func parse(_ data: Data, maxDepth: Int, maxNodes: Int = .max) throws(Failure) -> Any {
        var parser = JSONDocumentParser(data, maxDepth: maxDepth, maxNodes: maxNodes)
        return try parser.document()
    }

    private mutating func document() throws(Failure) -> Any {
        var stack: [Open] = []
        while true {
            // A value starts here.
            skipSpace()
            var value: Any
            switch peek() {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = peek() == UInt8(ascii: "{")
                if stack.count == maxDepth { throw .tooDeep(path: Self.path(of: stack)) }
                if isObject, let last = stack.last, last.holdsNodes {
                    nodes += 1
                    if nodes > maxNodes {
                        let owner = stack.count >= 2 ? stack[stack.count - 2] : nil
                        let name = owner?.members.last { $0.0 == "name" }?.1 as? String
                        throw .tooManyNodes(path: Self.path(of: stack.dropLast()), node: name)
                    }
                }
                i += 1
                var open = Open(isObject: isObject)
                open.holdsNodes = !isObject && stack.last.map { $0.isObject && $0.key == "children" } == true
                stack.append(open)
                skipSpace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    value = Self.close(stack.removeLast())
                } else {
                    if isObject { stack[stack.count - 1].key = try key() }
                    continue
                }
            default:
                value = try scalar()
            }
            // The value is complete: it goes into the innermost open container, which may close.
            while true {
                guard !stack.isEmpty else {
                    skipSpace()
                    guard i == bytes.count else { throw .malformed(offset: i) }
                    return value
                }
                let last = stack.count - 1
                if stack[last].isObject {
                    let key = stack[last].key
                    if stack[last].members.contains(where: { $0.0 == key }) {
                        throw .duplicateKey(path: Self.path(of: stack), key: key)
                    }
                    stack[last].members.append((key, value))
                } else {
                    stack[last].array.append(value)
                }
                skipSpace()
                let c = peek()
                i += 1
                if c == UInt8(ascii: ",") {
                    if stack[last].isObject { stack[last].key = try key() }
                    break
                }
                guard c == (stack[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw .malformed(offset: i) }
                value = Self.close(stack.removeLast())
            }
        }
    }

    private static func close(_ open: Open) -> Any {
        open.isObject ? [String: Any](open.members, uniquingKeysWith: { first, _ in first }) : open.array
    }

    /// `$.a.b[3]` for the open containers (the path of the value being read in the innermost).
    private static func path(of stack: some Collection<Open>) -> String {
        var path = JSONPath.root
        for open in stack { path = open.isObject ? path.key(open.key) : path.index(open.array.count) }
        return path.description
    }

    /// A member name and its colon.
    private mutating func key() throws(Failure) -> String {
        skipSpace()
        guard peek() == UInt8(ascii: "\"") else { throw .malformed(offset: i) }
        let name = try string()
        skipSpace()
        guard peek() == UInt8(ascii: ":") else { throw .malformed(offset: i) }
        i += 1
        return name
    }

    private func peek() -> UInt8 { i < bytes.count ? bytes[i] : 0 }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): i += 1
            default: return
            }
        }
    }

    private mutating func scalar() throws(Failure) -> Any {
        switch peek() {
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        case UInt8(ascii: "n"): try literal("null"); return NSNull()
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count else { throw .malformed(offset: i) }
        for k in 0..<count where bytes[i + k] != word.utf8Start[k] { throw .malformed(offset: i) }
        i += count
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, finite.
    private mutating func number() throws(Failure) -> Double {
        let start = i
        func digits(_ i: inout Int, _ bytes: [UInt8]) -> Int {
            let from = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - from
        }
        let negative = peek() == UInt8(ascii: "-")
        if negative { i += 1 }
        let leadingZero = peek() == UInt8(ascii: "0")
        let wholeStart = i
        let whole = digits(&i, bytes)
        guard whole > 0, !(leadingZero && whole > 1) else { throw .malformed(offset: i) }
        let next = peek()
        if whole <= 15, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") {
            // A whole number of at most 15 digits is exact in a Double: no text conversion.
            var value = 0
            for k in wholeStart..<i { value = value * 10 + Int(bytes[k] - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        if peek() == UInt8(ascii: ".") {
            i += 1
            guard digits(&i, bytes) > 0 else { throw .malformed(offset: i) }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            i += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1 }
            guard digits(&i, bytes) > 0 else { throw .malformed(offset: i) }
        }
        guard let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)), d.isFinite else { throw .malformed(offset: i) }
        return d
    }

    /// A string from its opening quote; escapes decoded, UTF-8 checked, control characters refused.
    private mutating func string() throws(Failure) -> String {
        i += 1
        let start = i
        var high: UInt8 = 0
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 {
            high |= bytes[i]
            i += 1
        }
        guard i < bytes.count else { throw .malformed(offset: i) }
        if bytes[i] == UInt8(ascii: "\"") {
            defer { i += 1 }
            // ASCII needs no validation.
            if high < 0x80 { return String(decoding: bytes[start..<i], as: UTF8.self) }
            guard let s = String(validating: bytes[start..<i], as: UTF8.self) else { throw .malformed(offset: i) }
            return s
        }
        var out = Array(bytes[start..<i])
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw .malformed(offset: i) }
                return s
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0..<0x20:
                throw .malformed(offset: i)
            default:
                out.append(c)
            }
        }
        throw .malformed(offset: i)
    }

    private mutating func escape(into out: inout [UInt8]) throws(Failure) {
        let c = peek()
        i += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard peek() == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else { throw .malformed(offset: i) }
                i += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw .malformed(offset: i) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let u = Unicode.Scalar(scalar) else { throw .malformed(offset: i) }
            out.append(contentsOf: String(u).utf8)
        default:
            throw .malformed(offset: i)
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw .malformed(offset: i) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw .malformed(offset: i)
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }
}
