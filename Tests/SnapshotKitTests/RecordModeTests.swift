import SnapshotKit
import Testing

@Suite struct RecordModeTests {
    @Test func defaultsAreMissingLocallyAndNeverOnCI() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }

    @Test func environmentVariableWins() throws {
        #expect(try RecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "ALL"]) == .all)
        #expect(throws: SnapshotConfigurationError.self) { try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "sometimes"]) }
    }

    @Test func swiftSnapshotTestingsVariableIsReadWhenOursIsNotSet() throws {
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"]) == .failed)
        // Ours wins when both are set.
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all", "SNAPSHOT_RECORD": "never"]) == .never)
        #expect(throws: SnapshotConfigurationError(reason: "SNAPSHOT_TESTING_RECORD=often is not a record mode; use one of: all, missing, failed, never")) {
            try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "often"])
        }
    }
}
