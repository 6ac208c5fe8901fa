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
    func point(at argument: Double) -> Point? { points(at: [argument])[0] }

    /// The points at each of `arguments` (each expression evaluated over all of them at once).
    func points(at arguments: [Double]) -> [Point?] {
        var xs: [Double?], ys: [Double?]
        switch layout.curve {
        case .cartesian(let f):
            xs = arguments; ys = f.values(at: arguments)
        case .parametric(let fx, let fy):
            xs = fx.values(at: arguments); ys = fy.values(at: arguments)
        case .polar(let f):
            let thetas = arguments.map { $0 * .pi / 180 }
            let rs = f.values(at: thetas)
            xs = zip(rs, thetas).map { r, t in r.map { $0 * cos(t) } }
            ys = zip(rs, thetas).map { r, t in r.map { $0 * sin(t) } }
        }
        if layout.reverse { swap(&xs, &ys) }
        let o = origin, sign: Double = layout.math ? -1 : 1
        return zip(xs, ys).map { x, y in
            guard let x, let y else { return nil }
            return Point(x: o.x + x, y: o.y + sign * y)
        }
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
