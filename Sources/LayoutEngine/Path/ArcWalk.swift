import LayoutModel

/// Places points along a sampled curve a given arc distance apart (TangramKit §14.5-14.7).
///
/// Each point is the first (sub-)sample whose arc distance from the previous point reaches the
/// spacing, so it lies at most `error` beyond it: when a sample overshoots by more, the argument
/// step before it is refined.
///
/// Arc length is the length of the polyline through the sampled points. Where the curve is
/// undefined the path breaks: the gap has no length, and the distance walked so far carries over
/// to the next defined piece.
struct ArcWalk {
    /// The curve; nil where it is undefined.
    let point: (Double) -> Point?
    /// The largest miss allowed between an arc distance and its target (> 0).
    let error: Double
    /// How many steps past the end of the range the walk may go for children that did not fit.
    static let overflowSteps = 10_000
    /// Refinement stops when the argument interval is this small (a jump in the curve).
    static let smallestInterval = 1e-6
    /// Rounding slack: a distance this close below its target counts as reaching it, so targets that
    /// fall on a sample (a whole share of the length) land on it despite accumulated rounding.
    static let slack = 1e-9

    /// The sampled curve: its defined pieces (polylines), its length and whether it is closed
    /// (first and last defined points at most 1 point apart, §14.6).
    struct Samples {
        /// The point at each sampled argument, nil where the curve is undefined.
        var points: [Point?] = []
        var pieces: [[Point]] = []
        var length = 0.0
        var closed = false
    }

    /// The curve at `arguments`, whose points are `points` (nil where undefined).
    func sample(_ points: [Point?]) -> Samples {
        var s = Samples()
        var current: [Point] = []
        s.points = points
        for p in points {
            guard let p else {
                if !current.isEmpty { s.pieces.append(current); current = [] }
                continue
            }
            if let last = current.last { s.length += distance(last, p) }
            current.append(p)
        }
        if !current.isEmpty { s.pieces.append(current) }
        if let first = s.pieces.first?.first, let last = s.pieces.last?.last, s.pieces.count > 1 || s.pieces[0].count > 1 {
            s.closed = distance(first, last) <= 1
        }
        return s
    }

    /// A placed point and the argument it is at.
    struct Stop: Equatable {
        var argument: Double
        var point: Point
    }

    /// `count` points `spacing` apart along the curve, the first at its first defined point.
    /// Past the last argument the walk goes on with the same step, at most `overflowSteps` steps;
    /// children still left then sit at the last point reached. Nil when the curve is nowhere defined.
    func place(count: Int, spacing: Double, arguments: [Double], samples: Samples, step: Double) -> [Stop]? {
        guard count > 0, let lastArgument = arguments.last else { return [] }
        var placed: [Stop] = []
        var cursor: (argument: Double, point: Point)?
        var lastPoint: Stop?
        var remaining = spacing
        var k = 0
        while placed.count < count, k < arguments.count + Self.overflowSteps {
            let inRange = k < arguments.count
            let a = inRange ? arguments[k] : lastArgument + Double(k - arguments.count + 1) * step
            let sampled = inRange ? samples.points[k] : point(a)
            k += 1
            guard let p = sampled else { cursor = nil; continue }
            lastPoint = Stop(argument: a, point: p)
            guard var from = cursor else {
                cursor = (a, p)
                if placed.isEmpty { put(Stop(argument: a, point: p), into: &placed, count: count, spacing: spacing) }
                continue
            }
            var d = distance(from.point, p)
            while placed.count < count {
                if d < remaining - Self.slack { remaining -= d; break }
                if d <= remaining + error {
                    put(Stop(argument: a, point: p), into: &placed, count: count, spacing: spacing)
                    remaining = spacing
                    break
                }
                from = refine(from: from, to: a, target: remaining)
                put(Stop(argument: from.argument, point: from.point), into: &placed, count: count, spacing: spacing)
                remaining = spacing
                d = distance(from.point, p)
            }
            cursor = (a, p)
        }
        guard let end = lastPoint else { return nil }
        while placed.count < count { placed.append(end) }
        return placed
    }

    /// Places one point; when the spacing is within the error of nothing, every child left goes there too.
    private func put(_ p: Stop, into placed: inout [Stop], count: Int, spacing: Double) {
        placed.append(p)
        if spacing <= error { while placed.count < count { placed.append(p) } }
    }

    /// The point between `from` and argument `to` at arc distance `target` from `from`, at most the
    /// error beyond it (§14.7): the interval is cut in tenths; the first tenth that reaches the target
    /// is cut in tenths again while it overshoots by more than the error.
    private func refine(from: (argument: Double, point: Point), to: Double,
                        target: Double) -> (argument: Double, point: Point) {
        var low = from, walked = 0.0, width = to - from.argument
        while true {
            let h = width / 10, base = low.argument
            var narrowed = false
            for j in 1...10 {
                let a = base + Double(j) * h
                guard let q = point(a) else { return low }
                let next = walked + distance(low.point, q)
                if next >= target - Self.slack {
                    if next <= target + error || abs(h) <= Self.smallestInterval { return (a, q) }
                    width = h
                    narrowed = true
                    break
                }
                low = (a, q); walked = next
            }
            if !narrowed { return low }
        }
    }

    func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}
