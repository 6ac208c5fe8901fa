/// The result of a layout: one `FrameNode` per node of the input tree, in the same shape.
public struct FrameNode: Hashable, Sendable {
    public var name: String
    /// The border box relative to the parent's border box origin.
    public var frame: Rect
    /// The border box in root coordinates.
    public var absolute: Rect
    public var margin: EdgeInsets
    public var padding: EdgeInsets
    /// For scroll containers: the extent of the content (padding included), which may exceed `frame`.
    public var contentSize: Size?
    public var visibility: Visibility
    /// For text leaves: the lines as measured at the final width (in the content box).
    public var text: TextLayout?
    /// For path layouts: the sampled curve, one polyline per defined piece, in this node's
    /// border-box coordinates (for the debug overlay; not part of the text or JSON dumps).
    public var curve: [[Point]]?
    public var children: [FrameNode]

    @inlinable
    public init(name: String, frame: Rect, absolute: Rect, margin: EdgeInsets = .zero, padding: EdgeInsets = .zero,
                contentSize: Size? = nil, visibility: Visibility = .visible, text: TextLayout? = nil,
                children: [FrameNode] = []) {
        self.name = name; self.frame = frame; self.absolute = absolute; self.margin = margin; self.padding = padding
        self.contentSize = contentSize; self.visibility = visibility; self.text = text; self.children = children
    }

    /// Every frame node of the subtree, depth first, parents before children.
    public func allNodes() -> [FrameNode] {
        var out: [FrameNode] = []
        func walk(_ n: FrameNode) { out.append(n); n.children.forEach(walk) }
        walk(self)
        return out
    }

    /// The first node of the subtree with this name.
    public func find(_ name: String) -> FrameNode? {
        if self.name == name { return self }
        for c in children { if let f = c.find(name) { return f } }
        return nil
    }
}

extension FrameNode {
    /// The frame tree as text, one node a line, indented by depth:
    /// `name (x, y, width, height)` relative to the parent, then content size, margins and padding when set.
    /// Numbers use `NumberFormat.short` so the dump is stable across platforms.
    public func textDump() -> String {
        var out = ""
        func line(_ n: FrameNode, _ depth: Int) {
            let f = n.frame
            var s = String(repeating: "  ", count: depth) + n.name + " ("
            s += [f.x, f.y, f.width, f.height].map(NumberFormat.short).joined(separator: ", ") + ")"
            if let c = n.contentSize {
                s += " content (" + NumberFormat.short(c.width) + ", " + NumberFormat.short(c.height) + ")"
            }
            if n.margin != .zero { s += " margin " + Self.insetsText(n.margin) }
            if n.padding != .zero { s += " padding " + Self.insetsText(n.padding) }
            if n.visibility != .visible { s += " " + n.visibility.rawValue }
            out += s + "\n"
            for c in n.children { line(c, depth + 1) }
        }
        line(self, 0)
        return out
    }

    static func insetsText(_ e: EdgeInsets) -> String {
        "[" + [e.top, e.left, e.bottom, e.right].map(NumberFormat.short).joined(separator: " ") + "]"
    }
}

/// The one number format of text outputs (frame dumps, SVG): at most 3 decimals,
/// no trailing zeros, never `-0`.
public enum NumberFormat {
    public static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scaled = (value * 1000).rounded()
        if scaled == 0 { scaled = 0 } // drops the sign of -0
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / 1000, frac = magnitude % 1000
        var s = String(whole)
        if frac != 0 {
            var f = String(frac)
            while f.count < 3 { f = "0" + f }
            while f.hasSuffix("0") { f.removeLast() }
            s += "." + f
        }
        return negative ? "-" + s : s
    }
}
