extension FrameNode {
    /// The frame tree as deterministic JSON: keys in a fixed order, numbers in `NumberFormat.short`,
    /// two-space indentation. `frame` is `[x, y, width, height]` relative to the parent.
    public func jsonDump() -> String {
        var out = ""
        func numbers(_ values: [Double]) -> String { "[" + values.map(NumberFormat.short).joined(separator: ", ") + "]" }
        func quoted(_ s: String) -> String {
            var r = "\""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": r += "\\\""
                case "\\": r += "\\\\"
                case "\n": r += "\\n"
                case _ where ch.value < 0x20: r += "\\u" + String(repeating: "0", count: 4 - String(ch.value, radix: 16).count) + String(ch.value, radix: 16)
                default: r.unicodeScalars.append(ch)
                }
            }
            return r + "\""
        }
        /// A node's fields, up to its children's opening bracket.
        func open(_ n: FrameNode, _ indent: String) {
            let i2 = indent + "  "
            var fields = ["\(i2)\"name\": \(quoted(n.name))",
                          "\(i2)\"frame\": \(numbers([n.frame.x, n.frame.y, n.frame.width, n.frame.height]))",
                          "\(i2)\"absolute\": \(numbers([n.absolute.x, n.absolute.y, n.absolute.width, n.absolute.height]))"]
            if n.margin != .zero { fields.append("\(i2)\"margin\": \(numbers([n.margin.top, n.margin.left, n.margin.bottom, n.margin.right]))") }
            if n.padding != .zero { fields.append("\(i2)\"padding\": \(numbers([n.padding.top, n.padding.left, n.padding.bottom, n.padding.right]))") }
            if let c = n.contentSize { fields.append("\(i2)\"contentSize\": \(numbers([c.width, c.height]))") }
            if n.visibility != .visible { fields.append("\(i2)\"visibility\": \(quoted(n.visibility.rawValue))") }
            out += "{\n" + fields.joined(separator: ",\n")
            if !n.children.isEmpty { out += ",\n\(i2)\"children\": [\n" }
        }
        // Without recursion: each open node with its indentation and the next child to write.
        var stack: [(node: FrameNode, indent: String, next: Int)] = [(self, "", 0)]
        open(self, "")
        while let (n, indent, next) = stack.last {
            let children = n.children
            if next < children.count {
                if next > 0 { out += ",\n" }
                let childIndent = indent + "    "
                out += childIndent
                stack[stack.count - 1].next += 1
                open(children[next], childIndent)
                stack.append((children[next], childIndent, 0))
            } else {
                if !children.isEmpty { out += "\n" + indent + "  ]" }
                out += "\n\(indent)}"
                stack.removeLast()
            }
        }
        return out + "\n"
    }
}
