import Foundation
import RasterImage
import SnapshotKit
import Testing

/// 64x48 crops of the benchmark's rendered pairs (Resources/, made by make_fixtures.py), with the
/// counts and the diff image of pybind11-pixelmatch 0.1.6, the C++ pixelmatch used as a peer.
@Suite struct RealImageFixtureTests {
    typealias T = TestImages

    struct Expected: Decodable {
        var differing: Int
        var includeAA: Int
    }

    static let expected: [String: Expected] = {
        let path = T.resources + "/expected.json"
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return (try? JSONDecoder().decode([String: Expected].self, from: data)) ?? [:]
    }()

    static func load(_ name: String) throws -> RGBAImage {
        try PNGCodec.read(contentsOf: T.resources + "/" + name + ".png")
    }

    @Test(arguments: ["aa_text", "aa_shapes", "rects_corner"])
    func countsAndDiffImageMatchPixelmatch(name: String) throws {
        let expected = try #require(Self.expected[name])
        let a = try Self.load(name + "_a"), b = try Self.load(name + "_b")
        let theirs = try Self.load(name + "_diff")
        let r = PixelDiff.compare(a, b)
        #expect(r.differingPixels == expected.differing)
        #expect(PixelDiff.compare(a, b, options: .init(includeAA: true)).differingPixels == expected.includeAA)
        // Without AA detection every pixel over the threshold counts, so AA + differing adds up.
        #expect(r.differingPixels + r.antialiasedPixels == expected.includeAA)
        let ours = try #require(r.diffImage)
        #expect(T.positions(of: T.red, in: ours) == T.positions(of: T.red, in: theirs))
        #expect(T.positions(of: T.yellow, in: ours) == T.positions(of: T.yellow, in: theirs))
        // Unchanged pixels: the same faded grey, up to rounding.
        let greys = zip(T.allPixels(ours), T.allPixels(theirs)).filter { $0.0 != T.red && $0.0 != T.yellow }
        #expect(greys.allSatisfy { $0.maxChannelDifference(to: $1) <= 1 })
        #expect(greys.count == 64 * 48 - r.differingPixels - r.antialiasedPixels)
    }
}
