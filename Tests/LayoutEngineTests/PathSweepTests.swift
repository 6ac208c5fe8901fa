import Foundation
@testable import LayoutEngine
import LayoutModel
import Testing

/// Every combination of curve kind, spacing kind, math, reverse and child count in a 300 x 300
/// container with the origin in the middle. Every result must be finite with non-negative sizes
/// and exactly one frame per node; each child's centre must be its stop on the curve; and for
/// spacings that set a distance, consecutive centres must be that arc length apart within the
/// distance error (the arc measured independently, in steps of 1/100 of the argument).
/// Children may lie outside the container: curves leave it, and fixed spacing continues past the end.
@Suite struct PathSweepTests {
    static let curves: [(String, @Sendable () throws -> PathLayout.Curve, Double?, Double?)] = [
        ("sine", { try .y("30 * sin(x / 20)") }, nil, nil),
        ("ellipse", { try .xy("100 * cos(t / 30)", "60 * sin(t / 30)") }, 0, 188.5),
        ("rose", { try .r("80 + 30 * cos(3 * theta)") }, nil, nil),
    ]
    static let spacings: [PathLayout.Spacing] = [.flexed, .fixed(35), .count(5)]
    static let counts = [1, 3, 7]

    static var cases: [(Int, Int, Bool, Bool, Int)] {
        curves.indices.flatMap { c in spacings.indices.flatMap { s in [false, true].flatMap { m in
            [false, true].flatMap { r in counts.map { (c, s, m, r, $0) } } } } }
    }

    @Test(arguments: cases)
    func framesAreSoundAndCentresEvenlySpacedAlongTheArc(curve: Int, spacing: Int, math: Bool, reverse: Bool,
                                                        count: Int) throws {
        let (name, make, start, end) = Self.curves[curve]
        let params = PathLayout(curve: try make(), origin: Point(x: 0.5, y: 0.5), math: math, reverse: reverse,
                                start: start, end: end, spacing: Self.spacings[spacing])
        let kids = (0..<count).map { box("k\($0)", 10, 6) }
        let root = LayoutNode(name: "p", kind: .container(.path(params), children: kids), width: 300, height: 300)
        let f = try layout(root)
        let label = "\(name) \(Self.spacings[spacing]) math \(math) reverse \(reverse) n \(count)"
        try expectMirror(root, label: label)

        #expect(f.allNodes().count == 1 + count, "\(label)")
        for node in f.allNodes() {
            let r = node.frame
            #expect([r.x, r.y, r.width, r.height].allSatisfy { $0.isFinite }, "\(label): \(node.name)")
            #expect(r.width >= 0 && r.height >= 0, "\(label): \(node.name)")
        }

        // The stops the walk chose, and the centres the engine placed there.
        let coordinates = PathCoordinates(layout: params, inner: Size(width: 300, height: 300), padding: .zero)
        let walk = ArcWalk(point: coordinates.point(at:), error: params.distanceError)
        let arguments = coordinates.arguments()
        let samples = walk.sample(coordinates.points(at: arguments))
        let chosen = PathAlgorithm(params: params).spacingBetween(count: count, samples: samples)
        let stops = try #require(walk.place(count: count, spacing: chosen, arguments: arguments, samples: samples,
                                            step: coordinates.step))
        for (k, stop) in stops.enumerated() {
            let c = try centre(#require(frameOf(f, "k\(k)")))
            #expect(near(c, stop.point), "\(label): k\(k) at \(c), stop \(stop.point)")
        }

        // The arc distance between consecutive stops, measured finely, against the spacing.
        let length = Self.arcLength(coordinates, from: arguments.first!, to: arguments.last!)
        let closed = samples.closed
        let target: Double? = switch Self.spacings[spacing] {
        case .fixed(let d): d
        case .flexed: count > 1 ? length / Double(closed ? count : count - 1) : nil
        case .count(let n): length / Double(closed ? n : n - 1)
        }
        guard let target else { return }
        for (a, b) in zip(stops, stops.dropFirst()) {
            let arc = Self.arcLength(coordinates, from: a.argument, to: b.argument)
            #expect(abs(arc - target) <= params.distanceError + 0.05, "\(label): arc \(arc) vs \(target)")
        }
    }

    /// The length of the curve between two arguments, as chords of 1/100 of the argument.
    static func arcLength(_ c: PathCoordinates, from a: Double, to b: Double) -> Double {
        let steps = max(1, Int((abs(b - a) * 100).rounded()))
        var total = 0.0
        var previous = c.point(at: a)!
        for k in 1...steps {
            let p = c.point(at: a + (b - a) * Double(k) / Double(steps))!
            total += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            previous = p
        }
        return total
    }
}
