import LayoutModel
import LayoutRenderCairo

/// Warnings about text that would not look as written: characters no pinned font has a glyph for
/// (drawn as boxes), and font families no registered file provides (drawn with the fallback order).
public enum TextWarnings {
    /// At most this many characters are listed per node.
    public static let listedCharacters = 12

    /// One warning per text leaf and problem, in tree order, with the node's JSON path and name.
    public static func collect(_ root: LayoutNode, _ frames: FrameNode, measurer: PangoTextMeasurer) -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        var stack: [(LayoutNode, FrameNode, String)] = [(root, frames, "$.root")]
        while let (node, frame, path) = stack.popLast() {
            if case .text(let text)? = node.content {
                let families = [text.font.family] + text.runs.compactMap(\.family)
                var unknown: [String] = []
                for family in families { for name in measurer.unknownFamilies(in: family) where !unknown.contains(name) { unknown.append(name) } }
                if !unknown.isEmpty {
                    out.append(LayoutWarning(path: path + ".text.font", node: node.name, message:
                        "no pinned font provides " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                        + "; drawn with " + measurer.registry.fallbackFamilies.joined(separator: ", ")))
                }
                if let missing = frame.text?.missingCharacters, !missing.isEmpty {
                    out.append(LayoutWarning(path: path + ".text", node: node.name,
                                             message: "no pinned font has a glyph for " + describe(missing)))
                }
            }
            let children = node.children
            for (i, pair) in zip(children, frame.children).enumerated().reversed() {
                stack.append((pair.0, pair.1, path + ".children[\(i)]"))
            }
        }
        return out
    }

    /// `U+0378 'x', U+1F9FF '🧿'` (control and unassigned characters by code point only), at most
    /// `listedCharacters`, then how many more.
    public static func describe(_ scalars: [Unicode.Scalar]) -> String {
        let listed = scalars.prefix(listedCharacters).map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let visible = scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .unassigned
            return visible ? "\(code) '\(Character(scalar))'" : code
        }
        let more = scalars.count > listedCharacters ? " and \(scalars.count - listedCharacters) more" : ""
        return listed.joined(separator: ", ") + more
    }
}
