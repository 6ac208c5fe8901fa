import LayoutModel

extension LayoutEngine {
    /// Why the node named `name` has its frame when `root` is laid out in `viewport` (see
    /// `LayoutExplanation`). The tree is laid out once more with nothing cached, so that the
    /// parent's algorithm runs every step of its final arrangement and notes what it decided for
    /// the node; an ordinary layout keeps no notes.
    /// - Throws: `LayoutError` for a tree that cannot be laid out, or when no node has that name
    ///   (with the closest names).
    public func explain(_ root: LayoutNode, in viewport: Viewport, node name: String) throws(LayoutError) -> LayoutExplanation {
        let shape = TreeShape(root)
        return try DeepStack.run(depth: shape.depth) { () throws(LayoutError) in
            try self.explanation(root, shape: shape, in: viewport, node: name)
        }
    }

    private func explanation(_ root: LayoutNode, shape: TreeShape, in viewport: Viewport,
                             node name: String) throws(LayoutError) -> LayoutExplanation {
        let tree = try NodeTree(root, shape: shape)
        if tree.needsTreeRules { try root.validate(checkNames: false) }
        guard let target = tree.index(named: name) else {
            let names = tree.nodes.map(\.name)
            throw LayoutError(node: name, reason: "no node is named '\(name)'" + Suggestion.didYouMean(name, among: names))
        }
        let parent = tree.parent(of: target)
        let log = ExplainLog(target: target, parent: parent)
        let context = LayoutContext(tree: tree, textMeasurer: textMeasurer, explainLog: log)
        let frames = try report(tree, root, in: viewport, snapped: false, context: context).frames
        let node = tree.nodes[target]
        let frame = frames.find(name)?.frame ?? .zero
        let parentSize = parent.flatMap { frames.find(tree.nodes[$0].name)?.frame.size } ?? Size(width: viewport.width, height: viewport.height)
        var notes = log.notes
        if parent == nil {
            notes.insert(LayoutExplanation.Note(part: .container, text: "the root is sized as a frame layout's child in the "
                + "viewport (\(NumberFormat.short(viewport.width)) x \(NumberFormat.short(viewport.height))): a size it does not "
                + "give fills the viewport less its margins"), at: 0)
        }
        return LayoutExplanation(
            node: name, path: tree.path(of: target), parent: parent.map { tree.nodes[$0].name },
            algorithm: parent.map { Self.algorithmName(tree.nodes[$0]) } ?? "viewport", parentSize: parentSize, frame: frame,
            declared: Self.declared(node),
            requests: log.proposals.map { LayoutExplanation.Request(width: $0.proposal.width.explanationText,
                                                                    height: $0.proposal.height.explanationText, answer: $0.size) },
            notes: notes)
    }

    /// `linear (vertical)`, `flex (row)`, `grid`: a container's algorithm as fixtures name it.
    static func algorithmName(_ node: LayoutNode) -> String {
        guard let layout = node.layout else { return "leaf" }
        switch layout {
        case .linear(let l): return "linear (\(l.orientation == .horizontal ? "horizontal" : "vertical"))"
        default: return layout.name
        }
    }

    /// What the node declares about its size and place, as fixtures write it.
    static func declared(_ node: LayoutNode) -> [String] {
        var out: [String] = []
        for (key, value) in [("width", node.width), ("height", node.height), ("minWidth", node.minWidth),
                             ("maxWidth", node.maxWidth), ("minHeight", node.minHeight), ("maxHeight", node.maxHeight)] {
            if let value { out.append("\(key): \(describe(value))") }
        }
        if node.padding != .zero { out.append("padding: " + insets(node.padding)) }
        if node.visibility != .visible { out.append("visibility: \(node.visibility.rawValue)") }
        return out
    }

    static func describe(_ value: SizeValue) -> String {
        var text: String
        switch value.kind {
        case .fixed(let v): text = NumberFormat.short(v)
        case .weight(let w): text = "weight " + NumberFormat.short(w)
        case .wrap: text = "wrap"
        case .fill: text = "fill"
        case .average: text = "average"
        case .equal(let reference):
            switch reference.target {
            case .this: text = "the node's other side"
            case .parent: text = "the parent's inner size"
            case .node(let name): text = "the size of '\(name)'"
            }
        }
        if value.multiple != 1 { text += " × " + NumberFormat.short(value.multiple) }
        if value.increment != 0 { text += (value.increment > 0 ? " + " : " − ") + NumberFormat.short(abs(value.increment)) }
        return text
    }

    static func insets(_ e: EdgeInsets) -> String {
        "[" + [e.top, e.left, e.bottom, e.right].map(NumberFormat.short).joined(separator: " ") + "]"
    }
}
