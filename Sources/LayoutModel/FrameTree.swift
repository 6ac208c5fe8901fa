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
    /// The children, and the text lines or curve of the few nodes that have them, as one field.
    ///
    /// A frame node is built once per node of every layout. With more than two reference-counted
    /// fields, Swift built each new node twice and copied it (retaining every field) on its way
    /// into its parent's array, which was a sixth of laying out a flat tree (measured); with the
    /// children and these rare parts in one field, it builds it once.
    @usableFromInline var branches: Branches

    /// For text leaves: the lines as measured at the final width (in the content box).
    public var text: TextLayout? {
        get { if case .detailed(let d) = branches { d.text } else { nil } }
        set { setDetail(text: newValue, curve: curve) }
    }

    /// For path layouts: the sampled curve, one polyline per defined piece, in this node's
    /// border-box coordinates (for the debug overlay; not part of the text or JSON dumps).
    public var curve: [[Point]]? {
        get { if case .detailed(let d) = branches { d.curve } else { nil } }
        set { setDetail(text: text, curve: newValue) }
    }

    public var children: [FrameNode] {
        @inlinable get {
            switch branches {
            case .children(let c): return c
            case .detailed(let d): return d.children
            }
        }
        set {
            switch branches {
            case .children: branches = .children(newValue)
            case .detailed(let d): branches = .detailed(Detail(newValue, d.text, d.curve))
            }
        }
    }

    /// Calls `body` with the children to change them in place: the array is moved out while it
    /// runs, so it stays uniquely referenced and changing a child copies nothing. (Through the
    /// setter, `node.children[k] = x` copies the whole array first.)
    @inlinable
    public mutating func updateChildren<R>(_ body: (inout [FrameNode]) throws -> R) rethrows -> R {
        switch branches {
        case .children(var c):
            branches = .children([])
            defer { branches = .children(c) }
            return try body(&c)
        case .detailed(var d):
            branches = .children([])
            // The detail box may be shared with a copy of this node: then it is replaced, not changed.
            if !isKnownUniquelyReferenced(&d) { d = Detail(d.children, d.text, d.curve) }
            var c = d.children
            d.children = []
            defer { d.children = c; branches = .detailed(d) }
            return try body(&c)
        }
    }

    @inlinable
    public init(name: String, frame: Rect, absolute: Rect, margin: EdgeInsets = .zero, padding: EdgeInsets = .zero,
                contentSize: Size? = nil, visibility: Visibility = .visible, text: TextLayout? = nil,
                children: [FrameNode] = []) {
        self.name = name; self.frame = frame; self.absolute = absolute; self.margin = margin; self.padding = padding
        self.contentSize = contentSize; self.visibility = visibility
        branches = text == nil ? .children(children) : .detailed(Detail(children, text, nil))
    }

    /// The children alone, or with text or a curve (then behind one immutable-when-shared box).
    @usableFromInline enum Branches: Sendable {
        case children([FrameNode])
        case detailed(Detail)
    }

    /// Children with text lines or a curve: copied before a change when shared.
    @usableFromInline final class Detail: @unchecked Sendable {
        @usableFromInline var children: [FrameNode]
        @usableFromInline var text: TextLayout?
        @usableFromInline var curve: [[Point]]?
        @inlinable init(_ children: [FrameNode], _ text: TextLayout?, _ curve: [[Point]]?) {
            self.children = children; self.text = text; self.curve = curve
        }
    }

    private mutating func setDetail(text: TextLayout?, curve: [[Point]]?) {
        let kids = children
        branches = text == nil && curve == nil ? .children(kids) : .detailed(Detail(kids, text, curve))
    }

    public static func == (a: FrameNode, b: FrameNode) -> Bool {
        a.name == b.name && a.frame == b.frame && a.absolute == b.absolute && a.margin == b.margin
            && a.padding == b.padding && a.contentSize == b.contentSize && a.visibility == b.visibility
            && a.text == b.text && a.curve == b.curve && a.children == b.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name); hasher.combine(frame); hasher.combine(absolute); hasher.combine(margin)
        hasher.combine(padding); hasher.combine(contentSize); hasher.combine(visibility)
        hasher.combine(text); hasher.combine(curve); hasher.combine(children)
    }

    /// Every frame node of the subtree, depth first, parents before children (without recursion).
    public func allNodes() -> [FrameNode] {
        var out: [FrameNode] = []
        var stack = [self]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    /// The first node of the subtree with this name, depth first (without recursion).
    public func find(_ name: String) -> FrameNode? {
        var stack = [self]
        while let n = stack.popLast() {
            if n.name == name { return n }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }
}

extension FrameNode {
    /// The frame tree as text, one node a line, indented by depth:
    /// `name (x, y, width, height)` relative to the parent, then content size, margins and padding when set.
    /// Numbers use `NumberFormat.short` so the dump is stable across platforms. Iterative: any depth.
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
        }
        // Without recursion: parents before children, children in order.
        var stack = [(self, 0)]
        while let (n, depth) = stack.popLast() {
            line(n, depth)
            stack.append(contentsOf: n.children.reversed().map { ($0, depth + 1) })
        }
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
        // Beyond 1e15 thousandths no longer fit in Int64: the plain description ("1e+20").
        guard value.magnitude < 1e15 else { return "\(value)" }
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
