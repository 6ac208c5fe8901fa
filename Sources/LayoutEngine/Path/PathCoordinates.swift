import Foundation
import LayoutModel

/// The mapping from a path layout's curve argument to a point of the container (TangramKit §14.4),
/// in border-box coordinates.
///
/// The curve's origin is at `padding + inner · origin`; the curve's (x, y) is added to it, with y
/// negated when `math` is set and x and y swapped first when `reverse` is set. Polar curves take
/// the argument in degrees and evaluate `r` at the angle in radians: (x, y) = (r cos θ, r sin θ).
struct PathCoordinates {
    let layout: PathLayout
    /// The inner extent the origin fraction and the default range refer to (0 on an axis that sizes
    /// to its content).
    let inner: Size
    let padding: EdgeInsets

    /// Where the curve's (0, 0) lies in the container.
    var origin: Point {
        Point(x: padding.left + inner.width * layout.origin.x, y: padding.top + inner.height * layout.origin.y)
    }

    /// The point of the curve at argument `argument`, or nil where the curve is undefined there
    /// (an expression evaluates to NaN or an infinity: a break in the path).
    func point(at argument: Double) -> Point? {
        var x: Double, y: Double
        switch layout.curve {
        case .cartesian(let f):
            guard let v = f.value(at: argument) else { return nil }
            x = argument; y = v
        case .parametric(let fx, let fy):
            guard let vx = fx.value(at: argument), let vy = fy.value(at: argument) else { return nil }
            x = vx; y = vy
        case .polar(let f):
            let theta = argument * .pi / 180
            guard let r = f.value(at: theta) else { return nil }
            x = r * cos(theta); y = r * sin(theta)
        }
        if layout.reverse { swap(&x, &y) }
        let o = origin
        return Point(x: o.x + x, y: o.y + (layout.math ? -y : y))
    }

    /// The argument range: the layout's `start`/`end` where written, else TangramKit's defaults.
    /// Polar: 0 to 360 degrees. Cartesian and parametric (the same defaults, t included): the
    /// curve's x across the inner width, `-inner.width · origin.x` to `inner.width · (1 - origin.x)`;
    /// with `reverse`, the curve's x runs along the container's y, so across the inner height,
    /// downwards from `-inner.height · origin.y`, or upwards with `math` from
    /// `-inner.height · (1 - origin.y)` to `inner.height · origin.y`.
    var range: (start: Double, end: Double) {
        let defaults: (Double, Double)
        switch layout.curve {
        case .polar:
            defaults = (0, 360)
        case .cartesian, .parametric:
            let o = layout.origin
            if !layout.reverse {
                defaults = (-inner.width * o.x, inner.width * (1 - o.x))
            } else if layout.math {
                defaults = (-inner.height * (1 - o.y), inner.height * o.y)
            } else {
                defaults = (-inner.height * o.y, inner.height * (1 - o.y))
            }
        }
        return (layout.start ?? defaults.0, layout.end ?? defaults.1)
    }

    /// The sampled arguments (§14.5): `start`, then steps of 1 towards `end` (of -1 when `end` is
    /// below `start`), and `end` itself when the range is not a whole number of steps.
    func arguments() -> [Double] {
        let (start, end) = range
        let span = abs(end - start), step: Double = end >= start ? 1 : -1
        let whole = Int((span + 1e-9).rounded(.down))
        var out = (0...whole).map { start + Double($0) * step }
        if span - Double(whole) > 1e-9 { out.append(end) }
        return out
    }

    /// The step between sampled arguments.
    var step: Double { range.end >= range.start ? 1 : -1 }
}
