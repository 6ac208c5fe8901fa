import Foundation

/// The flow layout's parameters (`"layout": "flow"`).
extension NodeDecoder {
    /// `"orientation": "vertical", "arrangedCount": 3, "spacing": 4 | {"horizontal": 8, "vertical": 4},
    /// "gravity": {...}, "arrangedGravity": "center", "lastLineGravity": "auto",
    /// "flexibleSpacing": {"itemSize": 60, "minSpace": 8, "maxSpace": 20, "centered": true},
    /// "pagedCount": 6, "pageSize": {"width": 320, "height": 200}, "autoArrange": true`.
    /// `node` is the flow's node with its width and height decoded (a paged flow pages along the
    /// axis whose size is `wrap`).
    func flow(_ object: [String: Any], _ path: JSONPath, node: LayoutNode,
              _ reader: JSONReader) throws(LayoutError) -> FlowLayout {
        guard let o = object["orientation"] else {
            throw reader.error(path, "a flow layout needs 'orientation' ('vertical': lines are rows stacking down, "
                + "or 'horizontal': lines are columns stacking right)")
        }
        var flow = FlowLayout(orientation: try reader.enumeration(o, path.key("orientation"), what: "orientation"))
        if let v = object["arrangedCount"] {
            _ = try reader.nonNegative(v, path.key("arrangedCount"), "arrangedCount")
            flow.arrangedCount = try reader.count(v, path.key("arrangedCount"))
        }
        if let v = object["spacing"] {
            let p = path.key("spacing")
            if let gaps = v as? [String: Any] {
                try reader.checkKeys(gaps, p, allowed: FixtureKeys.flowSpacing)
                if let h = gaps["horizontal"] { flow.horizontalSpacing = try reader.nonNegative(h, p.key("horizontal"), "spacing") }
                if let s = gaps["vertical"] { flow.verticalSpacing = try reader.nonNegative(s, p.key("vertical"), "spacing") }
            } else {
                let s = try reader.nonNegative(v, p, "spacing")
                flow.horizontalSpacing = s; flow.verticalSpacing = s
            }
        }
        if let v = object["gravity"] {
            let (h, v) = try gravity(v, path.key("gravity"), allowed: Gravity.allCases, layout: "flow", reader)
            flow.horizontalGravity = h; flow.verticalGravity = v
        }
        if let v = object["arrangedGravity"] {
            let p = path.key("arrangedGravity")
            flow.arrangedGravity = try reader.enumeration(v, p, what: "arranged gravity")
            if flow.arrangedGravity == .compact, !flow.isCountLimited {
                throw reader.error(p, "arrangedGravity 'compact' stacks items in columns and needs 'arrangedCount' > 0")
            }
        }
        if let v = object["lastLineGravity"] {
            flow.lastLine = try reader.enumeration(v, path.key("lastLineGravity"), what: "last-line gravity")
        }
        if let v = object["flexibleSpacing"] { flow.flexibleSpacing = try flexibleSpacing(v, path.key("flexibleSpacing"), reader) }
        if let v = object["autoArrange"] {
            flow.autoArrange = try reader.bool(v, path.key("autoArrange"))
            if flow.autoArrange, flow.flexibleSpacing != nil {
                throw reader.error(path.key("autoArrange"), "autoArrange cannot be combined with 'flexibleSpacing' "
                    + "(every item has the same size there)")
            }
        }
        flow.paging = try paging(object, path, flow: flow, node: node, reader)
        return flow
    }

    /// `pagedCount` with `pageSize`, checked against the flow's count and sizes.
    private func paging(_ object: [String: Any], _ path: JSONPath, flow: FlowLayout, node: LayoutNode,
                        _ reader: JSONReader) throws(LayoutError) -> FlowLayout.Paging? {
        guard let v = object["pagedCount"] else {
            if object["pageSize"] != nil {
                throw reader.error(path.key("pageSize"), "'pageSize' is only read with 'pagedCount'")
            }
            return nil
        }
        let p = path.key("pagedCount")
        _ = try reader.nonNegative(v, p, "pagedCount")
        let count = try reader.count(v, p)
        guard flow.isCountLimited else {
            throw reader.error(p, "pagedCount needs a count-limited flow ('arrangedCount' > 0)")
        }
        guard count > 0, count % flow.arrangedCount == 0 else {
            throw reader.error(p, "pagedCount (\(count)) must be a positive multiple of arrangedCount (\(flow.arrangedCount))")
        }
        if flow.autoArrange {
            throw reader.error(path.key("autoArrange"), "a paged flow cannot also auto-arrange (masonry has no pages)")
        }
        guard let s = object["pageSize"] else {
            throw reader.error(path, "a paged flow needs 'pageSize' {\"width\", \"height\"}: the viewport one page fills")
        }
        let sp = path.key("pageSize")
        let size = try reader.object(s, sp)
        try reader.checkKeys(size, sp, allowed: FixtureKeys.pageSize)
        func extent(_ key: String) throws(LayoutError) -> Double {
            guard let e = size[key] else { throw reader.error(sp, "pageSize needs '\(key)'") }
            let d = try reader.number(e, sp.key(key))
            guard d > 0 else { throw reader.error(sp.key(key), "a page \(key) must be greater than 0, found \(NumberFormat.short(d))") }
            return d
        }
        let page = Size(width: try extent("width"), height: try extent("height"))
        let wraps = Axis.allCases.filter { node.size($0)?.kind == .wrap }
        guard wraps.count == 1 else {
            throw reader.error(path, "a paged flow needs exactly one of 'width' and 'height' to be 'wrap': "
                + "the axis its pages follow each other along")
        }
        return FlowLayout.Paging(count: count, size: page, axis: wraps[0])
    }
}
