/// A small XML reader for the conformance cases: elements, attributes, text; comments,
/// declarations and processing instructions are skipped. Entities: the five predefined ones.
public struct XMLNode: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLNode]
    public var text: String

    public init(name: String, attributes: [String: String] = [:], children: [XMLNode] = [], text: String = "") {
        self.name = name; self.attributes = attributes; self.children = children; self.text = text
    }

    public func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }

    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Parses a document and returns its root element.
    public static func parse(_ source: String) throws(ParseError) -> XMLNode {
        var reader = Reader(chars: Array(source.unicodeScalars))
        guard let root = try reader.document() else { throw ParseError(description: "no root element") }
        return root
    }

    private struct Reader {
        let chars: [Unicode.Scalar]
        var i = 0

        mutating func document() throws(ParseError) -> XMLNode? {
            var stack: [XMLNode] = []
            var root: XMLNode?
            while i < chars.count {
                if chars[i] == "<" {
                    if starts("<!--") { skip(past: "-->"); continue }
                    if starts("<?") || starts("<!") { skip(past: ">"); continue }
                    if starts("</") {
                        i += 2
                        let name = readName()
                        skip(past: ">")
                        guard let top = stack.popLast(), top.name == name else {
                            throw ParseError(description: "unexpected </\(name)>")
                        }
                        if stack.isEmpty { root = top } else { stack[stack.count - 1].children.append(top) }
                        continue
                    }
                    i += 1
                    var node = XMLNode(name: readName())
                    var selfClosing = false
                    while i < chars.count {
                        skipSpace()
                        if chars[i] == "/" { selfClosing = true; skip(past: ">"); break }
                        if chars[i] == ">" { i += 1; break }
                        let key = readName()
                        skipSpace()
                        guard i < chars.count, chars[i] == "=" else { throw ParseError(description: "attribute \(key) has no value") }
                        i += 1
                        skipSpace()
                        let quote = chars[i]
                        i += 1
                        var value = String.UnicodeScalarView()
                        while i < chars.count, chars[i] != quote { value.append(chars[i]); i += 1 }
                        i += 1
                        node.attributes[key] = XMLNode.unescape(String(value))
                    }
                    if selfClosing {
                        if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
                    } else {
                        stack.append(node)
                    }
                } else {
                    var text = String.UnicodeScalarView()
                    while i < chars.count, chars[i] != "<" { text.append(chars[i]); i += 1 }
                    if !stack.isEmpty { stack[stack.count - 1].text += XMLNode.unescape(String(text)) }
                }
            }
            if !stack.isEmpty { throw ParseError(description: "unclosed <\(stack.last!.name)>") }
            return root
        }

        func starts(_ s: String) -> Bool {
            var j = i
            for c in s.unicodeScalars {
                if j >= chars.count || chars[j] != c { return false }
                j += 1
            }
            return true
        }

        mutating func skip(past s: String) {
            while i < chars.count, !starts(s) { i += 1 }
            i = min(chars.count, i + s.unicodeScalars.count)
        }

        mutating func skipSpace() {
            while i < chars.count, chars[i].properties.isWhitespace { i += 1 }
        }

        mutating func readName() -> String {
            var name = String.UnicodeScalarView()
            while i < chars.count, !chars[i].properties.isWhitespace, !"=/>".unicodeScalars.contains(chars[i]) {
                name.append(chars[i]); i += 1
            }
            return String(name)
        }
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences("&lt;", "<").replacingOccurrences("&gt;", ">")
            .replacingOccurrences("&quot;", "\"").replacingOccurrences("&apos;", "'").replacingOccurrences("&amp;", "&")
    }
}

extension String {
    fileprivate func replacingOccurrences(_ a: String, _ b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}
