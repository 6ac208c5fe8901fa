/// The bounds of `LayoutLimits` on a tree, for fixtures and trees built in code alike.
extension LayoutNode {
    /// Visits every node of the tree, parents before children and children in order, without
    /// recursion (the stack a thread needs does not grow with the depth). `visit` gets the node, its
    /// parent's layout, its number in visiting order (the root is 0) and a function that writes the
    /// JSON path of the node with a given number (only for an error). With `limits`, a node deeper
    /// than `maxDepth` and a `children` array taking the tree over `maxNodes` are errors, raised
    /// before the node or those children are visited.
    func walk(limits: LayoutLimits? = nil, file: String? = nil,
              _ visit: (LayoutNode, LayoutKind?, Int, (Int) -> JSONPath) throws(LayoutError) -> Void) throws(LayoutError) {
        // Each visited node's parent (an index into `visited`) and its index among its siblings.
        var visited: [Visited] = [Visited(parent: -1, index: 0)]
        // Children arrays still to visit, last child first (arrays, not nodes: a node is a few
        // hundred bytes with many references, and copying every node was most of the walk).
        var stack: [Pending] = []
        func path(_ id: Int) -> JSONPath {
            var indices: [Int] = []
            var k = id
            while k > 0 { indices.append(visited[k].index); k = visited[k].parent }
            var p = JSONPath.root.key("root")
            for i in indices.reversed() { p = p.key("children").index(i) }
            return p
        }
        /// Visits `siblings[i]` (numbered `id`, `depth` levels down) and queues its children.
        func enter(_ siblings: [LayoutNode], _ i: Int, parent: LayoutKind?, id: Int, depth: Int) throws(LayoutError) {
            if let limits, depth > limits.maxDepth {
                throw LayoutError(file: file, path: path(id).description, node: siblings[i].name,
                                  reason: "the tree is deeper than \(limits.maxDepth) levels (the limit of LayoutLimits.maxDepth)")
            }
            try visit(siblings[i], parent, id, path)
            guard case .container(let layout, let children) = siblings[i].kind, !children.isEmpty else { return }
            if let limits, visited.count + children.count > limits.maxNodes {
                throw LayoutError(file: file, path: path(id).key("children").description, node: siblings[i].name,
                                  reason: "the tree has more than \(limits.maxNodes) nodes (the limit of LayoutLimits.maxNodes)")
            }
            let first = visited.count
            for k in children.indices { visited.append(Visited(parent: id, index: k)) }
            stack.append(Pending(siblings: children, parent: layout, first: first, next: 0, depth: depth + 1))
        }
        try enter([self], 0, parent: nil, id: 0, depth: 1)
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            guard i < stack[top].siblings.count else { stack.removeLast(); continue }
            stack[top].next += 1
            let pending = stack[top]
            try enter(pending.siblings, i, parent: pending.parent, id: pending.first + i, depth: pending.depth)
        }
    }

    /// A visited node's parent (its number) and its position among its siblings.
    private struct Visited {
        var parent: Int
        var index: Int
    }

    /// Siblings being visited: their parent's layout, the number of the first, the next to visit.
    private struct Pending {
        let siblings: [LayoutNode]
        let parent: LayoutKind?
        let first: Int
        var next: Int
        let depth: Int
    }

    /// Checks `limits` (node count, depth), the range of every number (`boundsProblem`) and, with
    /// `checkNames`, that names are unique, without recursion; returns the names (empty without
    /// `checkNames`), and whether any node has something
    /// the other rules of `validate` look at (a size reference, a float item or float or path
    /// layout). Run before the other checks of `validate`, which it keeps within the depth limit.
    func checkBounds(limits: LayoutLimits, file: String?, checkNames: Bool = true) throws(LayoutError) -> (names: Set<String>, needsRules: Bool) {
        var names: Set<String> = []
        var needsRules = false
        try walk(limits: limits, file: file) { node, _, id, path throws(LayoutError) in
            if checkNames && !names.insert(node.name).inserted {
                // The other node of this name, found for the message only.
                var other: Int?
                try? walk { n, _, k, _ in if other == nil && n.name == node.name { other = k } }
                throw LayoutError(file: file, path: path(id).description, node: node.name,
                                  reason: "duplicate node name '\(node.name)' (also at \(path(other ?? 0)))")
            }
            if let (key, reason) = node.boundsProblem() {
                var p = path(id)
                for part in key.split(separator: ".") { p = Int(part).map { p.index($0) } ?? p.key(String(part)) }
                throw LayoutError(file: file, path: p.description, node: node.name, reason: reason)
            }
            if !needsRules { needsRules = node.needsTreeRules }
        }
        return (names, needsRules)
    }

    /// The first of this node's numbers outside the ranges of `LayoutLimits`, as a key path below
    /// the node in fixture spelling (`flexItem.basis`; an array element as `constraints.2`) and the
    /// reason; nil when every number is in range. `validate` checks this for every node; a caller
    /// that walks the tree anyway (the layout engine, flattening it) can check it on the way.
    public var numberOutOfRange: (key: String, reason: String)? {
        boundsProblem().map { (key: $0.0, reason: $0.1) }
    }

    /// Whether this node has anything the tree-wide rules of `validate` check beyond names and
    /// bounds: a size reference, float-item properties, or a float or path layout. A tree where
    /// no node has any passes them.
    public var needsTreeRules: Bool {
        if hasSizeReference || floatItem != nil { return true }
        switch kind {
        case .container(.float, _), .container(.path, _): return true
        default: return false
        }
    }

    /// The first number of this node outside its range, as a key path below the node (in fixture
    /// spelling, `flexItem.basis`, `constraints.2` for an array element) and a reason; nil when all are in range. Lengths, coordinates and
    /// factors lie within ±`LayoutLimits.maxMagnitude`, counts within 0...`LayoutLimits.maxCount`,
    /// opacity within 0...1; NaN and infinities never pass.
    func boundsProblem() -> (String, String)? {
        @inline(__always) func number(_ key: String, _ value: Double?) -> (String, String)? {
            guard let value, !LayoutLimits.inRange(value) else { return nil }
            return (key, LayoutLimits.outOfRange(value))
        }
        @inline(__always) func size(_ key: String, _ value: SizeValue?) -> (String, String)? {
            guard let value else { return nil }
            let base: Double? = switch value.kind {
            case .fixed(let v), .weight(let v): v
            default: nil
            }
            return number(key, base) ?? number(key, value.multiple) ?? number(key, value.increment)
        }
        @inline(__always) func length(_ key: String, _ value: Length?) -> (String, String)? {
            switch value {
            case .points(let v)?, .percent(let v)?: number(key, v)
            case nil: nil
            }
        }
        @inline(__always) func css(_ key: String, _ value: CSSLength) -> (String, String)? {
            switch value {
            case .points(let v), .fraction(let v): number(key, v)
            default: nil
            }
        }
        @inline(__always) func edges(_ key: String, _ e: CSSEdges?) -> (String, String)? {
            guard let e else { return nil }
            return css(key, e.top) ?? css(key, e.left) ?? css(key, e.bottom) ?? css(key, e.right)
        }
        @inline(__always) func insets(_ key: String, _ e: EdgeInsets) -> (String, String)? {
            number(key, e.top) ?? number(key, e.left) ?? number(key, e.bottom) ?? number(key, e.right)
        }
        @inline(__always) func rect(_ key: String, _ r: Rect) -> (String, String)? {
            number(key, r.x) ?? number(key, r.y) ?? number(key, r.width) ?? number(key, r.height)
        }
        if let problem = size("width", width) ?? size("height", height) ?? size("minWidth", minWidth)
            ?? size("maxWidth", maxWidth) ?? size("minHeight", minHeight) ?? size("maxHeight", maxHeight) {
            return problem
        }
        if let problem = length("margin", margin.top) ?? length("margin", margin.left) ?? length("margin", margin.bottom)
            ?? length("margin", margin.right) ?? insets("padding", padding) {
            return problem
        }
        // Read through the boxes (the getters copy the whole value); no box: the defaults, in range.
        if let look = $appearance.storage?.value {
            if let problem = number("borderWidth", look.borderWidth) ?? number("cornerRadius", look.cornerRadius) { return problem }
            if !(0...1).contains(look.opacity) {
                return ("opacity", "opacity must be between 0 and 1, found \(NumberFormat.short(look.opacity))")
            }
        }
        if let item = $flexItem.storage?.value {
            if let problem = number("flexItem.grow", item.grow) ?? number("flexItem.shrink", item.shrink)
                ?? css("flexItem.basis", item.basis) ?? edges("flexItem.margin", item.margin)
                ?? edges("flexItem.padding", item.padding) ?? edges("flexItem.border", item.border)
                ?? edges("flexItem.inset", item.inset) ?? number("flexItem.scrollbarWidth", item.scrollbarWidth) {
                return problem
            }
            if let r = item.aspectRatio, !(r >= 1 / LayoutLimits.maxAspectRatio && r <= LayoutLimits.maxAspectRatio) {
                return ("flexItem.aspectRatio", "an aspect ratio of \(NumberFormat.short(r)) is out of range: "
                    + "it must lie within 1/1,000,000 and 1,000,000")
            }
        }
        if let own = ownFrame, let problem = rect(own.reservesSpace ? "noLayout" : "useFrame", own.rect) { return problem }
        switch kind {
        case .leaf(.text(let text)):
            if let problem = number("text.fontSize", text.font.size) ?? number("text.lineHeight", text.lineHeight) {
                return problem
            }
            if let lines = text.maxLines, !(0...LayoutLimits.maxCount).contains(lines) {
                return ("text.maxLines", "a count of \(lines) is out of range: at most 1,000,000")
            }
        case .leaf(.image(let image)):
            if let s = image.naturalSize, let problem = number("image.width", s.width) ?? number("image.height", s.height) {
                return problem
            }
        case .leaf(.intrinsic(let width, let height)):
            if let problem = number("intrinsic.width", width) ?? number("intrinsic.height", height) { return problem }
        case .container(let layout, _):
            return layout.boundsProblem()
        default:
            break
        }
        return nil
    }
}

extension LayoutKind {
    /// The first number of a container's parameters out of range, as for `LayoutNode.boundsProblem`.
    func boundsProblem() -> (String, String)? {
        func number(_ key: String, _ value: Double?) -> (String, String)? {
            guard let value, !LayoutLimits.inRange(value) else { return nil }
            return (key, LayoutLimits.outOfRange(value))
        }
        switch self {
        case .linear(let linear):
            return number("spacing", linear.spacing)
        case .flex(let flex):
            for (key, gap) in [("gap", flex.rowGap), ("gap", flex.columnGap)] {
                if case .points(let v) = gap, let problem = number(key, v) { return problem }
                if case .fraction(let v) = gap, let problem = number(key, v) { return problem }
            }
        case .path(let path):
            if let problem = number("start", path.start) ?? number("end", path.end) ?? number("origin", path.origin.x)
                ?? number("origin", path.origin.y) ?? number("distanceError", path.distanceError) {
                return problem
            }
            switch path.spacing {
            case .fixed(let v): return number("spacing", v)
            case .count(let n) where !(0...LayoutLimits.maxCount).contains(n):
                return ("spacing", "a count of \(n) is out of range: at most 1,000,000")
            default: break
            }
        case .constraints(let layout):
            for (i, c) in layout.constraints.enumerated() {
                if let problem = number("constraints.\(i)", c.constant) ?? number("constraints.\(i)", c.multiplier) {
                    return problem
                }
            }
        default:
            break
        }
        return nil
    }
}
