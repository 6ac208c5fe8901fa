import Foundation

/// The CSS box keys of `flexItem`: margins that may be `auto`, borders, absolute positioning with
/// insets, box sizing and overflow.
extension NodeDecoder {
    /// Reads `margin`, `border`, `position`, `inset`, `boxSizing`, `overflow`, `scrollbarWidth`,
    /// `float` and `clear`.
    func cssBox(_ object: [String: Any], _ path: JSONPath, into item: inout FlexItem,
                _ reader: JSONReader) throws(LayoutError) {
        if let v = object["margin"] { item.margin = try edges(v, path.key("margin"), "margin", allowAuto: true, reader) }
        if let v = object["border"] {
            item.border = try edges(v, path.key("border"), "border", allowAuto: false, allowPercent: false, reader)
        }
        if let v = object["position"] { item.position = try reader.enumeration(v, path.key("position"), what: "position") }
        if let v = object["inset"] {
            item.inset = try edges(v, path.key("inset"), "inset", allowAuto: true, allowNegative: true, reader)
            if item.position != .absolute {
                throw reader.error(path.key("inset"), "'inset' places an absolutely positioned item; add \"position\": \"absolute\"")
            }
        }
        if let v = object["boxSizing"] { item.boxSizing = try reader.enumeration(v, path.key("boxSizing"), what: "boxSizing") }
        if let v = object["overflow"] {
            let p = path.key("overflow")
            if let axes = v as? [String: Any] {
                try reader.checkKeys(axes, p, allowed: FixtureKeys.overflowAxes)
                if let x = axes["x"] { item.overflowX = try reader.enumeration(x, p.key("x"), what: "overflow") }
                if let y = axes["y"] { item.overflowY = try reader.enumeration(y, p.key("y"), what: "overflow") }
            } else {
                item.overflowX = try reader.enumeration(v, p, what: "overflow")
                item.overflowY = item.overflowX
            }
        }
        if let v = object["scrollbarWidth"] {
            item.scrollbarWidth = try reader.nonNegative(v, path.key("scrollbarWidth"), "scrollbarWidth")
        }
        if let v = object["float"] { item.float = try reader.enumeration(v, path.key("float"), what: "float") }
        if let v = object["clear"] { item.clear = try reader.enumeration(v, path.key("clear"), what: "clear") }
    }

    /// `float` and `clear` (CSS 2.1 §9.5) place children of a block container only: written on a
    /// child of another layout they would be silently ignored, so they are errors there.
    func checkFloats(_ path: JSONPath, layout: String, children: [LayoutNode], _ reader: JSONReader) throws(LayoutError) {
        guard layout != "block" && layout != "flow-root" else { return }
        for (i, child) in children.enumerated() {
            guard let item = child.flexItem, item.float != .none || item.clear != .none else { continue }
            var childReader = reader
            childReader.node = child.name
            let key = item.float != .none ? "float" : "clear"
            throw childReader.error(path.key("children").index(i).key("flexItem").key(key),
                                    "'\(key)' places a child of a block container (\"layout\": \"block\" or \"flow-root\"); "
                                        + "this node's parent layout is '\(layout)'")
        }
    }

    /// A CSS length per edge: one value for all four, or `{"top", "left", "bottom", "right",
    /// "horizontal", "vertical"}` (the sides default to 0). A value is a number of points, a
    /// percentage string (`"10%"`, of the containing block's width) or, where allowed, `"auto"`.
    private func edges(_ value: Any, _ path: JSONPath, _ name: String, allowAuto: Bool, allowPercent: Bool = true,
                       allowNegative: Bool = false, _ reader: JSONReader) throws(LayoutError) -> CSSEdges {
        func length(_ v: Any, _ p: JSONPath) throws(LayoutError) -> CSSLength {
            if let text = v as? String {
                if text == "auto" && allowAuto { return .auto }
                if allowPercent, text.hasSuffix("%"), let f = Double(text.dropLast()), LayoutLimits.inRange(f), allowNegative || f >= 0 {
                    return .fraction(f / 100)
                }
                let forms = ["a number"] + (allowPercent ? ["a percentage such as \"10%\""] : []) + (allowAuto ? ["\"auto\""] : [])
                throw reader.error(p, "bad length \"\(text)\": expected " + forms.joined(separator: ", "))
            }
            let n = try reader.number(v, p)
            if n < 0 && !allowNegative { throw reader.error(p, "a \(name) cannot be negative (\(NumberFormat.short(n)))") }
            return .points(n)
        }
        guard let object = value as? [String: Any] else {
            let all = try length(value, path)
            return CSSEdges(all: all)
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.cssEdges)
        let initial: CSSLength = name == "inset" ? .auto : .points(0)
        var e = CSSEdges(all: initial)
        if let v = object["horizontal"] { let l = try length(v, path.key("horizontal")); e.left = l; e.right = l }
        if let v = object["vertical"] { let l = try length(v, path.key("vertical")); e.top = l; e.bottom = l }
        if let v = object["top"] { e.top = try length(v, path.key("top")) }
        if let v = object["left"] { e.left = try length(v, path.key("left")) }
        if let v = object["bottom"] { e.bottom = try length(v, path.key("bottom")) }
        if let v = object["right"] { e.right = try length(v, path.key("right")) }
        return e
    }
}
