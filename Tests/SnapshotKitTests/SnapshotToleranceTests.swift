import SnapshotKit
import Testing

@Suite struct SnapshotToleranceTests {
    static func result(differing: Int, antialiased: Int = 0, total: Int = 100,
                       mismatch: PixelDiffResult.SizeMismatch? = nil) -> PixelDiffResult {
        PixelDiffResult(width: total, height: 1, differingPixels: differing, antialiasedPixels: antialiased,
                        totalPixels: total, sizeMismatch: mismatch)
    }

    @Test func exactAllowsNothing() {
        let exact = SnapshotTolerance.exact
        #expect(exact.threshold == 0 && exact.includeAA)
        #expect(exact.maxDifferingPixels == nil && exact.maxDifferingRatio == nil)
        #expect(exact.passes(Self.result(differing: 0)))
        #expect(!exact.passes(Self.result(differing: 1)))
        #expect(exact.diffOptions == PixelDiffOptions(threshold: 0, includeAA: true))
    }

    @Test func withNoLimitAnyDifferingPixelFailsButAntialiasingDoesNot() {
        let t = SnapshotTolerance()
        #expect(t.threshold == 0.1 && !t.includeAA)
        #expect(t.passes(Self.result(differing: 0, antialiased: 40)))
        #expect(!t.passes(Self.result(differing: 1)))
    }

    @Test func pixelCountLimit() {
        let t = SnapshotTolerance(maxDifferingPixels: 3)
        #expect(t.passes(Self.result(differing: 3)))
        #expect(!t.passes(Self.result(differing: 4)))
    }

    @Test func ratioLimit() {
        let t = SnapshotTolerance(maxDifferingRatio: 0.25)
        #expect(t.passes(Self.result(differing: 25)))
        #expect(!t.passes(Self.result(differing: 26)))
    }

    @Test func bothLimitsMustHold() {
        let t = SnapshotTolerance(maxDifferingPixels: 10, maxDifferingRatio: 0.05)
        #expect(t.passes(Self.result(differing: 5)))
        #expect(!t.passes(Self.result(differing: 6)))  // ratio 0.06
        #expect(t.passes(Self.result(differing: 10, total: 1000)))
        #expect(!t.passes(Self.result(differing: 11, total: 1000)))  // count
    }

    @Test func aSizeMismatchNeverPasses() {
        let mismatch = PixelDiffResult.SizeMismatch(referenceWidth: 10, referenceHeight: 10, actualWidth: 10, actualHeight: 11)
        let loose = SnapshotTolerance(maxDifferingPixels: 1000, maxDifferingRatio: 1, threshold: 1)
        #expect(!loose.passes(Self.result(differing: 0, mismatch: mismatch)))
        #expect(!SnapshotTolerance().passes(Self.result(differing: 0, mismatch: mismatch)))
    }

    @Test func diffOptionsCarryThresholdAndIncludeAA() {
        let t = SnapshotTolerance(maxDifferingPixels: 2, threshold: 0.3, includeAA: true)
        #expect(t.diffOptions == PixelDiffOptions(threshold: 0.3, includeAA: true))
    }
}
