import LayoutModel

/// Borderlines and separators (TangramKit's `TGBorderline` and intelligent borderline): lines the
/// renderer draws over a node, taking no space in layout.
extension DisplayListBuilder {
    /// The line items of `lines` on the edges of `box`. Each line lies inside the box: its centre
    /// is `offset + thickness / 2` in from the edge, and it runs from `headIndent` after the start
    /// (left or top end) of the edge to `tailIndent` before its end.
    public static func borderlineItems(_ lines: Borderlines, box: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if let l = lines.top {
            let y = box.y + l.offset + l.thickness / 2
            items.append(line(l, from: Point(x: box.x + l.headIndent, y: y), to: Point(x: box.maxX - l.tailIndent, y: y)))
        }
        if let l = lines.bottom {
            let y = box.maxY - l.offset - l.thickness / 2
            items.append(line(l, from: Point(x: box.x + l.headIndent, y: y), to: Point(x: box.maxX - l.tailIndent, y: y)))
        }
        if let l = lines.left {
            let x = box.x + l.offset + l.thickness / 2
            items.append(line(l, from: Point(x: x, y: box.y + l.headIndent), to: Point(x: x, y: box.maxY - l.tailIndent)))
        }
        if let l = lines.right {
            let x = box.maxX - l.offset - l.thickness / 2
            items.append(line(l, from: Point(x: x, y: box.y + l.headIndent), to: Point(x: x, y: box.maxY - l.tailIndent)))
        }
        return items
    }

    /// Separators between a container's child containers (`children`: their absolute boxes, in
    /// child order). For each child, a horizontal line midway to the nearest child that starts below
    /// it and overlaps it horizontally, as wide as the child; and a vertical line midway to the
    /// nearest child that starts to its right and overlaps it vertically, as tall as the child.
    /// Children at the container's outer edges get no line there, so the lines fall only between
    /// neighbours, whatever the layout (linear, table, flow, float) and direction.
    public static func separatorItems(_ l: Borderline, children boxes: [Rect]) -> [DisplayItem] {
        let epsilon = 1e-9
        var items: [DisplayItem] = []
        for a in boxes {
            let below = boxes.filter { $0.y >= a.maxY - epsilon && $0.x < a.maxX && $0.maxX > a.x }.map(\.y).min()
            if let below {
                let y = (a.maxY + below) / 2
                items.append(line(l, from: Point(x: a.x + l.headIndent, y: y), to: Point(x: a.maxX - l.tailIndent, y: y)))
            }
            let right = boxes.filter { $0.x >= a.maxX - epsilon && $0.y < a.maxY && $0.maxY > a.y }.map(\.x).min()
            if let right {
                let x = (a.maxX + right) / 2
                items.append(line(l, from: Point(x: x, y: a.y + l.headIndent), to: Point(x: x, y: a.maxY - l.tailIndent)))
            }
        }
        return items
    }

    private static func line(_ l: Borderline, from: Point, to: Point) -> DisplayItem {
        .line(from: from, to: to, color: l.color, width: l.thickness, dash: l.dash)
    }
}
