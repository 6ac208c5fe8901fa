import Foundation
import SnapshotKit
import Testing

/// `CheckReport.timestamp`, the report's `generated` field: ISO 8601, UTC, to the second.
@Suite struct ReportTimestampTests {
    @Test func formatsUTCToTheSecond() {
        #expect(CheckReport.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        // One non-leap year, one hour, one minute and one second after the epoch.
        let t = Double(365 * 86_400 + 3_600 + 60 + 1)
        #expect(CheckReport.timestamp(Date(timeIntervalSince1970: t)) == "1971-01-01T01:01:01Z")
        // Fractions of a second are dropped, never rounded up.
        #expect(CheckReport.timestamp(Date(timeIntervalSince1970: t + 0.999)) == "1971-01-01T01:01:01Z")
    }

    /// Reports written before (by `ISO8601DateFormatter`) and after read the same way: the same text.
    @Test func matchesWhatISO8601DateFormatterWrote() {
        let formatter = ISO8601DateFormatter()
        for seconds in [0.0, 951_782_400 /* 2000-02-29 */, 1_796_000_000.5, 4_102_444_799 /* 2099-12-31T23:59:59Z */] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(CheckReport.timestamp(date) == formatter.string(from: date))
        }
    }
}
