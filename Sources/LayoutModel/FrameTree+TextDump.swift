import Foundation

extension FrameNode {
    /// A frame tree read back from its text dump (`textDump()`, the `.frames.txt` references):
    /// names, frames, content sizes, margins, paddings and visibility. Absolute frames are summed
    /// from the relative ones. Text lines and curves are not in the dump.
    ///
    /// Each line is `<2 spaces per depth><name> (<x>, <y>, <width>, <height>)` followed by any of
    /// ` content (<w>, <h>)`, ` margin [t l b r]`, ` padding [t l b r]`, ` hidden`, ` gone`.
    /// Returns nil when the text is not such a dump (one root, each line at most one level deeper
    /// than the one before).
    public static func parseTextDump(_ text: String) -> FrameNode? {
        struct Line { var depth: Int; var node: FrameNode }
        var lines: [Line] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let line = parseLine(Substring(raw)) else { return nil }
            lines.append(line)
        }
        guard let first = lines.first, first.depth == 0, !lines.dropFirst().contains(where: { $0.depth == 0 }) else { return nil }
        // Build bottom-up with a stack of open parents (no recursion: dumps may be deep); a node's
        // absolute frame is its parent's origin plus its own frame, the parent being open on the stack.
        var root = first
        root.node.absolute = root.node.frame
        var stack: [Line] = [root]
        func close() {
            let done = stack.removeLast()
            stack[stack.count - 1].node.children.append(done.node)
        }
        for line in lines.dropFirst() {
            guard line.depth <= stack.count else { return nil }
            while stack.count > line.depth { close() }
            var line = line
            let origin = stack[stack.count - 1].node.absolute.origin
            line.node.absolute = Rect(x: origin.x + line.node.frame.x, y: origin.y + line.node.frame.y,
                                      width: line.node.frame.width, height: line.node.frame.height)
            stack.append(line)
        }
        while stack.count > 1 { close() }
        return stack[0].node

        func parseLine(_ line: Substring) -> Line? {
            let depth = line.prefix { $0 == " " }.count
            guard depth % 2 == 0 else { return nil }
            let body = line.dropFirst(depth)
            // The frame is the first " (a, b, c, d)" with four numbers; the name is what precedes it.
            var search = body.startIndex
            while let open = body[search...].range(of: " (") {
                if let close = body[open.upperBound...].firstIndex(of: ")"),
                   let numbers = numbers(body[open.upperBound..<close], count: 4) {
                    var node = FrameNode(name: String(body[..<open.lowerBound]),
                                         frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                                         absolute: .zero)
                    guard applyExtras(body[body.index(after: close)...], to: &node) else { return nil }
                    return Line(depth: depth / 2, node: node)
                }
                search = open.upperBound
            }
            return nil
        }

        func numbers(_ text: Substring, count: Int, separator: String = ", ") -> [Double]? {
            let parts = text.components(separatedBy: separator)
            let values = parts.compactMap { Double($0) }
            return parts.count == count && values.count == count ? values : nil
        }

        func applyExtras(_ rest: Substring, to node: inout FrameNode) -> Bool {
            var rest = rest
            while !rest.isEmpty {
                guard rest.hasPrefix(" ") else { return false }
                rest = rest.dropFirst()
                if rest.hasPrefix("content ("), let close = rest.firstIndex(of: ")"),
                   let v = numbers(rest[rest.index(rest.startIndex, offsetBy: 9)..<close], count: 2) {
                    node.contentSize = Size(width: v[0], height: v[1])
                    rest = rest[rest.index(after: close)...]
                } else if let key = ["margin [", "padding ["].first(where: { rest.hasPrefix($0) }),
                          let close = rest.firstIndex(of: "]"),
                          let v = numbers(rest[rest.index(rest.startIndex, offsetBy: key.count)..<close], count: 4, separator: " ") {
                    let insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                    if key.hasPrefix("margin") { node.margin = insets } else { node.padding = insets }
                    rest = rest[rest.index(after: close)...]
                } else if let word = Visibility.allCases.first(where: { $0 != .visible && rest.hasPrefix($0.rawValue) }) {
                    node.visibility = word
                    rest = rest.dropFirst(word.rawValue.count)
                } else {
                    return false
                }
            }
            return true
        }
    }
}
