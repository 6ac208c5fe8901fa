import LayoutModel

/// What a path layout placed for the child explained (`notePlace`).
struct PathNumbers {
    var onPath: [Int]
    var stops: [ArcWalk.Stop]?
    var spacing: Double
    var samples: ArcWalk.Samples
    var range: (start: Double, end: Double)
    var origin: Point
    var centre: Point
    /// The child's rect before the content-sized axes move everything, and that move.
    var rect: Rect
    var shift: Point
}

/// What a path layout decided for the child a layout explains (`LayoutContext.note`): the curve's
/// length and the spacing of the centres, the child's place along the curve (its arc distance, the
/// argument found there and the point the curve gives), then its x and y from that centre (its
/// margins, half its size, the move of a content-sized container) and its sizes.
extension PathAlgorithm {
    func notePlace(_ i: Int, _ p: PathNumbers, context: LayoutContext) {
        let n = NumberFormat.short, node = context.node(i)
        func point(_ q: Point) -> String { "(\(n(q.x)), \(n(q.y)))" }
        let spacingRule: String
        switch params.spacing {
        case .fixed(let d): spacingRule = "the spacing \(n(d))"
        case .flexed, .count:
            let count: Int
            if case .count(let c) = params.spacing { count = c } else { count = p.onPath.count }
            let parts = p.samples.closed ? count : count - 1
            spacingRule = count <= 1 ? "one centre: no spacing"
                : "the length shared out: \(n(p.samples.length)) / \(parts)" + (p.samples.closed ? " (the curve is closed)" : "")
                    + " = \(n(p.spacing))"
        }
        context.note(i, .container, "the curve runs from argument \(n(p.range.start)) to \(n(p.range.end)), \(n(p.samples.length)) "
            + "long; its centres are \(n(p.spacing)) apart along it (\(spacingRule))")
        if node.name == params.originNode {
            context.note(i, .container, "the origin node: its centre is the curve's origin \(point(p.origin))")
        } else if let k = p.onPath.firstIndex(of: i) {
            let stop = p.stops?[k]
            context.note(i, .container, "centre \(k + 1) of \(p.onPath.count) on the curve: arc distance \(k) × \(n(p.spacing)) = "
                + "\(n(Double(k) * p.spacing))" + (stop.map { ", at argument \(n($0.argument)), the point \(point($0.point))" } ?? ""))
        }
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let centre = horizontal ? p.centre.x : p.centre.y
            let move = horizontal ? p.shift.x : p.shift.y
            let size = horizontal ? p.rect.width : p.rect.height
            let offset = (horizontal ? p.rect.x : p.rect.y) + size / 2 - centre
            context.note(i, axis.positionPart, "\(n((horizontal ? p.rect.x : p.rect.y) + move)): the centre's "
                + "\(horizontal ? "x" : "y") \(n(centre))" + (offset != 0 ? " + its margins \(n(offset))" : "")
                + " − half its \(axis.sizePart.rawValue) \(n(size / 2))"
                + (move != 0 ? " + \(n(move)) (the container sizes to its content: the children's box moves to the padding)" : ""))
            let written = node.size(axis)
            let rule: String
            switch written?.kind {
            case nil: rule = "its content"
            case .weight?, .fill?, .average?: rule = "its content (a path layout does not share out \(LayoutEngine.describe(written!)))"
            default: rule = "its written \(axis.sizePart.rawValue) \(LayoutEngine.describe(written!))"
            }
            context.note(i, axis.sizePart, "\(n(size)): \(rule)")
        }
    }
}
