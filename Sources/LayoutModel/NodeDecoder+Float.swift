import Foundation

/// The float layout's parameters (`"layout": "float"`) and a child's `float` options.
extension NodeDecoder {
    /// `"orientation": "vertical", "spacing": 4 | {"row": 4, "column": 8}, "gravity": {"vertical": "center"},
    /// "noBoundary": true, "flexibleSpacing": {"itemSize": 80, "minSpace": 10, "maxSpace": 30, "centered": true}`.
    /// Spacing `row` is the gap between lines, `column` the gap between floats of a line (as in a table).
    func floatLayout(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FloatLayout {
        guard let o = object["orientation"] else {
            throw reader.error(path, "a float layout needs 'orientation' ('vertical': children float left or right "
                + "and lines go down, or 'horizontal': they float up or down and lines go right)")
        }
        var layout = FloatLayout(orientation: try reader.enumeration(o, path.key("orientation"), what: "orientation"))
        if let v = object["spacing"] {
            (layout.lineSpacing, layout.itemSpacing) = try rowColumnSpacing(v, path.key("spacing"), reader)
        }
        if let g = object["gravity"] {
            let p = path.key("gravity")
            let (h, v) = try gravity(g, p, allowed: [.start, .center, .end], layout: "float", reader)
            let floatKey = layout.floatAxis == .horizontal ? "horizontal" : "vertical"
            if (layout.floatAxis == .horizontal ? h : v) != nil {
                throw reader.error(p.key(floatKey), "a \(layout.orientation.rawValue) float layout places its block "
                    + "along its lines only (gravity.\(layout.orientation == .vertical ? "vertical" : "horizontal")); "
                    + "children choose their side along the float axis with 'float'")
            }
            layout.gravity = layout.orientation == .vertical ? v : h
        }
        if let v = object["noBoundary"] { layout.noBoundary = try reader.bool(v, path.key("noBoundary")) }
        if let v = object["flexibleSpacing"] {
            layout.flexibleSpacing = try flexibleSpacing(v, path.key("flexibleSpacing"), reader)
        }
        return layout
    }

    /// `{"itemSize": 80, "minSpace": 10, "maxSpace": 30, "centered": true}` (float and flow layouts);
    /// `minSpace` (default 0), `maxSpace` and `centered` are optional.
    func flexibleSpacing(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FlexibleSpacing {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.flexibleSpacing)
        guard let s = object["itemSize"] else { throw reader.error(path, "flexible spacing needs 'itemSize'") }
        let size = try reader.number(s, path.key("itemSize"))
        guard size > 0 else {
            throw reader.error(path.key("itemSize"), "itemSize must be greater than 0, found \(NumberFormat.short(size))")
        }
        let minSpace = try object["minSpace"].map { (v) throws(LayoutError) in
            try reader.nonNegative(v, path.key("minSpace"), "minSpace")
        } ?? 0
        var spacing = FlexibleSpacing(itemSize: size, minSpace: minSpace)
        if let v = object["maxSpace"] {
            let maxSpace = try reader.nonNegative(v, path.key("maxSpace"), "maxSpace")
            guard maxSpace >= minSpace else {
                throw reader.error(path.key("maxSpace"), "maxSpace (\(NumberFormat.short(maxSpace))) is less than "
                    + "minSpace (\(NumberFormat.short(minSpace)))")
            }
            spacing.maxSpace = maxSpace
        }
        if let v = object["centered"] { spacing.centered = try reader.bool(v, path.key("centered")) }
        return spacing
    }

    /// A child's `float`: `"start"`, `"end"`, or `{"side": "end", "clear": true}`.
    func floatItem(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FloatItem {
        if value is String {
            return FloatItem(side: try reader.enumeration(value, path, what: "float side"))
        }
        guard let object = value as? [String: Any] else {
            throw reader.error(path, "expected \"start\", \"end\" or an object {\"side\", \"clear\"}, "
                + "found \(JSONReader.typeName(value))")
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.floatItem)
        var item = FloatItem()
        if let v = object["side"] { item.side = try reader.enumeration(v, path.key("side"), what: "float side") }
        if let v = object["clear"] { item.clear = try reader.bool(v, path.key("clear")) }
        return item
    }
}
