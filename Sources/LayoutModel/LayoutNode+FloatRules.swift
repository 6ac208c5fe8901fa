/// Tree-wide rules of float layouts (TangramKit §13), checked by `LayoutNode.validate`.
extension LayoutNode {
    /// - `float` on a node is read by a float parent only;
    /// - `noBoundary` needs the container to wrap its float axis (`width: "wrap"` in a vertical float
    ///   layout), and excludes flexible spacing, children floating to the end and children whose
    ///   float-axis size is a share of the room (there is no boundary to take a share of).
    /// For this node; `parent` is its parent's layout. `node` gives the node's JSON path, written only
    /// for an error (building one per node would cost more than the checks).
    func checkFloatRules(_ node: () -> JSONPath, parent: LayoutKind?, file: String?) throws(LayoutError) {
        var path: JSONPath { node() }
        func fail(_ at: JSONPath, _ node: String, _ reason: String) -> LayoutError {
            LayoutError(file: file, path: at.description, node: node, reason: reason)
        }
        if floatItem != nil {
            if case .float? = parent {} else {
                let here = parent.map { "this node's parent layout is '\($0.name)'" } ?? "this node is the root"
                throw fail(path.key("float"), name, "'float' is read by a float parent only; \(here)")
            }
        }
        if case .container(.float(let layout), let children) = kind, layout.noBoundary {
            let axisKey = layout.floatAxis == .horizontal ? "width" : "height"
            if size(layout.floatAxis)?.kind != .wrap {
                throw fail(path.key("noBoundary"), name, "noBoundary needs '\(axisKey)': 'wrap' (a "
                    + "\(layout.orientation.rawValue) float layout without a boundary is as "
                    + (layout.floatAxis == .horizontal ? "wide" : "tall") + " as its lines)")
            }
            if layout.flexibleSpacing != nil {
                throw fail(path.key("flexibleSpacing"), name, "flexible spacing shares out the extent between "
                    + "the boundaries; it cannot be combined with noBoundary")
            }
            for (k, child) in children.enumerated() {
                let at = path.key("children").index(k)
                if child.floatItem?.side == .end {
                    throw fail(at.key("float"), child.name, "a child cannot float to the end of '\(name)', "
                        + "which has noBoundary (it has no end)")
                }
                if child.size(layout.floatAxis)?.sequentialWeight != nil {
                    throw fail(at.key(axisKey), child.name, "a weighted \(axisKey) is a share of the room between "
                        + "the boundaries; '\(name)' has noBoundary")
                }
            }
        }
    }
}
