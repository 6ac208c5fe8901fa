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
        var visited: [(parent: Int, index: Int)] = [(-1, 0)]
        var stack: [(node: LayoutNode, parent: LayoutKind?, id: Int, depth: Int)] = [(self, nil, 0, 1)]
        func path(_ id: Int) -> JSONPath {
            var indices: [Int] = []
            var k = id
            while k > 0 { indices.append(visited[k].index); k = visited[k].parent }
            var p = JSONPath.root.key("root")
            for i in indices.reversed() { p = p.key("children").index(i) }
            return p
        }
        while let (node, parent, id, depth) = stack.popLast() {
            if let limits, depth > limits.maxDepth {
                throw LayoutError(file: file, path: path(id).description, node: node.name,
                                  reason: "the tree is deeper than \(limits.maxDepth) levels (the limit of LayoutLimits.maxDepth)")
            }
            try visit(node, parent, id, path)
            guard case .container(let layout, let children) = node.kind else { continue }
            if let limits, visited.count + children.count > limits.maxNodes {
                throw LayoutError(file: file, path: path(id).key("children").description, node: node.name,
                                  reason: "the tree has more than \(limits.maxNodes) nodes (the limit of LayoutLimits.maxNodes)")
            }
            let first = visited.count
            for i in children.indices { visited.append((id, i)) }
            for (i, child) in children.enumerated().reversed() { stack.append((child, layout, first + i, depth + 1)) }
        }
    }

    /// Checks `limits` (node count, depth), the range of every number (`boundsProblem`) and that
    /// names are unique, without recursion; returns the names. Run before the other checks of
    /// `validate`, which it keeps within the depth limit.
    func checkBounds(limits: LayoutLimits, file: String?) throws(LayoutError) -> Set<String> {
        var names: [String: Int] = [:]
        try walk(limits: limits, file: file) { node, _, id, path throws(LayoutError) in
            if let other = names.updateValue(id, forKey: node.name) {
                throw LayoutError(file: file, path: path(id).description, node: node.name,
                                  reason: "duplicate node name '\(node.name)' (also at \(path(other)))")
            }
            if let (key, reason) = node.boundsProblem() {
                var p = path(id)
                for part in key.split(separator: ".") { p = Int(part).map { p.index($0) } ?? p.key(String(part)) }
                throw LayoutError(file: file, path: p.description, node: node.name, reason: reason)
            }
        }
        return Set(names.keys)
    }

    /// The first number of this node outside its range, as a key path below the node (in fixture
    /// spelling, `flexItem.basis`, `constraints.2` for an array element) and a reason; nil when all are in range. Lengths, coordinates and
    /// factors lie within ±`LayoutLimits.maxMagnitude`, counts within 0...`LayoutLimits.maxCount`,
    /// opacity within 0...1; NaN and infinities never pass.
    func boundsProblem() -> (String, String)? {
        func number(_ key: String, _ value: Double?) -> (String, String)? {
            guard let value, !LayoutLimits.inRange(value) else { return nil }
            return (key, LayoutLimits.outOfRange(value))
        }
        func size(_ key: String, _ value: SizeValue?) -> (String, String)? {
            guard let value else { return nil }
            let base: Double? = switch value.kind {
            case .fixed(let v), .weight(let v): v
            default: nil
            }
            return number(key, base) ?? number(key, value.multiple) ?? number(key, value.increment)
        }
        func length(_ key: String, _ value: Length?) -> (String, String)? {
            switch value {
            case .points(let v)?, .percent(let v)?: number(key, v)
            case nil: nil
            }
        }
        func css(_ key: String, _ value: CSSLength) -> (String, String)? {
            switch value {
            case .points(let v), .fraction(let v): number(key, v)
            default: nil
            }
        }
        func edges(_ key: String, _ e: CSSEdges?) -> (String, String)? {
            guard let e else { return nil }
            return css(key, e.top) ?? css(key, e.left) ?? css(key, e.bottom) ?? css(key, e.right)
        }
        func insets(_ key: String, _ e: EdgeInsets) -> (String, String)? {
            number(key, e.top) ?? number(key, e.left) ?? number(key, e.bottom) ?? number(key, e.right)
        }
        func rect(_ key: String, _ r: Rect) -> (String, String)? {
            number(key, r.x) ?? number(key, r.y) ?? number(key, r.width) ?? number(key, r.height)
        }
        for property in sizeProperties {
            if let problem = size(property.key, property.value) { return problem }
        }
        if let problem = length("margin", margin.top) ?? length("margin", margin.left) ?? length("margin", margin.bottom)
            ?? length("margin", margin.right) ?? insets("padding", padding) {
            return problem
        }
        let look = appearance
        if let problem = number("borderWidth", look.borderWidth) ?? number("cornerRadius", look.cornerRadius) { return problem }
        if !(0...1).contains(look.opacity) {
            return ("opacity", "opacity must be between 0 and 1, found \(NumberFormat.short(look.opacity))")
        }
        if let item = flexItem {
            if let problem = number("flexItem.grow", item.grow) ?? number("flexItem.shrink", item.shrink)
                ?? css("flexItem.basis", item.basis) ?? edges("flexItem.margin", item.margin)
                ?? edges("flexItem.padding", item.padding) ?? edges("flexItem.border", item.border)
                ?? edges("flexItem.inset", item.inset) ?? number("flexItem.scrollbarWidth", item.scrollbarWidth) {
                return problem
            }
            if let r = item.aspectRatio, !(r >= 1 / LayoutLimits.maxMagnitude && r <= LayoutLimits.maxMagnitude) {
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
