@testable import LayoutEngine
import Testing

/// `PixelSnapping.nearestHalfAway`, the rounding snapping uses in place of `rounded()`, gives
/// `rounded()`'s value, bit for bit (the sign of zero included), on ties, the doubles next to
/// them, the edges of its 2^52 range and values across every magnitude.
@Suite struct NearestHalfAwayTests {
    static func same(_ x: Double) -> Bool {
        let ours = PixelSnapping.nearestHalfAway(x), expected = x.rounded()
        return ours.bitPattern == expected.bitPattern || (ours.isNaN && expected.isNaN)
    }

    @Test func tiesGoAwayFromZero() {
        #expect(PixelSnapping.nearestHalfAway(0.5) == 1)
        #expect(PixelSnapping.nearestHalfAway(1.5) == 2)
        #expect(PixelSnapping.nearestHalfAway(2.5) == 3)   // (ties to even would give 2)
        #expect(PixelSnapping.nearestHalfAway(-2.5) == -3)
        #expect(PixelSnapping.nearestHalfAway(0.49999999999999994) == 0)   // 0.5.nextDown
        #expect(PixelSnapping.nearestHalfAway(-0.3).sign == .minus && PixelSnapping.nearestHalfAway(-0.3) == 0)
        #expect(PixelSnapping.nearestHalfAway(0x1p52 - 0.5) == 0x1p52)
        #expect(PixelSnapping.nearestHalfAway(-(0x1p51 + 0.5)) == -(0x1p51 + 1))
    }

    @Test func everyValueIsRoundedAsRoundedDoes() {
        var values: [Double] = [0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                0x1p52, 0x1p52.nextDown, 0x1p52.nextUp, 0x1p53, 0x1p53 - 1, 0x1p51 + 0.5]
        for k in stride(from: -1000.0, through: 1000, by: 1) {
            for x in [k + 0.5, (k + 0.5).nextUp, (k + 0.5).nextDown, k, k.nextUp, k.nextDown, k + 0.25, k + 0.75] {
                values.append(x)
            }
        }
        // Across magnitudes: 2^-20 ... 2^60, with fractions, both signs.
        for e in -20...60 {
            let base = Double(sign: .plus, exponent: e, significand: 1)
            for f in [1.0, 1.1, 1.25, 1.5, 1.75, 1.9999999] { values.append(base * f); values.append(-base * f) }
            values.append(base + 0.5); values.append(-(base + 0.5))
        }
        // Pixel positions at the scales snapping uses.
        for i in 0..<3000 { for scale in [1.0, 2, 3] { values.append(Double(i) * 0.1 * scale); values.append(Double(i) / 3 * scale) } }
        let wrong = values.filter { !Self.same($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(values.count > 20_000)
    }
}
