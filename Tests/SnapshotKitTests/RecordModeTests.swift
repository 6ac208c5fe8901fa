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
}
