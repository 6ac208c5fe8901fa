/// Tree-wide rules a single node object cannot check: unique names and size references.
extension LayoutNode {
    /// The size properties of this node, with their fixture keys and the axis each measures.
    var sizeProperties: [(key: String, axis: Axis, value: SizeValue?)] {
        [("width", .horizontal, width), ("height", .vertical, height),
         ("minWidth", .horizontal, minWidth), ("maxWidth", .horizontal, maxWidth),
         ("minHeight", .vertical, minHeight), ("maxHeight", .vertical, maxHeight)]
    }

    /// Whether any size of this node copies another (`.equal`); most have none, and then neither
    /// their references nor cycles through them need a look.
    var hasSizeReference: Bool {
        func refers(_ size: SizeValue?) -> Bool { if case .equal? = size?.kind { true } else { false } }
        return refers(width) || refers(height) || refers(minWidth) || refers(maxWidth) || refers(minHeight)
            || refers(maxHeight)
    }

    /// Checks the rules of a whole tree, with this node as the root:
    /// - node names are unique;
    /// - a size reference names `self`, `parent` or a sibling (never the node itself by name, nor a
    ///   node elsewhere in the tree);
    /// - `self.width` is not used in width, minWidth or maxWidth (likewise for height);
    /// - references among siblings do not form a cycle;
    /// - the float-layout rules of `checkFloatRules`.
    /// - a path layout's `originNode` is one of its children.
    ///
    /// - the bounds of `limits` (node count and depth; by default `LayoutLimits.inCode`, which sets
    ///   no depth) and of `LayoutLimits` (the range of every number), checked first.
    ///
    /// Every check walks the tree without recursion: any depth is safe on a small stack.
    ///
    /// Errors carry the JSON path the node would have in a fixture (`$.root.children[1].width`) and
    /// `file` when given. Fixtures are validated when loaded; trees built in code can call this.
    ///
    /// `checkNames: false` leaves out the first rule, for a caller that checks names itself (the
    /// layout engine does, as it indexes the nodes by name).
    public func validate(file: String? = nil, limits: LayoutLimits = .inCode, checkNames: Bool = true) throws(LayoutError) {
        var (names, needsRules) = try checkBounds(limits: limits, file: file, checkNames: checkNames)
        // Most trees have no reference, float or path: then the other rules have nothing to check.
        guard needsRules else { return }
        if !checkNames { try walk { node, _, _, _ in names.insert(node.name) } }
        // The tree is now known to be within its depth: the other rules, node by node, parents first.
        try walk { node, parent, id, path throws(LayoutError) in
            if id == 0 {
                try node.checkReferences({ path(0) }, siblings: [], allNames: names, file: file)
                try Self.checkCycles(among: [node], path: { _ in path(0) }, file: file)
            }
            try node.checkChildReferences({ path(id) }, allNames: names, file: file)
            try node.checkFloatRules({ path(id) }, parent: parent, file: file)
        }
    }

    /// This node's own size references. `siblings` holds the names of this node and its siblings
    /// (the node's own name is caught first). `path` gives the node's JSON path, written only for an error.
    private func checkReferences(_ path: () -> JSONPath, siblings: Set<String>, allNames: Set<String>,
                                 file: String?) throws(LayoutError) {
        for property in hasSizeReference ? sizeProperties : [] {
            guard let size = property.value, case .equal(let ref) = size.kind else { continue }
            func fail(_ reason: String) -> LayoutError {
                LayoutError(file: file, path: path().key(property.key).description, node: name, reason: reason)
            }
            switch ref.target {
            case .parent:
                break
            case .this:
                if ref.axis == property.axis {
                    let word = ref.axis == .horizontal ? "width" : "height"
                    throw fail("a node cannot equal its own \(word) ('self.\(word)' in \(property.key))")
                }
            case .node(let other):
                if other == name {
                    throw fail("a node refers to itself as 'self', not by its name '\(other)'")
                }
                if !allNames.contains(other) { throw fail("refers to missing node '\(other)'") }
                if !siblings.contains(other) {
                    throw fail("only siblings, 'self' and 'parent' can be referenced; "
                        + "'\(other)' is not a sibling of '\(name)'")
                }
            }
        }
    }

    /// The references of this node's children among themselves, a path layout's origin child, and
    /// cycles among the children.
    private func checkChildReferences(_ path: () -> JSONPath, allNames: Set<String>,
                                      file: String?) throws(LayoutError) {
        let children = children
        guard !children.isEmpty else { return }
        // The names are needed when a child refers to a sibling or a path layout names its origin child.
        var childNames: Set<String> = []
        if case .container(.path(let params), _) = kind, let origin = params.originNode {
            childNames = Set(children.map(\.name))
            if !childNames.contains(origin) {
                throw LayoutError(file: file, path: path().key("originNode").description, node: name,
                                  reason: "originNode '\(origin)' is not a child of this path layout")
            }
        } else if children.contains(where: \.hasSizeReference) {
            childNames = Set(children.map(\.name))
        }
        for (i, child) in children.enumerated() where child.hasSizeReference {
            try child.checkReferences({ path().key("children").index(i) }, siblings: childNames, allNames: allNames,
                                      file: file)
        }
        try Self.checkCycles(among: children, path: { path().key("children").index($0) }, file: file)
    }

    /// Finds a cycle among the size references of siblings (`A.width = B.width`, `B.width = A.width`,
    /// or `width = self.height` with `height = self.width`); `path` gives each sibling's JSON path.
    private static func checkCycles(among children: [LayoutNode], path: (Int) -> JSONPath,
                                    file: String?) throws(LayoutError) {
        // Only references can form cycles: most sibling groups have none.
        guard children.contains(where: \.hasSizeReference) else { return }
        struct Vertex: Hashable { var child: Int; var axis: Axis }
        let index = Dictionary(children.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        func edges(_ v: Vertex) -> [Vertex] {
            children[v.child].sizeProperties.filter { $0.axis == v.axis }.compactMap { property in
                guard let size = property.value, case .equal(let ref) = size.kind
                else { return nil }
                switch ref.target {
                case .this: return Vertex(child: v.child, axis: ref.axis)
                case .node(let other): return index[other].map { Vertex(child: $0, axis: ref.axis) }
                case .parent: return nil
                }
            }
        }
        var state: [Vertex: Bool] = [:] // false: on the current walk, true: done
        // Depth first without recursion (a chain of 100,000 references among siblings is one walk):
        // the vertices of the current walk, each with its edges and the next one to follow.
        func visit(_ start: Vertex) -> [Vertex]? {
            if state[start] != nil { return nil }
            var walk: [(vertex: Vertex, edges: [Vertex], next: Int)] = [(start, edges(start), 0)]
            state[start] = false
            while let (v, out, next) = walk.last {
                guard next < out.count else {
                    state[v] = true
                    walk.removeLast()
                    continue
                }
                walk[walk.count - 1].next += 1
                let w = out[next]
                switch state[w] {
                case false?:
                    let onWalk = walk.map(\.vertex)
                    return Array(onWalk[onWalk.firstIndex(of: w)!...]) + [w]
                case true?:
                    continue
                case nil:
                    state[w] = false
                    walk.append((w, edges(w), 0))
                }
            }
            return nil
        }
        for i in children.indices {
            for axis in Axis.allCases {
                guard let cycle = visit(Vertex(child: i, axis: axis)) else { continue }
                var text = cycle.map { children[$0.child].name + ($0.axis == .horizontal ? ".width" : ".height") }
                // A long cycle is shown by its first and last steps: the message stays short.
                if text.count > 12 { text = text.prefix(6) + ["... (\(text.count - 9) more)"] + text.suffix(3) }
                let first = cycle[0]
                throw LayoutError(file: file,
                                  path: path(first.child).key(first.axis == .horizontal ? "width" : "height").description,
                                  node: children[first.child].name,
                                  reason: "size references form a cycle: " + text.joined(separator: " -> "))
            }
        }
    }
}
