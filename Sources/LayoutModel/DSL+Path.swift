// Path layouts in the DSL:
//
//     let menu = try Path("menu", .r("100"), origin: Point(x: 0.5, y: 0.5), originNode: "hub") {
//         Box("hub", width: 40, height: 40)
//         for k in 0..<6 { Box("item\(k)", width: 24, height: 24) }
//     }

extension PathLayout.Curve {
    /// `y = f(x)` from the text of `f`, as in a fixture's `{"y": "x / 2"}`.
    /// - Throws: a `LayoutError` at `$.curve.y` naming the column, when the text is not an expression of `x`.
    public static func y(_ f: String) throws(LayoutError) -> Self {
        .cartesian(y: try parsed(f, "x", key: "y"))
    }

    /// `(x, y) = (f(t), g(t))` from the texts of `f` and `g`, as in `{"x": "100 * cos(t)", "y": "t"}`.
    public static func xy(_ f: String, _ g: String) throws(LayoutError) -> Self {
        .parametric(x: try parsed(f, "t", key: "x"), y: try parsed(g, "t", key: "y"))
    }

    /// `r = f(theta)` (theta in radians) from the text of `f`, as in `{"r": "100"}`.
    public static func r(_ f: String) throws(LayoutError) -> Self {
        .polar(r: try parsed(f, "theta", key: "r"))
    }

    private static func parsed(_ text: String, _ variable: String, key: String) throws(LayoutError) -> CurveExpression {
        do { return try CurveExpression(text, variable: variable) } catch {
            throw LayoutError(path: "$.curve.\(key)", reason: "bad expression \"\(text)\": \(error.message)")
        }
    }
}

/// A path container (`"layout": "path"`): its children's centres along `curve`, `spacing` apart.
public func Path(_ name: String, _ curve: PathLayout.Curve, origin: Point = .zero, math: Bool = false,
                 reverse: Bool = false, start: Double? = nil, end: Double? = nil,
                 spacing: PathLayout.Spacing = .flexed, distanceError: Double = 0.5, originNode: String? = nil,
                 @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    let layout = PathLayout(curve: curve, origin: origin, math: math, reverse: reverse, start: start, end: end,
                            spacing: spacing, distanceError: distanceError, originNode: originNode)
    return LayoutNode(name: name, kind: .container(.path(layout), children: children()))
}
