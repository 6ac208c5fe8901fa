import LayoutModel

/// Geometry shared by every backend, so SVG and Cairo draw the same shapes.
public enum PaintGeometry {
    /// The corner radius actually drawn: `radius` clamped to 0...half the shorter side.
    public static func clampedRadius(_ radius: Double, in rect: Rect) -> Double {
        max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// The path a border of `width` is stroked along so that it lies inside `rect` (CSS borders):
    /// `rect` inset by `width / 2`, with the radius reduced by `width / 2`. The stroke width is
    /// clamped to half the shorter side, so a border never spills outside the rect.
    /// Returns nil when nothing is drawn (zero width or an empty rect).
    public static func insideStroke(of rect: Rect, width: Double, cornerRadius: Double)
        -> (path: Rect, width: Double, radius: Double)? {
        let w = min(width, rect.width / 2, rect.height / 2)
        guard w > 0 else { return nil }
        let half = w / 2
        let path = rect.inset(by: EdgeInsets(all: half))
        let radius = max(0, clampedRadius(cornerRadius, in: rect) - half)
        return (path, w, radius)
    }

    /// The baseline of a `.label` below its top-left anchor, as a fraction of its size
    /// (about the ascent of DejaVu Sans). Both backends use it, so labels sit in the same place.
    public static let labelAscent = 0.9

    /// What a `.image` with a missing or unreadable source draws: a light grey box with a
    /// 1pt darker inside border and a cross from corner to corner.
    public static func imagePlaceholder(in rect: Rect) -> [DisplayItem] {
        let grey = Color(red: 0xDD, green: 0xDD, blue: 0xDD), dark = Color(red: 0x99, green: 0x99, blue: 0x99)
        return [
            .rect(rect, fill: grey, stroke: dark, strokeWidth: 1, cornerRadius: 0),
            .line(from: rect.origin, to: Point(x: rect.maxX, y: rect.maxY), color: dark, width: 1, dash: []),
            .line(from: Point(x: rect.maxX, y: rect.y), to: Point(x: rect.x, y: rect.maxY), color: dark, width: 1,
                  dash: []),
        ]
    }
}
